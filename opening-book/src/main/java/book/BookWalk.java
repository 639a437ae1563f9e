package book;

import engine.MoveGen;
import engine.Position;
import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.Queue;
import java.util.Set;

/**
 * Copies another book's moves into a {@link BookBuilder}. A book keyed by someone else's hash (ElephantEye's
 * 32-bit locks) cannot be read entry by entry, since a lock does not say which position it stands for; so the
 * walk searches from the start position, breadth first (each position at its shortest depth), and keys every
 * book position it meets with Qilin's key. It steps through every legal move of a book position, not only the
 * book's moves: ElephantEye's book builder leaves out moves whose games scored too little (mostly the losing
 * side's), so many of its positions follow a move it does not list. Positions two such moves away are lost.
 */
public final class BookWalk {
    private BookWalk() {
    }

    /** Adds the moves of the book positions within {@code maxPly} plies of {@code start}; answers how many. */
    public static int addTo(BookBuilder builder, OpeningBook book, Position start, int maxPly) {
        Set<Long> seen = new HashSet<>();
        Queue<Position> level = new ArrayDeque<>();
        seen.add(BookKey.of(start).key());
        level.add(start.copy());
        int added = 0;
        int[] moves = new int[MoveGen.MAX_MOVES];
        for (int ply = 0; ply < maxPly && !level.isEmpty(); ply++) {
            Queue<Position> next = new ArrayDeque<>();
            for (Position p : level) {
                for (BookMove m : book.moves(p)) {
                    builder.addListedMove(p, m.move(), m.weight());
                    added++;
                }
                for (int i = 0, n = MoveGen.generateLegal(p, moves, 0); i < n; i++) {
                    Position child = p.copy();
                    child.makeMove(moves[i]);
                    // a mirror image has the same key: its moves are the ones already added, mirrored
                    if (!book.moves(child).isEmpty() && seen.add(BookKey.of(child).key())) {
                        next.add(child);
                    }
                }
            }
            level = next;
        }
        return added;
    }
}
