package protocol.match;

import engine.Move;
import engine.Position;
import java.util.List;

/** A start: a FEN and the moves played from it before the engines take over. */
public record Opening(String fen, List<String> moves) {

    public Opening {
        moves = List.copyOf(moves);
    }

    public static Opening startpos() {
        return new Opening(Position.startpos().fen(), List.of());
    }

    /** This opening cut to its first {@code plies} moves. */
    public Opening firstPlies(int plies) {
        return plies >= moves.size() ? this : new Opening(fen, moves.subList(0, plies));
    }

    /** The position after the opening moves; throws when a move is not legal. */
    public Position position() {
        Position p = new Position(fen);
        for (String text : moves) {
            int move = Move.parse(text);
            if (move == Move.NONE || !p.isLegal(move)) {
                throw new IllegalArgumentException("illegal opening move " + text + " in " + p.fen());
            }
            p.makeMove(move);
        }
        return p;
    }
}
