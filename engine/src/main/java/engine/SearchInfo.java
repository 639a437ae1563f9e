package engine;

/**
 * One line of search progress: what a GUI shows after a completed iteration. The score is exact (a window that
 * fails is searched again before anything is reported), except in the line a search stopped inside an
 * iteration reports last when that iteration changed the move played or its line: it shows what was found so
 * far, so that the GUI's last line is the one played.
 */
public record SearchInfo(int depth, int selDepth, int multiPv, int score, long nodes, long nps,
        long timeMs, int hashfull, int[] pv) {

    /** Nodes per second; a search shorter than a millisecond counts as one. */
    public static long nps(long nodes, long ms) {
        return ms > 0 ? nodes * 1000 / ms : nodes * 1000;
    }
}
