package protocol.analysis;

import book.BookException;
import book.BookMove;
import book.DefaultBook;
import engine.Position;

/**
 * Whether a game move is one the engine's default opening book plays in that position. Such a move is theory,
 * not a mistake, however a short search happens to rate it against its own choice.
 */
final class BookCheck {
    private BookCheck() {
    }

    static boolean isBookMove(Position pos, int move) {
        try {
            for (BookMove m : DefaultBook.get().moves(pos)) {
                // the engine plays only moves of positive weight (protocol.BookMoves); others are known but shunned
                if (m.move() == move && m.weight() > 0) {
                    return true;
                }
            }
        } catch (BookException e) {
            // without its default book the engine has no book moves either
        }
        return false;
    }
}
