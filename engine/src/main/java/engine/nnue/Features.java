package engine.nnue;

import engine.Piece;
import engine.Square;

/**
 * The network's inputs (engine/NNUE.md, architecture 1): each piece is one of 1260 features per perspective,
 * {@code kind * 90 + point}, the kind counted from the perspective's side (own pieces 0-6, the other side's
 * 7-13), the point as that side sees the board (Black's ranks turned) and mirrored left-right when that side's
 * king stands right of the centre file.
 */
public final class Features {
    public static final int KINDS = 14;
    public static final int COUNT = KINDS * Square.COUNT;
    private static final int CENTRE_FILE = 4;

    private Features() {
    }

    /**
     * Whether a side's view is mirrored with its king on {@code kingSquare}: the same for both sides, since
     * turning Black's ranks keeps the files.
     */
    public static boolean mirrored(int kingSquare) {
        return Square.file(kingSquare) > CENTRE_FILE;
    }

    /** The feature of piece {@code code} on {@code sq} as {@code perspective} sees it. */
    public static int index(int perspective, int code, int sq, boolean mirrored) {
        int kind = Piece.type(code) - 1 + (Piece.color(code) == perspective ? 0 : KINDS / 2);
        int rank = perspective == Piece.RED ? Square.rank(sq) : Square.RANKS - 1 - Square.rank(sq);
        int file = mirrored ? Square.FILES - 1 - Square.file(sq) : Square.file(sq);
        return kind * Square.COUNT + rank * Square.FILES + file;
    }
}
