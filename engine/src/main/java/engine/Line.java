package engine;

/**
 * Precomputed scans along one rank or file, indexed by the point's position on the line and the line's
 * occupancy mask: the first and second occupied points towards each end. Rooks and kings see the first
 * blocker, cannons capture the second one; both are one table look-up instead of a loop.
 */
final class Line {
    static final int NONE = -1;
    static final int LOW = 0;
    static final int HIGH = 1;

    /** Files run along ranks 0..9, so a file has 10 points; ranks have 9. */
    static final Line FILE = new Line(Square.RANKS);
    static final Line RANK = new Line(Square.FILES);

    final int length;
    private final byte[] first;
    private final byte[] second;

    private Line(int length) {
        this.length = length;
        int size = 2 * (length << length);
        first = new byte[size];
        second = new byte[size];
        for (int pos = 0; pos < length; pos++) {
            for (int occ = 0; occ < 1 << length; occ++) {
                scan(pos, occ, LOW, -1);
                scan(pos, occ, HIGH, 1);
            }
        }
    }

    /** Pieces strictly between positions {@code a} and {@code b} of a line with occupancy {@code occ}. */
    static int piecesBetween(int occ, int a, int b) {
        int lo = Math.min(a, b);
        int hi = Math.max(a, b);
        return Integer.bitCount(occ & ((1 << hi) - (1 << lo + 1)));
    }

    private void scan(int pos, int occ, int dir, int step) {
        int idx = index(pos, occ, dir);
        first[idx] = NONE;
        second[idx] = NONE;
        int found = 0;
        for (int p = pos + step; p >= 0 && p < length && found < 2; p += step) {
            if ((occ & 1 << p) != 0) {
                if (found++ == 0) {
                    first[idx] = (byte) p;
                } else {
                    second[idx] = (byte) p;
                }
            }
        }
    }

    private int index(int pos, int occ, int dir) {
        return (pos << length | occ) << 1 | dir;
    }

    /** The nearest occupied position beyond {@code pos} in direction {@code dir}, or {@link #NONE}. */
    int first(int pos, int occ, int dir) {
        return first[index(pos, occ, dir)];
    }

    /** The second occupied position beyond {@code pos} (a cannon's target), or {@link #NONE}. */
    int second(int pos, int occ, int dir) {
        return second[index(pos, occ, dir)];
    }
}
