package protocol.analysis;

import engine.Piece;

/**
 * The engine's opinion of one move of a game. Scores are from the mover's view, both searched to {@code depth}
 * in the position before the move; {@code bestScore} is never below {@code playedScore}.
 *
 * @param ply           0 for the first move of the game
 * @param moveNumber    the full-move number as a record prints it
 * @param side          the mover's colour
 * @param played        the move of the game, and {@code playedText} it in Chinese notation
 * @param best          the best move found (the played one when it scored highest), and {@code bestText} it in
 *                      Chinese notation
 * @param bestLine      the line the search expects after the best move, starting with it, in Chinese notation
 * @param book          the played move is one of the default opening book's moves in that position
 */
record MoveReview(int ply, int moveNumber, int side, int played, String playedText, int playedScore, int best,
        String bestText, String bestLine, int bestScore, int depth, boolean book) {

    /**
     * What the played move gave away against the best one, in internal units: nothing for a book move, which is
     * theory however a short search rates it.
     */
    int loss() {
        return book ? 0 : ScoreText.capped(bestScore) - ScoreText.capped(playedScore);
    }

    MoveMark mark() {
        return MoveMark.forLoss(loss());
    }

    /** A score of this review (mover's view) from Red's view, as game records and graphs give scores. */
    int redView(int score) {
        return side == Piece.RED ? score : -score;
    }
}
