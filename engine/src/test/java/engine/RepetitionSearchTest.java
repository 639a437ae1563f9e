package engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The search plays by the repetition rules: a cycle that loses is left, one the opponent loses is kept. */
class RepetitionSearchTest {
    private static final int DEPTH = 4;
    /** Well beyond anything but a material deficit: a horse is worth about 477. */
    private static final int LOST = 400;
    /** Red is a rook down; both sides have stepped a rook out and back, so the start has occurred twice. */
    private static final String ROOK_DOWN = "3k3rr/9/9/9/9/9/9/9/R8/5K3 w - - 0 1";
    private static final String OUT_AND_BACK = "a1a2 h9h8 a2a1 h8h9";

    private static Position played(String fen, String moves) {
        Position p = new Position(fen);
        for (String m : moves.split(" ")) {
            p.makeMove(Move.parse(m));
        }
        return p;
    }

    private static SearchResult search(String fen, String moves, RuleJudge.Variant rule, int... only) {
        Position p = played(fen, moves);
        SearchLimits limits = new SearchLimits();
        limits.depth = DEPTH;
        limits.repetitionRule = rule;
        limits.searchMoves = only;
        return new Search(new TranspositionTable(1)).run(p, limits, info -> { });
    }

    private static int bestMove(String fen, String moves, RuleJudge.Variant rule) {
        return search(fen, moves, rule).bestMove();
    }

    /**
     * Red, behind in material, has checked perpetually; checking again lets Black complete the third
     * occurrence, which Red loses. Under the draw rule the same check is Red's best move.
     */
    @Test
    void perpetualCheckerVaries() {
        String fen = "7R1/4k4/n1n6/4p1p2/1c7/9/9/9/9/3K5 w - - 0 1";
        String history = "h9h8 e8e9 h8h9 e9e8 h9h8 e8e9";
        int check = Move.parse("h8h9");
        assertNotEquals(check, bestMove(fen, history, RuleJudge.Variant.CHINESE));
        assertEquals(check, bestMove(fen, history, RuleJudge.Variant.DRAW));
    }

    /**
     * Black, ahead in material, has an unprotected horse chased by the red rook. Fleeing back into the
     * cycle makes the third occurrence, which Red (the chaser) loses: Black keeps repeating. Under the
     * draw rule Black, being ahead, avoids the repetition.
     */
    @Test
    void chasedSideKeepsRepeating() {
        String fen = "n2a1k3/4a4/8c/6p1p/9/9/9/1R7/9/3K5 w - - 0 1";
        String history = "b2a2 a9b7 a2b2 b7a9 b2a2 a9b7 a2b2";
        int flee = Move.parse("b7a9");
        assertEquals(flee, bestMove(fen, history, RuleJudge.Variant.CHINESE));
        assertNotEquals(flee, bestMove(fen, history, RuleJudge.Variant.DRAW));
    }

    /**
     * Red checks with the rook while every black king step uncovers a cannon attacking it, so Black chases
     * perpetually. Check is worse than chase: checking again completes the third occurrence, which Red
     * loses, so Red varies. Under the draw rule the same check is scored a plain draw (whether Red then
     * prefers it depends on the evaluation of the alternatives, so only its score is asserted).
     */
    @Test
    void checkerVariesAgainstAChaser() {
        String fen = "3knc3/R3ac3/9/9/9/9/9/9/9/4K4 w - - 0 1";
        String history = "a8a9 d9d8 a9a8 d8d9 a8a9 d9d8";
        int check = Move.parse("a9a8");
        assertNotEquals(check, bestMove(fen, history, RuleJudge.Variant.CHINESE));
        assertTrue(search(fen, history, RuleJudge.Variant.CHINESE, check).score() < -Score.MATE_BOUND / 2,
                "the perpetual check loses under Chinese rules");
        assertEquals(Score.DRAW, search(fen, history, RuleJudge.Variant.DRAW, check).score());
    }

    /**
     * Red, ahead, has a horse chased by the black rook: the horse flees alternately with a check (h6g8, the
     * rook must block the horse's leg on f8, attacking it again) and an idle move (g8h6, the rook follows to
     * f6). Red's cycle is one check and one idle move, allowed; Black chases throughout. The check completes
     * the third occurrence, which Black loses, so Red keeps checking; under the draw rule Red, being ahead,
     * flees elsewhere. (A cycle in which every red move checks would lose for Red whatever Black does: check
     * is judged before chase.)
     */
    @Test
    void checkingSideKeepsRepeatingWhenTheChaserMustVary() {
        String fen = "3aka3/6N2/9/5r3/P1P6/9/9/9/4A4/C2K1A2C b - - 0 1";
        String history = "f6f8 g8h6 f8f6 h6g8 f6f8 g8h6 f8f6";
        int check = Move.parse("h6g8");
        assertEquals(check, bestMove(fen, history, RuleJudge.Variant.CHINESE));
        assertEquals(check, bestMove(fen, history, RuleJudge.Variant.ASIAN));
        assertNotEquals(check, bestMove(fen, history, RuleJudge.Variant.DRAW));
    }

    /**
     * Red, a rook down, has stepped its rook out and back while Black did the same with a rook. Stepping out
     * again repeats a position of the game a second time only: Black need not repeat, so the move is worth
     * what the position is worth (lost), not a draw, under either rule. Taking the second occurrence for a
     * draw let the side that is behind believe it held.
     */
    @Test
    void aSecondOccurrenceReachingIntoTheGameIsNoDraw() {
        int out = Move.parse("a1a2");
        for (RuleJudge.Variant rule : RuleJudge.Variant.values()) {
            int score = search(ROOK_DOWN, OUT_AND_BACK, rule, out).score();
            assertTrue(score < -LOST, rule + ": a1a2 scored " + score);
        }
    }

    /**
     * A repetition whose first occurrence lies after the root is a draw: the ways out of the cycle were
     * searched on it. One whose first occurrence is the root itself is searched on.
     */
    @Test
    void aSecondOccurrenceInsideTheSearchIsADraw() {
        Position p = played(ROOK_DOWN, OUT_AND_BACK);
        assertEquals(Score.DRAW, new RuleScores().score(p, 5, new SearchLimits()));
        assertEquals(Score.NONE, new RuleScores().score(p, 4, new SearchLimits()));
    }
}
