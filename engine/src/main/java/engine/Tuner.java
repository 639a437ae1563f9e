package engine;

import engine.notation.GameRecord;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.function.DoubleUnaryOperator;
import java.util.function.IntConsumer;
import java.util.stream.IntStream;

/**
 * Texel-style tuning of {@link Weights}: the evaluation of quiet positions, turned into an expected score by
 * a logistic curve, is fitted to the results of the games they came from by minimising the mean squared
 * error. First the curve's scale K is fitted to the starting weights; then coordinate descent moves each
 * tunable weight by a step while that lowers the error, halving the step when a pass moves almost nothing.
 * Weights travel as flat vectors ({@link #currentWeights}); each trial evaluates with an {@link Evaluation}
 * of its own, so tuning never changes the engine's weights. Positions are kept compactly (piece codes and
 * points) and set up on one reused board per thread.
 */
public final class Tuner {
    /**
     * One training position: pieces as {@code code << 8 | square}, the side to move, and Red's expected score
     * (the game's result, or that blended with a search score, see {@link #blendWithSearch}).
     */
    public record Sample(short[] pieces, int side, double result) {
    }

    /** The outcome of a run: the weights, the error before and after, K and how many passes ran. */
    public record Result(int[] weights, double errorBefore, double errorAfter, double k, int passes,
            int evaluations) {
    }

    private static final ThreadLocal<Position> BOARD = ThreadLocal.withInitial(Position::new);
    /** Small: a labelling search is a few thousand nodes, and the table is cleared for every position. */
    private static final int LABEL_TT_MB = 1;
    /**
     * A pass that moves fewer than one tunable weight in this many halves the step: the search has all but
     * settled at that step, and a finer one gains more than more passes at it (session 18's run spent its last
     * dozen passes at step 8 moving one weight each, then a single pass at step 4 moved 135).
     */
    private static final int SETTLED_SHARE = 50;
    /** Each step narrows the interval to 0.618 of itself: 60 steps leave a width under 1e-11 of the start. */
    private static final int GOLDEN_SECTION_STEPS = 60;

    private Tuner() {
    }

