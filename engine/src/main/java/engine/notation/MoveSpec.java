package engine.notation;

import static engine.Piece.PAWN;

import engine.Move;
import engine.MoveGen;
import engine.Piece;
import engine.Position;
import engine.Square;
import java.util.Locale;

/**
 * What a piece-relative move text (Chinese or WXF) says: which piece, standing where on its file, on which
 * file, which way and how far. Numbers are in the mover's count (files 1..9 from its right). A text is read
 * into a spec, and the spec picks the one legal move that fits it, so every spelling shares one meaning.
 */
final class MoveSpec {
    static final int ANY = -1;
    /** CJK characters (and full-width forms) start here; no WXF or ICCS text uses them. */
    static final char FIRST_CJK = '\u2E80';

    /** Which of several equal pieces on one file is meant. */
    private static final int ORDER_NONE = 0;
    private static final int ORDER_FRONT = 1;
    private static final int ORDER_REAR = 2;
    private static final int ORDER_MIDDLE = 3;
    /** Counted from the front: 一兵, 二兵 ... and WXF ++ (the first). */
    private static final int ORDER_NTH = 4;
    /** WXF '+' and '-': the front and rear ones, or the second from either end among four or five pawns. */
    private static final int ORDER_WXF_FRONT = 5;
    private static final int ORDER_WXF_REAR = 6;
    /** WXF '--': the rearmost of four or five pawns. */
    private static final int ORDER_LAST = 7;
    private static final int WXF_OUTER_PAWNS = 4;

    private static final String NUMERALS = "一二三四五六七八九";
    private static final String FULL_WIDTH = "１２３４５６７８９";

    private int type = ANY;
    private int file = ANY;
    private int order = ORDER_NONE;
    private int nth;
    private final int direction;
    private final int target;
    /** WXF writes the middle one of three or five tandem pawns in the plain form. */
    private final boolean plainMeansMiddle;

    private MoveSpec(int direction, int target, boolean plainMeansMiddle) {
        this.direction = direction;
        this.target = target;
        this.plainMeansMiddle = plainMeansMiddle;
    }

    /** The plain piece-and-file description of a legal move, with no tandem order. */
    static MoveSpec plain(Position pos, int move) {
        int piece = pos.pieceAt(Move.from(move));
        int color = Piece.color(piece);
        MoveSpec spec = new MoveSpec(Notation.direction(move, color), Notation.target(piece, move), false);
        spec.type = Piece.type(piece);
        spec.file = Notation.fileNumber(color, Square.file(Move.from(move)));
        return spec;
    }

    // ---------------------------------------------------------------- reading Chinese

    /** Reads 炮二平五, 前车进一, 车前进一, 二兵平三, 前兵九平八 and the like; null if the text has no such shape. */
    static MoveSpec fromChinese(String text) {
        String s = removeSpaces(text);
        int n = s.length();
        if (n < 4 || n > 5) {
            return null;
        }
        int direction = chineseDirection(s.charAt(n - 2));
        int target = number(s.charAt(n - 1));
        if (direction == 0 || target == 0) {
            return null;
        }
        MoveSpec spec = new MoveSpec(direction, target, false);
        String head = s.substring(0, n - 2);
        for (int i = 0; i < head.length(); i++) {
            if (!spec.readChinese(head, i)) {
                return null;
            }
        }
        return spec.completed();
    }

    private boolean readChinese(String head, int i) {
        char c = head.charAt(i);
        int pieceType = chinesePiece(c);
        int chineseOrder = chineseOrder(c);
        int num = number(c);
        if (pieceType != 0 && type == ANY) {
            type = pieceType;
        } else if (chineseOrder != ORDER_NONE && order == ORDER_NONE) {
            order = chineseOrder;
        } else if (num != 0 && i == 0 && head.length() > 1 && chinesePiece(head.charAt(1)) != 0) {
            order = ORDER_NTH;
            nth = num;
        } else if (num != 0 && file == ANY) {
            file = num;
        } else {
            return false;
        }
        return true;
    }

    private static int chinesePiece(char c) {
        return switch (c) {
            case '帅', '帥', '将', '將' -> Piece.KING;
            case '仕', '士' -> Piece.ADVISOR;
            case '相', '象' -> Piece.ELEPHANT;
            case '马', '馬', '傌', '瑪' -> Piece.HORSE;
            case '车', '車', '俥', '伡' -> Piece.ROOK;
            case '炮', '砲', '包' -> Piece.CANNON;
            case '兵', '卒' -> Piece.PAWN;
            default -> 0;
        };
    }

    private static int chineseOrder(char c) {
        return switch (c) {
            case '前' -> ORDER_FRONT;
            case '中' -> ORDER_MIDDLE;
            case '后', '後' -> ORDER_REAR;
            default -> ORDER_NONE;
        };
    }

    private static int chineseDirection(char c) {
        return switch (c) {
            case '进', '進' -> Notation.FORWARD;
            case '退' -> Notation.BACKWARD;
            case '平' -> Notation.SIDEWAYS;
            default -> 0;
        };
    }

    /** 1..9 for an ASCII digit, a full-width digit or a Chinese numeral; 0 otherwise. */
    private static int number(char c) {
        if (c >= '1' && c <= '9') {
            return c - '0';
        }
        int i = FULL_WIDTH.indexOf(c);
        if (i < 0) {
            i = NUMERALS.indexOf(c);
        }
        return i + 1;
    }

