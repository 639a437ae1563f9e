package engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * One rule for showing scores: mates and repetition verdicts are decisive and count moves to the decision;
 * everything below the repetition band is an evaluation.
 */
class DecisiveScoreTest {
    @Test
    void matesAndRepetitionVerdictsAreDecisiveEvaluationsAreNot() {
        assertTrue(Score.isDecisive(Score.mateIn(1)));
        assertTrue(Score.isDecisive(Score.matedIn(0)));
        assertTrue(Score.isDecisive(Score.repetitionWin(5)));
        assertTrue(Score.isDecisive(-Score.repetitionWin(Score.MAX_PLY)));
        assertTrue(Score.isDecisive(29_738), "the score issue 13 saw printed as cp");
        assertFalse(Score.isDecisive(Score.repetitionWin(Score.MAX_PLY) - 1));
        assertFalse(Score.isDecisive(5_000));
        assertFalse(Score.isDecisive(Score.NONE));
    }

    @Test
    void movesCountToTheDecision() {
        assertEquals(1, Score.movesToDecision(Score.mateIn(1)));
        assertEquals(3, Score.movesToDecision(Score.mateIn(5)));
        assertEquals(0, Score.movesToDecision(Score.matedIn(0)));
        assertEquals(-2, Score.movesToDecision(Score.matedIn(4)));
        // A repetition won at ply 5 is a win in 3 moves, one lost at ply 4 a loss in 2.
        assertEquals(3, Score.movesToDecision(Score.repetitionWin(5)));
        assertEquals(-2, Score.movesToDecision(-Score.repetitionWin(4)));
    }

    @Test
    void aMateWithinCountsMovesForTheSideToMoveOnly() {
        assertTrue(Score.matesWithin(Score.mateIn(5), 3), "mate at ply 5 is a mate in 3");
        assertFalse(Score.matesWithin(Score.mateIn(7), 3));
        assertFalse(Score.matesWithin(Score.matedIn(2), 3), "being mated is no mate");
        assertFalse(Score.matesWithin(Score.repetitionWin(3), 3), "a rule win is no mate");
        assertFalse(Score.matesWithin(5_000, 3));
    }

    @Test
    void asMateTurnsVerdictsIntoMatesAtTheSamePly() {
        assertEquals(Score.mateIn(5), Score.asMate(Score.repetitionWin(5)));
        assertEquals(Score.matedIn(4), Score.asMate(-Score.repetitionWin(4)));
        assertEquals(Score.mateIn(7), Score.asMate(Score.mateIn(7)));
        assertEquals(123, Score.asMate(123));
    }
}
