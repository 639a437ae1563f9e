package engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.io.IOException;
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
            RuleJudge.Ruling ruling = judge.judge(p, c.moves().size(), RuleJudge.Variant.CHINESE);
            assertEquals(c.verdict(), verdict(ruling, p.sideToMove()), c.name());
            assertEquals(fen, p.fen(), c.name() + ": position changed");
            assertEquals(c.verdict(), verdict(judge.judge(p, c.moves().size(), RuleJudge.Variant.ASIAN),
                    p.sideToMove()), c.name() + " (asian)");
            assertEquals("draw", verdict(judge.judge(p, c.moves().size(), RuleJudge.Variant.DRAW),
                    p.sideToMove()), c.name() + " (draw rule)");
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
