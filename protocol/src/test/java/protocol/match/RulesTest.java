package protocol.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.Move;
import engine.Position;
import engine.RuleJudge;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The runner's small pieces: clocks, time-control parsing, go lines, command splitting, adjudication. */
class RulesTest {

    @Test
    void timeControlsParse() {
        TimeControl tc = TimeControl.parse("40/60+0.5");
        assertEquals(40, tc.movesPerPeriod());
        assertEquals(60_000, tc.baseMs());
        assertEquals(500, tc.incrementMs());
        assertEquals(90_000, TimeControl.parse("1:30").baseMs());
        assertEquals("10+0.1", TimeControl.parse("10+0.1").toString());
    }

    @Test
    void clockChargesAddsIncrementAndNewPeriods() {
        Clock clock = new Clock(TimeControl.parse("2/1+0.1"));
        assertEquals(2, clock.movesToGo());
        assertTrue(clock.charge(400, 0));
        assertEquals(700, clock.remainingMs()); // 1000 - 400 + 100
        assertEquals(1, clock.movesToGo());
        assertTrue(clock.charge(700, 0));
        assertEquals(1100, clock.remainingMs()); // 0 + 100 increment + 1000 new period
        assertFalse(clock.charge(1200, 50)); // flag falls: 1200 > 1100 + 50
    }

    @Test
    void goLinesOfBothDialects() {
        Clock red = new Clock(TimeControl.parse("60+1"));
        Clock black = new Clock(TimeControl.parse("30+0.5"));
        assertEquals("go time 60000 increment 1000 opptime 30000 oppincrement 500",
                EngineProtocol.UCCI.go(red, black, true, true));
        assertEquals("go time 60 increment 1 opptime 30 oppincrement 0", EngineProtocol.UCCI.go(red, black, true, false));
        assertEquals("go wtime 60000 btime 30000 winc 1000 binc 500", EngineProtocol.UCI.go(red, black, true, true));
        assertEquals("go wtime 60000 btime 30000 winc 1000 binc 500", EngineProtocol.UCI.go(black, red, false, true));
        Clock periods = new Clock(TimeControl.parse("40/60"));
        assertEquals("go time 60000 movestogo 40 opptime 60000 oppmovestogo 40",
                EngineProtocol.UCCI.go(periods, periods, true, true));
        assertEquals("go movetime 100", EngineProtocol.UCI.go(new Clock(TimeControl.moveTime(0.1)), red, true, true));
        assertEquals("go nodes 2000", EngineProtocol.UCCI.go(new Clock(TimeControl.nodes(2000)), red, true, true));
        assertEquals("setoption name Hash value 16", EngineProtocol.UCI.setOption("Hash", "16"));
        assertEquals("setoption hashsize 16", EngineProtocol.UCCI.setOption("hashsize", "16"));
    }

    @Test
    void commandsSplitLikeAShell() {
        assertEquals(List.of("java", "-jar", "my dir/q.jar", "it's", "a\"b"),
                CommandLineSplitter.split("java -jar 'my dir/q.jar' it\\'s \"a\\\"b\""));
    }

    @Test
    void thirdRepetitionIsADraw() {
        Position p = Position.startpos();
        Adjudicator judge = new Adjudicator(AdjudicationRules.standard(), RuleJudge.Variant.DRAW);
        String[] shuffle = {"h0g2", "h9g7", "g2h0", "g7h9"};
        for (int round = 0; round < 2; round++) {
            for (String m : shuffle) {
                assertNull(judge.repetition(p));
                p.makeMove(Move.parse(m));
            }
        }
        Verdict v = judge.repetition(p); // the start position for the third time
        assertNotNull(v);
        assertEquals(Termination.REPETITION, v.termination());
        assertEquals(Outcome.DRAW, v.outcome());
    }

    @Test
    void noLegalMoveLosesAndResignNeedsBothEngines() {
        // Black king d9 is checked by the rook on d7; e9 and d8 are covered by the rook on e8: mate.
        Position mate = new Position("3k5/4R4/3R5/9/9/9/9/9/9/4K4 b");
        Adjudicator adjudicator = new Adjudicator(AdjudicationRules.standard().withResign(2, 500),
                RuleJudge.Variant.DRAW);
        Verdict v = adjudicator.beforeMove(mate);
        assertNotNull(v);
        assertEquals(Outcome.RED_WINS, v.outcome());

        Position p = Position.startpos();
        // Red (mover 0) thinks it is winning, Black (mover 1) agrees it is losing: 4 plies = 2 moves each.
        assertNull(adjudicator.afterMove(p, 0, true, 600));
        assertNull(adjudicator.afterMove(p, 1, true, -600));
        assertNull(adjudicator.afterMove(p, 0, true, 600));
        assertNull(adjudicator.afterMove(p, 1, true, 100)); // Black disagrees: the streak restarts
        assertNull(adjudicator.afterMove(p, 0, true, 600));
        assertNull(adjudicator.afterMove(p, 1, true, -600));
        assertNull(adjudicator.afterMove(p, 0, true, 600));
        Verdict resign = adjudicator.afterMove(p, 1, true, -700);
        assertNotNull(resign);
        assertEquals(Outcome.RED_WINS, resign.outcome());
        assertEquals(Termination.RESIGN_ADJUDICATION, resign.termination());
    }

    /** ElephantEye's draw claims, judged by the board: each rule it claims by, and a claim the rules refuse. */
    @Test
    void drawClaimsAreDrawsOnlyWhereARuleBacksThem() {
        Adjudicator chinese = new Adjudicator(AdjudicationRules.standard(), RuleJudge.Variant.CHINESE);
        // Kings, advisors and elephants only: neither side can attack.
        Verdict bare = chinese.drawClaim(new Position("2bak4/4a4/4b4/9/9/9/9/4B4/4A4/2BAK4 w"), 0, "E (Red)");
        assertEquals(Termination.DRAW_CLAIM, bare.termination(), bare.detail());
        // Red's rook checks along ranks 9 and 8 while Black's king steps between d9 and d8: Red checks perpetually.
        Position perpetual = new Position("3k5/9/9/9/9/9/9/9/9/R3K4 w");
        Position shuffled = new Position("3k5/9/9/9/9/9/9/9/9/R3K4 w");
        for (String m : new String[] {"a0a9", "d9d8", "a9a8", "d8d9", "a8a9", "d9d8", "a9a8", "d8d9"}) {
            perpetual.makeMove(Move.parse(m));
        }
        for (String m : new String[] {"a0b0", "d9d8", "b0a0", "d8d9"}) {
            shuffled.makeMove(Move.parse(m));
        }
        Verdict repeated = chinese.drawClaim(shuffled, 0, "E (Red)");
        assertEquals(Termination.DRAW_CLAIM, repeated.termination(), repeated.detail());
        assertEquals(Outcome.DRAW, repeated.outcome());
        Verdict checker = chinese.drawClaim(perpetual, 0, "E (Red)");
        assertEquals(Outcome.BLACK_WINS, checker.outcome(), "Red checks perpetually and claims: " + checker.detail());
        // Nothing backs a claim at the start: the claimant loses, as before.
        Verdict start = chinese.drawClaim(Position.startpos(), 0, "E (Red)");
        assertEquals(Outcome.BLACK_WINS, start.outcome(), start.detail());
    }
}
