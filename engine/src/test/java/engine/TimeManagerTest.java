package engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Budgets worked by hand from the rules in TimeManager's comments, and the stop decisions checked against a
 * hand-driven clock: no test here reads the wall clock except the last, which only bounds a real search.
 *
 * <p>Sudden death: timeLeft = clock - 3 overheads + 49 x (increment - overhead, at least 0); optimum = timeLeft
 * x min(0.012 + 0.0039 (ply + 3)^0.45, 0.2 clock / timeLeft); maximum = min(4 + ply / 12, 7) optima, at most 80%
 * of the clock less the overhead. With moves to go (the increments counted likewise): optimum (0.88 + ply /
 * 116.4) / mtg of timeLeft; maximum min(1.5 + 0.11 mtg, 6.3) optima.
 */
class TimeManagerTest {
    private static SearchLimits clock(long timeLeft, long increment, int movesToGo, long overhead) {
        SearchLimits limits = new SearchLimits();
        limits.timeLeft = timeLeft;
        limits.increment = increment;
        limits.movesToGo = movesToGo;
        limits.moveOverhead = overhead;
        return limits;
    }

    private static SearchLimits moveTime(long ms, long overhead) {
        SearchLimits limits = new SearchLimits();
        limits.moveTime = ms;
        limits.moveOverhead = overhead;
        return limits;
    }

    private static TimeManager.Budget budget(long optimum, long maximum) {
        return new TimeManager.Budget(optimum, maximum);
    }

    @Test
    void suddenDeathSpendsMoreInTheMiddlegameThanInTheOpening() {
        // Ply 0: 3^0.45 = 1.6395, 0.012 + 0.0039 x 1.6395 = 0.018394 of 60,000 = 1,103; maximum 4 x 1,103.
        assertEquals(budget(1_103, 4_412), TimeManager.plan(clock(60_000, 0, 0, 0), 0));
        // Ply 60: 63^0.45 = 6.4523, 0.012 + 0.0039 x 6.4523 = 0.037163 of 60,000 = 2,229; maximum 7 x 2,229.
        assertEquals(budget(2_229, 15_603), TimeManager.plan(clock(60_000, 0, 0, 0), 60));
    }

    @Test
    void incrementsToComeAreTimeInHandAndEveryMoveCostsTheOverhead() {
        // 10 s + 0.1 s, 30 ms overhead, ply 20: 10,000 - 3 x 30 + 49 x (100 - 30) = 13,340 in hand;
        // 23^0.45 = 4.1013, 0.012 + 0.0039 x 4.1013 = 0.027995 -> 373; maximum (4 + 20 / 12) x 373 = 2,113.
        assertEquals(budget(373, 2_113), TimeManager.plan(clock(10_000, 100, 0, 30), 20));
    }

    @Test
    void anIncrementBelowTheOverheadAddsNothing() {
        // 1 s + 0.02 s, 30 ms overhead, ply 0: 1,000 - 3 x 30 = 910 in hand, 0.018394 of it = 16; maximum 4 x 16.
        assertEquals(budget(16, 64), TimeManager.plan(clock(1_000, 20, 0, 30), 0));
    }

    @Test
    void optimumNeverExceedsAFifthOfTheClockNorMaximumFourFifths() {
        // A 5 s increment on a 1 s clock: 246,000 in hand, but the optimum is capped at 0.2 x 1,000 and the
        // maximum (7 x 200 = 1,400) at 0.8 x 1,000.
        assertEquals(budget(200, 800), TimeManager.plan(clock(1_000, 5_000, 0, 0), 40));
    }

    @Test
    void movesToGoDividesTheClock() {
        // 0.88 / 10 of 10,000 = 880; maximum (1.5 + 1.1) x 880 = 2,288.
        assertEquals(budget(880, 2_288), TimeManager.plan(clock(10_000, 0, 10, 0), 0));
        // More than 50 moves to go count as 50: 0.88 / 50 of 100,000 = 1,760; maximum 6.3 x 1,760 = 11,088.
        assertEquals(budget(1_760, 11_088), TimeManager.plan(clock(100_000, 0, 80, 0), 0));
    }

    @Test
    void lastMoveBeforeTheControlUsesTheSafeShareOfTheClock() {
        // movestogo 1: the optimum would be 0.88 x 10,000, but nothing passes 80% of the clock.
        assertEquals(budget(8_000, 8_000), TimeManager.plan(clock(10_000, 0, 1, 0), 0));
    }

    @Test
    void moveTimeIsUsedWholeLessTheOverhead() {
        assertEquals(budget(4_970, 4_970), TimeManager.plan(moveTime(5_000, 30), 0));
        assertEquals(budget(1, 1), TimeManager.plan(moveTime(10, 30), 0), "at least a millisecond");
    }

    @Test
    void anEmptyClockStillGivesAPositiveBudget() {
        assertEquals(budget(1, 1), TimeManager.plan(clock(0, 0, 0, 30), 30));
    }

    /** A clock the test moves by hand. */
    private static final class FakeClock {
        long nanos = 123_456_789;

        void advanceMs(long ms) {
            nanos += ms * 1_000_000;
        }
    }

