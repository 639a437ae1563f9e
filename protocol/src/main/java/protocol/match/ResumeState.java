package protocol.match;

import engine.io.FileProblems;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The resume file: one tab-separated line per finished game (index, Red, Black, result, termination),
 * appended as each game ends. {@code --resume} reads it back, skips those games and counts their results.
 */
public final class ResumeState {
    private static final String HEADER = "# qilin match state: index, red, black, result, termination";
    private static final String SEPARATOR = "\t";

    /** A finished game as the state file remembers it. */
    public record Entry(int index, String red, String black, Outcome outcome, Termination termination) {
    }

    private final Path file;

    private ResumeState(Path file) {
        this.file = file;
    }

    /** A new state file, replacing any old one. */
    public static ResumeState create(Path file) throws IOException {
        Files.writeString(file, HEADER + "\n", StandardCharsets.UTF_8);
        return new ResumeState(file);
    }

    /** Continues an existing state file (or starts one if there is none). */
    public static ResumeState open(Path file) throws IOException {
        if (!Files.exists(file)) {
            return create(file);
        }
        // Appending nothing tells now, not after the first game, whether the games can be recorded.
        Files.write(file, new byte[0], StandardOpenOption.APPEND);
        return new ResumeState(file);
    }

    /** The games a state file lists, read without touching the file (for a report of the match). */
    public static Map<Integer, Entry> read(Path file) throws IOException {
        return new ResumeState(file).finished();
    }

    /** The games the file lists; a line that is no finished game is refused with its number. */
    public Map<Integer, Entry> finished() throws IOException {
        Map<Integer, Entry> entries = new LinkedHashMap<>();
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split(SEPARATOR);
            if (f.length < 5) {
                continue; // a line cut short by a crash of the runner itself: that game is replayed
            }
            try {
                int index = Integer.parseInt(f[0]);
                entries.put(index, new Entry(index, f[1], f[2], Outcome.fromPgn(f[3]), Termination.valueOf(f[4])));
            } catch (IllegalArgumentException e) { // NumberFormatException included
                throw new IllegalArgumentException(file + ":" + (i + 1) + ": not a finished game (index, red, black, "
                        + "result, termination): '" + line.replace(SEPARATOR, " ") + "'");
            }
        }
        return entries;
    }

    public synchronized void append(GameResult game) {
        String line = String.join(SEPARATOR, Integer.toString(game.spec().index()), game.red(), game.black(),
                game.outcome().pgn(), game.termination().name());
        try {
            Files.writeString(file, line + "\n", StandardCharsets.UTF_8, StandardOpenOption.APPEND);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + FileProblems.describe(file, e), e);
        }
    }
}
