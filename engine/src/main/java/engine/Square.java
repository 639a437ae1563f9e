package engine;

/**
 * Points of the board: {@code rank * 9 + file}, rank 0 is Red's back rank, file 0 is file a (Red's left).
 */
public final class Square {
    public static final int FILES = 9;
    public static final int RANKS = 10;
    public static final int COUNT = FILES * RANKS;
    public static final int NONE = -1;

    /** The last rank on Red's side of the river. */
    public static final int RED_RIVER_RANK = 4;

    /** File and rank of each point: a table read is cheaper than a division on the hottest paths. */
    private static final byte[] FILE_OF = new byte[COUNT];
    private static final byte[] RANK_OF = new byte[COUNT];

    static {
        for (int sq = 0; sq < COUNT; sq++) {
            FILE_OF[sq] = (byte) (sq % FILES);
            RANK_OF[sq] = (byte) (sq / FILES);
        }
    }

    private Square() {
    }

    public static int of(int file, int rank) {
        return rank * FILES + file;
    }

    public static int file(int sq) {
        return FILE_OF[sq];
    }

    public static int rank(int sq) {
        return RANK_OF[sq];
    }

    public static boolean onBoard(int file, int rank) {
        return file >= 0 && file < FILES && rank >= 0 && rank < RANKS;
    }

    /** True when the point lies on the given colour's own half of the board. */
    public static boolean ownSide(int color, int sq) {
        return color == Piece.RED ? rank(sq) <= RED_RIVER_RANK : rank(sq) > RED_RIVER_RANK;
    }

    public static boolean inPalace(int color, int sq) {
        int f = file(sq);
        int r = rank(sq);
        return f >= 3 && f <= 5 && (color == Piece.RED ? r <= 2 : r >= 7);
    }

    /** The same point seen from the other side: the board turned half a circle. */
    public static int flip(int sq) {
        return COUNT - 1 - sq;
    }

    /** The same point mirrored left-right. */
    public static int mirror(int sq) {
        return of(FILES - 1 - file(sq), rank(sq));
    }

    public static String name(int sq) {
        return "" + (char) ('a' + file(sq)) + (char) ('0' + rank(sq));
    }

    /** Parses a point like {@code e2} (case-insensitive), or answers {@link #NONE}. */
    public static int parse(char fileChar, char rankChar) {
        int f = Character.toLowerCase(fileChar) - 'a';
        int r = rankChar - '0';
        return onBoard(f, r) ? of(f, r) : NONE;
    }
}
