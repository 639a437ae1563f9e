package engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Budgets worked by hand from the rules in TimeManager's comments (25 expected moves without moves-to-go, 75%
 * of the increment, hard = 5 soft, never more than 75% of the clock, the overhead taken off first), and the
 * limits checked against a hand-driven clock: no test here reads the wall clock.
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

    private static TimeManager.Budget budget(long soft, long hard) {
        return new TimeManager.Budget(soft, hard);
    }

    @Test
    void suddenDeathSpreadsTheClockOverTwentyFiveMoves() {
        // 60 s - 30 ms overhead = 59,970 ms; / 25 = 2,398 soft; 5 x soft = 11,990 hard (under 75% of the clock).
        assertEquals(budget(2_398, 11_990), TimeManager.plan(clock(60_000, 0, 0, 30)));
    }

    @Test
    void threeQuartersOfTheIncrementIsAdded() {
        // 100,000 / 25 = 4,000, plus 3/4 of 2,000 = 5,500 soft; hard 27,500.
        assertEquals(budget(5_500, 27_500), TimeManager.plan(clock(100_000, 2_000, 0, 0)));
    }

    @Test
    void movesToGoDividesTheClock() {
        // 10,000 / 10 = 1,000 soft; 5,000 hard.
        assertEquals(budget(1_000, 5_000), TimeManager.plan(clock(10_000, 0, 10, 0)));
        // More than 50 moves to go count as 50: 100,000 / 50 = 2,000.
        assertEquals(budget(2_000, 10_000), TimeManager.plan(clock(100_000, 0, 80, 0)));
    }

    @Test
    void lastMoveBeforeTheControlUsesTheSafeShareOfTheClock() {
        // movestogo 1: the whole 10,000 would be the soft budget, capped at 75% = 7,500, and soft = hard.
        assertEquals(budget(7_500, 7_500), TimeManager.plan(clock(10_000, 0, 1, 0)));
        // movestogo 2 still keeps soft below hard: 5,000 soft, hard capped at 7,500.
        assertEquals(budget(5_000, 7_500), TimeManager.plan(clock(10_000, 0, 2, 0)));
    }

    @Test
    void budgetsNeverExceedThreeQuartersOfTheClock() {
        // A large increment on a small clock: 1,000 / 25 + 3,750 = 3,790, capped at 750 for both.
        assertEquals(budget(750, 750), TimeManager.plan(clock(1_000, 5_000, 0, 0)));
    }

    @Test
    void moveOverheadComesOffFirst() {
        // 10,000 - 1,000 = 9,000 available: 360 soft, 1,800 hard; the cap is 75% of 9,000.
        assertEquals(budget(360, 1_800), TimeManager.plan(clock(10_000, 0, 0, 1_000)));
        // With movestogo 1 the cap is 75% of what is left after the overhead: 6,750.
        assertEquals(budget(6_750, 6_750), TimeManager.plan(clock(10_000, 0, 1, 1_000)));
    }

    @Test
    void moveTimeIsUsedWholeLessTheOverhead() {
        assertEquals(budget(4_970, 4_970), TimeManager.plan(moveTime(5_000, 30)));
        assertEquals(budget(1, 1), TimeManager.plan(moveTime(10, 30)), "at least a millisecond");
    }

    @Test
    void anEmptyClockStillGivesAPositiveHardBudget() {
        TimeManager.Budget b = TimeManager.plan(clock(0, 0, 0, 30));
        assertTrue(b.hardMs() >= 0 && b.hardMs() <= 1, b.toString());
    }

    /** A clock the test moves by hand. */
    private static final class FakeClock {
        long nanos = 123_456_789;

        void advanceMs(long ms) {
            nanos += ms * 1_000_000;
        }
    }

    @Test
    void hardLimitExpiresExactlyAtTheHardBudget() {
        FakeClock clock = new FakeClock();
        TimeManager tm = new TimeManager(() -> clock.nanos);
        tm.start(clock(10_000, 0, 10, 0)); // 1,000 soft, 5,000 hard
        assertTrue(tm.limited());
        clock.advanceMs(4_999);
        assertFalse(tm.hardExpired());
        clock.advanceMs(1);
        assertTrue(tm.hardExpired());
    }

    @Test
    void iterationsStopAfterAboutHalfTheScaledSoftBudget() {
        FakeClock clock = new FakeClock();
        TimeManager tm = new TimeManager(() -> clock.nanos);
        tm.start(clock(10_000, 0, 10, 0)); // 1,000 soft, 5,000 hard
        clock.advanceMs(549);
        assertFalse(tm.stopAfterIteration(0, 0, 0, Score.NONE), "the next iteration still fits");
        clock.advanceMs(1);
        assertTrue(tm.stopAfterIteration(0, 0, 0, Score.NONE), "55% of the soft budget is spent");
        assertFalse(tm.stopAfterIteration(0, 0, -100, 0), "a falling score stretches the budget by 1.4");
        assertFalse(tm.stopAfterIteration(2, 0, 0, Score.NONE), "two best-move changes double the budget");
        clock.advanceMs(2_200); // 2,750 ms: 55% of the 5,000 cap, however unsettled
        assertTrue(tm.stopAfterIteration(198, 0, 0, Score.NONE));
    }

    @Test
    void moveTimeSearchesEndOnlyAtTheHardLimit() {
        FakeClock clock = new FakeClock();
        TimeManager tm = new TimeManager(() -> clock.nanos);
        tm.start(moveTime(1_000, 0));
        clock.advanceMs(999);
        assertFalse(tm.stopAfterIteration(0, 3, 0, Score.NONE), "a fixed time per move is meant to be used");
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
        tm.start(depth);
        clock.advanceMs(1_000_000);
        assertFalse(tm.hardExpired());
        assertFalse(tm.stopAfterIteration(0, 0, 0, Score.NONE));
        SearchLimits infinite = clock(1_000, 0, 0, 0);
        infinite.infinite = true;
        tm.start(infinite);
        clock.advanceMs(1_000_000);
        assertFalse(tm.hardExpired());
    }

    @Test
    void ponderhitRestartsTheClock() {
        FakeClock clock = new FakeClock();
        TimeManager tm = new TimeManager(() -> clock.nanos);
        tm.start(clock(10_000, 0, 10, 0)); // 5,000 hard
        tm.setLimited(false); // pondering: as Search does for go ponder
        clock.advanceMs(60_000);
        assertFalse(tm.hardExpired(), "no limit while pondering");
        tm.restart();
        tm.setLimited(true);
        assertFalse(tm.hardExpired(), "the budget counts from the ponderhit");
        clock.advanceMs(5_000);
        assertTrue(tm.hardExpired());
    }

    /**
     * A real search with a fixed time and no depth limit: only the time can end it. It must not end before
     * the hard budget (a lower bound the clock guarantees), and must end at all; the upper bound is generous
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
