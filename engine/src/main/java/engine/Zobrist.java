package engine;

/** Random 64-bit keys for hashing positions; fixed seed so keys (and book files) are stable across runs. */
final class Zobrist {
    static final long[] PIECE_SQUARE = new long[Piece.CODE_COUNT * Square.COUNT];
    static final long SIDE;
    /** {@link #PIECE_SQUARE} for pawns, zero for every other piece: what a pawn-structure key sums. */
    static final long[] PAWN_SQUARE = new long[Piece.CODE_COUNT * Square.COUNT];

    private static final long SEED = 0x51_4C_49_4EL; // "QLIN"

    static {
        long state = SEED;
        for (int i = 0; i < PIECE_SQUARE.length; i++) {
            state += 0x9E3779B97F4A7C15L;
            PIECE_SQUARE[i] = mix(state);
        }
        state += 0x9E3779B97F4A7C15L;
        SIDE = mix(state);
        for (int i = 0; i < PIECE_SQUARE.length; i++) {
            PAWN_SQUARE[i] = Piece.type(i / Square.COUNT) == Piece.PAWN ? PIECE_SQUARE[i] : 0;
        }
    }

    private Zobrist() {
    }

    /** SplitMix64's finaliser: a cheap, well-distributed bijection. */
    private static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }
}
