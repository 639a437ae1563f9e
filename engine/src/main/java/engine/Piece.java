package engine;

/**
 * Piece codes: {@code color * 8 + type}, so Red pieces are 1..7 and Black pieces 9..15; 0 is an empty point.
 */
public final class Piece {
    public static final int EMPTY = 0;

    public static final int KING = 1;
    public static final int ADVISOR = 2;
    public static final int ELEPHANT = 3;
    public static final int HORSE = 4;
    public static final int ROOK = 5;
    public static final int CANNON = 6;
    public static final int PAWN = 7;
    public static final int TYPE_COUNT = 8;

    public static final int RED = 0;
    public static final int BLACK = 1;

    /** Number of distinct piece codes, usable as an array dimension. */
    public static final int CODE_COUNT = 16;

    private static final String FEN_CHARS = ".KABNRCP";

    private Piece() {
    }

    public static int make(int color, int type) {
        return color << 3 | type;
    }

    public static int type(int code) {
        return code & 7;
    }

    public static int color(int code) {
        return code >> 3;
    }

    /** The FEN letter of a piece: upper case for Red, lower case for Black. */
    public static char fenChar(int code) {
        char c = FEN_CHARS.charAt(type(code));
        return color(code) == RED ? c : Character.toLowerCase(c);
    }

    /** The piece code of a FEN letter (accepting the E/H aliases), or -1 if it is not a piece letter. */
    public static int fromFenChar(char c) {
        char upper = Character.toUpperCase(c);
        int type = switch (upper) {
            case 'K' -> KING;
            case 'A' -> ADVISOR;
            case 'B', 'E' -> ELEPHANT;
            case 'N', 'H' -> HORSE;
            case 'R' -> ROOK;
            case 'C' -> CANNON;
            case 'P' -> PAWN;
            default -> -1;
        };
        if (type < 0) {
            return -1;
        }
        return make(Character.isUpperCase(c) ? RED : BLACK, type);
    }

    public static String typeName(int type) {
        return switch (type) {
            case KING -> "king";
            case ADVISOR -> "advisor";
            case ELEPHANT -> "elephant";
            case HORSE -> "horse";
            case ROOK -> "rook";
            case CANNON -> "cannon";
            case PAWN -> "pawn";
            default -> "none";
        };
    }

    public static String colorName(int color) {
        return color == RED ? "red" : "black";
    }
}
