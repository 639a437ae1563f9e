package engine;

import java.util.function.LongSupplier;

/**
 * Turns clocks into two budgets and decides, after each iteration, whether to spend more.
 *
 * <p>The <em>optimum</em> is what a calm move should cost. It grows with the game's ply (the opening is known
 * ground, the middlegame decides), and it counts the increments still to come, less the move overhead, as time in
 * hand. The <em>maximum</em> is a hard limit the search never passes. After an iteration the search starts another
 * only while the time spent is under half the optimum (the next iteration would cost the other half), scaled by how
 * unsettled the search is: a score falling against the previous move or against a few iterations ago, a best move
 * that keeps changing, a best move that has not changed for many depths (less), a best move that took almost every
 * node (less). The next move of the same game compares its score with this one's and inherits whether this one was
 * settled. The shape and the constants follow the budget of the strong engines of the Stockfish family; the scores
 * are in Qilin's units (a pawn is about 100). The game ply comes from the position's move number, so a GUI that
 * sends every position as a FEN numbered 1 gets opening-sized budgets.
 */
public final class TimeManager {
    /** Without moves-to-go the clock and the coming increments are spread over this many moves. */
    private static final int HORIZON_MOVES = Tunables.value("timeHorizonMoves", 50, 20, 80, 2);
    private static final int MAX_MOVES_TO_GO = 50;
    /** The overheads of this move and two more are kept out of the time in hand. */
    private static final int OVERHEADS_SET_ASIDE = 3;
    /** Sudden death: the optimum is timeLeft times base + (ply + offset)^exponent times slope, in 1/100,000. */
    private static final int OPTIMUM_BASE = Tunables.value("timeOptimumBase", 1_200, 400, 3_000, 100);
    private static final int OPTIMUM_SLOPE = Tunables.value("timeOptimumSlope", 390, 100, 1_000, 20);
    private static final double OPTIMUM_PLY_EXPONENT = 0.45;
    private static final int OPTIMUM_PLY_OFFSET = 3;
    /** ...but never more than this share of the clock (sudden death). */
    private static final double OPTIMUM_CLOCK_SHARE = 0.20;
    /** With moves to go: (base + ply / divisor) / movesToGo of timeLeft, at most the share of the clock. */
    private static final double MTG_OPTIMUM_BASE = 0.88;
    private static final double MTG_OPTIMUM_PLY_DIVISOR = 116.4;
    private static final double MTG_OPTIMUM_CLOCK_SHARE = 0.88;
    /** The maximum is this many optima (growing with ply up to a cap) and at most this share of the clock. */
    private static final double MAX_OVER_OPTIMUM = 4.0;
    private static final double MAX_OVER_OPTIMUM_PLY_DIVISOR = 12.0;
    private static final double MAX_OVER_OPTIMUM_CAP = 7.0;
    private static final double MTG_MAX_OVER_OPTIMUM = 1.5;
    private static final double MTG_MAX_OVER_OPTIMUM_PER_MOVE = 0.11;
    private static final double MTG_MAX_OVER_OPTIMUM_CAP = 6.3;
    private static final double MAX_CLOCK_SHARE = 0.8;
    private static final long MIN_BUDGET_MS = 1;
    /** The optimum as a whole, in percent: the level the rules above are tuned around. */
    private static final int OPTIMUM_SCALE_PERCENT = Tunables.value("timeOptimumScalePercent", 100, 50, 200, 5);

    /**
     * Falling eval: (base + previous-move weight x drop since our previous move + iteration weight x drop since
     * {@link #SCORE_HISTORY} iterations ago) / divisor, clamped. A steady score sits at the low clamp.
     */
    private static final int FALLING_BASE = Tunables.value("timeFallingBase", 69, 20, 150, 5);
    private static final int FALLING_PREVIOUS_MOVE = Tunables.value("timeFallingPreviousMove", 26, 0, 80, 2);
    private static final int FALLING_ITERATION = Tunables.value("timeFallingIteration", 12, 0, 40, 2);
    private static final int FALLING_DIVISOR = Tunables.value("timeFallingDivisor", 620, 300, 1_200, 20);
    private static final double FALLING_MIN = 0.5;
    private static final double FALLING_MAX = 1.5;
    private static final int SCORE_HISTORY = 4;
    /** A best move unchanged for more than this many depths is settled: the budget shrinks, and the next move's too. */
    private static final int SETTLED_DEPTHS = Tunables.value("timeSettledDepths", 6, 2, 12, 1);
    private static final double SETTLED_REDUCTION =
            Tunables.value("timeSettledReductionPercent", 157, 100, 250, 5) / 100.0;
    private static final double UNSETTLED_REDUCTION =
            Tunables.value("timeUnsettledReductionPercent", 65, 30, 100, 5) / 100.0;
    private static final double REDUCTION_CARRY = 1.4;
    private static final double REDUCTION_DIVISOR = 2.08;
    /** Each recent change of the best move (the search halves the count every iteration) adds this share. */
    private static final double PER_BEST_MOVE_CHANGE =
            Tunables.value("timeBestMoveChangePercent", 180, 50, 400, 10) / 100.0;
    /**
     * An iteration costs about as much as all before it: once this share of the budget is spent, the next one
     * would end past the budget, so the search stops.
     */
    private static final double NEXT_ITERATION_SHARE =
            Tunables.value("timeNextIterationPercent", 50, 20, 90, 5) / 100.0;
    /** Past this depth, once the best move took this share of the nodes and this share of the budget is spent, stop. */
    private static final int EFFORT_MIN_DEPTH = Tunables.value("timeEffortDepth", 10, 5, 16, 1);
    private static final double EFFORT_SHARE = Tunables.value("timeEffortPercent", 89, 50, 100, 2) / 100.0;
    private static final double EFFORT_TIME_SHARE = Tunables.value("timeEffortTimePercent", 67, 30, 100, 5) / 100.0;

