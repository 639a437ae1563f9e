package training.data;

import engine.BuildInfo;
import engine.Evaluation;
import engine.MoveGen;
import engine.Piece;
import engine.Position;
import engine.RuleJudge;
import engine.Search;
import engine.SearchLimits;
import engine.SearchListener;
import engine.SearchResult;
import engine.TranspositionTable;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import protocol.match.AdjudicationRules;
import protocol.match.Adjudicator;
import protocol.match.Outcome;
import protocol.match.Verdict;

/**
 * Self-play for training data: Qilin plays itself in-process, a fixed number of nodes per move, from the start
 * position after a few random plies, and the match runner's rules end the game ({@link Adjudicator}). Every
 * searched position is recorded with its move and score ({@link GameData}); which of them a trainer uses is
 * decided when the data is read ({@link DataReader.Filter}). An opening that a short search finds lopsided is
 * drawn again: a game decided by its random plies teaches little but that one side is lost. A game depends only
 * on its index and the seed (the search is single-threaded and limited by nodes), so runs can be split, resumed
 * or made again byte for byte. One instance per thread: it owns its search and hash table.
 */
public final class SelfPlay {
    /** Decided games end early, as in matches: both sides' scores agree for 4 moves each, or stay level. */
    private static final AdjudicationRules RULES = AdjudicationRules.standard().withMaxPlies(400)
            .withResign(4, 800).withDraw(40, 8, 10);
    private static final RuleJudge.Variant VARIANT = RuleJudge.Variant.CHINESE;
    /** Mixes the game index into the seed (the golden ratio's bits, so neighbouring games differ everywhere). */
    private static final long GAME_STRIDE = 0x9E3779B97F4A7C15L;

    /**
     * @param nodes             nodes per move
     * @param randomPlies       uniformly random legal plies that open a game: this many, or one more (the
     *                          other side then moves first out of the opening)
     * @param verifyNodes       nodes of the search that judges an opening
     * @param maxOpeningScore   an opening scored beyond this either way is drawn again
     *                          (serializable: a cluster task receives the settings of its games)
     */
    public record Settings(long nodes, int randomPlies, long verifyNodes, int maxOpeningScore, long seed,
            int hashMb) implements java.io.Serializable {
    }

    private final Settings settings;
    private final Search search;
    private final int[] legal = new int[MoveGen.MAX_MOVES];

    public SelfPlay(Settings settings) {
        this.settings = settings;
        search = new Search(new TranspositionTable(settings.hashMb()), new Evaluation());
    }

    /**
     * What the games of {@code settings} depend on, for a data file's header: this build, the engine's own
     * evaluation (as the system properties choose it, as every player's), the settings and the rules.
     */
    public static Provenance provenance(Settings settings) {
        Map<String, String> p = new LinkedHashMap<>();
        p.put(Provenance.GENERATOR, "qilin self-play");
        p.put(Provenance.COMMIT, BuildInfo.COMMIT);
        p.put(Provenance.BENCH, BuildInfo.BENCH);
        p.put(Provenance.EVALUATION, new Evaluation().identity());
        p.put(Provenance.SEED, Long.toString(settings.seed()));
        p.put(Provenance.NODES, Long.toString(settings.nodes()));
        p.put(Provenance.RANDOM_PLIES, Integer.toString(settings.randomPlies()));
        p.put(Provenance.VERIFY_NODES, Long.toString(settings.verifyNodes()));
        p.put(Provenance.MAX_OPENING_SCORE, Integer.toString(settings.maxOpeningScore()));
        p.put(Provenance.HASH_MB, Integer.toString(settings.hashMb()));
        p.put(Provenance.ADJUDICATION, String.format(Locale.ROOT, "max %d plies; resign after %d moves each "
                + "beyond %d; draw from move %d after %d moves each within %d", RULES.maxPlies(),
                RULES.resignMoveCount(), RULES.resignScore(), RULES.drawMoveNumber(), RULES.drawMoveCount(),
                RULES.drawScore()));
        p.put(Provenance.RULES, String.format(Locale.ROOT, "%s repetitions; a draw after %d plies without capture",
                VARIANT.name().toLowerCase(Locale.ROOT), RULES.noCapturePlies()));
        return Provenance.of(p);
    }

    /** Plays game {@code index} to its end. */
    public GameData play(int index) {
        search.clear();
        SplittableRandom random = new SplittableRandom(settings.seed() ^ index * GAME_STRIDE);
        short[] opening = opening(random);
        Position position = Position.startpos();
        for (short move : opening) {
            position.makeMove(move);
        }
        search.clear();
        Adjudicator adjudicator = new Adjudicator(RULES, VARIANT);
        short[] moves = new short[64];
        short[] scores = new short[64];
        int plies = 0;
        while (true) {
            Verdict verdict = adjudicator.beforeMove(position);
            if (verdict != null) {
                return game(index, verdict, opening, moves, scores, plies);
            }
            SearchResult r = search(position, settings.nodes());
            if (plies == moves.length) {
                moves = Arrays.copyOf(moves, 2 * plies);
                scores = Arrays.copyOf(scores, 2 * plies);
            }
            moves[plies] = (short) r.bestMove();
            scores[plies] = (short) r.score();
            plies++;
            int mover = position.sideToMove();
            position.makeMove(r.bestMove());
            verdict = adjudicator.afterMove(position, mover, true, r.score());
            if (verdict != null) {
                return game(index, verdict, opening, moves, scores, plies);
            }
        }
    }

    /** Random plies from the start, drawn again until a line neither ends the game nor leaves it lopsided. */
    private short[] opening(SplittableRandom random) {
        while (true) {
            int length = settings.randomPlies() + random.nextInt(2);
            short[] line = new short[length];
            Position p = Position.startpos();
            int ply = 0;
            while (ply < length) {
                int n = MoveGen.generateLegal(p, legal, 0);
                if (n == 0) {
                    break;
                }
                line[ply] = (short) legal[random.nextInt(n)];
                p.makeMove(line[ply++]);
            }
            if (ply == length && MoveGen.generateLegal(p, legal, 0) > 0
                    && Math.abs(search(p, settings.verifyNodes()).score()) <= settings.maxOpeningScore()) {
                return line;
            }
        }
    }

    private SearchResult search(Position p, long nodes) {
        SearchLimits limits = new SearchLimits();
        limits.nodes = nodes;
        return search.run(p, limits, SearchListener.NONE);
    }

    private static GameData game(int index, Verdict verdict, short[] opening, short[] moves, short[] scores,
            int plies) {
        Outcome o = verdict.outcome();
        int result = o == Outcome.lossFor(Piece.BLACK) ? GameData.RED_WON
                : o == Outcome.lossFor(Piece.RED) ? GameData.BLACK_WON : GameData.DRAW;
        return new GameData(index, result, verdict.termination().ordinal(), null, opening,
                Arrays.copyOf(moves, plies), Arrays.copyOf(scores, plies));
    }
}