    @Test
    void hardLimitExpiresExactlyAtTheMaximum() {
        FakeClock clock = new FakeClock();
        TimeManager tm = new TimeManager(() -> clock.nanos);
        tm.start(clock(10_000, 0, 10, 0), 0); // optimum 880, maximum 2,288
        assertTrue(tm.limited());
        clock.advanceMs(2_287);
        assertFalse(tm.hardExpired());
        clock.advanceMs(1);
        assertTrue(tm.hardExpired());
    }

    @Test
    void theClockRunsFromTheRequestNotFromTheSearch() {
        FakeClock clock = new FakeClock();
        TimeManager tm = new TimeManager(() -> clock.nanos);
        SearchLimits limits = clock(10_000, 0, 10, 0); // maximum 2,288
        limits.receivedNanos = clock.nanos;
        clock.advanceMs(1_000); // e.g. waiting for an earlier search to stop
        tm.start(limits, 0);
        assertEquals(1_000, tm.elapsedMs());
        clock.advanceMs(1_288);
        assertTrue(tm.hardExpired());
    }

    // The stop tests below use the optimum of 880 ms (10 s, 10 moves to go). A steady score gives the falling
    // eval its floor of 0.5; with nothing carried from an earlier move the carry term is (1.4 + 1) / 2.08. The
    // search stops once half the resulting budget is spent, since the next iteration would take the other half.

    @Test
    void anUnsettledSearchSpendsMoreThanASettledOne() {
        FakeClock clock = new FakeClock();
        TimeManager tm = new TimeManager(() -> clock.nanos);
        tm.start(clock(10_000, 0, 10, 0), 0);
        // Best move changed at depth 5 of 6: 880 x 0.5 x 2.4 / (2.08 x 0.65) = 781.1, half of it 390.6.
        clock.advanceMs(390);
        assertFalse(tm.stopAfterIteration(6, 0, 5, 0, 0));
        clock.advanceMs(1);
        assertTrue(tm.stopAfterIteration(7, 0, 5, 0, 0));
        // Unchanged since depth 2 at depth 10: 880 x 0.5 x 2.4 / (2.08 x 1.57) = 323.4, half of it 161.7.
        tm.start(clock(10_000, 0, 10, 0), 0);
        clock.advanceMs(161);
        assertFalse(tm.stopAfterIteration(10, 0, 2, 0, 0));
        clock.advanceMs(1);
        assertTrue(tm.stopAfterIteration(11, 0, 2, 0, 0));
    }

    @Test
    void changesOfTheBestMoveStretchTheBudget() {
        FakeClock clock = new FakeClock();
        TimeManager tm = new TimeManager(() -> clock.nanos);
        tm.start(clock(10_000, 0, 10, 0), 0);
        // Two recent changes: 781.1 x (1 + 1.8 x 2) = 3,592.9, above the maximum of 2,288: half of that, 1,144.
        clock.advanceMs(1_143);
        assertFalse(tm.stopAfterIteration(6, 0, 5, 2, 0));
        clock.advanceMs(2);
        assertTrue(tm.stopAfterIteration(7, 0, 5, 2, 0), "no new iteration past half the maximum");
    }

    @Test
    void aScoreFallingOverFourIterationsStretchesTheBudget() {
        FakeClock clock = new FakeClock();
        TimeManager tm = new TimeManager(() -> clock.nanos);
        tm.start(clock(10_000, 0, 10, 0), 0);
        for (int depth = 1; depth <= 4; depth++) {
            assertFalse(tm.stopAfterIteration(depth, 0, depth, 0, 0));
        }
        // 30 below the score four iterations ago: (69 + 12 x 30) / 620 = 0.692 -> 880 x 0.692 x 2.4 / 1.352 = 1,080.9,
        // half of it 540.5.
        clock.advanceMs(540);
        assertFalse(tm.stopAfterIteration(5, -30, 5, 0, 0));
        clock.advanceMs(1);
        assertTrue(tm.stopAfterIteration(6, -30, 5, 0, 0));
    }

    @Test
    void ourNextMoveComparesWithThisOneAndInheritsItsStability() {
        FakeClock clock = new FakeClock();
        TimeManager tm = new TimeManager(() -> clock.nanos);
        tm.start(clock(10_000, 0, 10, 0), 20);
        assertFalse(tm.stopAfterIteration(10, 50, 2, 0, 0)); // settled: reduction 1.57 for the next move
        tm.finish(50);
        tm.start(clock(10_000, 0, 10, 0), 22);
        // Ply 22: optimum (0.88 + 22 / 116.4) / 10 of 10,000 = 1,069, maximum 2.6 x 1,069 = 2,779. 50 below our
        // previous move: the falling eval reaches its cap of 1.5; the carry term is (1.4 + 1.57) / 2.08; unsettled:
        // 1,069 x 1.5 x 2.97 / (2.08 x 0.65) = 3,522, capped at the maximum; half of it 1,389.5. Without the carry
        // it would be 948.8, half of it 474.4.
        clock.advanceMs(1_389);
        assertFalse(tm.stopAfterIteration(6, 0, 5, 0, 0));
        clock.advanceMs(2);
        assertTrue(tm.stopAfterIteration(7, 0, 5, 0, 0));
    }

