package protocol.match;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Wins, losses and draws of one engine against another, and what they say: Elo difference with its 95%
 * error and the likelihood of superiority. All from the first engine's point of view.
 */
public record Stats(int wins, int losses, int draws) {
    /** Two-sided 95% quantile of the standard normal distribution. */
    static final double Z_95 = 1.959963984540054;
    static final double ELO_SCALE = 400;

    public static final Stats EMPTY = new Stats(0, 0, 0);

    public Stats plus(Outcome outcome, boolean firstIsRed) {
        return switch (outcome) {
            case DRAW -> new Stats(wins, losses, draws + 1);
            case RED_WINS -> firstIsRed ? new Stats(wins + 1, losses, draws) : new Stats(wins, losses + 1, draws);
            case BLACK_WINS -> firstIsRed ? new Stats(wins, losses + 1, draws) : new Stats(wins + 1, losses, draws);
        };
    }

    /** These games and {@code other}'s together, both from the same engine's view. */
    public Stats plus(Stats other) {
        return new Stats(wins + other.wins, losses + other.losses, draws + other.draws);
    }

    /** The same games from the other engine's view. */
    public Stats reversed() {
        return new Stats(losses, wins, draws);
    }

    /** The indexes of {@code totals}, best score first; equal scores keep their order: a standings table. */
    static List<Integer> rankByScore(List<Stats> totals) {
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < totals.size(); i++) {
            order.add(i);
        }
        order.sort(Comparator.comparingDouble((Integer i) -> totals.get(i).score()).reversed());
        return order;
    }

    public int games() {
        return wins + losses + draws;
    }

    /** Points per game, 0..1. */
    public double score() {
        return games() == 0 ? 0.5 : (wins + 0.5 * draws) / games();
    }

    /** Variance of one game's points (1, 0.5 or 0) around the observed mean. */
    public double variance() {
        int n = games();
        if (n == 0) {
            return 0;
        }
        double s = score();
        return (wins * sq(1 - s) + draws * sq(0.5 - s) + losses * sq(s)) / n;
    }

    /** The logistic Elo difference that gives this score. */
    public double elo() {
        return eloOf(score());
    }

    /**
     * Half the width of the 95% interval: the score's standard error is sqrt(variance / n); the bounds of
     * score ± z·error are turned into Elo separately, since the scale is not linear.
     */
    public double eloError() {
        int n = games();
        if (n == 0) {
            return Double.NaN;
        }
        double error = Math.sqrt(variance() / n);
        double s = score();
        return (eloOf(s + Z_95 * error) - eloOf(s - Z_95 * error)) / 2;
    }

    /** Likelihood of superiority: P(first engine stronger), draws carry no information. */
    public double los() {
        int decisive = wins + losses;
        if (decisive == 0) {
            return 0.5;
        }
        return 0.5 * (1 + MathUtil.erf((wins - losses) / Math.sqrt(2.0 * decisive)));
    }

    static double eloOf(double score) {
        if (score <= 0) {
            return Double.NEGATIVE_INFINITY;
        }
        if (score >= 1) {
            return Double.POSITIVE_INFINITY;
        }
        double elo = -ELO_SCALE * Math.log10(1 / score - 1);
        return elo == 0 ? 0 : elo; // an even score gives -0.0, which would print as "-0.0"
    }

    /** The expected score at an Elo difference: the inverse of {@link #eloOf}. */
    static double scoreOf(double elo) {
        return 1 / (1 + Math.pow(10, -elo / ELO_SCALE));
    }

    private static double sq(double x) {
        return x * x;
    }
}
