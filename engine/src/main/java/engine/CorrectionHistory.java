package engine;

/**
 * How far the static evaluation has been from what searches found, by pawn structure and side to move. The
 * evaluation is systematically wrong about some structures (a pawn that will fall, a wall that holds), and
 * the same structure recurs all over a search tree, so a running average of (search score − static eval)
 * per pawn key corrects the evaluation that the pruning margins are measured from. Entries move with
 * gravity, {@code e += b − e·|b|/LIMIT}, so they stay within ±{@link #LIMIT}; a full entry shifts the
 * evaluation by {@link #MAX_SHIFT}.
 */
final class CorrectionHistory {
    private static final int SIZE = 16_384;
    static final int LIMIT = 1_024;
    private static final int MAX_BONUS = LIMIT / 4;
    /** Evaluation units a saturated entry adds: about two thirds of a pawn. */
    static final int MAX_SHIFT = Tunables.value("correctionMaxShift", 56, 16, 128, 4);
    /** The bonus is the error times depth over this. */
    private static final int BONUS_DEPTH_DIVISOR = Tunables.value("correctionDepthDivisor", 8, 2, 16, 1);

    /** Indexed {@code (pawnKey & (SIZE - 1)) * 2 + side}. Shorts: gravity keeps entries within ±LIMIT. */
    private final short[] pawn = new short[2 * SIZE];

    void clear() {
        java.util.Arrays.fill(pawn, (short) 0);
    }

    private static int index(Position p) {
        return ((int) p.pawnKey & (SIZE - 1)) * 2 + p.side;
    }

    /** The raw static evaluation corrected, kept clear of the mate band. */
    int correct(Position p, int raw) {
        int corrected = raw + pawn[index(p)] * MAX_SHIFT / LIMIT;
        return Math.max(-Score.MATE_BOUND + 1, Math.min(Score.MATE_BOUND - 1, corrected));
    }

    /** Learns from a node searched to {@code depth}: its best score against its corrected static eval. */
    void update(Position p, int depth, int bestScore, int correctedEval) {
        int bonus = Math.max(-MAX_BONUS, Math.min(MAX_BONUS, (bestScore - correctedEval) * depth
                / BONUS_DEPTH_DIVISOR));
        int i = index(p);
        pawn[i] += bonus - pawn[i] * Math.abs(bonus) / LIMIT;
    }
}
