package engine;

/**
 * One line of search progress: what a GUI shows after a completed iteration. The score is always exact: a
 * window that fails is searched again before anything is reported.
 */
public record SearchInfo(int depth, int selDepth, int multiPv, int score, long nodes, long nps,
        long timeMs, int hashfull, int[] pv) {
}
