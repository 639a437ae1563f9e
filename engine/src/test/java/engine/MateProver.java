package engine;

/**
 * A full-width mate prover for short mates, written apart from the search: no pruning, no hash table, no
 * evaluation, only the rule that a side without a legal move loses (in check or not). Legal moves come from
 * {@link MoveGen#generateLegal}, which MoveGenTest checks against {@link ReferenceRules}.
 */
final class MateProver {
    private MateProver() {
    }

    /** Whether the side to move forces a win (the opponent left without a legal move) within {@code moves}. */
    static boolean matesWithin(Position p, int moves) {
        return firstMateMove(p, moves) != Move.NONE;
    }

    /** The shortest forced mate in moves (1..{@code max}), or 0 when there is none within {@code max}. */
    static int shortestMate(Position p, int max) {
        for (int n = 1; n <= max; n++) {
            if (matesWithin(p, n)) {
                return n;
            }
        }
        return 0;
    }

    /** Whether {@code move} starts a forced mate within {@code moves}. */
    static boolean mateStartsWith(Position p, int move, int moves) {
        p.makeMove(move);
        try {
            return allRepliesLose(p, moves - 1);
        } finally {
            p.unmakeMove();
        }
    }

    private static int firstMateMove(Position p, int moves) {
        int[] list = new int[MoveGen.MAX_MOVES];
        int n = MoveGen.generateLegal(p, list, 0);
        for (int i = 0; i < n; i++) {
            if (mateStartsWith(p, list[i], moves)) {
                return list[i];
            }
        }
        return Move.NONE;
    }

    /** The side to move (the defender) has no move, or every move leaves a mate within {@code moves}. */
    private static boolean allRepliesLose(Position p, int moves) {
        int[] list = new int[MoveGen.MAX_MOVES];
        int n = MoveGen.generateLegal(p, list, 0);
        if (n == 0) {
            return true;
        }
        if (moves == 0) {
            return false;
        }
        for (int i = 0; i < n; i++) {
            p.makeMove(list[i]);
            boolean mated = matesWithin(p, moves);
            p.unmakeMove();
            if (!mated) {
                return false;
            }
        }
        return true;
    }
}
