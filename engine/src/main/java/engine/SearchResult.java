package engine;

/** The outcome of a search: the move to play (NONE when there is no legal move) and what it expects. */
public record SearchResult(int bestMove, int ponderMove, int score, int depth, long nodes, long timeMs) {
}
