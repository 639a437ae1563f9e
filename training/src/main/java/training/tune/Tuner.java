package training.tune;

import engine.Evaluation;
import engine.Piece;
import engine.Position;
import engine.Search;
import engine.SearchLimits;
import engine.SearchListener;
import engine.Square;
import engine.TranspositionTable;
import engine.Weights;
import engine.WinModel;
import engine.notation.GameRecord;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.DoubleUnaryOperator;
import java.util.stream.IntStream;
import training.data.DataReader;
import protocol.match.Termination;

/**
 * The data of Texel-style tuning of {@link Weights}: the evaluation of quiet positions, turned into an expected
 * score by a logistic curve, is fitted to labels (game results, search scores, or a blend) by minimising the
 * mean squared error, which {@link GradientTuner} does. This class makes the samples (from games or scored
 * positions), fits the curve's scale K and the scores' factor, and measures the error. Weights travel as flat
 * vectors ({@link #currentWeights}); each error evaluates with an {@link Evaluation} of its own, so tuning never
 * changes the engine's weights. Positions are kept compactly (piece codes and points) and set up on one reused
 * board per thread.
 */
public final class Tuner {
    /**
     * One training position: pieces as {@code code << 8 | square}, the side to move, and Red's expected score
     * (the game's result, or that blended with a search score, see {@link #blendWithSearch}).
     */
    public record Sample(short[] pieces, int side, double result) {
    }

    private static final ThreadLocal<Position> BOARD = ThreadLocal.withInitial(Position::new);
    /**
     * Small: a labelling search is a few thousand nodes, and the table is cleared for every position; a quiet
     * leaf's quiescence search is smaller still.
     */
    private static final int LABEL_TT_MB = 1;
    /** Each step narrows the interval to 0.618 of itself: 60 steps leave a width under 1e-11 of the start. */
    private static final int GOLDEN_SECTION_STEPS = 60;

    private Tuner() {
    }

    /** A sample from a position (result: 1 Red won, 0.5 draw, 0 Black won). */
    public static Sample sample(Position p, double result) {
        short[] pieces = new short[32];
        int n = 0;
        for (int sq = 0; sq < Square.COUNT; sq++) {
            if (p.pieceAt(sq) != Piece.EMPTY) {
                pieces[n++] = (short) (p.pieceAt(sq) << 8 | sq);
            }
        }
        return new Sample(java.util.Arrays.copyOf(pieces, n), p.sideToMove(), result);
    }

    /** Red's result of a game record, or NaN when it has none. */
    public static double redResult(String result) {
        return switch (result) {
            case "1-0" -> 1.0;
            case "0-1" -> 0.0;
            case "1/2-1/2" -> 0.5;
            default -> Double.NaN;
        };
    }

    /**
     * Quiet positions from finished games: for each position from ply {@code skipPlies} on, its
     * {@link #quietLeaf}, labelled with the game's result. Each distinct leaf (by key) is kept once. Games not
     * decided on the board are skipped.
     */
    public static List<Sample> extract(List<GameRecord> games, int skipPlies) {
        List<Sample> out = new ArrayList<>();
        Set<Long> seen = new HashSet<>();
        Search search = labelSearch();
        for (GameRecord g : games) {
            double result = redResult(g.result());
            if (Double.isNaN(result) || !decidedOnTheBoard(g)) {
                continue;
            }
            Position p = g.startPosition();
            int[] moves = g.moves();
            for (int ply = 0; ply < moves.length; ply++) {
                Position leaf = ply >= skipPlies ? quietLeaf(p, search) : null;
                if (leaf != null && seen.add(leaf.key())) {
                    out.add(sample(leaf, result));
                }
                p.makeMove(moves[ply]);
            }
        }
        return out;
    }

    /**
     * Whether the result says something about the positions: a game lost on time, by a crash or by an illegal
     * move is not (PGN Termination tag; games without one are taken at their word).
     */
    static boolean decidedOnTheBoard(GameRecord g) {
        String termination = g.tag("Termination");
        return termination == null || termination.equals("normal") || termination.equals("adjudication");
    }

    /**
     * The quiet position behind {@code p}: where the principal variation of its quiescence search (captures, and
     * evasions in check) ends, so that the static evaluation there is what the search answers for {@code p}.
     * The tuner fits the evaluation on it, with {@code p}'s label. Null when the line ends in check (a mate).
     */
    static Position quietLeaf(Position p, Search search) {
        Position leaf = p.copy();
        for (int move : search.quiescenceLine(p)) {
            leaf.makeMove(move);
        }
        return leaf.inCheck() ? null : leaf;
    }

    /** Sets a sample up on a reused board. */
    static Position setUp(Sample s) {
        Position p = BOARD.get();
        p.setUp(s.side, s.pieces);
        return p;
    }