    // ---------------------------------------------------------------- reading WXF

    /**
     * Reads C2.5, H8+7, R+-1, +R-1, +R1-1, ++.4, P3.4, 3+.4, 33.4 (upper or lower case, '=' for '.');
     * null if the text has no such shape.
     */
    static MoveSpec fromWxf(String text) {
        String s = removeSpaces(text).toUpperCase(Locale.ROOT).replace('=', '.');
        int n = s.length();
        if (n < 3 || n > 5) {
            return null;
        }
        int direction = " +-.".indexOf(s.charAt(n - 2));
        int target = digit(s.charAt(n - 1));
        if (direction <= 0 || target == 0) {
            return null;
        }
        MoveSpec spec = new MoveSpec(direction, target, true);
        return spec.readWxfHead(s.substring(0, n - 2)) ? spec.completed() : null;
    }

    private boolean readWxfHead(String head) {
        int plus = 0;
        int minus = 0;
        for (int i = 0; i < head.length(); i++) {
            char c = head.charAt(i);
            int code = Piece.fromFenChar(c);
            if (c == '+') {
                plus++;
            } else if (c == '-') {
                minus++;
            } else if (code > 0 && type == ANY) {
                type = Piece.type(code);
            } else if (digit(c) != 0 && file == ANY) {
                file = digit(c);
            } else if (digit(c) != 0 && digit(c) == file) {
                order = ORDER_MIDDLE; // 33.4: the middle pawn of three on file 3
            } else {
                return false;
            }
        }
        return setWxfOrder(plus, minus);
    }

    private boolean setWxfOrder(int plus, int minus) {
        if (plus > 0 && minus > 0 || plus > 2 || minus > 2 || (plus > 0 || minus > 0) && order != ORDER_NONE) {
            return false;
        }
        if (plus == 2) {
            order = ORDER_NTH;
            nth = 1;
        } else if (minus == 2) {
            order = ORDER_LAST;
        } else if (plus == 1) {
            order = ORDER_WXF_FRONT;
        } else if (minus == 1) {
            order = ORDER_WXF_REAR;
        }
        return true;
    }

    private static int digit(char c) {
        return c >= '1' && c <= '9' ? c - '0' : 0;
    }

    /** Only pawns are ever named without their letter (tandem pawn forms); anything else needs a piece. */
    private MoveSpec completed() {
        if (type == ANY && order != ORDER_NONE) {
            type = PAWN;
        }
        return type == ANY ? null : this;
    }

    private static String removeSpaces(String text) {
        StringBuilder sb = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!Character.isWhitespace(c)) {
                sb.append(c);
            }
        }
        return sb.toString();
    }

    // ---------------------------------------------------------------- matching

    /**
     * The single legal move this spec describes, or {@link Move#NONE} when none or several fit. Without an
     * order, WXF's plain form still names the middle pawn of an odd group when that settles it.
     */
    int resolve(Position pos) {
        int[] moves = new int[MoveGen.MAX_MOVES];
        int n = MoveGen.generate(pos, moves, 0, MoveGen.ALL);
        int found = Move.NONE;
        int fits = 0;
        int middle = Move.NONE;
        int middleFits = 0;
        for (int i = 0; i < n; i++) {
            // the text is checked first: legality costs more and matters only for the few moves that fit
            if (!fits(pos, moves[i]) || !pos.isLegal(moves[i])) {
                continue;
            }
            found = moves[i];
            fits++;
            if (isMiddle(pos, Move.from(moves[i]))) {
                middle = moves[i];
                middleFits++;
            }
        }
        if (fits == 1) {
            return found;
        }
        return fits > 1 && plainMeansMiddle && order == ORDER_NONE && middleFits == 1 ? middle : Move.NONE;
    }

    private boolean fits(Position pos, int move) {
        int from = Move.from(move);
        int piece = pos.pieceAt(from);
        int color = Piece.color(piece);
        return (type == ANY || Piece.type(piece) == type)
                && (file == ANY || Notation.fileNumber(color, Square.file(from)) == file)
                && Notation.direction(move, color) == direction
                && Notation.target(piece, move) == target
                && orderFits(Notation.indexOnFile(pos, from), Notation.countOnFile(pos, from));
    }

    private boolean orderFits(int index, int count) {
        if (order != ORDER_NONE && count < 2) {
            return false;
        }
        return switch (order) {
            case ORDER_FRONT -> index == 0;
            case ORDER_REAR, ORDER_LAST -> index == count - 1;
            case ORDER_MIDDLE -> count % 2 == 1 && index == count / 2;
            case ORDER_NTH -> index == nth - 1;
            case ORDER_WXF_FRONT -> index == (count >= WXF_OUTER_PAWNS ? 1 : 0);
            case ORDER_WXF_REAR -> index == (count >= WXF_OUTER_PAWNS ? count - 2 : count - 1);
            default -> true;
        };
    }

    private static boolean isMiddle(Position pos, int sq) {
        int count = Notation.countOnFile(pos, sq);
        return count >= 3 && count % 2 == 1 && Notation.indexOnFile(pos, sq) == count / 2;
    }
}
