package engine;

import java.util.List;

/**
 * Win, draw and loss chances of the side to move from a score in internal units, and the UCI centipawn scale
 * derived from them. The model is two logistic curves sharing one spread:
 * <pre>
 *   win(v)  = 1 / (1 + exp((EVEN - v) / SPREAD))
 *   loss(v) = win(-v)
 *   draw(v) = 1 - win(v) - loss(v)
 * </pre>
 * {@code EVEN} is the score at which the side to move wins half its games; UCI reports it as 100 cp, as
 * Pikafish does, so a GUI's "+1.00" means the same chance of winning whatever the evaluation's own units are.
 *
 * <p>The constants were fitted by {@link #fit} (maximum likelihood, {@code qilin wdl}) on 8,201 distinct quiet
 * positions (from ply 16 on) of 258 games: 238 self-play games of the current evaluation at 3,000 nodes per
 * move (openings {@code test-positions/openings-wide.txt}, books off, at most 300 plies; 104-104-30) and the 20
 * games of {@code shared/test-data/pgn}. Fitted: even 389, spread 451, log-loss 0.898 per position. The
 * self-play games alone give 414/477, the 20 engine-tournament games alone 157/162: the data are few and
 * fast, so the scale is a stable convention rather than a precise forecast. See README ("Scores").
 */
public final class WinModel {
    /** Internal score at which the side to move wins half its games: 100 UCI centipawns. */
    public static final int EVEN = 389;
    /** How fast the chances change with the score (internal units per unit of the logistic's argument). */
    public static final double SPREAD = 451;
    /** UCI centipawns for {@link #EVEN}. */
    public static final int EVEN_CENTIPAWNS = 100;
    private static final int PER_MILLE = 1000;

    /** A fitted model and how well it fits: mean negative log-likelihood per position. */
    public record Fit(double even, double spread, double logLoss, int positions) {
    }

    private WinModel() {
    }

    /** The UCI centipawn value of a non-decisive internal score. */
    public static int centipawns(int score) {
        return (int) Math.round((double) score * EVEN_CENTIPAWNS / EVEN);
    }

    /**
     * Win, draw and loss per mille for the side to move, summing to 1000; a decisive score
     * ({@link Score#isDecisive}) is a certain win or loss.
     */
    public static int[] perMille(int score) {
        if (Score.isDecisive(score)) {
            return score > 0 ? new int[] {PER_MILLE, 0, 0} : new int[] {0, 0, PER_MILLE};
        }
        int win = (int) Math.round(PER_MILLE * win(score, EVEN, SPREAD));
        int loss = (int) Math.round(PER_MILLE * win(-score, EVEN, SPREAD));
        return new int[] {win, PER_MILLE - win - loss, loss};
    }

    private static double win(double score, double even, double spread) {
        return 1 / (1 + Math.exp((even - score) / spread));
    }

    /**
     * Fits the model by maximum likelihood: pattern search over (even, spread), halving the step until it is
     * below one unit. {@code scores} are from Red's view, {@code results} Red's game results (1, 0.5, 0).
     */
    public static Fit fit(int[] scores, double[] results) {
        double even = EVEN;
        double spread = SPREAD;
        double best = logLoss(scores, results, even, spread);
        for (double step = 64; step >= 1; ) {
            boolean moved = false;
            for (double[] d : new double[][] {{step, 0}, {-step, 0}, {0, step}, {0, -step}}) {
                double e = even + d[0];
                double s = spread + d[1];
                if (e <= 0 || s <= 0) {
                    continue;
                }
                double loss = logLoss(scores, results, e, s);
                if (loss < best) {
                    best = loss;
                    even = e;
                    spread = s;
                    moved = true;
                }
            }
            if (!moved) {
                step /= 2;
            }
        }
        return new Fit(even, spread, best, scores.length);
    }

    /** As {@link #fit(int[], double[])}, on tuner samples with the engine's own evaluation. */
    public static Fit fit(List<Tuner.Sample> samples) {
        Evaluation evaluation = new Evaluation();
        int[] scores = new int[samples.size()];
        double[] results = new double[samples.size()];
        for (int i = 0; i < scores.length; i++) {
            scores[i] = Tuner.redEval(samples.get(i), evaluation);
            results[i] = samples.get(i).result();
        }
        return fit(scores, results);
    }

    private static double logLoss(int[] scores, double[] results, double even, double spread) {
        double sum = 0;
        for (int i = 0; i < scores.length; i++) {
            double w = win(scores[i], even, spread);
            double l = win(-scores[i], even, spread);
            double p = results[i] == 1 ? w : results[i] == 0 ? l : 1 - w - l;
            sum -= Math.log(Math.max(p, Double.MIN_NORMAL));
        }
        return sum / scores.length;
    }
}
