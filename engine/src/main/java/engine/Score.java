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
