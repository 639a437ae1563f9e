package protocol.match;

/**
 * One scheduled game. {@code index} is its place in the whole match (0-based, stable across resumes);
 * {@code pair} names the encounter whose score it counts for; {@code firstIsRed} tells whether the pair's
 * first engine plays Red.
 */
public record GameSpec(int index, int round, int pair, int redEngine, int blackEngine, boolean firstIsRed,
        int openingIndex, Opening opening) {

    int engine(int color) {
        return color == 0 ? redEngine : blackEngine;
    }
}