    /** A sample from a position (result: 1 Red won, 0.5 draw, 0 Black won). */
    public static Sample sample(Position p, double result) {
        short[] pieces = new short[32];
        int n = 0;
        for (int sq = 0; sq < Square.COUNT; sq++) {
            if (p.board[sq] != Piece.EMPTY) {
                pieces[n++] = (short) (p.board[sq] << 8 | sq);
            }
        }
        return new Sample(java.util.Arrays.copyOf(pieces, n), p.side, result);
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
     * Quiet positions from finished games: from ply {@code skipPlies} on, not in check, and no capture for the
     * side to move that wins material by exchange (so the static evaluation is what a quiescence search would
     * answer). Each distinct position (by key) is kept once. Games not decided on the board are skipped.
     */
    public static List<Sample> extract(List<GameRecord> games, int skipPlies) {
        List<Sample> out = new ArrayList<>();
        Set<Long> seen = new HashSet<>();
        See see = new See();
        int[] list = new int[MoveGen.MAX_MOVES];
        for (GameRecord g : games) {
            double result = redResult(g.result());
            if (Double.isNaN(result) || !decidedOnTheBoard(g)) {
                continue;
            }
            Position p = g.startPosition();
            int[] moves = g.moves();
            for (int ply = 0; ply < moves.length; ply++) {
                if (ply >= skipPlies && isQuiet(p, see, list) && seen.add(p.key())) {
                    out.add(sample(p, result));
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

    static boolean isQuiet(Position p, See see, int[] list) {
        if (p.inCheck()) {
            return false;
        }
        int n = MoveGen.generate(p, list, 0, MoveGen.CAPTURES);
        for (int i = 0; i < n; i++) {
            if (see.evaluate(p, list[i]) > 0) {
                return false;
            }
        }
        return true;
    }

    /** Sets a sample up on a reused board. */
    static Position setUp(Sample s) {
        Position p = BOARD.get();
        p.clear(s.side, 0, 1);
        for (short code : s.pieces) {
            p.place(code >> 8, code & 0xFF);
        }
        return p;
    }

    /** A sample's evaluation, from Red's view. */
    static int redEval(Sample s, Evaluation evaluation) {
        Position p = setUp(s);
        int e = evaluation.evaluate(p);
        return p.side == Piece.RED ? e : -e;
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
        ThreadLocal<Search> searches = ThreadLocal.withInitial(
                () -> new Search(new TranspositionTable(LABEL_TT_MB)));
        Sample[] out = new Sample[samples.size()];
        IntStream.range(0, out.length).parallel().forEach(i -> {
            Sample s = samples.get(i);
            Search search = searches.get();
            search.clear();
            SearchLimits limits = new SearchLimits();
            limits.nodes = nodes;
            int score = search.run(setUp(s), limits, SearchListener.NONE).score();
            int redScore = s.side == Piece.RED ? score : -score;
            double label = (1 - mix) * s.result + mix * sigmoid(k, redScore);
            out[i] = new Sample(s.pieces, s.side, label);
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
     * Scored positions from lines {@code FEN ; score}, the score in centipawns from the side to move's view
     * (what a UCI engine prints). Positions in check, with a capture that wins by exchange, or seen before are
     * left out, as in {@link #extract}; a line that does not parse is passed to {@code problems}.
     */
    public static List<Scored> scored(List<String> lines, Consumer<String> problems) {
        List<Scored> out = new ArrayList<>();
        Set<Long> seen = new HashSet<>();
        See see = new See();
        int[] list = new int[MoveGen.MAX_MOVES];
        for (String line : lines) {
            int semicolon = line.lastIndexOf(';');
            if (line.isBlank()) {
                continue;
            }
            try {
                Position p = new Position(line.substring(0, Math.max(0, semicolon)).trim());
                int score = Integer.parseInt(line.substring(semicolon + 1).trim());
                if (isQuiet(p, see, list) && seen.add(p.key())) {
                    out.add(new Scored(sample(p, Double.NaN), p.side == Piece.RED ? score : -score));
                }
            } catch (RuntimeException e) {
                problems.accept(line + ": " + e.getMessage());
            }
        }
        return out;
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

    /** Samples labelled by the scores: Red's expected score {@code sigmoid(k, scale * score)}. */
    public static List<Sample> labelScores(List<Scored> scored, double k, double scale) {
        List<Sample> out = new ArrayList<>(scored.size());
        for (Scored s : scored) {
            out.add(new Sample(s.position().pieces(), s.position().side(), sigmoid(k, s.redScore() * scale)));
        }
        return out;
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

    /**
     * Coordinate descent from the weights {@code start} (a flat vector, see {@link #currentWeights}). Steps
     * start at {@code firstStep} (twice that for material) and halve when a pass moves fewer than one weight in
     * {@link #SETTLED_SHARE}; stops after {@code maxPasses} passes, at step 0, or when {@code seconds} have
     * gone. Returns the best weights.
     */
    public static Result tune(List<Sample> samples, int[] start, int maxPasses, int firstStep, double seconds,
            Consumer<String> log) {
        return tune(samples, start, fitK(samples, start), maxPasses, firstStep, seconds, 0, Set.of(), log);
    }

    /**
     * As {@link #tune(List, int[], int, int, double, Consumer)} with the curve's scale {@code k} given (see
     * {@link #fitK}), minimising the error plus {@code lambda} times the sum of squared changes (in hundreds of
     * units) from the starting weights: an L2 pull that keeps rare terms from running off on noisy data. The
     * groups named in {@code frozen} (e.g. the material values, which set the scale the search's margins are
     * written in) keep their values. The reported errors are the plain mean squared errors.
     */
    public static Result tune(List<Sample> samples, int[] start, double k, int maxPasses, int firstStep,
            double seconds, double lambda, Set<String> frozen, Consumer<String> log) {
        long deadline = System.nanoTime() + (long) (seconds * 1e9);
        int[] w = start.clone();
        Errors errors = new Errors(samples, k, w);
        int[] tunable = IntStream.of(Weights.tunable(frozen)).filter(i -> errors.affected(i).length > 0).toArray();
        int materialEnd = 2 * Piece.TYPE_COUNT;
        int[] w0 = w.clone();
        double before = errors.error();
        double best = before;
        log.accept(String.format("positions %d, K %.4f, error %.6f, %d tunable weights", samples.size(), k, before,
                tunable.length));
        int step = firstStep;
        int passes = 0;
        int evaluations = 1;
        while (passes < maxPasses && step > 0 && System.nanoTime() < deadline) {
            passes++;
            int changed = 0;
            for (int i : tunable) {
                if (System.nanoTime() >= deadline) {
                    break;
                }
                int delta = i < materialEnd ? 2 * step : step;
                int mirror = Weights.mirror(i);
                for (int sign = 1; sign >= -1; sign -= 2) {
                    int old = w[i];
                    w[i] = old + sign * delta;
                    if (mirror >= 0) {
                        w[mirror] = w[i];
                    }
                    double objective = errors.tryWeights(w, i) + lambda * penalty(w, w0, tunable);
                    evaluations++;
                    if (objective < best - 1e-9) {
                        best = objective;
                        errors.accept();
                        changed++;
                        break;
                    }
                    w[i] = old;
                    if (mirror >= 0) {
                        w[mirror] = old;
                    }
                }
            }
            errors.resum();
            log.accept(String.format("pass %d, step %d: %d weights changed, error %.6f", passes, step, changed,
                    errors.error()));
            if (changed * SETTLED_SHARE < tunable.length) {
                step /= 2;
            }
        }
        return new Result(w, before, errors.error(), k, passes, evaluations);
    }

    /**
     * The tuner's error, kept up to date one weight at a time: each sample's squared error is stored, and a
     * trial re-evaluates only the samples its weight can change. A piece-square cell changes the samples with
     * that piece on the cell or its mirror, a tenth of them or fewer; any other weight changes all of them.
     */
    static final class Errors {
        /** Samples run in parallel from this many on; below it, splitting the work costs more than it saves. */
        private static final int PARALLEL_MIN = 4_096;

        private final List<Sample> samples;
        private final double k;
        private final int[] all;
        /** Samples by piece type and cell of the left half and middle file (a right-half cell counts as its mirror). */
        private final int[][][] withPiece = new int[Piece.TYPE_COUNT][Square.COUNT][];
        private final double[] squared;
        private final double[] trialSquared;
        private double sum;
        private double trialSum;
        private int[] trialSamples;

        Errors(List<Sample> samples, double k, int[] weights) {
            this.samples = samples;
            this.k = k;
            all = IntStream.range(0, samples.size()).toArray();
            squared = new double[samples.size()];
            trialSquared = new double[samples.size()];
            indexPieces();
            Evaluation evaluation = evaluation(weights);
            forEach(all, i -> squared[i] = squaredError(i, evaluation));
            resum();
        }

        private void indexPieces() {
            int[][] counts = new int[Piece.TYPE_COUNT][Square.COUNT];
            for (Sample s : samples) {
                for (short code : s.pieces()) {
                    counts[Piece.type(code >> 8)][leftCell(code >> 8, code & 0xFF)]++;
                }
            }
            for (int type = 0; type < Piece.TYPE_COUNT; type++) {
                for (int cell = 0; cell < Square.COUNT; cell++) {
                    withPiece[type][cell] = new int[counts[type][cell]];
                    counts[type][cell] = 0;
                }
            }
            for (int i = 0; i < samples.size(); i++) {
                for (short code : samples.get(i).pieces()) {
                    int type = Piece.type(code >> 8);
                    int cell = leftCell(code >> 8, code & 0xFF);
                    int[] list = withPiece[type][cell];
                    // Both advisors of a side can share a left cell (d0 and f0): list each sample once.
                    if (counts[type][cell] == 0 || list[counts[type][cell] - 1] != i) {
                        list[counts[type][cell]++] = i;
                    }
                }
            }
            for (int type = 0; type < Piece.TYPE_COUNT; type++) {
                for (int cell = 0; cell < Square.COUNT; cell++) {
                    withPiece[type][cell] = java.util.Arrays.copyOf(withPiece[type][cell], counts[type][cell]);
                }
            }
        }

        /** A piece's cell in Red's table (rank 9 first), mirrored into the left half and the middle file. */
        private static int leftCell(int piece, int sq) {
            int redSq = Piece.color(piece) == Piece.RED ? sq : Square.flip(sq);
            return Psqt.cell(Square.rank(redSq), Math.min(Square.file(redSq), Square.FILES - 1 - Square.file(redSq)));
        }

        /** The samples whose evaluation weight {@code index} can change. */
        int[] affected(int index) {
            int type = Weights.tableType(index);
            return type < 0 ? all : withPiece[type][Weights.cellOf(index)];
        }

        double error() {
            return sum / Math.max(1, samples.size());
        }

        /** The error with {@code weights}, which differ from the accepted ones in {@code index} (and its mirror). */
        double tryWeights(int[] weights, int index) {
            Evaluation evaluation = evaluation(weights);
            trialSamples = affected(index);
            forEach(trialSamples, i -> trialSquared[i] = squaredError(i, evaluation));
            double change = 0;
            for (int i : trialSamples) {
                change += trialSquared[i] - squared[i];
            }
            trialSum = sum + change;
            return trialSum / Math.max(1, samples.size());
        }

        /** Makes the last trial's weights the accepted ones. */
        void accept() {
            for (int i : trialSamples) {
                squared[i] = trialSquared[i];
            }
            sum = trialSum;
        }

        /** Sums the squared errors afresh, so that rounding cannot drift over many accepted trials. */
        void resum() {
            double total = 0;
            for (double d : squared) {
                total += d;
            }
            sum = total;
        }

        private double squaredError(int i, Evaluation evaluation) {
            Sample s = samples.get(i);
            double d = s.result - sigmoid(k, redEval(s, evaluation));
            return d * d;
        }

        private static void forEach(int[] indices, IntConsumer action) {
            IntStream stream = IntStream.of(indices);
            (indices.length >= PARALLEL_MIN ? stream.parallel() : stream).forEach(action);
        }
    }

    private static double penalty(int[] w, int[] w0, int[] tunable) {
        double sum = 0;
        for (int i : tunable) {
            double d = (w[i] - w0[i]) / 100.0;
            sum += d * d;
        }
        return sum;
    }
}
