package protocol;

import engine.FenException;
import engine.Move;
import engine.Position;
import java.util.function.Consumer;

/**
 * Reads {@code startpos | fen <FEN>} followed by optional {@code moves ...}, checking every move. As ElephantEye
 * and Pikafish do, a usable FEN is always kept and its moves are played up to the first one that is not legal
 * (clients send the current position's FEN followed by the whole game again); the rest is dropped and reported.
 * Only a FEN the engine cannot use is refused, and its caller says what follows.
 */
final class PositionParser {
    private PositionParser() {
    }

    /**
     * The position described, or null after telling {@code problem} why the FEN is unusable, followed by
     * {@code refused} (what the caller does without a position). Dropped moves and composed placements are told
     * to {@code problem} too, with the position kept.
     */
    static Position parse(String text, Consumer<String> problem, Coordinates coordinates, String refused) {
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
                p = new Position(rest.substring(3).trim(), note -> problem.accept("composed position: " + note));
            } else {
                problem.accept("position needs 'startpos' or 'fen <FEN>'" + (rest.isEmpty() ? "" : ", not '"
                        + abbreviate(rest) + "'") + "; " + refused);
                return null;
            }
        } catch (FenException e) {
            problem.accept("bad FEN: " + e.getMessage() + "; " + refused);
            return null;
        }
        String[] words = moves.isEmpty() ? new String[0] : moves.split("\\s+");
        for (int ply = 0; ply < words.length; ply++) {
            int move = coordinates.parse(words[ply]);
            if (move == Move.NONE || !p.isLegal(move)) {
                int after = words.length - ply - 1;
                problem.accept("move " + (ply + 1) + " '" + abbreviate(words[ply]) + "' is not legal in " + p.fen()
                        + "; playing from there, ignoring it" + (after > 0 ? " and the " + after + " after it" : ""));
                break;
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