    /** Nanoseconds from an arbitrary origin: the system's clock, or a test's. */
    private final LongSupplier nanoClock;
    /** Where the move's budget counts from: the go, or for a ponder search its ponderhit. */
    private long start;
    /** Where the search's reported time counts from: the go, also through a ponderhit, as its nodes do. */
    private long searchStart;
    private long optimum;
    private long maximum;
    private boolean limited;
    /** A fixed time per move (movetime) is meant to be used: only the hard limit ends such a search. */
    private boolean fixedTime;
    /** This search's scores of the last iterations, a ring; {@link Score#NONE} where there is none yet. */
    private final int[] iterationScores = new int[SCORE_HISTORY];
    private int iterations;
    private double reduction = 1.0;
    /** This search's game ply, and what the last timed search left for our next move (at its ply + 2). */
    private int gamePly;
    private int lastPly = Integer.MIN_VALUE;
    private int lastScore = Score.NONE;
    private double lastReduction = 1.0;
    /** What this search inherits: {@link Score#NONE} and 1 unless the last search was our previous move. */
    private int previousMoveScore;
    private double previousReduction;

    TimeManager() {
        this(System::nanoTime);
    }

    /** A time manager reading the given clock (nanoseconds): tests drive time by hand. */
    TimeManager(LongSupplier nanoClock) {
        this.nanoClock = nanoClock;
    }

    /** The optimum and maximum in milliseconds for a timed search. */
    public record Budget(long optimumMs, long maximumMs) {
    }

    /** What a timed search with these limits may spend at this game ply (0 = Red's first move); meaningless untimed. */
    public static Budget plan(SearchLimits limits, int gamePly) {
        if (limits.moveTime > 0) {
            long t = Math.max(MIN_BUDGET_MS, limits.moveTime - limits.moveOverhead);
            return new Budget(t, t);
        }
        long clock = Math.max(0, limits.timeLeft);
        int ply = Math.max(0, gamePly);
        boolean suddenDeath = limits.movesToGo <= 0;
        int mtg = suddenDeath ? HORIZON_MOVES : Math.min(limits.movesToGo, MAX_MOVES_TO_GO);
        // This move's overhead and two more are set aside; every increment to come is time in hand once it has
        // paid its own move's overhead. An increment below the overhead adds nothing, but is not counted as a loss
        // either: the overhead is a safety margin, mostly unspent, and reserving it for 50 moves would leave half
        // the clock of a fast game unused.
        long netIncrement = Math.max(0, limits.increment - limits.moveOverhead);
        long timeLeft = Math.max(1, clock - OVERHEADS_SET_ASIDE * limits.moveOverhead + netIncrement * (mtg - 1));
        double level = OPTIMUM_SCALE_PERCENT / 100.0;
        double optimumScale;
        double maximumScale;
        if (suddenDeath) {
            double byPly = (OPTIMUM_BASE + Math.pow(ply + OPTIMUM_PLY_OFFSET, OPTIMUM_PLY_EXPONENT) * OPTIMUM_SLOPE)
                    / 100_000.0;
            optimumScale = Math.min(byPly * level, OPTIMUM_CLOCK_SHARE * clock / timeLeft);
            maximumScale = Math.min(MAX_OVER_OPTIMUM_CAP, MAX_OVER_OPTIMUM + ply / MAX_OVER_OPTIMUM_PLY_DIVISOR);
        } else {
            double byPly = (MTG_OPTIMUM_BASE + ply / MTG_OPTIMUM_PLY_DIVISOR) / mtg;
            optimumScale = Math.min(byPly * level, MTG_OPTIMUM_CLOCK_SHARE * clock / timeLeft);
            maximumScale = Math.min(MTG_MAX_OVER_OPTIMUM_CAP, MTG_MAX_OVER_OPTIMUM + MTG_MAX_OVER_OPTIMUM_PER_MOVE * mtg);
        }
        long optimum = Math.max(MIN_BUDGET_MS, (long) (optimumScale * timeLeft));
        long ceiling = Math.max(MIN_BUDGET_MS, (long) (MAX_CLOCK_SHARE * clock) - limits.moveOverhead);
        long maximum = Math.min(ceiling, (long) (maximumScale * optimum));
        return new Budget(Math.min(optimum, maximum), maximum);
    }

