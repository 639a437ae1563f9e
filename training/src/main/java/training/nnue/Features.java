package training.nnue;

import engine.Piece;
import engine.Position;
import engine.Square;

/**
 * The network's inputs as engine/NNUE.md (architecture 1) defines them, for the trainer: each perspective's
 * active features, {@code kind × 90 + point}. {@code kind} is the piece type minus one for the perspective's
 * own pieces and 7 more for the other side's; {@code point} is the piece's point as the perspective sees the
 * board (Black's ranks turned, r → 9 − r), mirrored left-right (f → 8 − f) when the perspective's own king
 * stands right of the centre file. The engine keeps its own implementation; the tests pin both to NNUE.md.
 */
public final class Features {
    /** 14 piece kinds × 90 points. */
    public static final int INPUTS = 14 * Square.COUNT;
    /** Most pieces on a board: the most active features of one perspective. */
    public static final int MAX_ACTIVE = 32;

    private Features() {
    }

    /** Whether {@code perspective}'s view is mirrored: its own king right of the centre file. */
    public static boolean mirrored(Position p, int perspective) {
        int king = p.kingSquare(perspective);
        return king >= 0 && Square.file(king) > 4;
    }

    /**
     * The feature of a piece ({@code Piece} code) on {@code sq} seen from {@code perspective}, whose view is
     * {@code mirror}ed or not.
     */
    public static int index(int perspective, int piece, int sq, boolean mirror) {
        int kind = Piece.type(piece) - 1 + (Piece.color(piece) == perspective ? 0 : 7);
        int file = Square.file(sq);
        int rank = Square.rank(sq);
        if (perspective == Piece.BLACK) {
            rank = 9 - rank;
        }
        if (mirror) {
            file = 8 - file;
        }
        return kind * Square.COUNT + file + Square.FILES * rank;
    }

    /**
     * Writes {@code perspective}'s active features into {@code out} from {@code offset}, in the order of the
     * board's points (a0, b0, …), and answers how many.
     */
    public static int active(Position p, int perspective, int[] out, int offset) {
        boolean mirror = mirrored(p, perspective);
        int n = 0;
        for (int sq = 0; sq < Square.COUNT; sq++) {
            int piece = p.pieceAt(sq);
            if (piece != Piece.EMPTY) {
                out[offset + n++] = index(perspective, piece, sq, mirror);
            }
        }
        return n;
    }
}
