package protocol.analysis;

import engine.Score;
import java.util.Locale;

/** Engine scores as people read them: pawns with two decimals, or the distance to mate. */
final class ScoreText {
    /** Internal units per displayed pawn (a pawn is worth 80 to 120 units, depending on where it stands). */
    static final int UNITS_PER_PAWN = 100;
    /**
     * Losses are measured between scores capped at ten pawns either way, mates included: once a game is decided,
     * choosing a slower win (or a slower loss) is not a mistake worth marking.
     */
    static final int DECIDED = 10 * UNITS_PER_PAWN;

    private ScoreText() {
    }

    /**
     * {@code +0.35}, {@code -1.20}, {@code mate 3}, {@code mated in 2}, or {@code mated} when already mated; a
     * repetition verdict counts as a mate ({@link Score#isDecisive}).
     */
    static String of(int score) {
        if (Score.isDecisive(score)) {
            int moves = Score.movesToDecision(score);
            return moves > 0 ? "mate " + moves : moves == 0 ? "mated" : "mated in " + -moves;
        }
        return String.format(Locale.ROOT, "%+.2f", (double) score / UNITS_PER_PAWN);
    }

    /** A non-negative amount in pawns: {@code 0.35}. */
    static String pawns(double units) {
        return String.format(Locale.ROOT, "%.2f", units / UNITS_PER_PAWN);
    }

    /** The score clamped to the decided range, for measuring losses. */
    static int capped(int score) {
        return Math.max(-DECIDED, Math.min(DECIDED, score));
    }
}
