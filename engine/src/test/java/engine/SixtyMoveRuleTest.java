package engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The 60-move rule (rules.md, "End of game"): 120 plies without a capture is a draw, counted from the FEN's
 * plies-since-capture field, and only when {@link SearchLimits#sixtyMoveRule} is on.
 */
class SixtyMoveRuleTest {
    /**
     * Red wins the horse with a skewer: 1. Ra3-e3+ (the king may not step to d8, facing Red's king) Ke8-f8
     * 2. Re3xe9. The capture is Red's second move, the third ply, so it comes after two plies without one.
     * No capture is possible before it.
     */
    private static final String SKEWER = "4n4/4k4/9/9/9/9/R8/9/9/3K5 w - - %d 1";
    /** Red is a rook up and wins the horse too: far more than a horse's worth (the hand-written evaluation's). */
    private static final int WINNING = 900;
    private static final int DEPTH = 4;

    private static SearchResult search(int pliesWithoutCapture, boolean sixtyMoveRule) {
        SearchLimits limits = new SearchLimits();
        limits.depth = DEPTH;
        limits.sixtyMoveRule = sixtyMoveRule;
        Position p = new Position(String.format(SKEWER, pliesWithoutCapture));
        return new Search(new TranspositionTable(8), new Evaluation(Evaluation.Kind.HAND_WRITTEN))
                .run(p, limits, SearchListener.NONE);
    }

    private static void assertSkewerWins(SearchResult r) {
        assertEquals("a3e3", Move.toIccs(r.bestMove()));
        assertTrue(r.score() > WINNING, "score " + r.score());
    }

    @Test
    void captureOnThe120thPlyStillCounts() {
        // 117 + 2 = 119 plies before the capture: the game is still on when Red takes the horse.
        assertSkewerWins(search(117, true));
    }

    @Test
    void winThatComesAfterThe120thPlyIsADraw() {
        // 118 + 2 = 120 plies without capture before Red can take: every line is a draw by then.
        assertEquals(Score.DRAW, search(118, true).score());
    }

    @Test
    void withTheRuleOffTheClockDoesNotMatter() {
        assertSkewerWins(search(118, false));
    }

    /** The rule as the search's draw test sees one position: 119 plies play on, 120 are a draw. */
    @Test
    void boundaryIsExactly120Plies() {
        SearchLimits on = new SearchLimits();
        SearchLimits off = new SearchLimits();
        off.sixtyMoveRule = false;
        RuleScores rule = new RuleScores();
        assertEquals(Score.NONE, rule.score(new Position(String.format(SKEWER, 119)), 1, on));
        assertEquals(Score.DRAW, rule.score(new Position(String.format(SKEWER, 120)), 1, on));
        assertEquals(Score.NONE, rule.score(new Position(String.format(SKEWER, 120)), 1, off));
    }
}
