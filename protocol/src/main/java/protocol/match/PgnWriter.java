package protocol.match;

import engine.Position;
import engine.io.FileProblems;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.List;

/**
 * Appends finished games to a PGN file, one at a time as they come, so an interrupted match loses at most
 * the games still being played. Moves are ICCS coordinates ({@code h2e2}), numbered, each followed by its
 * {@link MoveComment}: {@code 1. h2e2 {+0.35/14 0.21s}}.
 */
public final class PgnWriter {
    private static final int LINE_WIDTH = 80;
    private static final DateTimeFormatter PGN_DATE = DateTimeFormatter.ofPattern("yyyy.MM.dd");
    private static final String START_FEN = Position.startpos().fen();

    private final Path file;
    private final String event;
    private final String site;
    /** Whether the first game replaces what the file holds (an earlier match's games) rather than follows it. */
    private boolean replace;

    private PgnWriter(Path file, String event, String site, boolean replace) {
        this.file = file;
        this.event = event;
        this.site = site;
        this.replace = replace;
    }

    /**
     * A writer appending to {@code file}, or with {@code replace} replacing it from the first game on. The file
     * is checked now, so that one that cannot be written fails at once, but made or emptied only by the first
     * game: a match whose engines cannot start leaves no empty file and an earlier match's games as they were.
     */
    public static PgnWriter open(Path file, String event, String site, boolean replace) throws IOException {
        String problem = FileProblems.outputProblem(file);
        if (problem != null) {
            throw new FileSystemException(file.toString(), null, problem);
        }
        return new PgnWriter(file, event, site, replace);
    }

    public synchronized void write(GameResult game) {
        try {
            Files.writeString(file, format(game, event, site, LocalDate.now()), StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE, StandardOpenOption.WRITE,
                    replace ? StandardOpenOption.TRUNCATE_EXISTING : StandardOpenOption.APPEND);
            replace = false;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + FileProblems.describe(file, e), e);
        }
    }

    /** One game as {@link #write} appends it, dated {@code date}. */
    public static String format(GameResult game, String event, String site, LocalDate date) {
        StringBuilder s = new StringBuilder();
        // First, as Xiangqi PGN writers put it; readers such as XQWizard's look for it.
        tag(s, "Game", "Chinese Chess");
        tag(s, "Event", event);
        tag(s, "Site", site);
        tag(s, "Date", date.format(PGN_DATE));
        tag(s, "Round", Integer.toString(game.spec().index() + 1));
        tag(s, "Red", game.red());
        tag(s, "Black", game.black());
        tag(s, "Result", game.outcome().pgn());
        if (!game.startFen().equals(START_FEN)) {
            tag(s, "FEN", game.startFen());
            tag(s, "SetUp", "1");
        }
        tag(s, "Format", "ICCS");
        tag(s, "PlyCount", Integer.toString(game.moves().size()));
        tag(s, "Termination", game.termination().pgn());
        s.append('\n');
        s.append(wrap(movetext(game))).append("\n\n");
        return s.toString();
    }

    private static void tag(StringBuilder s, String name, String value) {
        s.append('[').append(name).append(" \"")
                .append(value.replace("\\", "\\\\").replace("\"", "\\\"")).append("\"]\n");
    }

    private static String movetext(GameResult game) {
        Position start = new Position(game.startFen());
        int number = start.fullmoveNumber();
        boolean red = start.sideToMove() == 0;
        StringBuilder s = new StringBuilder();
        List<String> moves = game.moves();
        List<String> comments = game.comments();
        for (int i = 0; i < moves.size(); i++) {
            if (red) {
                s.append(number).append(". ");
            } else if (i == 0) {
                s.append(number).append("... ");
            }
            s.append(moves.get(i)).append(" {").append(comments.get(i)).append("} ");
            if (!red) {
                number++;
            }
            red = !red;
        }
        String comment = game.verdict().detail().replace('{', '(').replace('}', ')');
        return s.append('{').append(comment).append("} ").append(game.outcome().pgn()).toString();
    }

    private static String wrap(String text) {
        StringBuilder out = new StringBuilder();
        int column = 0;
        for (String word : text.split(" ")) {
            if (column > 0 && column + 1 + word.length() > LINE_WIDTH) {
                out.append('\n');
                column = 0;
            } else if (column > 0) {
                out.append(' ');
                column++;
            }
            out.append(word);
            column += word.length();
        }
        return out.toString();
    }
}
