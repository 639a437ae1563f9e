package training.tune;

import engine.Evaluation;
import engine.Piece;
import engine.Position;
import engine.Square;
import engine.Weights;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.IntStream;

/**
 * Texel tuning of {@link Weights} by gradient descent: Adam over the whole weight vector at once, on the
 * evaluation written as a sum of weight times feature. The code does not write it so; it is measured so. Around
 * the current weights each tunable weight (with its mirror) is raised by {@link #DELTA} and every sample it can
 * change is evaluated again, which gives each sample a sparse row of slopes ({@link Model}). On that linear model
 * full-batch Adam runs hundreds of epochs in seconds. The weights are then rounded, the true error is measured
 * with the real evaluation, and the model is measured again around the new weights, because a few terms are not
 * linear (king danger's square of the attack units and its clamp at zero, the ending scales, integer rounding).
 * A step that does worse in truth than where it started is tried at a half and a quarter of its length; when
 * none helps, tuning ends. Tuning never changes the engine's own weights.
 */
public final class GradientTuner {
    /** The finite difference: large enough that integer rounding in the blend moves a slope by 1/16 at most. */
    static final int DELTA = 16;
    /** A step the model overrates is tried again at a half and a quarter of its length. */
    private static final int STEP_HALVINGS = 2;
    private static final double BETA1 = 0.9;
    private static final double BETA2 = 0.999;
    private static final double EPSILON = 1e-12;
    /** Samples per parallel chunk of an epoch: few enough chunks that each one's gradient array is cheap. */
    private static final int CHUNK = 16_384;

    /**
     * How to tune: at most {@code rounds} rounds of {@code epochs} Adam steps of {@code rate} weight units
     * (Adam's step size), within {@code seconds}; the objective is the mean squared error plus {@code lambda} times
     * the sum of squared changes from the start in hundreds of units (an L2 pull that keeps rare terms from
     * running off on noisy data); the groups named in {@code frozen} (see {@link Tuner#isWeightGroup}) keep
     * their values.
     */
    public record Settings(int rounds, int epochs, double rate, double seconds, double lambda, Set<String> frozen) {
    }

    /** The outcome of a run: the weights, the plain mean squared error before and after, K and the rounds run. */
    public record Result(int[] weights, double errorBefore, double errorAfter, double k, int rounds) {
    }

    private GradientTuner() {
    }

    /**
     * Tunes from {@code start} (a flat vector, see {@link Tuner#currentWeights}) with the curve's scale {@code k}.
     * With {@code heldOut} samples (may be empty) each round's weights are also judged on them, and the weights
     * of the round they liked best are returned: more rounds fit the training positions ever closer, and the
     * held-out error says when that stops being knowledge.
     */
    public static Result tune(List<Tuner.Sample> samples, List<Tuner.Sample> heldOut, int[] start, double k,
            Settings settings, Consumer<String> log) {
        long deadline = System.nanoTime() + (long) (settings.seconds() * 1e9);
        Params params = new Params(Weights.tunable(settings.frozen()));
        double[] labels = samples.stream().mapToDouble(Tuner.Sample::result).toArray();
        int[] w = start.clone();
        double before = Tuner.error(samples, k, w);
        double best = before;
        int[] chosen = w;
        double chosenHeldOut = heldOut.isEmpty() ? 0 : Tuner.error(heldOut, k, w);
        int round = 0;
        while (round < settings.rounds() && System.nanoTime() < deadline) {
            round++;
            long t0 = System.nanoTime();
            Model model = Model.measure(samples, w, params);
            if (round == 1) {
                log.accept(String.format("positions %d, K %.4f, error %.6f, %d tunable weights (%d met by the "
                        + "positions), %.1f slopes per position", samples.size(), k, before, params.size(),
                        model.used(params.size()), model.slopes() / (double) samples.size()));
            }
            long t1 = System.nanoTime();
            double[] x = params.values(w);
            double predicted = adam(model, labels, k, x, params.values(start), settings.epochs(), settings.rate(),
                    settings.lambda());
            log.accept(String.format("round %d: model measured in %.1f s, %d epochs in %.1f s, model error %.6f",
                    round, (t1 - t0) / 1e9, settings.epochs(), (System.nanoTime() - t1) / 1e9, predicted));
            Step step = firstBetterPart(samples, k, settings, params, start, w, x, best, log);
            if (step == null) {
                log.accept("  no part of the step lowers the error: done");
                break;
            }
            best = step.objective();
            w = step.weights();
            if (heldOut.isEmpty()) {
                chosen = w;
            } else {
                double error = Tuner.error(heldOut, k, w);
                boolean better = error < chosenHeldOut;
                log.accept(String.format("  held out: error %.6f%s", error, better ? "" : " (not better)"));
                if (better) {
                    chosen = w;
                    chosenHeldOut = error;
                }
            }
        }
        return new Result(chosen, before, Tuner.error(samples, k, chosen), k, round);
    }

