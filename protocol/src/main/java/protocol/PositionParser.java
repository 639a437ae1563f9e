package protocol;

import engine.FenException;
import engine.Move;
import engine.Position;
import java.util.function.Consumer;

/** Reads {@code startpos | fen <FEN>} followed by optional {@code moves ...}, checking every move. */
final class PositionParser {
    private PositionParser() {
    }

    /** The position described, or null after telling {@code problem} what was wrong. */
    static Position parse(String text, Consumer<String> problem) {
        String rest = text.trim();
        String moves = "";
        int m = indexOfWord(rest, "moves");
        if (m >= 0) {
            moves = rest.substring(m + "moves".length()).trim();
            rest = rest.substring(0, m).trim();
        }
        Position p;
        try {
            if (rest.equals("startpos")) {
                p = Position.startpos();
            } else if (rest.startsWith("fen ") || rest.equals("fen")) {
                p = new Position(rest.substring(3).trim());
            } else {
                problem.accept("position needs 'startpos' or 'fen <FEN>'" + (rest.isEmpty() ? "" : ", not '"
                        + abbreviate(rest) + "'") + "; position unchanged");
                return null;
            }
        } catch (FenException e) {
            problem.accept("bad FEN: " + e.getMessage() + "; position unchanged");
            return null;
        }
        int ply = 0;
        for (String word : moves.isEmpty() ? new String[0] : moves.split("\\s+")) {
            int move = Move.parse(word);
            ply++;
            if (move == Move.NONE || !p.isLegal(move)) {
                problem.accept("move " + ply + " '" + abbreviate(word) + "' is not legal in " + p.fen()
                        + "; position unchanged");
                return null;
            }
            p.makeMove(move);
        }
        return p;
    }

    private static int indexOfWord(String text, String word) {
        int i = text.indexOf(word);
        while (i >= 0) {
            boolean startOk = i == 0 || Character.isWhitespace(text.charAt(i - 1));
            int end = i + word.length();
            boolean endOk = end == text.length() || Character.isWhitespace(text.charAt(end));
            if (startOk && endOk) {
                return i;
            }
            i = text.indexOf(word, i + 1);
        }
        return -1;
    }

    private static String abbreviate(String s) {
        return s.length() <= 40 ? s : s.substring(0, 40) + "...";
    }
}
