package engine;

/**
 * A move packed into an int: {@code from | to << 7}. Zero is never a move since from and to differ.
 */
public final class Move {
    public static final int NONE = 0;
    /** The null move used by null-move pruning: from a1 to a1 would never be generated. */
    public static final int NULL = 0x3FFF;

    /** The first rank's number in ICCS coordinates (UCCI, Pikafish). */
    public static final int ICCS_FIRST_RANK = 0;
    /** The first rank's number in Fairy-Stockfish's UCI coordinates. */
    public static final int FAIRY_FIRST_RANK = 1;
    /** "10" is the longest rank number. */
    private static final int MAX_RANK_DIGITS = 2;

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
        return toText(move, ICCS_FIRST_RANK);
    }

    /**
     * The move in coordinates whose ranks are numbered from {@code firstRank}: {@link #ICCS_FIRST_RANK}
     * ({@code h2e2}) or {@link #FAIRY_FIRST_RANK} (Fairy-Stockfish's UCI: {@code h3e3}, {@code b10c8}).
     */
    public static String toText(int move, int firstRank) {
        if (move == NONE) {
            return "(none)";
        }
        if (move == NULL) {
            return "0000";
        }
        return point(from(move), firstRank) + point(to(move), firstRank);
    }

    private static String point(int sq, int firstRank) {
        return "" + (char) ('a' + Square.file(sq)) + (Square.rank(sq) + firstRank);
    }

    /**
     * Parses the coordinate form {@code h2e2}, {@code H2E2} or {@code H2-E2}; answers {@link #NONE} when the
     * text is not a move shape. Whether the move is legal is the position's question.
     */
    public static int parse(String text) {
        return parse(text, ICCS_FIRST_RANK);
    }

    /** As {@link #parse(String)}, with ranks numbered from {@code firstRank} (see {@link #toText}). */
    public static int parse(String text, int firstRank) {
        String s = text.trim().toLowerCase(java.util.Locale.ROOT);
        int[] at = {0};
        int from = parsePoint(s, at, firstRank);
        if (at[0] < s.length() && s.charAt(at[0]) == '-') {
            at[0]++;
        }
        int to = parsePoint(s, at, firstRank);
        if (from == Square.NONE || to == Square.NONE || from == to || at[0] != s.length()) {
            return NONE;
        }
        return of(from, to);
    }

    /** Reads a file letter and a rank number at {@code at[0]}, advancing it; NONE when there is no point. */
    private static int parsePoint(String s, int[] at, int firstRank) {
        int i = at[0];
        if (i >= s.length() || s.charAt(i) < 'a' || s.charAt(i) >= 'a' + Square.FILES) {
            return Square.NONE;
        }
        int file = s.charAt(i++) - 'a';
        int digits = 0;
        int number = 0;
        while (i < s.length() && Character.isDigit(s.charAt(i)) && digits < MAX_RANK_DIGITS) {
            number = number * 10 + (s.charAt(i++) - '0');
            digits++;
        }
        int rank = number - firstRank;
        at[0] = i;
        return digits == 0 || rank < 0 || rank >= Square.RANKS ? Square.NONE : Square.of(file, rank);
    }
}
