package book;

import engine.Piece;
import engine.Position;
import engine.Square;

/**
 * The 32-bit position lock that ElephantEye's {@code BOOK.DAT} is sorted by. ElephantEye draws its Zobrist
 * numbers from an RC4 key stream keyed with four zero bytes: first three 32-bit words (key, lock 0, lock 1,
 * each four stream bytes, least significant first) for "Black to move", then three for each of 14 piece kinds
 * (Red king, advisor, elephant, horse, rook, cannon, pawn, then Black's) on each of its 256 points. The book
 * uses lock 1 only. Reproducing that stream is the only way to find a position in a book written by it.
 */
public final class ElephantEyeKey {
    private static final int POINTS = 256;
    private static final int KINDS_PER_SIDE = 7;
    private static final int WORDS_PER_ENTRY = 3;
    private static final int[] PIECE_POINT = new int[2 * KINDS_PER_SIDE * POINTS];
    private static final int BLACK_TO_MOVE;

    static {
        Rc4 stream = new Rc4();
        BLACK_TO_MOVE = stream.lock1();
        for (int i = 0; i < PIECE_POINT.length; i++) {
            PIECE_POINT[i] = stream.lock1();
        }
    }

    private ElephantEyeKey() {
    }

    /** The lock of a position as it stands, or of its left-right mirror image. */
    public static int lock(Position p, boolean mirrored) {
        int lock = p.sideToMove() == Piece.BLACK ? BLACK_TO_MOVE : 0;
        for (int sq = 0; sq < Square.COUNT; sq++) {
            int code = p.pieceAt(sq);
            if (code != Piece.EMPTY) {
                int kind = Piece.type(code) - Piece.KING + (Piece.color(code) == Piece.BLACK ? KINDS_PER_SIDE : 0);
                int point = ElephantEyeBoard.point(mirrored ? Square.mirror(sq) : sq);
                lock ^= PIECE_POINT[kind * POINTS + point];
            }
        }
        return lock;
    }

    /** RC4 with a key of four zero bytes, read as ElephantEye reads it. */
    private static final class Rc4 {
        private final int[] s = new int[POINTS];
        private int x;
        private int y;

        Rc4() {
            for (int i = 0; i < POINTS; i++) {
                s[i] = i;
            }
            for (int i = 0, j = 0; i < POINTS; i++) {
                j = (j + s[i]) & 0xFF; // plus the key byte, which is always zero
                swap(i, j);
            }
        }

        /** The lock-1 word of the next (key, lock 0, lock 1) triple. */
        int lock1() {
            int word = 0;
            for (int w = 0; w < WORDS_PER_ENTRY; w++) {
                word = nextWord();
            }
            return word;
        }

        private int nextWord() {
            int word = 0;
            for (int shift = 0; shift < Integer.SIZE; shift += Byte.SIZE) {
                word |= nextByte() << shift;
            }
            return word;
        }

        private int nextByte() {
            x = (x + 1) & 0xFF;
            y = (y + s[x]) & 0xFF;
            swap(x, y);
            return s[(s[x] + s[y]) & 0xFF];
        }

        private void swap(int i, int j) {
            int t = s[i];
            s[i] = s[j];
            s[j] = t;
        }
    }
}
