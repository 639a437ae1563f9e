package protocol.analysis;

import engine.Move;
import engine.Position;
import engine.notation.Notation;
import java.util.StringJoiner;

/** A line of moves from a position, written in Chinese notation or in ICCS coordinates. */
final class LineText {
    private LineText() {
    }

    /** {@code 炮二平五 马８进７ ...}; stops before the first move that is not legal where it would be played. */
    static String chinese(Position start, int[] moves) {
        return write(start, moves, true);
    }

    /** {@code h2e2 h9g7 ...}, as far as {@link #chinese} goes. */
    static String iccs(Position start, int[] moves) {
        return write(start, moves, false);
    }

    private static String write(Position start, int[] moves, boolean chinese) {
        Position p = start.copy();
        StringJoiner text = new StringJoiner(" ");
        for (int move : moves) {
            if (!p.isLegal(move)) {
                break; // a hash-table PV can end in a move of another position; show only the sound part
            }
            text.add(chinese ? Notation.toChinese(p, move) : Move.toIccs(move));
            p.makeMove(move);
        }
        return text.toString();
    }

    /** One move in both notations: {@code 炮二平五 (h2e2)}. */
    static String move(Position pos, int move) {
        return Notation.toChinese(pos, move) + " (" + Move.toIccs(move) + ")";
    }
}
