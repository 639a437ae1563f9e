package engine;

/**
 * One line of search progress: what a GUI shows after a completed iteration. The score is always exact: a
 * window that fails is searched again before anything is reported.
 */
public record SearchInfo(int depth, int selDepth, int multiPv, int score, long nodes, long nps,
        long timeMs, int hashfull, int[] pv) {

    /** Nodes per second; a search shorter than a millisecond counts as one. */
    public static long nps(long nodes, long ms) {
        return ms > 0 ? nodes * 1000 / ms : nodes * 1000;
    }
}
