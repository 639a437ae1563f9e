package engine;

import java.util.function.LongSupplier;

/**
 * Turns clocks into two budgets: a soft one the iterative deepening loop aims for (stretched when the best
 * move is unstable, shrunk when it is settled) and a hard one the search never passes.
 */
public final class TimeManager {
    /** Moves we expect still to play when the clock gives no moves-to-go. */
    private static final int EXPECTED_MOVES = Tunables.value("expectedMoves", 25);
    /** Share of the increment spent on this move beyond the base budget. */
    private static final int INCREMENT_SHARE_PERCENT = Tunables.value("incrementSharePercent", 75);
    private static final int MAX_MOVES_TO_GO = 50;
    /** The hard limit is at most this many soft budgets, and never more than this share of the clock. */
    private static final int HARD_OVER_SOFT = 5;
    private static final double MAX_CLOCK_SHARE = 0.75;
    private static final long MIN_BUDGET_MS = 1;
    /** Each recent change of the best move (halved every iteration) stretches the soft budget by this share. */
    private static final double PER_BEST_MOVE_CHANGE = Tunables.value("bestMoveChangePercent", 50) / 100.0;
    /** After this many iterations with the same best move the soft budget shrinks to this share. */
    private static final int STABLE_ITERATIONS = 3;
    private static final double STABLE_SHARE = Tunables.value("stableSharePercent", 70) / 100.0;
    /** A score this far below the previous iteration's stretches the soft budget by this factor. */
    private static final int SCORE_DROP = Tunables.value("scoreDrop", 30);
    private static final double SCORE_DROP_STRETCH = Tunables.value("scoreDropStretchPercent", 140) / 100.0;
    /** The next iteration takes about twice as long: stop once this share of the scaled budget is spent. */
    private static final double NEXT_ITERATION_SHARE = Tunables.value("nextIterationSharePercent", 55) / 100.0;

    /** Nanoseconds from an arbitrary origin: the system's clock, or a test's. */
    private final LongSupplier nanoClock;
    private long start;
    private long soft;
    private long hard;
    private boolean limited;
    /** A fixed time per move (movetime) is meant to be used: only the hard limit ends such a search. */
    private boolean fixedTime;

    TimeManager() {
        this(System::nanoTime);
    }

    /** A time manager reading the given clock (nanoseconds): tests drive time by hand. */
    TimeManager(LongSupplier nanoClock) {
        this.nanoClock = nanoClock;
    }

    /** The soft and hard budgets in milliseconds for a timed search. */
    public record Budget(long softMs, long hardMs) {
    }

    /** What a timed search with these limits may spend; meaningless for untimed limits. */
    public static Budget plan(SearchLimits limits) {
        if (limits.moveTime > 0) {
            long t = Math.max(MIN_BUDGET_MS, limits.moveTime - limits.moveOverhead);
            return new Budget(t, t);
        }
        int mtg = limits.movesToGo > 0 ? Math.min(limits.movesToGo, MAX_MOVES_TO_GO) : EXPECTED_MOVES;
        long available = Math.max(MIN_BUDGET_MS, Math.max(0, limits.timeLeft) - limits.moveOverhead);
        long ceiling = Math.max(MIN_BUDGET_MS, (long) (available * MAX_CLOCK_SHARE));
        long soft = Math.min(available / mtg + limits.increment * INCREMENT_SHARE_PERCENT / 100, ceiling);
        long hard = Math.min(soft * HARD_OVER_SOFT, ceiling);
        // The last move before the control: use what is safe.
        return new Budget(limits.movesToGo == 1 ? hard : soft, hard);
    }

    void start(SearchLimits limits) {
        start = nanoClock.getAsLong();
        limited = limits.isTimed() && !limits.infinite;
        fixedTime = limits.moveTime > 0;
        Budget budget = plan(limits);
        soft = budget.softMs();
        hard = budget.hardMs();
    }

    /** Pondering turned into our own move: the clock starts now. */
    void restart() {
        start = nanoClock.getAsLong();
    }

    boolean limited() {
        return limited;
    }

    void setLimited(boolean value) {
        limited = value;
    }

    long elapsedMs() {
        return (nanoClock.getAsLong() - start) / 1_000_000;
    }

    boolean hardExpired() {
        return limited && elapsedMs() >= hard;
    }

    /**
     * Whether to stop after an iteration: the soft budget, scaled by how unsettled the search is, is spent,
     * or so much of it is that the next (roughly twice as long) iteration could not finish in it.
     *
     * @param bestMoveChanges recent changes of the best move (the search halves the count every iteration)
     * @param stableIterations iterations in a row that kept the best move
     * @param score           this iteration's score
     * @param previousScore   the previous iteration's, or {@link Score#NONE}
     */
    boolean stopAfterIteration(int bestMoveChanges, int stableIterations, int score, int previousScore) {
        if (!limited || fixedTime) {
            return false;
        }
        double scale = 1.0 + PER_BEST_MOVE_CHANGE * bestMoveChanges;
        if (stableIterations >= STABLE_ITERATIONS) {
            scale *= STABLE_SHARE;
        }
        if (previousScore != Score.NONE && score < previousScore - SCORE_DROP) {
            scale *= SCORE_DROP_STRETCH;
        }
        double budget = Math.min(hard, soft * scale);
        return elapsedMs() >= budget * NEXT_ITERATION_SHARE;
    }
}
