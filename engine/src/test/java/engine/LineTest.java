package engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Line's scans against a step-by-step walk along the line, for every point and every occupancy. */
class LineTest {
    /** The {@code nth} (1 or 2) occupied position beyond {@code pos}, walking one point at a time. */
    private static int walk(int length, int pos, int occ, int step, int nth) {
        int found = 0;
        for (int p = pos + step; p >= 0 && p < length; p += step) {
            if ((occ & 1 << p) != 0 && ++found == nth) {
                return p;
            }
        }
        return Line.NONE;
    }

    @Test
    void scansMatchAWalkOnFilesAndRanks() {
        for (int length : new int[] {Square.RANKS, Square.FILES}) {
            Line line = length == Square.RANKS ? Line.FILE : Line.RANK;
            for (int pos = 0; pos < length; pos++) {
                for (int occ = 0; occ < 1 << length; occ++) {
                    assertEquals(walk(length, pos, occ, -1, 1), line.first(pos, occ, Line.LOW));
                    assertEquals(walk(length, pos, occ, 1, 1), line.first(pos, occ, Line.HIGH));
                    assertEquals(walk(length, pos, occ, -1, 2), line.second(pos, occ, Line.LOW));
                    assertEquals(walk(length, pos, occ, 1, 2), line.second(pos, occ, Line.HIGH));
                }
            }
        }
    }

    @Test
    void piecesBetweenCountsStrictlyInside() {
        int occ = 0b1011011001; // positions 0, 3, 4, 6, 7 and 9
        assertEquals(2, Line.piecesBetween(occ, 0, 6));
        assertEquals(2, Line.piecesBetween(occ, 6, 0));
        assertEquals(4, Line.piecesBetween(occ, 0, 9));
        assertEquals(0, Line.piecesBetween(occ, 3, 4));
    }
}
