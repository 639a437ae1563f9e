package protocol.match;

import java.util.List;
import java.util.Locale;

/**
 * Sequential probability ratio test on game results: H0 "the Elo difference is elo0" against H1 "it is
 * elo1" (logistic Elo), stopping as soon as the evidence passes Wald's bounds.
 *
 * <p>Model: trinomial (win/draw/loss per game), generalized SPRT with the normal approximation. The
 * observed score s has per-game variance v (measured from W/D/L, so the draw ratio counts); with s0, s1
 * the scores expected under H0/H1, the log-likelihood ratio of two normal means is
 * <pre>LLR = N · (s1 − s0) · (2s − s0 − s1) / (2v)</pre>
 * Bounds: lower = ln(β / (1 − α)), upper = ln((1 − β) / α).
 */
public record Sprt(double elo0, double elo1, double alpha, double beta) {
    public enum Status { CONTINUE, ACCEPT_H0, ACCEPT_H1 }

    /** Reads {@code elo0= elo1= alpha= beta=} (defaults 0, 10, 0.05, 0.05); bounds that cannot work are refused. */
    public static Sprt parse(List<String> words) {
        KeyValues v = KeyValues.parse("--sprt", words, "elo0", "elo1", "alpha", "beta");
        Sprt sprt = new Sprt(v.number("elo0", 0), v.number("elo1", 10), v.number("alpha", 0.05),
                v.number("beta", 0.05));
        if (sprt.elo0 >= sprt.elo1) {
            throw new IllegalArgumentException("--sprt needs elo0 below elo1, not " + sprt.elo0 + " and " + sprt.elo1);
        }
        // Wald's bounds straddle 0 only then: lower = ln(beta / (1 - alpha)) < 0 < ln((1 - beta) / alpha).
        if (sprt.alpha <= 0 || sprt.beta <= 0 || sprt.alpha + sprt.beta >= 1) {
            throw new IllegalArgumentException("--sprt needs alpha and beta above 0 with alpha + beta below 1, not "
                    + sprt.alpha + " and " + sprt.beta);
        }
        return sprt;
    }

    public double lowerBound() {
        return Math.log(beta / (1 - alpha));
    }

    public double upperBound() {
        return Math.log((1 - beta) / alpha);
    }

    public double llr(Stats stats) {
        double variance = stats.variance();
        if (stats.games() == 0 || variance <= 0) {
            return 0; // no spread yet (say, all draws): nothing to tell the hypotheses apart
        }
        double s0 = Stats.scoreOf(elo0);
        double s1 = Stats.scoreOf(elo1);
        return stats.games() * (s1 - s0) * (2 * stats.score() - s0 - s1) / (2 * variance);
    }

    public Status status(Stats stats) {
        double llr = llr(stats);
        if (llr >= upperBound()) {
            return Status.ACCEPT_H1;
        }
        return llr <= lowerBound() ? Status.ACCEPT_H0 : Status.CONTINUE;
    }

    public String describe(Stats stats) {
        double llr = llr(stats);
        String state = switch (status(stats)) {
            case ACCEPT_H0 -> " H0 accepted";
            case ACCEPT_H1 -> " H1 accepted";
            case CONTINUE -> "";
        };
        return String.format(Locale.ROOT, "SPRT: llr %.3g (%.1f%%), lbound %.3g, ubound %.3g%s", llr,
                100 * llr / upperBound(), lowerBound(), upperBound(), state);
    }
}
