package protocol;

import engine.Move;
import engine.Position;

/**
 * How a session writes moves: files {@code a}-{@code i} and ranks counted from Red's back rank, either from 0
 * (ICCS: UCCI and Pikafish's UCI, {@code h2e2}) or from 1 (Fairy-Stockfish's UCI once a GUI has set
 * {@code UCI_Variant}: {@code h3e3}, {@code b10c8}). Input and output of one session use the same convention.
 */
enum Coordinates {
    ICCS(Move.ICCS_FIRST_RANK),
    FAIRY(Move.FAIRY_FIRST_RANK);

    private final int firstRank;

    Coordinates(int firstRank) {
        this.firstRank = firstRank;
    }

    /** The move in this convention; {@code (none)} for no move. */
    String text(int move) {
        return Move.toText(move, firstRank);
    }

    /** The board as text, its ranks numbered in this convention. */
    String board(Position p) {
        return p.diagram(firstRank);
    }

    /** The move written in this convention, or {@link Move#NONE} when the text is not a move's shape. */
    int parse(String text) {
        return Move.parse(text, firstRank);
    }
}
