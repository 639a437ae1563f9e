package protocol.match;

import java.util.List;

/**
 * A finished game with everything the PGN and the score table need.
 *
 * @param comments one per move, the PGN comment of {@link MoveComment}
 */
public record GameResult(GameSpec spec, String red, String black, Verdict verdict, String startFen,
        List<String> moves, List<String> comments) {

    public GameResult {
        moves = List.copyOf(moves);
        comments = List.copyOf(comments);
        if (comments.size() != moves.size()) {
            throw new IllegalArgumentException(moves.size() + " moves but " + comments.size() + " comments");
        }
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