    /** A piece's cell in Red's table (rank 9 first), mirrored into the left half and the middle file. */
    static int leftCell(int piece, int sq) {
        int redSq = Piece.color(piece) == Piece.RED ? sq : Square.flip(sq);
        return Weights.cell(Square.rank(redSq), Math.min(Square.file(redSq), Square.FILES - 1 - Square.file(redSq)));
    }

    /** A sample's evaluation, from Red's view. */
    static int redEval(Sample s, Evaluation evaluation) {
        return redEval(setUp(s), evaluation);
    }

    /** A position's evaluation, from Red's view. */
    static int redEval(Position p, Evaluation evaluation) {
        int e = evaluation.evaluate(p);
        return p.sideToMove() == Piece.RED ? e : -e;
    }

    /**
     * The search that finds quiet leaves and labels positions: with the hand-written evaluation, the one tuned,
     * whichever evaluation the engine plays with.
     */
    private static Search labelSearch() {
        return new Search(new TranspositionTable(LABEL_TT_MB), new Evaluation(Evaluation.Kind.HAND_WRITTEN));
    }

    private static Evaluation evaluation(int[] weights) {
        return new Evaluation(Weights.of(weights));
    }

    /**
     * Each sample's label becomes {@code (1 - mix) * result + mix * sigmoid(k, score)}, where score is what a
     * search of {@code nodes} nodes makes of the position with the engine's own weights. A fast game's result is
     * noisy, and it rewards whatever merely accompanies winning in those games; the search's score depends on
     * the position alone. Each search starts from cleared tables, so the labels do not depend on thread timing.
     */
    public static List<Sample> blendWithSearch(List<Sample> samples, long nodes, double k, double mix) {
        ThreadLocal<Search> searches = ThreadLocal.withInitial(Tuner::labelSearch);
        Sample[] out = new Sample[samples.size()];
        IntStream.range(0, out.length).parallel().forEach(i -> {
            Sample s = samples.get(i);
            Search search = searches.get();
            search.clear();
            SearchLimits limits = new SearchLimits();
            limits.nodes = nodes;
            int score = search.run(setUp(s), limits, SearchListener.NONE).score();
            int redScore = s.side == Piece.RED ? score : -score;
            out[i] = new Sample(s.pieces, s.side, blend(s.result, sigmoid(k, redScore), mix));
        });
        return List.of(out);
    }

    /**
     * The logistic scale that makes the tuner's curve {@link WinModel}'s: the labels of scored positions
     * ({@link #labelScores}) come from no game result that K could be fitted to.
     */
    public static final double WIN_MODEL_K = 400 / (WinModel.SPREAD * Math.log(10));

    /** A quiet position scored by some engine's search: Red's score in that engine's centipawns. */
    public record Scored(Sample position, int redScore) {
    }

