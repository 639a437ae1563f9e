package engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

class RuleJudgeTest {

    private static String verdict(RuleJudge.Ruling ruling, int sideToMove) {
        if (!ruling.decisive()) {
            return "draw";
        }
        int loser = ruling.sign() < 0 ? sideToMove : sideToMove ^ 1;
        return loser == Piece.RED ? "red-loses" : "black-loses";
    }

    @Test
    void everyCaseOfTheFile() throws IOException {
        RuleJudge judge = new RuleJudge();
        for (RepetitionCases c : RepetitionCases.load()) {
            Position p = c.play();
            assertEquals(p.key(), p.keyBefore(c.moves().size()), c.name() + ": not a cycle");
            String fen = p.fen();
            for (RuleJudge.Variant variant : RuleJudge.Variant.values()) {
                RuleJudge.Ruling ruling = judge.judge(p, c.moves().size(), variant);
                assertEquals(c.verdict(variant), verdict(ruling, p.sideToMove()), c.name() + " (" + variant + ")");
                assertEquals(fen, p.fen(), c.name() + ": position changed");
            }
        }
    }

    /** An asian field is only given where the variants disagree, and the file has such cases both ways. */
    @Test
    void asianFieldMarksRealDifferences() throws IOException {
        int stricterChinese = 0;
        int stricterAsian = 0;
        for (RepetitionCases c : RepetitionCases.load()) {
            String chinese = c.verdict(RuleJudge.Variant.CHINESE);
            String asian = c.verdict(RuleJudge.Variant.ASIAN);
            if (!chinese.equals(asian)) {
                if (asian.equals("draw")) {
                    stricterChinese++;
                } else if (chinese.equals("draw")) {
                    stricterAsian++; // both chase by CHINESE rules, only one by ASIAN ones
                }
            }
        }
        assertTrue(stricterChinese >= 2, "cases lost only under CHINESE rules");
        assertTrue(stricterAsian >= 1, "cases lost only under ASIAN rules");
    }

    /**
     * Red checks with every move while every black move newly attacks the red rook (the king's steps uncover
     * a cannon): Black chases throughout, yet check is judged first and Red loses, under either variant.
     */
    @Test
    void checkIsWorseThanChase() throws IOException {
        RepetitionCases c = RepetitionCases.load().stream()
                .filter(r -> r.name().contains("check is worse than chase")).findFirst().orElseThrow();
        Position p = c.play();
        RuleJudge judge = new RuleJudge();
        for (RuleJudge.Variant variant : List.of(RuleJudge.Variant.CHINESE, RuleJudge.Variant.ASIAN)) {
            RuleJudge.Ruling ruling = judge.judge(p, c.moves().size(), variant);
            assertTrue(judge.checkedThroughout(Piece.RED), variant.name());
            assertFalse(judge.checkedThroughout(Piece.BLACK), variant.name());
            int rookSlot = Position.SLOT_FIRST[Piece.ROOK];
            assertEquals(1 << rookSlot, judge.chasedThroughout(Piece.BLACK), variant + ": the rook is chased");
            assertTrue(ruling.byCheck(), variant.name());
            assertEquals("red-loses", verdict(ruling, p.sideToMove()), variant.name());
        }
    }

    @Test
    void checkReasonIsNamed() throws IOException {
        RepetitionCases c = RepetitionCases.load().get(0);
        RuleJudge.Ruling r = new RuleJudge().judge(c.play(), 4, RuleJudge.Variant.CHINESE);
        assertEquals("perpetual check", r.reason());
        assertNotEquals(0, r.sign());
    }
}
