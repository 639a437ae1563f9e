package engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

class EpdEntryTest {
    @Test
    void readsStandardEpdOperations() {
        EpdEntry e = EpdEntry.parse("2bk1Cb2/1r7/n1c6/p3n1p1p/4p4/2p1c1P2/P7P/4B1C2/4A4/3NKABNR b - - bm b8b0 b8b1; dm 2;"
                + " id \"game 7 ply 31\"; c0 \"Pikafish-HCE mate 2\"");
        assertEquals("2bk1Cb2/1r7/n1c6/p3n1p1p/4p4/2p1c1P2/P7P/4B1C2/4A4/3NKABNR b - - 0 1", e.fen());
        assertEquals(List.of("b8b0", "b8b1"), e.bestMoves());
        assertEquals(2, e.mateMoves());
        assertEquals("game 7 ply 31", e.id());
    }

    @Test
    void readsAFullFenFollowedByOperations() {
        EpdEntry e = EpdEntry.parse("4k4/9/9/9/9/9/9/R8/1R7/3K5 w - - 0 1;mate 2;bm b1e1 b1f1");
        assertEquals("4k4/9/9/9/9/9/9/R8/1R7/3K5 w - - 0 1", e.fen());
        assertEquals(2, e.mateMoves());
        assertEquals(List.of("b1e1", "b1f1"), e.bestMoves());
        assertEquals("", e.id());
    }

    @Test
    void keepsTheCountersOfAFullFen() {
        assertEquals("4k4/9/9/9/9/9/9/R8/1R7/3K5 w - - 7 33",
                EpdEntry.parse("4k4/9/9/9/9/9/9/R8/1R7/3K5 w - - 7 33 bm b1e1;").fen());
    }

    @Test
    void skipsBlankLinesAndComments() {
        assertNull(EpdEntry.parse("   "));
        assertNull(EpdEntry.parse("# mates from lost games"));
    }

    @Test
    void refusesALineWithoutSideToMove() {
        assertThrows(IllegalArgumentException.class, () -> EpdEntry.parse("4k4/9/9"));
    }
}
