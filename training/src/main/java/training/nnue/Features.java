package training.nnue;

import engine.Piece;
import engine.Position;
import engine.Square;

/**
 * The trainer's side of the network's inputs (engine/NNUE.md, architecture 1): each perspective's active
 * features, as {@link engine.nnue.Features} defines one, the engine's and the trainer's single definition.
 */
public final class Features {
    /** 14 piece kinds × 90 points. */
    public static final int INPUTS = engine.nnue.Features.COUNT;
    /** Most pieces on a board: the most active features of one perspective. */
    public static final int MAX_ACTIVE = 32;

    private Features() {
    }

    /**
     * Each feature's left-right twin: the same kind on the point of the other wing (file f → 8 − f). A view whose
     * own king stands on the centre file is not mirrored by the inputs, so the board's mirror image, which
     * Xiangqi's rules score alike, gives that view its twins: the trainer's second sample for free.
     */
    static final short[] TWIN = twins();

    private static short[] twins() {
        short[] twin = new short[INPUTS];
        for (int f = 0; f < INPUTS; f++) {
            int point = f % Square.COUNT;
            twin[f] = (short) (f - point + Square.mirror(point));
        }
        return twin;
    }

    /** Whether {@code perspective}'s own king stands on the centre file: its view has a twin in the mirror image. */
    public static boolean hasTwin(Position p, int perspective) {
        return Square.file(p.kingSquare(perspective)) == Square.FILES / 2;
    }

    /** Whether {@code perspective}'s view is mirrored: its own king right of the centre file. */
    public static boolean mirrored(Position p, int perspective) {
        return engine.nnue.Features.mirrored(p.kingSquare(perspective));
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
                out[offset + n++] = engine.nnue.Features.index(perspective, piece, sq, mirror);
            }
        }
        return n;
    }
}
