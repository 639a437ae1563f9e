package book;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import engine.Move;
import engine.Position;
import java.util.List;
import org.junit.jupiter.api.Test;

class MirrorTest {
    private static Position play(String... moves) {
        Position p = Position.startpos();
        for (String m : moves) {
            int move = Move.parse(m);
            if (!p.isLegal(move)) {
                throw new IllegalArgumentException(m);
            }
            p.makeMove(move);
        }
        return p;
    }

    @Test
    void mirroredPositionsShareTheKey() {
        assertEquals(BookKey.of(play("h2e2")).key(), BookKey.of(play("b2e2")).key());
        assertEquals(BookKey.of(play("h2e2", "h9g7")).key(), BookKey.of(play("b2e2", "b9c7")).key());
        assertNotEquals(BookKey.of(play("h2e2", "h9g7")).key(), BookKey.of(play("h2e2", "b9c7")).key());
        assertFalse(BookKey.of(Position.startpos()).mirrored(), "the start position is its own mirror");
    }

    @Test
    void keysAreStableAcrossRuns() {
        // A fixed seed: books written by one run must be read by the next. This value pins the key scheme.
        assertEquals(BookKey.of(Position.startpos()).key(), BookKey.of(Position.startpos()).key());
        assertEquals(0x51_4C_4E_42_4F_4F_4BL, BookKey.SEED);
    }

    @Test
    void mirroredLineHitsTheSameEntryAndMovesComeBackMirrored() throws Exception {
        Book book = TextBook.parse("5 h2e2 h9g7 h0g2 i9h9", "test");
        Position mirrored = play("b2e2", "b9c7");
        List<BookMove> moves = book.moves(mirrored);
        assertEquals(1, moves.size());
        assertEquals("b0c2", Move.toIccs(moves.get(0).move()), "马二进三 mirrored is 马八进七");
        assertEquals(5, moves.get(0).weight());

        Position direct = play("h2e2", "h9g7");
        assertEquals("h0g2", Move.toIccs(book.moves(direct).get(0).move()));
    }

    @Test
    void mirroredLinesAddUp() throws Exception {
        Book book = TextBook.parse("3 h2e2 h9g7\n4 b2e2 b9c7", "test");
        List<BookMove> afterCannon = book.moves(play("h2e2"));
        assertEquals(1, afterCannon.size());
        assertEquals(7, afterCannon.get(0).weight());
        assertEquals(2, book.moves(Position.startpos()).size(), "h2e2 and b2e2 are distinct at the start");
    }

    @Test
    void mirrorOfAMoveIsAnInvolution() {
        int move = Move.parse("h2e2");
        assertEquals("b2e2", Move.toIccs(BookKey.mirror(move)));
        assertEquals(move, BookKey.mirror(BookKey.mirror(move)));
    }
}
