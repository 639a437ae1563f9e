package engine;

/** Score conventions shared by evaluation, search and the transposition table. */
public final class Score {
    public static final int MAX_PLY = 128;
    public static final int DRAW = 0;
    public static final int MATE = 30_000;
    /** Scores beyond this (in absolute value) are mates: MATE - plies to mate. */
    public static final int MATE_BOUND = MATE - 2 * MAX_PLY;
    public static final int INFINITE = MATE + 1;
    /**
     * A repetition won by the rules (the opponent checked or chased perpetually) scores this minus the ply;
     * such scores form a band just below the mates: larger than any evaluation, never taken for a mate.
     */
    public static final int REPETITION_WIN = MATE_BOUND - 1;
    private static final int REPETITION_BAND_LOW = REPETITION_WIN - MAX_PLY;
    /**
     * Static evaluations stay within ±this: far below the decisive bands, with room for what the search adds to
     * an evaluation (its corrections). A network that could score beyond it is refused when read.
     */
    public static final int MAX_EVAL = 25_000;
    /** Marks "no score" in tables; outside the range of real scores. */
    public static final int NONE = MATE + 2;

    private Score() {
    }

    public static int matedIn(int ply) {
        return -MATE + ply;
    }

    public static int mateIn(int ply) {
        return MATE - ply;
    }

    /** The score of winning by the repetition rules at this ply (the sooner the better). */
    public static int repetitionWin(int ply) {
        return REPETITION_WIN - ply;
    }

    /** True for scores that come from a repetition verdict (either side's). */
    public static boolean isRepetitionVerdict(int score) {
        int a = Math.abs(score);
        return a >= REPETITION_BAND_LOW && a <= REPETITION_WIN;
    }

    public static boolean isMate(int score) {
        return Math.abs(score) >= MATE_BOUND && Math.abs(score) <= MATE;
    }

    /**
     * True for scores that decide the game: a mate, or a win or loss by the repetition rules (the band just
     * below the mates). Every such score is shown as a distance to the decision, never as an evaluation,
     * whatever produced it (an exact score, a bound, the table or a verdict).
     */
    public static boolean isDecisive(int score) {
        int a = Math.abs(score);
        return a >= REPETITION_BAND_LOW && a <= MATE;
    }

    /**
     * Moves (not plies) to the decision of a {@linkplain #isDecisive decisive} score, as UCI's {@code mate N}
     * counts them: positive when the side to move wins, negative or zero when it loses. A repetition verdict
     * counts the plies to the repetition that decides it, as a mate counts the plies to the mate.
     */
    public static int movesToDecision(int score) {
        return mateMoves(asMate(score));
    }

    /**
     * A {@linkplain #isDecisive decisive} score as the equivalent mate score (a repetition verdict at ply p
     * becomes a mate at ply p); other scores unchanged. For outputs whose convention is a number near the mate
     * value (UCCI).
     */
    public static int asMate(int score) {
        if (!isDecisive(score) || isMate(score)) {
            return score;
        }
        int plies = REPETITION_WIN - Math.abs(score);
        return score > 0 ? mateIn(plies) : matedIn(plies);
    }

    /** True for a mate by the side to move in at most {@code moves} moves (UCI's {@code go mate}, EPD's {@code dm}). */
    public static boolean matesWithin(int score, int moves) {
        return isMate(score) && score > 0 && mateMoves(score) <= moves;
    }

    /** Moves (not plies) to mate, positive when the side to move mates, negative when it is mated. */
    public static int mateMoves(int score) {
        return score > 0 ? (MATE - score + 1) / 2 : -(MATE + score) / 2;
    }

    /** A mate score as stored in the hash table: distance from this node rather than from the root. */
    static int toTable(int score, int ply) {
        if (score >= MATE_BOUND) {
            return score + ply;
        }
        if (score <= -MATE_BOUND) {
            return score - ply;
        }
        return score;
    }

    /** The reverse of {@link #toTable}: a stored mate distance made relative to the root again. */
    static int fromTable(int score, int ply) {
        if (score >= MATE_BOUND) {
            return score - ply;
        }
        if (score <= -MATE_BOUND) {
            return score + ply;
        }
        return score;
    }
}
