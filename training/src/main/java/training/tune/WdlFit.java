package training.tune;

import engine.Evaluation;
import engine.WinModel;
import java.util.List;

/**
 * Fits {@link WinModel}'s two constants to games: the score at which the side to move wins half its games and
 * the spread of the logistic curves, by maximum likelihood ({@code qilin wdl}).
 */
final class WdlFit {
    /** A fitted model and how well it fits: mean negative log-likelihood per position. */
    record Fit(double even, double spread, double logLoss, int positions) {
    }

    private WdlFit() {
    }

    /**
     * Fits the model by maximum likelihood: pattern search over (even, spread), halving the step until it is
     * below one unit. {@code scores} are from Red's view, {@code results} Red's game results (1, 0.5, 0).
     */
    static Fit fit(int[] scores, double[] results) {
        double even = WinModel.EVEN;
        double spread = WinModel.SPREAD;
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
    static Fit fit(List<Tuner.Sample> samples) {
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
            double w = WinModel.win(scores[i], even, spread);
            double l = WinModel.win(-scores[i], even, spread);
            double p = results[i] == 1 ? w : results[i] == 0 ? l : 1 - w - l;
            sum -= Math.log(Math.max(p, Double.MIN_NORMAL));
        }
        return sum / scores.length;
    }
}