    /** Weights a round moved to, and their objective (error plus the L2 pull). */
    private record Step(int[] weights, double objective) {
    }

    /**
     * The whole step from {@code w} to {@code x}, or else its half or quarter, whichever first does better in
     * truth than {@code best}; null when none does. The model holds near {@code w} only, so a step it overrates
     * may still gain over part of its length.
     */
    private static Step firstBetterPart(List<Tuner.Sample> samples, double k, Settings settings, Params params,
            int[] start, int[] w, double[] x, double best, Consumer<String> log) {
        double[] from = params.values(w);
        for (int halvings = 0; halvings <= STEP_HALVINGS; halvings++) {
            double share = 1.0 / (1 << halvings);
            int[] tried = params.rounded(w, between(from, x, share));
            double error = Tuner.error(samples, k, tried);
            double objective = error + settings.lambda() * penalty(tried, start, params);
            log.accept(String.format("  %3.0f %% of the step: error %.6f%s", 100 * share, error,
                    objective < best ? "" : " (worse)"));
            if (objective < best) {
                return new Step(tried, objective);
            }
        }
        return null;
    }

    /** The tunable weights, each standing for itself and its mirror cell. */
    static final class Params {
        final int[] index;
        final int[] mirror;
        /** The parameters of a piece type's table cell (left-half cell): its middlegame and endgame values. */
        final int[][][] ofCell = new int[Piece.TYPE_COUNT][Square.COUNT][0];
        /** Parameters that are no table cell: they can change every sample. */
        final int[] global;

        Params(int[] index) {
            if (index.length > Short.MAX_VALUE) {
                throw new IllegalArgumentException(index.length + " weights: a model's columns are shorts");
            }
            this.index = index;
            mirror = IntStream.of(index).map(Weights::mirror).toArray();
            global = IntStream.range(0, index.length).filter(p -> Weights.tableType(index[p]) < 0).toArray();
            for (int p = 0; p < index.length; p++) {
                int type = Weights.tableType(index[p]);
                if (type >= 0) {
                    int[] list = ofCell[type][Weights.cellOf(index[p])];
                    list = Arrays.copyOf(list, list.length + 1);
                    list[list.length - 1] = p;
                    ofCell[type][Weights.cellOf(index[p])] = list;
                }
            }
        }

        int size() {
            return index.length;
        }

        double[] values(int[] weights) {
            return IntStream.of(index).mapToDouble(i -> weights[i]).toArray();
        }

        /** {@code weights} with each parameter set to its value in {@code x}, rounded, mirrors alike. */
        int[] rounded(int[] weights, double[] x) {
            int[] out = weights.clone();
            for (int p = 0; p < index.length; p++) {
                out[index[p]] = (int) Math.round(x[p]);
                if (mirror[p] >= 0) {
                    out[mirror[p]] = out[index[p]];
                }
            }
            return out;
        }

        /** {@code weights} with parameter {@code p} (and its mirror) raised by {@code delta}. */
        int[] raised(int[] weights, int p, int delta) {
            int[] out = weights.clone();
            out[index[p]] += delta;
            if (mirror[p] >= 0) {
                out[mirror[p]] += delta;
            }
            return out;
        }
    }

    /**
     * The evaluation as a linear function of the parameters around some weights: per sample, Red's evaluation
     * there and the nonzero slopes (Red's evaluation units per weight unit), rows by sample.
     */
    record Model(double[] base, short[][] columns, float[][] slopesOf) {
        static Model measure(List<Tuner.Sample> samples, int[] weights, Params params) {
            Evaluation at = new Evaluation(Weights.of(weights));
            Evaluation[] raised = new Evaluation[params.size()];
            for (int p = 0; p < raised.length; p++) {
                raised[p] = new Evaluation(Weights.of(params.raised(weights, p, DELTA)));
            }
            int n = samples.size();
            double[] base = new double[n];
            short[][] columns = new short[n][];
            float[][] slopes = new float[n][];
            ThreadLocal<Row> rows = ThreadLocal.withInitial(() -> new Row(params.size()));
            IntStream.range(0, n).parallel().forEach(s -> {
                Tuner.Sample sample = samples.get(s);
                Position position = Tuner.setUp(sample);
                int e0 = Tuner.redEval(position, at);
                base[s] = e0;
                Row row = rows.get();
                row.start(s);
                for (int p : params.global) {
                    row.add(p, Tuner.redEval(position, raised[p]) - e0);
                }
                for (short code : sample.pieces()) {
                    int type = Piece.type(code >> 8);
                    int cell = Tuner.leftCell(code >> 8, code & 0xFF);
                    for (int p : params.ofCell[type][cell]) {
                        if (row.first(p)) {
                            row.add(p, Tuner.redEval(position, raised[p]) - e0);
                        }
                    }
                }
                columns[s] = Arrays.copyOf(row.columns, row.size);
                slopes[s] = Arrays.copyOf(row.slopes, row.size);
            });
            return new Model(base, columns, slopes);
        }

