package book;

import engine.Move;
import engine.Position;
import java.util.List;

/**
 * Reads a hand-written book: one line per opening line, {@code <weight> <move> <move> ...} from the start
 * position in lower-case coordinates, {@code #} starts a comment. Every move of a line gains the line's weight,
 * so a move shared by several lines weighs their sum.
 */
public final class TextBook {
    private static final String COMMENT = "#";

    private TextBook() {
    }

    /** Builds the book in memory; a bad weight or an illegal move is reported with its line number. */
    public static Book parse(String text, String name) throws BookException {
        return Book.of(BookFormat.toBytes(entries(text, name)), name);
    }

    /** The book's entries in book order. */
    public static List<BookEntry> entries(String text, String name) throws BookException {
        BookBuilder builder = new BookBuilder(new BookBuilder.Settings(Integer.MAX_VALUE, 0,
                BookBuilder.Weighting.GAMES, BookBuilder.Sides.BOTH));
        String[] lines = text.split("\r?\n");
        for (int i = 0; i < lines.length; i++) {
            String line = stripComment(lines[i]);
            if (!line.isEmpty()) {
                addLine(builder, line, name + ":" + (i + 1));
            }
        }
        return builder.entries();
    }

    private static void addLine(BookBuilder builder, String line, String where) throws BookException {
        String[] words = line.split("\\s+");
        int weight;
        try {
            weight = Integer.parseInt(words[0]);
        } catch (NumberFormatException e) {
            throw new BookException(where + ": the line must start with a weight, not '" + words[0] + "'");
        }
        if (weight <= 0) {
            throw new BookException(where + ": the weight must be positive, not " + weight);
        }
        Position p = Position.startpos();
        int[] moves = new int[words.length - 1];
        for (int i = 1; i < words.length; i++) {
            int move = Move.parse(words[i]);
            if (move == Move.NONE || !p.isLegal(move)) {
                throw new BookException(where + ": '" + words[i] + "' is not a legal move in " + p.fen());
            }
            moves[i - 1] = move;
            p.makeMove(move);
        }
        builder.addLine(Position.startpos(), moves, weight);
    }

    private static String stripComment(String line) {
        int hash = line.indexOf(COMMENT);
        return (hash >= 0 ? line.substring(0, hash) : line).strip();
    }
}
