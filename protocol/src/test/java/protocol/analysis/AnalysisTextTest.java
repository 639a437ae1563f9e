package protocol.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;

import engine.Score;
import org.junit.jupiter.api.Test;

/** Score text and move marks: the units and thresholds {@code qilin analyze --help} promises. */
class AnalysisTextTest {
    @Test
    void scoresAreInPawnsOrMovesToMate() {
        assertEquals("+0.35", ScoreText.of(35));
        assertEquals("-1.20", ScoreText.of(-120));
        assertEquals("+0.00", ScoreText.of(0));
        assertEquals("mate 1", ScoreText.of(Score.mateIn(1)));
        assertEquals("mate 3", ScoreText.of(Score.mateIn(5)));
        assertEquals("mated in 2", ScoreText.of(Score.matedIn(4)));
        assertEquals("mated", ScoreText.of(Score.matedIn(0)));
    }

    @Test
    void marksFollowTheDocumentedThresholds() {
        assertEquals(MoveMark.NONE, MoveMark.forLoss(49));
        assertEquals(MoveMark.INACCURACY, MoveMark.forLoss(50));
        assertEquals(MoveMark.MISTAKE, MoveMark.forLoss(100));
        assertEquals(MoveMark.MISTAKE, MoveMark.forLoss(299));
        assertEquals(MoveMark.BLUNDER, MoveMark.forLoss(300));
    }

    @Test
    void decidedPositionsAreNotMarked() {
        // Choosing +12 over a mate in 3 gives away nothing once both are capped at ten pawns.
        MoveReview slowerWin = new MoveReview(0, 1, engine.Piece.RED, 1, "", 1200, 2, "", "", Score.mateIn(5), 8,
                false);
        assertEquals(0, slowerWin.loss());
        MoveReview thrown = new MoveReview(0, 1, engine.Piece.RED, 1, "", -50, 2, "", "", Score.mateIn(5), 8, false);
        assertEquals(MoveMark.BLUNDER, thrown.mark());
    }

    @Test
    void decisiveScoresReadAsMates() {
        assertEquals("mate 3", ScoreText.of(29_738));
        assertEquals("mated in 2", ScoreText.of(-Score.repetitionWin(4)));
    }
}
