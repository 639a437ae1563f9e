package book;

import engine.Move;
import engine.Piece;
import engine.Position;
import engine.Square;

/**
 * The book's own position key. The engine's key is not mirror-invariant, so the book hashes the board twice,
 * as it stands and mirrored left-right, and keeps the smaller key (unsigned): a line and its mirror image meet
 * in one entry. The random numbers come from a fixed seed, so keys are the same in every run and book files
 * stay valid across versions; changing {@link #SEED} or the mixing function would invalidate every book.
 */
public final class BookKey {
    /** The key of a position in its canonical orientation, and whether that orientation is the mirror image. */
    public record Canonical(long key, boolean mirrored) {
    }

    static final long SEED = 0x51_4C_4E_42_4F_4F_4BL; // "QLNBOOK"
    private static final long GOLDEN_GAMMA = 0x9E3779B97F4A7C15L;
    private static final long[] PIECE_SQUARE = new long[Piece.CODE_COUNT * Square.COUNT];
    private static final long BLACK_TO_MOVE;

    static {
        long state = SEED;
        for (int i = 0; i < PIECE_SQUARE.length; i++) {
            state += GOLDEN_GAMMA;
            PIECE_SQUARE[i] = mix(state);
        }
        state += GOLDEN_GAMMA;
        BLACK_TO_MOVE = mix(state);
    }

    private BookKey() {
    }

    /** The canonical key of a position: the smaller of its own key and its mirror image's. */
    public static Canonical of(Position p) {
        long direct = p.sideToMove() == Piece.BLACK ? BLACK_TO_MOVE : 0;
        long mirrored = direct;
        for (int sq = 0; sq < Square.COUNT; sq++) {
            int code = p.pieceAt(sq);
            if (code != Piece.EMPTY) {
                direct ^= PIECE_SQUARE[code * Square.COUNT + sq];
                mirrored ^= PIECE_SQUARE[code * Square.COUNT + Square.mirror(sq)];
            }
        }
        // On a symmetric board both keys are equal and nothing is mirrored.
        return Long.compareUnsigned(mirrored, direct) < 0 ? new Canonical(mirrored, true)
                : new Canonical(direct, false);
    }

    /** The move mirrored left-right; mirroring twice gives the move back. */
    public static int mirror(int move) {
        return Move.of(Square.mirror(Move.from(move)), Square.mirror(Move.to(move)));
    }

    /** SplitMix64's finaliser: a cheap, well-distributed bijection. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
