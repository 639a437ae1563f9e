package protocol.match;

/**
 * What came back from one {@code go}: a move, or the way the engine failed. {@code score} is from the
 * mover's view in centipawns (mate scores mapped beyond {@link #MATE_CP_FLOOR}); {@code hasScore} tells
 * whether any {@code info ... score} was seen.
 */
public record Reply(Kind kind, String move, boolean hasScore, int score, int depth, long elapsedMs, String detail) {
    public enum Kind { MOVE, NO_MOVE, RESIGN, CRASH, STALL }

    /** Centipawn value of a mate in n: bigger than any real evaluation, smaller for longer mates. */
    static final int MATE_CP = 100_000;
    static final int MATE_CP_FLOOR = MATE_CP - 1000;

    static Reply failure(Kind kind, long elapsedMs, String detail) {
        return new Reply(kind, null, false, 0, 0, elapsedMs, detail);
    }
}
