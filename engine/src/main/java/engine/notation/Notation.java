package engine.notation;

import static engine.Piece.ADVISOR;
import static engine.Piece.ELEPHANT;
import static engine.Piece.HORSE;
import static engine.Piece.PAWN;
import static engine.Piece.RED;

import engine.Move;
import engine.Piece;
import engine.Position;
import engine.Square;
import java.util.Locale;

/**
 * Writes and reads a move of a given position in the three notations players use:
 * <ul>
 * <li>ICCS coordinates: {@code h2e2} (also {@code H2-E2} on input);</li>
 * <li>WXF: {@code C2.5}, {@code H8+7}, {@code R+-1}, tandem pawns {@code ++.4}, {@code 3+.4}, {@code 33.4};</li>
 * <li>Chinese: {@code 炮二平五}, {@code 马８进７}, {@code 前车进一}, {@code 中兵进一}, {@code 二兵平三}, {@code 前兵九平八}.</li>
 * </ul>
 * Writing gives the standard form. Reading is lenient about spelling (traditional characters, either side's
 * piece names, any kind of digits, {@code =} for {@code .}, {@code +R1-1}-style tandem marks) but strict about
 * meaning: the text must name exactly one legal move, otherwise the answer is {@link Move#NONE}.
 */
public final class Notation {
    /** The three notations. */
    public enum Format {
        ICCS, WXF, CHINESE
    }

    /** How a piece moves along the mover's view of the board. */
    static final int FORWARD = 1;
    static final int BACKWARD = 2;
    static final int SIDEWAYS = 3;

    /** Chinese output characters, indexed by piece type; Red first, then Black. */
    private static final String RED_PIECES = " 帅仕相马车炮兵";
    private static final String BLACK_PIECES = " 将士象马车炮卒";
    /** Red writes files and steps as Chinese numerals, Black as full-width digits. */
    private static final String CHINESE_NUMERALS = " 一二三四五六七八九";
    private static final String FULL_WIDTH_DIGITS = " １２３４５６７８９";
    private static final String CHINESE_DIRECTIONS = " 进退平";
    private static final String WXF_LETTERS = " KAEHRCP";
    private static final String WXF_DIRECTIONS = " +-.";
    private static final char FRONT = '前';
    private static final char MIDDLE = '中';
    private static final char REAR = '后';

    private Notation() {
    }

    // ---------------------------------------------------------------- the facade

    /** Writes a legal move of {@code pos} in the given notation. */
    public static String format(Position pos, int move, Format format) {
        return switch (format) {
            case ICCS -> toIccs(move);
            case WXF -> toWxf(pos, move);
            case CHINESE -> toChinese(pos, move);
        };
    }

    /** Reads a move in the given notation; {@link Move#NONE} unless the text names exactly one legal move. */
    public static int parse(Position pos, String text, Format format) {
        return switch (format) {
            case ICCS -> parseIccs(pos, text);
            case WXF -> parseWxf(pos, text);
            case CHINESE -> parseChinese(pos, text);
        };
    }

    /** Reads a move in whichever notation the text is written in. */
    public static int parse(Position pos, String text) {
        return parse(pos, text, detect(text));
    }

