package protocol.match;

import java.util.Locale;

/**
 * What limits an engine's thinking: a clock ({@code moves/base+increment}), a fixed time per move, a depth
 * or a node count. Immutable; the running state lives in {@link Clock}.
 */
public final class TimeControl {
    public enum Kind { CLOCK, MOVE_TIME, DEPTH, NODES }

    private static final long MS_PER_SECOND = 1000;
    private static final long SECONDS_PER_MINUTE = 60;

    private final Kind kind;
    private final int movesPerPeriod;
    private final long baseMs;
    private final long incrementMs;
    private final long limit;

    private TimeControl(Kind kind, int movesPerPeriod, long baseMs, long incrementMs, long limit) {
        this.kind = kind;
        this.movesPerPeriod = movesPerPeriod;
        this.baseMs = baseMs;
        this.incrementMs = incrementMs;
        this.limit = limit;
    }

    /**
     * Parses cutechess-style {@code [moves/]time[+increment]}: time as seconds ({@code 60}, {@code 0.5}) or
     * {@code minutes:seconds}; increment in seconds. Examples: {@code 40/60+0.5}, {@code 10+0.1}, {@code 2:00}.
     */
    public static TimeControl parse(String text) {
        String rest = text.trim();
        int moves = 0;
        int slash = rest.indexOf('/');
        if (slash >= 0) {
            moves = Integer.parseInt(rest.substring(0, slash));
            rest = rest.substring(slash + 1);
            if (moves <= 0) {
                throw new IllegalArgumentException("moves per period must be positive in " + text);
            }
        }
        long increment = 0;
        int plus = rest.indexOf('+');
        if (plus >= 0) {
            increment = seconds(rest.substring(plus + 1));
            rest = rest.substring(0, plus);
        }
        long base = rest.contains(":") ? minutesSeconds(rest) : seconds(rest);
        if (base <= 0 && increment <= 0) {
            throw new IllegalArgumentException("time control gives no time: " + text);
        }
        return new TimeControl(Kind.CLOCK, moves, base, increment, 0);
    }

    public static TimeControl moveTime(double seconds) {
        return new TimeControl(Kind.MOVE_TIME, 0, 0, 0, Math.round(seconds * MS_PER_SECOND));
    }

    public static TimeControl depth(int plies) {
        return new TimeControl(Kind.DEPTH, 0, 0, 0, plies);
    }

    public static TimeControl nodes(long nodes) {
        return new TimeControl(Kind.NODES, 0, 0, 0, nodes);
    }

    private static long seconds(String s) {
        return Math.round(Double.parseDouble(s) * MS_PER_SECOND);
    }

    private static long minutesSeconds(String s) {
        String[] parts = s.split(":");
        return Long.parseLong(parts[0]) * SECONDS_PER_MINUTE * MS_PER_SECOND + seconds(parts[1]);
    }

    public Kind kind() {
        return kind;
    }

    /** 0 when the base time covers the whole game. */
    public int movesPerPeriod() {
        return movesPerPeriod;
    }

    public long baseMs() {
        return baseMs;
    }

    public long incrementMs() {
        return incrementMs;
    }

    public long moveTimeMs() {
        return kind == Kind.MOVE_TIME ? limit : 0;
    }

    public long depthOrNodes() {
        return limit;
    }

    @Override
    public String toString() {
        return switch (kind) {
            case CLOCK -> (movesPerPeriod > 0 ? movesPerPeriod + "/" : "") + fmt(baseMs)
                    + (incrementMs > 0 ? "+" + fmt(incrementMs) : "");
            case MOVE_TIME -> fmt(limit) + "/move";
            case DEPTH -> "depth " + limit;
            case NODES -> "nodes " + limit;
        };
    }

    private static String fmt(long ms) {
        return ms % MS_PER_SECOND == 0 ? Long.toString(ms / MS_PER_SECOND)
                : String.format(Locale.ROOT, "%.3f", ms / (double) MS_PER_SECOND).replaceAll("0+$", "");
    }
}
