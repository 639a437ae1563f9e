package engine.nnue;

import engine.Piece;
import engine.Position;

/**
 * Architecture 2's output buckets (engine/NNUE.md): the output layer a position is scored by, chosen by the
 * rooks, horses and cannons left on the board, both sides' (0 to 12). How much attacking material is left decides
 * what the feature transformer's sums are worth: a pawn up with rooks on is not a pawn up in a horse ending.
 * Finer at the top, where most positions of a game stand, two counts a bucket below.
 */
public final class OutputBuckets {
    public static final int COUNT = 8;
    private static final int[] OF_ATTACKERS = {0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 6, 7};

    private OutputBuckets() {
    }

    /** The output neuron of {@code p} in a network of {@code buckets}: 0 when it has one, else its bucket. */
    public static int of(Position p, int buckets) {
        return buckets == 1 ? 0 : of(p);
    }

    /** The bucket of {@code p}, 0 to {@link #COUNT} − 1. */
    public static int of(Position p) {
        int attackers = 0;
        for (int color = Piece.RED; color <= Piece.BLACK; color++) {
            attackers += p.count(color, Piece.ROOK) + p.count(color, Piece.HORSE) + p.count(color, Piece.CANNON);
        }
        return OF_ATTACKERS[attackers];
    }
}
