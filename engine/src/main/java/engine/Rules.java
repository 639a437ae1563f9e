package engine;

/** Game-ending rules with numbers: what the search and the adjudicator both apply. */
public final class Rules {
    /** 60 moves (120 plies) without a capture is a draw. */
    public static final int NO_CAPTURE_DRAW_PLIES = 120;

    private Rules() {
    }
}
