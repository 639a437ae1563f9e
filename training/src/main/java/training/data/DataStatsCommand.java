package training.data;

import engine.HandWrittenEval;
import engine.Position;
import engine.Score;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import protocol.match.Termination;

@Command(name = "stats", mixinStandardHelpOptions = true,
        description = {"What the shards' whole games hold, together: results, endings, game lengths, scores, the "
                + "share of positions in each phase and the positions a trainer keeps (DataReader.Filter.QUIET). "
                + "Phases are by the material of rooks (4), horses and cannons (2 each), 32 at the start: opening "
                + "28 or more (a rook's worth off at most), endgame 12 or less, the middlegame between.",
            "Example: qilin data stats a.qdat b.qdat"})
final class DataStatsCommand extends DataSubcommand {
    /** Phase material of an opening at least, of an endgame at most (as the hand-written evaluation's endings). */
    static final int OPENING_PHASE = 28;
    static final int ENDGAME_PHASE = HandWrittenEval.SCALE_PHASE;
    /** Game lengths are counted in buckets of this many searched plies. */
    static final int LENGTH_BUCKET = 50;
    /** Score buckets' upper bounds (internal units), beyond the last the rest; decisive scores apart. */
    static final int[] SCORE_BOUNDS = {-1000, -300, -100, -30, 30, 100, 300, 1000};
    private static final int BAR = 40;

    @Parameters(arity = "1..*", paramLabel = "SHARD", description = "Data files.")
    List<Path> inputs;

    private final long[] results = new long[GameData.RED_WON + 1];
    private final long[] endings = new long[Termination.values().length];
    private int[] lengths = new int[1 << 10];
    private long games;
    private long positions;
    private final long[] scores = new long[SCORE_BOUNDS.length + 3];
    private final long[] phases = new long[3];
    private long quiet;

    @Override
    int run() throws IOException, Failure {
        checkInputs(inputs);
        for (Path input : inputs) {
            ShardWalk.Report report = ShardWalk.walk(input, (g, at) -> count(g));
            if (report.damaged()) {
                throw damaged(input, report);
            }
        }
        print();
        return 0;
    }

    private void count(GameData g) throws IOException {
        if (games == lengths.length) {
            lengths = Arrays.copyOf(lengths, 2 * lengths.length);
        }
        lengths[(int) games++] = g.moves().length;
        results[g.result()]++;
        endings[g.termination()]++;
        Position p = DataReader.start(g);
        for (int ply = 0; ply < g.moves().length; ply++) {
            int move = g.moves()[ply] & 0xFFFF;
            int score = g.scores()[ply];
            DataReader.legal(p, move, g, ply);
            scores[scoreBucket(score)]++;
            phases[p.phase() >= OPENING_PHASE ? 0 : p.phase() > ENDGAME_PHASE ? 1 : 2]++;
            if (DataReader.Filter.QUIET.keeps(p, ply, move, score)) {
                quiet++;
            }
            p.makeMove(move);
            positions++;
        }
    }

    /** 0 for a decisive score against the side to move, then the bounds' buckets, last a decisive one for it. */
    static int scoreBucket(int score) {
        if (Score.isDecisive(score)) {
            return score < 0 ? 0 : SCORE_BOUNDS.length + 2;
        }
        int b = 0;
        while (b < SCORE_BOUNDS.length && score >= SCORE_BOUNDS[b]) {
            b++;
        }
        return b + 1;
    }

    private void print() {
        System.out.printf(Locale.ROOT, "games %d, positions %d (searched), from %d shards%n", games, positions,
                inputs.size());
        System.out.printf(Locale.ROOT, "results: Red wins %s, draws %s, Black wins %s%n",
                share(results[GameData.RED_WON], games), share(results[GameData.DRAW], games),
                share(results[GameData.BLACK_WON], games));
        System.out.println("endings:");
        for (Termination t : Termination.values()) {
            if (endings[t.ordinal()] > 0) {
                System.out.printf(Locale.ROOT, "  %-26s %s%n", t.description(), share(endings[t.ordinal()], games));
            }
        }
        int[] sorted = Arrays.copyOf(lengths, (int) games);
        Arrays.sort(sorted);
        System.out.printf(Locale.ROOT, "game length, searched plies: mean %.1f, median %s%n",
                games == 0 ? 0 : (double) positions / games, games == 0 ? "-" : median(sorted));
        long[] buckets = new long[sorted.length == 0 ? 0 : sorted[sorted.length - 1] / LENGTH_BUCKET + 1];
        for (int length : sorted) {
            buckets[length / LENGTH_BUCKET]++;
        }
        for (int b = 0; b < buckets.length; b++) {
            bar(String.format(Locale.ROOT, "%d-%d", b * LENGTH_BUCKET, (b + 1) * LENGTH_BUCKET - 1), buckets[b], games);
        }
        System.out.println("scores, side to move's view, internal units:");
        for (int b = 0; b < scores.length; b++) {
            bar(scoreLabel(b), scores[b], positions);
        }
        System.out.printf(Locale.ROOT, "phases: opening %s, middlegame %s, endgame %s%n", share(phases[0], positions),
                share(phases[1], positions), share(phases[2], positions));
        System.out.printf(Locale.ROOT, "kept by DataReader.Filter.QUIET: %s%n", share(quiet, positions));
    }

    private static String median(int[] sorted) {
        int n = sorted.length;
        return n % 2 == 1 ? Integer.toString(sorted[n / 2])
                : String.format(Locale.ROOT, "%.1f", (sorted[n / 2 - 1] + sorted[n / 2]) / 2.0);
    }

    private static String scoreLabel(int bucket) {
        if (bucket == 0) {
            return "lost (mate, rule)";
        } else if (bucket == SCORE_BOUNDS.length + 2) {
            return "won (mate, rule)";
        } else if (bucket == 1) {
            return "below " + SCORE_BOUNDS[0];
        } else if (bucket == SCORE_BOUNDS.length + 1) {
            return SCORE_BOUNDS[SCORE_BOUNDS.length - 1] + " and above";
        }
        return SCORE_BOUNDS[bucket - 2] + " to " + (SCORE_BOUNDS[bucket - 1] - 1);
    }

    private static void bar(String label, long n, long of) {
        System.out.printf(Locale.ROOT, "  %-18s %-22s %s%n", label, share(n, of),
                "#".repeat(of == 0 ? 0 : (int) Math.round((double) BAR * n / of)));
    }

    static String share(long n, long of) {
        return String.format(Locale.ROOT, "%d (%.1f%%)", n, of == 0 ? 0 : 100.0 * n / of);
    }
}