    /** Guesses the notation of a move text: any CJK character means Chinese, a coordinate shape ICCS, else WXF. */
    public static Format detect(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) >= MoveSpec.FIRST_CJK) {
                return Format.CHINESE;
            }
        }
        return Move.parse(stripMarks(text)) != Move.NONE ? Format.ICCS : Format.WXF;
    }

    // ---------------------------------------------------------------- ICCS

    /** Lower-case coordinates without a dash, as UCCI engines write them: {@code h2e2}. */
    public static String toIccs(int move) {
        return Move.toIccs(move);
    }

    /** The classic ICCS record form: {@code H2-E2}. */
    public static String toIccsDashed(int move) {
        String s = Move.toIccs(move).toUpperCase(Locale.ROOT);
        return s.substring(0, 2) + '-' + s.substring(2);
    }

    public static int parseIccs(Position pos, String text) {
        int move = Move.parse(stripMarks(text));
        return move != Move.NONE && pos.isLegal(move) ? move : Move.NONE;
    }

    // ---------------------------------------------------------------- WXF

    public static String toWxf(Position pos, int move) {
        checkLegal(pos, move);
        int from = Move.from(move);
        int piece = pos.pieceAt(from);
        int color = Piece.color(piece);
        char file = (char) ('0' + fileNumber(color, Square.file(from)));
        return wxfSource(pos, move, Piece.type(piece), file)
                + WXF_DIRECTIONS.charAt(direction(move, color))
                + (char) ('0' + target(piece, move));
    }

    public static int parseWxf(Position pos, String text) {
        MoveSpec spec = MoveSpec.fromWxf(stripMarks(text));
        return spec == null ? Move.NONE : spec.resolve(pos);
    }

    /**
     * The part naming the piece. Tandem pieces replace the file by + (front) or - (rear); tandem pawns follow
     * the WXF rules: with four or five on a file ++ and -- mark the outermost ones, the middle one of an odd
     * group keeps the plain form, and when two files hold tandem pawns the file digit replaces the letter.
     */
    private static String wxfSource(Position pos, int move, int type, char file) {
        char letter = WXF_LETTERS.charAt(type);
        int from = Move.from(move);
        if (!needsOrder(pos, move)) {
            return "" + letter + file;
        }
        int count = countOnFile(pos, from);
        int index = indexOnFile(pos, from);
        boolean last = index == count - 1;
        if (type == PAWN && otherTandemFile(pos, from)) {
            return "" + file + (index == 0 ? '+' : last ? '-' : file);
        }
        if (type == PAWN && count >= 4) {
            return index == 0 ? "++" : last ? "--" : index == 1 ? "P+" : index == count - 2 ? "P-" : "P" + file;
        }
        if (type == PAWN && count == 3 && index == 1) {
            return "" + letter + file;
        }
        return "" + letter + (index == 0 ? '+' : '-');
    }

    // ---------------------------------------------------------------- Chinese

    public static String toChinese(Position pos, int move) {
        checkLegal(pos, move);
        int from = Move.from(move);
        int piece = pos.pieceAt(from);
        int color = Piece.color(piece);
        return chineseSource(pos, move, piece)
                + CHINESE_DIRECTIONS.charAt(direction(move, color))
                + chineseNumber(color, target(piece, move));
    }

    public static int parseChinese(Position pos, String text) {
        MoveSpec spec = MoveSpec.fromChinese(stripMarks(text));
        return spec == null ? Move.NONE : spec.resolve(pos);
    }

    /**
     * The part naming the piece: piece and file, or for tandem pieces 前/后 (三 pawns: 前/中/后, four or five:
     * 一二三四五 from the front) before the piece; the file stays when two files hold tandem pawns.
     */
    private static String chineseSource(Position pos, int move, int piece) {
        int from = Move.from(move);
        int color = Piece.color(piece);
        char name = (color == RED ? RED_PIECES : BLACK_PIECES).charAt(Piece.type(piece));
        char file = chineseNumber(color, fileNumber(color, Square.file(from)));
        if (!needsOrder(pos, move)) {
            return "" + name + file;
        }
        char order = chineseOrder(indexOnFile(pos, from), countOnFile(pos, from));
        if (Piece.type(piece) == PAWN && otherTandemFile(pos, from)) {
            return "" + order + name + file;
        }
        return "" + order + name;
    }

    private static char chineseOrder(int index, int count) {
        if (count <= 3 && index == 0) {
            return FRONT;
        }
        if (count <= 3 && index == count - 1) {
            return REAR;
        }
        return count == 3 ? MIDDLE : CHINESE_NUMERALS.charAt(index + 1);
    }

    private static char chineseNumber(int color, int n) {
        return (color == RED ? CHINESE_NUMERALS : FULL_WIDTH_DIGITS).charAt(n);
    }

    // ---------------------------------------------------------------- geometry shared with MoveSpec

    /** Files are numbered 1..9 from the mover's right: Red's 1 is file i, Black's 1 is file a. */
    static int fileNumber(int color, int file) {
        return color == RED ? Square.FILES - file : file + 1;
    }

    static int direction(int move, int color) {
        int delta = Square.rank(Move.to(move)) - Square.rank(Move.from(move));
        if (delta == 0) {
            return SIDEWAYS;
        }
        return (delta > 0) == (color == RED) ? FORWARD : BACKWARD;
    }

    /** The last figure: the target file for pieces that move diagonally or sideways, otherwise the steps. */
    static int target(int piece, int move) {
        int type = Piece.type(piece);
        int from = Move.from(move);
        int to = Move.to(move);
        boolean diagonal = type == HORSE || type == ADVISOR || type == ELEPHANT;
        if (diagonal || Square.rank(from) == Square.rank(to)) {
            return fileNumber(Piece.color(piece), Square.file(to));
        }
        return Math.abs(Square.rank(to) - Square.rank(from));
    }

    /** How many pieces equal to the one on {@code sq} share its file, itself included. */
    static int countOnFile(Position pos, int sq) {
        return countOnFile(pos, Square.file(sq), pos.pieceAt(sq));
    }

    /** How many of those stand ahead of it from its owner's view: 0 for the front piece. */
    static int indexOnFile(Position pos, int sq) {
        int piece = pos.pieceAt(sq);
        int step = Piece.color(piece) == RED ? 1 : -1;
        int ahead = 0;
        for (int r = Square.rank(sq) + step; r >= 0 && r < Square.RANKS; r += step) {
            if (pos.pieceAt(Square.of(Square.file(sq), r)) == piece) {
                ahead++;
            }
        }
        return ahead;
    }

    /** True when some other file also holds two or more pieces equal to the one on {@code sq}. */
    static boolean otherTandemFile(Position pos, int sq) {
        for (int f = 0; f < Square.FILES; f++) {
            if (f != Square.file(sq) && countOnFile(pos, f, pos.pieceAt(sq)) >= 2) {
                return true;
            }
        }
        return false;
    }

    private static int countOnFile(Position pos, int file, int piece) {
        int count = 0;
        for (int r = 0; r < Square.RANKS; r++) {
            if (pos.pieceAt(Square.of(file, r)) == piece) {
                count++;
            }
        }
        return count;
    }

    /**
     * Tandem pieces are told apart by order, except that advisors and elephants are not when the plain form
     * is already unique: the one that can advance is always the rear one, as the rules of notation note.
     */
    private static boolean needsOrder(Position pos, int move) {
        int from = Move.from(move);
        if (countOnFile(pos, from) < 2) {
            return false;
        }
        int type = Piece.type(pos.pieceAt(from));
        return !(type == ADVISOR || type == ELEPHANT) || MoveSpec.plain(pos, move).resolve(pos) != move;
    }

    private static void checkLegal(Position pos, int move) {
        if (!pos.isLegal(move)) {
            throw new IllegalArgumentException("not a legal move: " + Move.toIccs(move) + " in " + pos.fen());
        }
    }

    /** Drops whitespace and trailing annotation marks such as ! ? # and a check +. */
    static String stripMarks(String text) {
        String s = text.strip();
        int end = s.length();
        while (end > 0 && "!?#+".indexOf(s.charAt(end - 1)) >= 0) {
            end--;
        }
        return s.substring(0, end);
    }
}
