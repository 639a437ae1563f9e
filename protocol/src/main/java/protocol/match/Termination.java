package protocol.match;

/**
 * Why a game ended. The PGN value is one of the standard Termination tag words; the description goes into
 * the game-end comment so a reader sees the exact cause.
 */
public enum Termination {
    MATE("normal", "checkmate"),
    STALEMATE("normal", "no legal move"),
    REPETITION("normal", "repetition"),
    PERPETUAL_CHECK("normal", "perpetual check"),
    PERPETUAL_CHASE("normal", "perpetual chase"),
    NO_CAPTURE("normal", "120 plies without capture"),
    RESIGNATION("normal", "resignation"),
    MAX_PLIES("adjudication", "ply limit reached"),
    DRAW_ADJUDICATION("adjudication", "draw by adjudication"),
    DRAW_CLAIM("adjudication", "draw claimed by rule"),
    RESIGN_ADJUDICATION("adjudication", "loss by adjudication"),
    TIME_FORFEIT("time forfeit", "flag fell"),
    ILLEGAL_MOVE("rules infraction", "illegal move"),
    CRASH("abandoned", "engine crashed"),
    STALL("stalled", "engine did not answer"),
    INTERRUPTED("unterminated", "match stopped");

    private final String pgn;
    private final String description;

    Termination(String pgn, String description) {
        this.pgn = pgn;
        this.description = description;
    }

    public String pgn() {
        return pgn;
    }

    public String description() {
        return description;
    }
}
