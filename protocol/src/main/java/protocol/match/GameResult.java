package protocol.match;

import java.util.List;

/** A finished game with everything the PGN and the score table need. */
public record GameResult(GameSpec spec, String red, String black, Verdict verdict, String startFen,
        List<String> moves) {

    public GameResult {
        moves = List.copyOf(moves);
    }

    public Outcome outcome() {
        return verdict.outcome();
    }

    public Termination termination() {
        return verdict.termination();
    }

    /** The losing engine's name, or null for a draw. */
    public String loser() {
        return switch (verdict.outcome()) {
            case RED_WINS -> black;
            case BLACK_WINS -> red;
            case DRAW -> null;
        };
    }
}
