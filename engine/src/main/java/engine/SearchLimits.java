package engine;

/**
 * What a search may spend: depth, nodes, a fixed time, or the side to move's clock. Zero means "not set",
 * except for the clock, where {@link #NO_CLOCK} does (a clock showing zero is a real, urgent clock).
 * Times are in milliseconds.
 */
public final class SearchLimits {
    public int depth;
    public long nodes;
    public long moveTime;
    public static final long NO_CLOCK = -1;
    /** The move overhead when no one sets it; also the default of the engine option. */
    public static final long DEFAULT_MOVE_OVERHEAD_MS = 30;

    /** The side to move's remaining time, its increment, and moves until the next time control. */
    public long timeLeft = NO_CLOCK;
    public long increment;
    public int movesToGo;
    public boolean infinite;
    /** Thinking on the opponent's time: no time limit applies until {@link Search#ponderhit()}. */
    public boolean ponder;
    /** Look for a mate in this many moves (UCI {@code go mate}). */
    public int mate;
    public int multiPv = 1;
    /** Root moves to consider (empty: all) and root moves forbidden (UCCI banmoves). */
    public int[] searchMoves = new int[0];
    public int[] banMoves = new int[0];
    /** Repetition rules in the search (UCI {@code Repetition Rule}) and the 60-move rule on or off. */
    public RuleJudge.Variant repetitionRule = RuleJudge.Variant.CHINESE;
    public boolean sixtyMoveRule = true;
    /**
     * {@link System#nanoTime()} when the command that asked for this search arrived, or 0 for "when the search
     * starts": the clock runs from the request, so that work before the search (waiting for an earlier search to
     * stop, sizing the table) is paid from the budget and not from the margin.
     */
    public long receivedNanos;
    /** Safety margin for communication, subtracted from every time budget. */
    public long moveOverhead = DEFAULT_MOVE_OVERHEAD_MS;

    public boolean hasClock() {
        return timeLeft != NO_CLOCK;
    }

    /** Whether a root move may be searched: among searchmoves (when given) and not banned. */
    public boolean allowsRootMove(int move) {
        return !Move.isIn(move, banMoves) && (searchMoves.length == 0 || Move.isIn(move, searchMoves));
    }

    public boolean isTimed() {
        return hasClock() || moveTime > 0;
    }

    /** A copy that a helper thread may change (ponderhit clears {@link #ponder} of the copy it is given). */
    public SearchLimits copy() {
        SearchLimits c = new SearchLimits();
        c.depth = depth;
        c.nodes = nodes;
        c.moveTime = moveTime;
        c.timeLeft = timeLeft;
        c.increment = increment;
        c.movesToGo = movesToGo;
        c.infinite = infinite;
        c.ponder = ponder;
        c.mate = mate;
        c.multiPv = multiPv;
        c.searchMoves = searchMoves.clone();
        c.banMoves = banMoves.clone();
        c.repetitionRule = repetitionRule;
        c.sixtyMoveRule = sixtyMoveRule;
        c.receivedNanos = receivedNanos;
        c.moveOverhead = moveOverhead;
        return c;
    }
}
