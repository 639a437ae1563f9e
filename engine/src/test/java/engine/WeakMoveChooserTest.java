package engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class WeakMoveChooserTest {
    /**
     * Red's crossed pawn shields its king's file from Black's rook. Pushed to e6 it is taken with check on the e
     * file, and with cannons on both sides of the king nothing escapes or interposes: mate. Stepped aside, it
     * can step back between; horse and cannon moves are safe.
     */
    private static final String PAWN_SHIELD = "3k5/9/9/r8/4P4/9/9/9/9/3CKC2N w - - 0 1";
    private static final String PUSH = "e5e6";
    private static final int SEEDS = 400;

    private final WeakMoveChooser chooser = new WeakMoveChooser(new Evaluation());

    private static SearchInfo line(int index, String move, int score) {
        return new SearchInfo(8, 8, index, score, 0, 0, 0, 0, new int[] {Move.parse(move)});
    }

    private String choose(Position p, List<SearchInfo> lines, Level level, double temperature, long seed) {
        return Move.toIccs(chooser.choose(p, new SearchLimits(), lines, level, temperature, seed).pv()[0]);
    }

    @Test
    void onlyThePushAllowsAMateInOne() {
        Position p = new Position(PAWN_SHIELD);
        Position after = p.copy();
        after.makeMove(Move.parse(PUSH));
        after.makeMove(Move.parse("a6e6"));
        assertEquals(0, MoveGen.generateLegal(after, new int[MoveGen.MAX_MOVES], 0), "a6e6 mates");
        assertTrue(chooser.allowsMateInOne(p, Move.parse(PUSH)));
        assertFalse(chooser.allowsMateInOne(p, Move.parse("e5d5")));
        assertFalse(chooser.allowsMateInOne(p, Move.parse("i0g1")));
        assertFalse(chooser.allowsMateInOne(p, Move.parse("d0d3")));
    }

    @Test
    void aGuardedLevelNeverPlaysIntoAMateInOneTheLowestMay() {
        Position p = new Position(PAWN_SHIELD);
        // the main search is told the push is as good as the safe moves: only the guard can keep it out
        List<SearchInfo> lines = List.of(line(1, "i0g1", 0), line(2, "d0d3", 0), line(3, PUSH, 0));
        boolean lowestBlundered = false;
        for (long seed = 1; seed <= SEEDS; seed++) {
            assertFalse(PUSH.equals(choose(p, lines, Level.ofSkill(5), 1.0, seed)), "seed " + seed);
            lowestBlundered |= PUSH.equals(choose(p, lines, Level.ofSkill(0), 1.0, seed));
        }
        assertTrue(lowestBlundered, "the lowest level is not guarded, so this test can tell");
    }

    @Test
    void whenEveryLineAllowsAMateInOneAGuardedLevelFindsADefence() {
        Position p = new Position(PAWN_SHIELD);
        String move = choose(p, List.of(line(1, PUSH, 0)), Level.ofSkill(5), 1.0, 1);
        assertTrue(p.isLegal(Move.parse(move)) && !chooser.allowsMateInOne(p, Move.parse(move)), move);
        assertEquals(PUSH, choose(p, List.of(line(1, PUSH, 0)), Level.ofSkill(0), 1.0, 1));
    }

    @Test
    void aLossSeenAtAGlanceIsChosenLessOftenThanTheSameLossSeenOnlyDeeper() {
        Position p = Position.startpos();
        // b2b9 gives a cannon for a horse at once; c3c4 is sound at two plies. The deep search is told both lose
        // the same: the one whose refutation is hard to see must be the likelier mistake.
        List<SearchInfo> lines = List.of(line(1, "h2e2", 0), line(2, "b2b9", -400), line(3, "c3c4", -400));
        int seenAtOnce = 0;
        int hidden = 0;
        for (long seed = 1; seed <= SEEDS; seed++) {
            String move = choose(p, lines, Level.ofSkill(0), 0.1, seed);
            seenAtOnce += move.equals("b2b9") ? 1 : 0;
            hidden += move.equals("c3c4") ? 1 : 0;
        }
        // equal weights would draw them about equally often; the model's discount of hidden losses about doubles it
        assertTrue(2 * hidden > 3 * seenAtOnce && seenAtOnce > 0, "hidden " + hidden + ", seen at once " + seenAtOnce);
    }

    @Test
    void oneSeedOneMoveAndNoTemperatureTheBestLine() {
        Position p = Position.startpos();
        List<SearchInfo> lines = List.of(line(1, "h2e2", 20), line(2, "b0c2", 10), line(3, "h0g2", 10),
                line(4, "c3c4", 0));
        java.util.Set<String> seen = new java.util.HashSet<>();
        for (long seed = 1; seed <= 20; seed++) {
            String move = choose(p, lines, Level.ofSkill(3), 0.1, seed);
            assertEquals(move, choose(p, lines, Level.ofSkill(3), 0.1, seed), "seed " + seed);
            seen.add(move);
            assertEquals("h2e2", choose(p, lines, Level.ofSkill(3), 0, seed));
        }
        assertTrue(seen.size() > 1, "near-equal lines are all played: " + seen);
    }
}
