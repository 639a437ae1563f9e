package protocol.match;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.UnaryOperator;
import java.util.stream.Collectors;

/**
 * What limits an engine's thinking: a clock ({@code moves/base+increment}), a fixed time per move, a depth
 * or a node count. Immutable; the running state lives in {@link Clock}.
 */
public final class TimeControl {
    public enum Kind { CLOCK, MOVE_TIME, DEPTH, NODES }

    /** The words that set a limit: options {@code --tc} ... and engine words {@code tc=} .... */
    static final List<String> LIMIT_KEYS = List.of("tc", "st", "depth", "nodes");

    private static final long MS_PER_SECOND = 1000;
    /** The runner measures milliseconds. */
    private static final double MIN_MOVE_TIME_SECONDS = 0.001;
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
     * The one limit among {@code values}' keys tc, st, depth and nodes, or {@code fallback} when none is there.
     * {@code spelling} writes a key as the user gave it ({@code --tc}, {@code tc=}) for the messages.
     */
    static TimeControl choose(Map<String, String> values, UnaryOperator<String> spelling, TimeControl fallback) {
        List<String> given = LIMIT_KEYS.stream().filter(key -> values.get(key) != null).toList();
        if (given.size() > 1) {
            throw new IllegalArgumentException("give only one of "
                    + LIMIT_KEYS.stream().map(spelling).collect(Collectors.joining(", ")));
        }
        if (given.isEmpty()) {
            return fallback;
        }
        String key = given.get(0);
        String label = spelling.apply(key);
        String text = values.get(key);
        return switch (key) {
            case "tc" -> parse(label, text);
            case "st" -> moveTime(NumberArgument.decimal(label, text, MIN_MOVE_TIME_SECONDS));
            case "depth" -> depth(NumberArgument.count(label, text, 1));
            default -> nodes(NumberArgument.whole(label, text, 1, Long.MAX_VALUE));
        };
    }

    /**
     * Parses cutechess-style {@code [moves/]time[+increment]}: time as seconds ({@code 60}, {@code 0.5}) or
     * {@code minutes:seconds}; increment in seconds. Examples: {@code 40/60+0.5}, {@code 10+0.1}, {@code 2:00}.
     */
    public static TimeControl parse(String text) {
        return parse("time control", text);
    }

    /** {@link #parse(String)}, naming the option ({@code label}) in the one-line message that refuses bad text. */
    private static TimeControl parse(String label, String text) {
        TimeControl tc;
        try {
            tc = clock(text.trim());
        } catch (NumberFormatException e) {
            tc = null;
        }
        if (tc == null) {
            throw new IllegalArgumentException(label + " must be [moves/]seconds[+increment] with seconds as 60, 0.5 "
                    + "or 2:00 (e.g. 40/60+0.5 or 10+0.1), not '" + text + "'");
        }
        if (tc.baseMs <= 0 && tc.incrementMs <= 0) {
            throw new IllegalArgumentException(label + " gives no time: '" + text + "'");
        }
        return tc;
    }

    /** The clock {@code text} describes, or null when a part is negative or missing. */
    private static TimeControl clock(String text) {
        String rest = text;
        int moves = 0;
        int slash = rest.indexOf('/');
        if (slash >= 0) {
            moves = Integer.parseInt(rest.substring(0, slash));
            rest = rest.substring(slash + 1);
            if (moves <= 0) {
                return null;
            }
        }
        long increment = 0;
        int plus = rest.indexOf('+');
        if (plus >= 0) {
            increment = seconds(rest.substring(plus + 1));
            rest = rest.substring(0, plus);
        }
        long base = rest.contains(":") ? minutesSeconds(rest) : seconds(rest);
        return base < 0 || increment < 0 ? null : new TimeControl(Kind.CLOCK, moves, base, increment, 0);
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

    /** Milliseconds; NaN, infinities and negatives come back as -1, refused by the caller. */
    private static long seconds(String s) {
        double seconds = Double.parseDouble(s);
        return Double.isFinite(seconds) && seconds >= 0 ? Math.round(seconds * MS_PER_SECOND) : -1;
    }

    private static long minutesSeconds(String s) {
        String[] parts = s.split(":", -1);
        if (parts.length != 2) {
            throw new NumberFormatException(s);
        }
        long minutes = Long.parseLong(parts[0]);
        long seconds = seconds(parts[1]);
        return minutes < 0 || seconds < 0 ? -1 : minutes * SECONDS_PER_MINUTE * MS_PER_SECOND + seconds;
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
