package protocol.match;

/** How a game ended, from the board's point of view (Red moves first). */
public enum Outcome {
    RED_WINS("1-0"),
    BLACK_WINS("0-1"),
    DRAW("1/2-1/2");

    private final String pgn;

    Outcome(String pgn) {
        this.pgn = pgn;
    }

    public String pgn() {
        return pgn;
    }

    /** The outcome when {@code color} (0 = Red, 1 = Black) loses. */
    public static Outcome lossFor(int color) {
        return color == 0 ? BLACK_WINS : RED_WINS;
    }

    public static Outcome fromPgn(String text) {
        for (Outcome o : values()) {
            if (o.pgn.equals(text)) {
                return o;
            }
        }
        throw new IllegalArgumentException("not a result: " + text);
    }
}
