package protocol.analysis;

/**
 * The engine's opinion of one move of a game. Scores are from the mover's view, both searched to {@code depth}
 * in the position before the move.
 *
 * @param ply           0 for the first move of the game
 * @param moveNumber    the full-move number as a record prints it
 * @param side          the mover's colour
 * @param played        the move of the game, and {@code playedText} it in Chinese notation
 * @param best          the engine's choice, and {@code bestText} it in Chinese notation
 */
record MoveReview(int ply, int moveNumber, int side, int played, String playedText, int playedScore, int best,
        String bestText, int bestScore, int depth) {

    /**
     * What the played move gave away against the best one, in internal units. Never negative: the played move
     * searched alone may score above the engine's choice, which only means the first search misjudged it.
     */
    int loss() {
        return Math.max(0, ScoreText.capped(bestScore) - ScoreText.capped(playedScore));
    }

    MoveMark mark() {
        return MoveMark.forLoss(loss());
    }
}