        /** Red's evaluation of sample {@code s} predicted for parameter values {@code x}, measured at {@code origin}. */
        double predict(int s, double[] x, double[] origin) {
            double e = base[s];
            short[] cols = columns[s];
            float[] slopes = slopesOf[s];
            for (int j = 0; j < cols.length; j++) {
                e += slopes[j] * (x[cols[j]] - origin[cols[j]]);
            }
            return e;
        }

        /** How many of the parameters have a slope in some sample. */
        int used(int params) {
            boolean[] seen = new boolean[params];
            for (short[] cols : columns) {
                for (short c : cols) {
                    seen[c] = true;
                }
            }
            int n = 0;
            for (boolean b : seen) {
                n += b ? 1 : 0;
            }
            return n;
        }

        long slopes() {
            long total = 0;
            for (short[] c : columns) {
                total += c.length;
            }
            return total;
        }
    }

    /** One sample's row while it is measured; a table cell two pieces share is measured once. */
    private static final class Row {
        final short[] columns;
        final float[] slopes;
        /** The sample that last measured each parameter, plus one (0: none yet). */
        final int[] measuredFor;
        int sample;
        int size;

        Row(int params) {
            columns = new short[params];
            slopes = new float[params];
            measuredFor = new int[params];
        }

        void start(int s) {
            sample = s + 1;
            size = 0;
        }

        boolean first(int p) {
            return measuredFor[p] != sample;
        }

        void add(int p, int change) {
            measuredFor[p] = sample;
            if (change != 0) {
                columns[size] = (short) p;
                slopes[size++] = change / (float) DELTA;
            }
        }
    }

    /**
     * Full-batch Adam on the model from {@code x}, in place; the L2 pull is towards {@code x0}. Returns the
     * model's mean squared error at the end.
     */
    private static double adam(Model model, double[] labels, double k, double[] x, double[] x0, int epochs,
            double rate, double lambda) {
        int n = labels.length;
        double[] origin = x.clone();
        double[] m = new double[x.length];
        double[] v = new double[x.length];
        int chunks = (n + CHUNK - 1) / CHUNK;
        for (int t = 1; t <= epochs; t++) {
            double[] grad = IntStream.range(0, chunks).parallel()
                    .mapToObj(c -> gradient(model, labels, k, x, origin, c * CHUNK, Math.min(n, (c + 1) * CHUNK)))
                    .reduce(new double[x.length], GradientTuner::sum);
            double correction1 = 1 - Math.pow(BETA1, t);
            double correction2 = 1 - Math.pow(BETA2, t);
            for (int p = 0; p < x.length; p++) {
                double g = grad[p] / n + lambda * 2 * (x[p] - x0[p]) / 10_000;
                m[p] = BETA1 * m[p] + (1 - BETA1) * g;
                v[p] = BETA2 * v[p] + (1 - BETA2) * g * g;
                x[p] -= rate * (m[p] / correction1) / (Math.sqrt(v[p] / correction2) + EPSILON);
            }
        }
        double sum = 0;
        for (int s = 0; s < n; s++) {
            double d = labels[s] - Tuner.sigmoid(k, model.predict(s, x, origin));
            sum += d * d;
        }
        return sum / n;
    }

    /**
     * The summed gradient of the squared errors of samples [from, to): for each, d(error)/d(eval) =
     * -2 (label - p) p (1 - p) k ln 10 / 400 with p the predicted score, times each slope.
     */
    private static double[] gradient(Model model, double[] labels, double k, double[] x, double[] origin, int from,
            int to) {
        double logistic = k * Math.log(10) / 400;
        double[] grad = new double[x.length];
        for (int s = from; s < to; s++) {
            double p = Tuner.sigmoid(k, model.predict(s, x, origin));
            double dError = -2 * (labels[s] - p) * p * (1 - p) * logistic;
            short[] cols = model.columns[s];
            float[] slopes = model.slopesOf[s];
            for (int j = 0; j < cols.length; j++) {
                grad[cols[j]] += dError * slopes[j];
            }
        }
        return grad;
    }

    private static double[] between(double[] a, double[] b, double share) {
        double[] out = new double[a.length];
        for (int i = 0; i < a.length; i++) {
            out[i] = a[i] + share * (b[i] - a[i]);
        }
        return out;
    }

    private static double[] sum(double[] a, double[] b) {
        double[] out = new double[a.length];
        for (int i = 0; i < a.length; i++) {
            out[i] = a[i] + b[i];
        }
        return out;
    }

    private static double penalty(int[] w, int[] w0, Params params) {
        double sum = 0;
        for (int i : params.index) {
            double d = (w[i] - w0[i]) / 100.0;
            sum += d * d;
        }
        return sum;
    }
}
