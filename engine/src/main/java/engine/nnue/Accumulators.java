package engine.nnue;

import engine.Move;
import engine.Piece;
import engine.Position;
import java.util.Arrays;

/**
 * One search thread's accumulators: for each perspective (Red's view, Black's view) and each ply of the
 * position's history, the first layer's sums, made lazily. To evaluate a position, each view walks back to the
 * nearest earlier ply whose sums are still the ones of this line (same key) and brings them forward move by move
 * (the board says which piece moved and what it took: {@link Position#movedBefore}, {@link Position#capturedBefore}),
 * keeping every ply on the way, so that the next position of the same line finds its parent ready. A view whose
 * mirroring flips on the way (its king crosses the centre file) is refreshed from the board instead. A search
 * {@link #prepare}s its root, so every node has a computed ancestor, however many plies took their evaluation
 * from the table. Make, unmake and null moves cost nothing here; nothing is allocated per node.
 *
 * <p>Invariant: {@code keys[v][ply]}, when not {@link #NOT_COMPUTED}, is the key of the position whose view
 * {@code v} is {@code sums[v][ply]} (mirrored as {@code mirrored[v][ply]} says); a position's sums depend on the
 * position alone, so an entry left by another line that reached the same key is as good as one of this line.
 */
public final class Accumulators {
    private static final long NOT_COMPUTED = 0;
    private static final int PERSPECTIVES = 2;

    private final Network network;
    private int[][][] sums = new int[PERSPECTIVES][0][];
    private long[][] keys = new long[PERSPECTIVES][0];
    private boolean[][] mirrored = new boolean[PERSPECTIVES][0];
    /** Per view and mirroring (2 × perspective + mirrored): the sums of the last board refreshed, and its slots' points. */
    private final int[][] refreshed = new int[2 * PERSPECTIVES][Network.HIDDEN];
    private final int[][] refreshedSquares = new int[2 * PERSPECTIVES][Position.PIECE_SLOTS];

    public Accumulators(Network network) {
        this.network = network;
        for (int entry = 0; entry < refreshed.length; entry++) {
            network.reset(refreshed[entry]); // an empty board: the biases, and every slot off the board
            Arrays.fill(refreshedSquares[entry], -1);
        }
    }

    /** The network's score of {@code p}, side to move's view, internal units. */
    public int evaluate(Position p) {
        prepare(p);
        int n = p.plies();
        int[] red = sums[Piece.RED][n];
        int[] black = sums[Piece.BLACK][n];
        int bucket = OutputBuckets.of(p, network.buckets);
        return p.sideToMove() == Piece.RED ? network.evaluate(red, black, bucket)
                : network.evaluate(black, red, bucket);
    }

    /** Brings both views of {@code p} up to date: a search does it for its root, which its nodes then start from. */
    public void prepare(Position p) {
        int n = p.plies();
        reserve(n);
        update(p, n, Piece.RED);
        update(p, n, Piece.BLACK);
    }

    /** Forgets every view (a new game: keys of the old one must not be trusted for positions of the new). */
    public void clear() {
        for (long[] k : keys) {
            Arrays.fill(k, NOT_COMPUTED);
        }
    }

    private void update(Position p, int n, int perspective) {
        long[] known = keys[perspective];
        if (known[n] == p.key() && known[n] != NOT_COMPUTED) {
            return;
        }
        int back = 1;
        while (back <= n && known[n - back] != p.keyBefore(back)) {
            back++;
        }
        if (back > n) {
            refresh(p, perspective, n);
        } else {
            bringForward(p, perspective, n - back, n);
        }
    }

    /**
     * Plies {@code from + 1} to {@code to} of one view from ply {@code from}'s, each kept; when the view's king
     * crosses the centre file on the way, ply {@code to} is refreshed from the board (the plies between have no
     * board to refresh from and stay as they were).
     */
    private void bringForward(Position p, int perspective, int from, int to) {
        int[][] stack = sums[perspective];
        boolean mirror = mirrored[perspective][from];
        for (int ply = from + 1; ply <= to; ply++) {
            int back = to - ply;
            int piece = p.movedBefore(back);
            int move = p.moveBefore(back);
            if (piece == Piece.EMPTY) {
                System.arraycopy(stack[ply - 1], 0, stack[ply], 0, Network.HIDDEN); // a null move
            } else if (piece == Piece.make(perspective, Piece.KING) && Features.mirrored(Move.to(move)) != mirror) {
                refresh(p, perspective, to);
                return;
            } else {
                int removed = Features.index(perspective, piece, Move.from(move), mirror);
                int added = Features.index(perspective, piece, Move.to(move), mirror);
                int victim = p.capturedBefore(back);
                if (victim == Piece.EMPTY) {
                    network.move(stack[ply - 1], stack[ply], removed, added);
                } else {
                    network.capture(stack[ply - 1], stack[ply], removed, added,
                            Features.index(perspective, victim, Move.to(move), mirror));
                }
            }
            keys[perspective][ply] = p.keyBefore(back);
            mirrored[perspective][ply] = mirror;
        }
    }

    /**
     * Ply {@code n}'s view computed from the board. Not from nothing: each view and mirroring keeps the sums of
     * the last board it refreshed and the point of each piece slot there, so a refresh adds and subtracts only
     * the pieces that stand elsewhere now (a king that steps back and forth across the centre file finds its old
     * view a move or two away).
     */
    private void refresh(Position p, int perspective, int n) {
        boolean mirror = Features.mirrored(p.kingSquare(perspective));
        int entry = 2 * perspective + (mirror ? 1 : 0);
        int[] acc = refreshed[entry];
        int[] squares = refreshedSquares[entry];
        for (int slot = 0; slot < Position.PIECE_SLOTS; slot++) {
            int was = squares[slot];
            int now = p.squareOfSlot(slot);
            if (was != now) {
                int piece = Position.slotPiece(slot);
                if (was >= 0) {
                    network.subtract(acc, Features.index(perspective, piece, was, mirror));
                }
                if (now >= 0) {
                    network.add(acc, Features.index(perspective, piece, now, mirror));
                }
                squares[slot] = now;
            }
        }
        System.arraycopy(acc, 0, sums[perspective][n], 0, Network.HIDDEN);
        keys[perspective][n] = p.key();
        mirrored[perspective][n] = mirror;
    }

    private void reserve(int n) {
        if (n < keys[0].length) {
            return;
        }
        int size = Math.max(2 * keys[0].length, n + 64);
        for (int v = 0; v < PERSPECTIVES; v++) {
            int old = keys[v].length;
            keys[v] = Arrays.copyOf(keys[v], size);
            mirrored[v] = Arrays.copyOf(mirrored[v], size);
            sums[v] = Arrays.copyOf(sums[v], size);
            for (int i = old; i < size; i++) {
                sums[v][i] = new int[Network.HIDDEN];
            }
        }
    }
}
