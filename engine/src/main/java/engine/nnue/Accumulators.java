package engine.nnue;

import engine.Move;
import engine.Piece;
import engine.Position;
import engine.Square;
import java.util.Arrays;

/**
 * One search thread's accumulators, a pair (Red's view, Black's view) for each ply of the position's history,
 * made lazily: to evaluate a position, the nearest earlier ply whose pair is still the one of this line (same
 * key) is brought forward by what the moves since changed (the board says which piece moved and what it
 * took: {@link Position#movedBefore}, {@link Position#capturedBefore}); a view whose mirroring flipped on the way
 * (its king crossed the centre file) is refreshed from the board instead. Make, unmake and null moves cost
 * nothing here; nothing is allocated per node.
 */
public final class Accumulators {
    /** Further back than this, a refresh is cheaper than replaying the moves. */
    private static final int MAX_REPLAY = 8;
    private static final long NOT_COMPUTED = 0;

    private final Network network;
    private short[][] red = new short[0][];
    private short[][] black = new short[0][];
    private long[] keys = new long[0];
    private boolean[] redMirrored = new boolean[0];
    private boolean[] blackMirrored = new boolean[0];

    public Accumulators(Network network) {
        this.network = network;
    }

    /** The network's score of {@code p}, side to move's view, internal units. */
    public int evaluate(Position p) {
        int n = p.plies();
        reserve(n);
        if (keys[n] != p.key() || keys[n] == NOT_COMPUTED) {
            update(p, n);
        }
        return p.sideToMove() == Piece.RED ? network.evaluate(red[n], black[n]) : network.evaluate(black[n], red[n]);
    }

    /** Forgets every pair (a new game: keys of the old one must not be trusted for positions of the new). */
    public void clear() {
        Arrays.fill(keys, NOT_COMPUTED);
    }

    private void update(Position p, int n) {
        int back = 1;
        while (back <= MAX_REPLAY && back <= n && keys[n - back] != p.keyBefore(back)) {
            back++;
        }
        boolean redMirror = Features.mirrored(p.kingSquare(Piece.RED));
        boolean blackMirror = Features.mirrored(p.kingSquare(Piece.BLACK));
        if (back > MAX_REPLAY || back > n) {
            refresh(p, Piece.RED, red[n], redMirror);
            refresh(p, Piece.BLACK, black[n], blackMirror);
        } else {
            bringForward(p, Piece.RED, n - back, n, red, redMirrored[n - back], redMirror);
            bringForward(p, Piece.BLACK, n - back, n, black, blackMirrored[n - back], blackMirror);
        }
        keys[n] = p.key();
        redMirrored[n] = redMirror;
        blackMirrored[n] = blackMirror;
    }

    /** Ply {@code to}'s view from ply {@code from}'s: the moves in between replayed, or a refresh if it mirrored. */
    private void bringForward(Position p, int perspective, int from, int to, short[][] stack, boolean wasMirrored,
            boolean mirrored) {
        short[] acc = stack[to];
        if (wasMirrored != mirrored) {
            refresh(p, perspective, acc, mirrored);
            return;
        }
        System.arraycopy(stack[from], 0, acc, 0, Network.HIDDEN);
        for (int ply = from + 1; ply <= to; ply++) {
            int back = to - ply;
            int piece = p.movedBefore(back);
            if (piece == Piece.EMPTY) {
                continue; // a null move
            }
            int move = p.moveBefore(back);
            network.subtract(acc, Features.index(perspective, piece, Move.from(move), mirrored));
            network.add(acc, Features.index(perspective, piece, Move.to(move), mirrored));
            int victim = p.capturedBefore(back);
            if (victim != Piece.EMPTY) {
                network.subtract(acc, Features.index(perspective, victim, Move.to(move), mirrored));
            }
        }
    }

    /** A view computed from the board: the biases plus every piece's feature. */
    private void refresh(Position p, int perspective, short[] acc, boolean mirrored) {
        network.reset(acc);
        for (int sq = 0; sq < Square.COUNT; sq++) {
            int piece = p.pieceAt(sq);
            if (piece != Piece.EMPTY) {
                network.add(acc, Features.index(perspective, piece, sq, mirrored));
            }
        }
    }

    private void reserve(int n) {
        if (n < keys.length) {
            return;
        }
        int size = Math.max(2 * keys.length, n + 64);
        int old = keys.length;
        keys = Arrays.copyOf(keys, size);
        redMirrored = Arrays.copyOf(redMirrored, size);
        blackMirrored = Arrays.copyOf(blackMirrored, size);
        red = Arrays.copyOf(red, size);
        black = Arrays.copyOf(black, size);
        for (int i = old; i < size; i++) {
            red[i] = new short[Network.HIDDEN];
            black[i] = new short[Network.HIDDEN];
        }
    }
}
