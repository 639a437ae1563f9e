package engine;

/**
 * Scans along one rank or file, given the point's position on the line and the line's occupancy mask: the
 * first and second occupied points towards each end. Rooks and kings see the first blocker, cannons capture
 * the second one. Each scan is a mask and a bit count (one instruction each once compiled), not a loop.
 */
final class Line {
    static final int NONE = -1;
    static final int LOW = 0;
    static final int HIGH = 1;

    /**
     * A file (positions are ranks 0..9) and a rank (positions are files 0..8). The scans are the same for both;
     * the two names say at each call which mask is being read.
     */
    static final Line FILE = new Line();
    static final Line RANK = new Line();

    private Line() {
    }

    /** Pieces strictly between positions {@code a} and {@code b} of a line with occupancy {@code occ}. */
    static int piecesBetween(int occ, int a, int b) {
        int lo = Math.min(a, b);
        int hi = Math.max(a, b);
        return Integer.bitCount(occ & ((1 << hi) - (1 << lo + 1)));
    }

    /** The occupied positions beyond {@code pos} in direction {@code dir}. */
    private static int beyond(int pos, int occ, int dir) {
        return dir == HIGH ? occ & -2 << pos : occ & (1 << pos) - 1;
    }

    /** The occupied position of {@code beyond} nearest to the scan's start, or {@link #NONE}. */
    private static int nearest(int beyond, int dir) {
        if (beyond == 0) {
            return NONE;
        }
        return dir == HIGH ? Integer.numberOfTrailingZeros(beyond) : 31 - Integer.numberOfLeadingZeros(beyond);
    }

    /** The nearest occupied position beyond {@code pos} in direction {@code dir}, or {@link #NONE}. */
    int first(int pos, int occ, int dir) {
        return nearest(beyond(pos, occ, dir), dir);
    }

    /** The second occupied position beyond {@code pos} (a cannon's target), or {@link #NONE}. */
    int second(int pos, int occ, int dir) {
        int b = beyond(pos, occ, dir);
        return nearest(dir == HIGH ? b & b - 1 : b ^ Integer.highestOneBit(b), dir);
    }
}
