package engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class CorrectionHistoryTest {
    private static final String FEN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

    @Test
    void searchesThatBeatTheEvalRaiseItUpToTheCap() {
        CorrectionHistory ch = new CorrectionHistory();
        Position p = new Position(FEN);
        assertEquals(100, ch.correct(p, 100), "an empty table corrects nothing");
        int previous = 100;
        for (int i = 0; i < 200; i++) {
            ch.update(p, 10, 400, 100); // the search keeps finding 300 more than the eval
            int now = ch.correct(p, 100);
            assertTrue(now >= previous, "a correction only grows while the error keeps its sign");
            previous = now;
        }
        assertTrue(previous > 100 + CorrectionHistory.MAX_SHIFT * 9 / 10, "close to the cap: " + previous);
        assertTrue(previous <= 100 + CorrectionHistory.MAX_SHIFT + 1, "never past the cap: " + previous);
        for (int i = 0; i < 400; i++) {
            ch.update(p, 10, -300, 100);
        }
        assertTrue(ch.correct(p, 100) < 100 - CorrectionHistory.MAX_SHIFT * 9 / 10, "and back down");
    }

    @Test
    void entriesBelongToOnePawnStructureAndOneSideToMove() {
        CorrectionHistory ch = new CorrectionHistory();
        Position p = new Position(FEN);
        for (int i = 0; i < 50; i++) {
            ch.update(p, 8, 300, 0);
        }
        int shifted = ch.correct(p, 0);
        assertTrue(shifted > 0);
        Position horseMoved = new Position(FEN);
        horseMoved.makeMove(Move.parse("b0c2"));
        horseMoved.makeMove(Move.parse("b9c7"));
        assertEquals(shifted, ch.correct(horseMoved, 0), "same pawns, same side to move: same entry");
        Position blackToMove = new Position(FEN.replace(" w ", " b "));
        assertEquals(0, ch.correct(blackToMove, 0), "the other side to move has its own entry");
        Position pawnMoved = new Position(FEN);
        pawnMoved.makeMove(Move.parse("c3c4"));
        pawnMoved.makeMove(Move.parse("c6c5"));
        assertEquals(0, ch.correct(pawnMoved, 0), "another pawn structure has its own entry");
        ch.clear();
        assertEquals(0, ch.correct(p, 0));
    }

    @Test
    void correctedScoresStayOutOfTheMateBand() {
        CorrectionHistory ch = new CorrectionHistory();
        Position p = new Position(FEN);
        for (int i = 0; i < 100; i++) {
            ch.update(p, 20, Score.MATE_BOUND, 0);
        }
        assertTrue(ch.correct(p, Score.MATE_BOUND - 5) < Score.MATE_BOUND);
    }
}