    @Test
    void onlyOurPreviousMoveOfTheSameGameCarriesOver() {
        for (int ply : new int[] {21, 23, 40}) { // the other side's move, a move skipped, another game
            FakeClock clock = new FakeClock();
            TimeManager tm = new TimeManager(() -> clock.nanos);
            tm.start(clock(10_000, 0, 10, 0), 20);
            assertFalse(tm.stopAfterIteration(10, 50, 2, 0, 0));
            tm.finish(50);
            tm.start(clock(10_000, 0, 10, 0), ply);
            clock.advanceMs(600);
            assertTrue(tm.stopAfterIteration(6, 0, 5, 0, 0), "ply " + ply + " inherits nothing: 471 to 543 ms");
        }
        FakeClock clock = new FakeClock();
        TimeManager tm = new TimeManager(() -> clock.nanos);
        tm.start(clock(10_000, 0, 10, 0), 20);
        assertFalse(tm.stopAfterIteration(10, 50, 2, 0, 0));
        tm.finish(50);
        tm.newGame();
        tm.start(clock(10_000, 0, 10, 0), 22);
        clock.advanceMs(600);
        assertTrue(tm.stopAfterIteration(6, 0, 5, 0, 0), "a new game forgets the last move: 474.4 ms");
    }

    @Test
    void aBestMoveThatTookNearlyAllTheNodesEndsTheSearchEarly() {
        FakeClock clock = new FakeClock();
        TimeManager tm = new TimeManager(() -> clock.nanos);
        tm.start(clock(10_000, 0, 10, 0), 0);
        // Unsettled: half of 781.1 is 390.6; at depth 10 with 90% of the nodes on the best move, 67% of it (261.7)
        // is enough.
        clock.advanceMs(262);
        assertFalse(tm.stopAfterIteration(10, 0, 9, 0, 0.88), "88% is not enough");
        assertTrue(tm.stopAfterIteration(10, 0, 9, 0, 0.90));
        assertFalse(tm.stopAfterIteration(9, 0, 8, 0, 0.90), "too shallow to trust the effort");
    }

    @Test
    void moveTimeSearchesEndOnlyAtTheHardLimit() {
        FakeClock clock = new FakeClock();
        TimeManager tm = new TimeManager(() -> clock.nanos);
        tm.start(moveTime(1_000, 0), 0);
        clock.advanceMs(999);
        assertFalse(tm.stopAfterIteration(20, 0, 1, 0, 1.0), "a fixed time per move is meant to be used");
        assertFalse(tm.hardExpired());
        clock.advanceMs(1);
        assertTrue(tm.hardExpired());
    }

    @Test
    void untimedAndInfiniteSearchesNeverExpire() {
        FakeClock clock = new FakeClock();
        TimeManager tm = new TimeManager(() -> clock.nanos);
        SearchLimits depth = new SearchLimits();
        depth.depth = 20;
        tm.start(depth, 0);
        clock.advanceMs(1_000_000);
        assertFalse(tm.hardExpired());
        assertFalse(tm.stopAfterIteration(20, 0, 1, 0, 1.0));
        SearchLimits infinite = clock(1_000, 0, 0, 0);
        infinite.infinite = true;
        tm.start(infinite, 0);
        clock.advanceMs(1_000_000);
        assertFalse(tm.hardExpired());
    }

    @Test
    void ponderhitRestartsTheClock() {
        FakeClock clock = new FakeClock();
        TimeManager tm = new TimeManager(() -> clock.nanos);
        tm.start(clock(10_000, 0, 10, 0), 0); // maximum 2,288
        tm.setLimited(false); // pondering: as Search does for go ponder
        clock.advanceMs(60_000);
        assertFalse(tm.hardExpired(), "no limit while pondering");
        long ponderhitAt = clock.nanos;
        clock.advanceMs(100); // the search sees the ponderhit a little later
        tm.restartAt(ponderhitAt);
        tm.setLimited(true);
        assertFalse(tm.hardExpired(), "the budget counts from the ponderhit");
        clock.advanceMs(2_187);
        assertFalse(tm.hardExpired());
        clock.advanceMs(1);
        assertTrue(tm.hardExpired());
    }

    /**
     * A real search with a fixed time and no depth limit: only the time can end it. It must not end before
     * the maximum (a lower bound the clock guarantees), and must end at all; the upper bound is generous
     * so that a loaded machine cannot fail it.
     */
    @Test
    void searchWithAMoveTimeStopsAtItsHardBudget() {
        SearchLimits limits = moveTime(300, 0);
        long start = System.nanoTime();
        SearchResult r = new Search(new TranspositionTable(1)).run(Position.startpos(), limits, SearchListener.NONE);
        long wallMs = (System.nanoTime() - start) / 1_000_000;
        assertTrue(r.timeMs() >= 300, "stopped before its time: " + r.timeMs() + " ms");
        assertTrue(wallMs < 30_000, "a 300 ms search took " + wallMs + " ms");
        assertTrue(Position.startpos().isLegal(r.bestMove()));
    }
}
