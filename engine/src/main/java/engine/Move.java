package engine;

/**
 * A move packed into an int: {@code from | to << 7}. Zero is never a move since from and to differ.
 */
public final class Move {
    public static final int NONE = 0;
    /** The null move used by null-move pruning: from a1 to a1 would never be generated. */
    public static final int NULL = 0x3FFF;

    private static final int SHIFT = 7;
    private static final int MASK = 0x7F;

    private Move() {
    }

    public static int of(int from, int to) {
        return from | to << SHIFT;
    }

    public static int from(int move) {
        return move & MASK;
    }

    public static int to(int move) {
        return move >>> SHIFT & MASK;
    }

    /** Whether {@code move} is one of {@code moves} (banned moves, search moves: short lists). */
    public static boolean isIn(int move, int[] moves) {
        for (int m : moves) {
            if (m == move) {
                return true;
            }
        }
        return false;
    }

    /** ICCS without the dash, lower case: {@code h2e2}. */
    public static String toIccs(int move) {
        if (move == NONE) {
            return "(none)";
        }
        if (move == NULL) {
            return "0000";
        }
        return Square.name(from(move)) + Square.name(to(move));
    }

    /**
     * Parses the coordinate form {@code h2e2}, {@code H2E2} or {@code H2-E2}; answers {@link #NONE} when the
     * text is not a move shape. Whether the move is legal is the position's question.
     */
    public static int parse(String text) {
        String s = text.trim();
        if (s.length() == 5 && s.charAt(2) == '-') {
            s = s.substring(0, 2) + s.substring(3);
        }
        if (s.length() != 4) {
            return NONE;
        }
        int from = Square.parse(s.charAt(0), s.charAt(1));
        int to = Square.parse(s.charAt(2), s.charAt(3));
        if (from == Square.NONE || to == Square.NONE || from == to) {
            return NONE;
        }
        return of(from, to);
    }
}