    /** A new game: nothing carries over from the last one. */
    void newGame() {
        lastPly = Integer.MIN_VALUE;
    }

    void start(SearchLimits limits, int gamePly) {
        start = limits.receivedNanos != 0 ? limits.receivedNanos : nanoClock.getAsLong();
        searchStart = start;
        limited = limits.isTimed() && !limits.infinite;
        fixedTime = limits.moveTime > 0;
        Budget budget = plan(limits, gamePly);
        optimum = budget.optimumMs();
        maximum = budget.maximumMs();
        this.gamePly = gamePly;
        boolean ourPreviousMove = gamePly == lastPly + 2;
        previousMoveScore = ourPreviousMove ? lastScore : Score.NONE;
        previousReduction = ourPreviousMove ? lastReduction : 1.0;
        java.util.Arrays.fill(iterationScores, previousMoveScore);
        iterations = 0;
        reduction = previousReduction;
    }

    /**
     * Pondering turned into our own move: the budget counts from {@code nanos}, when the ponderhit arrived; the
     * time reported still counts from the search's start.
     */
    void restartAt(long nanos) {
        start = nanos;
    }

    boolean limited() {
        return limited;
    }

    void setLimited(boolean value) {
        limited = value;
    }

    /** Milliseconds of the move's budget spent. */
    long elapsedMs() {
        return (nanoClock.getAsLong() - start) / 1_000_000;
    }

    /** Milliseconds since the search started: the time it reports. */
    long searchMs() {
        return (nanoClock.getAsLong() - searchStart) / 1_000_000;
    }

    boolean hardExpired() {
        return limited && elapsedMs() >= maximum;
    }

    /** Milliseconds until the hard limit, negative once passed; meaningful only while {@link #limited()}. */
    long msToHardLimit() {
        return maximum - elapsedMs();
    }

    /**
     * Whether to stop after a completed iteration: the optimum, scaled by how unsettled the search is, is spent,
     * or the best move has drawn nearly all the effort and most of that budget is spent.
     *
     * @param depth           the iteration just completed
     * @param score           its score
     * @param lastChangeDepth the last iteration whose best move differed from the one before
     * @param bestMoveChanges recent changes of the best move within iterations, halved every iteration
     * @param bestMoveEffort  the share of this search's nodes spent on the best move, 0 to 1
     */
    boolean stopAfterIteration(int depth, int score, int lastChangeDepth, double bestMoveChanges,
            double bestMoveEffort) {
        int scoreBack = iterationScores[iterations % SCORE_HISTORY];
        iterationScores[iterations % SCORE_HISTORY] = score;
        iterations++;
        reduction = lastChangeDepth + SETTLED_DEPTHS < depth ? SETTLED_REDUCTION : UNSETTLED_REDUCTION;
        if (!limited || fixedTime) {
            return false;
        }
        double budget = NEXT_ITERATION_SHARE * Math.min(maximum, optimum * fallingEval(score, scoreBack)
                * (REDUCTION_CARRY + previousReduction) / (REDUCTION_DIVISOR * reduction)
                * (1 + PER_BEST_MOVE_CHANGE * bestMoveChanges));
        long elapsed = elapsedMs();
        if (depth >= EFFORT_MIN_DEPTH && bestMoveEffort >= EFFORT_SHARE && elapsed > budget * EFFORT_TIME_SHARE) {
            return true;
        }
        return elapsed > budget;
    }

    /** How much a score below our previous move's, or below the score some iterations ago, stretches the budget. */
    private double fallingEval(int score, int scoreBack) {
        double raw = FALLING_BASE;
        if (previousMoveScore != Score.NONE) {
            raw += FALLING_PREVIOUS_MOVE * (double) (previousMoveScore - score);
        }
        if (scoreBack != Score.NONE) {
            raw += FALLING_ITERATION * (double) (scoreBack - score);
        }
        return Math.max(FALLING_MIN, Math.min(FALLING_MAX, raw / FALLING_DIVISOR));
    }

    /**
     * A timed search ended with this score after at least one full iteration over several moves: our next move
     * compares against it and inherits its stability.
     */
    void finish(int score) {
        if (limited && !fixedTime && iterations > 0) {
            lastPly = gamePly;
            lastScore = score;
            lastReduction = reduction;
        }
    }
}