    /**
     * Scored positions from lines {@code FEN ; score} or {@code FEN ; score ; result}, the score in centipawns
     * from the side to move's view (what a UCI engine prints), the result the game's (1-0, 0-1, 1/2-1/2; the
     * sample's result, NaN without one). Lines starting with '#' are comments. Each position gives way to its
     * {@link #quietLeaf}, with its score; a leaf seen before is left out, as in {@link #extract}; a line that does
     * not parse is passed to {@code problems}.
     */
    public static List<Scored> scored(List<String> lines, Consumer<String> problems) {
        List<Scored> out = new ArrayList<>();
        Set<Long> seen = new HashSet<>();
        Search search = labelSearch();
        for (String line : lines) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] fields = line.split(";");
            try {
                if (fields.length < 2 || fields.length > 3) {
                    throw new IllegalArgumentException("not 'FEN ; score [; result]'");
                }
                Position p = new Position(fields[0].trim());
                int score = Integer.parseInt(fields[1].trim());
                double result = fields.length == 3 ? redResult(fields[2].trim()) : Double.NaN;
                if (fields.length == 3 && Double.isNaN(result)) {
                    throw new IllegalArgumentException("not a result: " + fields[2].trim());
                }
                addScored(out, seen, search, p, score, result);
            } catch (RuntimeException e) {
                problems.accept(line + ": " + e.getMessage());
            }
        }
        return out;
    }

    /**
     * Scored positions from self-play data ({@link DataReader}): the quiet ones ({@link DataReader.Filter#QUIET}),
     * each with the search's score and its game's result, given way to its {@link #quietLeaf} as in
     * {@link #scored(List, Consumer)}.
     */
    public static List<Scored> scored(Path data) throws IOException {
        List<Scored> out = new ArrayList<>();
        Set<Long> seen = new HashSet<>();
        Search search = labelSearch();
        DataReader.read(data, DataReader.Filter.QUIET,
                (p, score, game, ply) -> addScored(out, seen, search, p, score, game.redScore()));
        return out;
    }

    /** Adds {@code p}'s quiet leaf with {@code p}'s score (side to move's view) unless that leaf was seen. */
    private static void addScored(List<Scored> out, Set<Long> seen, Search search, Position p, int score,
            double result) {
        Position leaf = quietLeaf(p, search);
        if (leaf != null && seen.add(leaf.key())) {
            out.add(new Scored(sample(leaf, result), p.sideToMove() == Piece.RED ? score : -score));
        }
    }

    /**
     * The factor that turns the scores into this evaluation's units: the one whose labels ({@link #labelScores})
     * {@code weights} fit best (golden-section search over 0.05..20). Fixing it before tuning anchors the scale:
     * the weights can then move only towards the scores, not inflate together.
     */
    public static double fitScale(List<Scored> scored, int[] weights, double k) {
        Evaluation evaluation = evaluation(weights);
        int[] evals = scored.parallelStream().mapToInt(s -> redEval(s.position(), evaluation)).toArray();
        return minimise(scale -> scaleError(scored, evals, k, scale), 0.05, 20);
    }

    private static double scaleError(List<Scored> scored, int[] evals, double k, double scale) {
        double sum = 0;
        for (int i = 0; i < evals.length; i++) {
            double d = sigmoid(k, scored.get(i).redScore() * scale) - sigmoid(k, evals[i]);
            sum += d * d;
        }
        return sum / Math.max(1, evals.length);
    }

    /**
     * Samples labelled by the scores: Red's expected score {@code sigmoid(k, scale * score)}; where the game's
     * result is known, {@code scoreShare} of that and the rest the result (see {@link #blendWithSearch}).
     */
    public static List<Sample> labelScores(List<Scored> scored, double k, double scale, double scoreShare) {
        List<Sample> out = new ArrayList<>(scored.size());
        for (Scored s : scored) {
            double byScore = sigmoid(k, s.redScore() * scale);
            double result = s.position().result();
            double label = Double.isNaN(result) ? byScore : blend(result, byScore, scoreShare);
            out.add(new Sample(s.position().pieces(), s.position().side(), label));
        }
        return out;
    }

    /** A label that is {@code scoreShare} the search's expected score and the rest the game's result. */
    private static double blend(double result, double byScore, double scoreShare) {
        return (1 - scoreShare) * result + scoreShare * byScore;
    }

    static double sigmoid(double k, double eval) {
        return 1.0 / (1.0 + Math.pow(10.0, -k * eval / 400.0));
    }

    /** Mean squared error of the logistic prediction against the results, with {@code weights}. */
    public static double error(List<Sample> samples, double k, int[] weights) {
        return error(samples, k, evaluation(weights));
    }

    private static double error(List<Sample> samples, double k, Evaluation evaluation) {
        double sum = IntStream.range(0, samples.size()).parallel().mapToDouble(i -> {
            Sample s = samples.get(i);
            double d = s.result - sigmoid(k, redEval(s, evaluation));
            return d * d;
        }).sum();
        return sum / Math.max(1, samples.size());
    }

    /** The K that minimises the error for {@code weights} (golden-section search over 0.05..4). */
    public static double fitK(List<Sample> samples, int[] weights) {
        Evaluation evaluation = evaluation(weights);
        int[] evals = samples.parallelStream().mapToInt(s -> redEval(s, evaluation)).toArray();
        return minimise(k -> errorOf(samples, evals, k), 0.05, 4.0);
    }

    /** Golden-section search for the minimum of a function with one minimum in [lo, hi]. */
    private static double minimise(DoubleUnaryOperator f, double lo, double hi) {
        double g = (Math.sqrt(5) - 1) / 2;
        for (int it = 0; it < GOLDEN_SECTION_STEPS; it++) {
            double a = hi - g * (hi - lo);
            double b = lo + g * (hi - lo);
            if (f.applyAsDouble(a) < f.applyAsDouble(b)) {
                hi = b;
            } else {
                lo = a;
            }
        }
        return (lo + hi) / 2;
    }

    private static double errorOf(List<Sample> samples, int[] evals, double k) {
        double sum = 0;
        for (int i = 0; i < evals.length; i++) {
            double d = samples.get(i).result - sigmoid(k, evals[i]);
            sum += d * d;
        }
        return sum / Math.max(1, evals.length);
    }

    /** The engine's own weights (the weights file), as a flat vector. */
    public static int[] currentWeights() {
        return Weights.DEFAULT.raw();
    }

    /** The weights file text for a vector. */
    public static String format(int[] weights, String header) {
        return Weights.format(weights, header);
    }

    /** Whether {@code name} names a group of weights (a line of the weights file, or several: {@code psq_*}). */
    public static boolean isWeightGroup(String name) {
        return Weights.isGroup(name);
    }

    /** The tunable weights' names, for reports. */
    public static String nameOf(int index) {
        return Weights.nameOf(index);
    }
}
