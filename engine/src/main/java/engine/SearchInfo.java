package engine;

/**
 * One line of search progress: what a GUI shows after an iteration (or an aspiration fail).
 *
 * @param bound {@link TranspositionTable#BOUND_EXACT}, or LOWER/UPPER when the score is only a bound
 */
public record SearchInfo(int depth, int selDepth, int multiPv, int score, int bound, long nodes, long nps,
        long timeMs, int hashfull, int[] pv) {
}
