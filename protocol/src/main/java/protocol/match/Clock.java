package protocol.match;

/**
 * One side's clock in one game, measured by the runner. The engine is told its remaining time; the
 * runner charges what it really took, so an engine that ignores its clock loses on time.
 */
final class Clock {
    private final TimeControl control;
    private long remainingMs;
    private int movesMade;

    Clock(TimeControl control) {
        this.control = control;
        this.remainingMs = control.kind() == TimeControl.Kind.CLOCK ? control.baseMs() : control.moveTimeMs();
    }

    TimeControl control() {
        return control;
    }

    long remainingMs() {
        return remainingMs;
    }

    /** Moves left until the next period starts, or 0 when the clock has no periods. */
    int movesToGo() {
        int period = control.movesPerPeriod();
        return period == 0 ? 0 : period - movesMade % period;
    }

    /** The longest an answer may legitimately take; depth and node searches have no time limit. */
    long budgetMs() {
        return switch (control.kind()) {
            case CLOCK, MOVE_TIME -> Math.max(0, remainingMs);
            case DEPTH, NODES -> 0;
        };
    }

    boolean timed() {
        return control.kind() == TimeControl.Kind.CLOCK || control.kind() == TimeControl.Kind.MOVE_TIME;
    }

    /**
     * Charges one move's thinking time. Answers false when the flag fell: the move took more than the time
     * left plus the margin allowed for process and pipe overhead.
     */
    boolean charge(long elapsedMs, long marginMs) {
        if (!timed()) {
            movesMade++;
            return true;
        }
        boolean inTime = elapsedMs <= remainingMs + marginMs;
        if (control.kind() == TimeControl.Kind.CLOCK) {
            remainingMs = Math.max(0, remainingMs - elapsedMs) + control.incrementMs();
            movesMade++;
            if (control.movesPerPeriod() > 0 && movesMade % control.movesPerPeriod() == 0) {
                remainingMs += control.baseMs();
            }
        } else {
            movesMade++;
        }
        return inTime;
    }
}
