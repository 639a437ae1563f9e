package protocol.match;

import engine.Position;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Reads an openings file. Each non-blank line not starting with {@code #} is one of
 * <ul>
 * <li>{@code startpos [moves m1 m2 ...]}</li>
 * <li>{@code fen <FEN> [moves m1 m2 ...]}</li>
 * <li>an EPD or FEN line: the text before the first {@code ;}, board and side plus any of the optional
 * FEN fields; EPD operations after them are ignored.</li>
 * </ul>
 * Every opening is checked for legality when read, so a bad file fails before any engine starts.
 */
public final class Openings {
    private static final Pattern FEN_TAIL_FIELD = Pattern.compile("-|\\d+");
    private static final int MAX_TAIL_FIELDS = 4;

    private Openings() {
    }

    public static List<Opening> load(Path file) throws IOException {
        List<Opening> openings = new ArrayList<>();
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).trim();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            try {
                openings.add(parse(line));
            } catch (IllegalArgumentException e) { // FenException included
                throw new IllegalArgumentException(file + ":" + (i + 1) + ": " + e.getMessage(), e);
            }
        }
        if (openings.isEmpty()) {
            throw new IllegalArgumentException(file + ": no openings");
        }
        return openings;
    }

    public static Opening parse(String line) {
        String text = line.trim();
        List<String> moves = List.of();
        int m = text.indexOf(" moves");
        if (m >= 0 && (text.startsWith("startpos") || text.startsWith("fen "))) {
            String tail = text.substring(m + " moves".length()).trim();
            moves = tail.isEmpty() ? List.of() : Arrays.asList(tail.split("\\s+"));
            text = text.substring(0, m).trim();
        }
        String fen;
        if (text.equals("startpos")) {
            fen = Position.startpos().fen();
        } else if (text.startsWith("fen ")) {
            fen = text.substring(4).trim();
        } else {
            fen = epdToFen(text);
        }
        Opening opening = new Opening(new Position(fen).fen(), moves);
        opening.position(); // validates the moves
        return opening;
    }

    private static String epdToFen(String epd) {
        int semicolon = epd.indexOf(';');
        String[] w = (semicolon >= 0 ? epd.substring(0, semicolon) : epd).trim().split("\\s+");
        if (w.length < 2) {
            throw new IllegalArgumentException("not a FEN/EPD: " + epd);
        }
        StringBuilder fen = new StringBuilder(w[0]).append(' ').append(w[1]);
        for (int i = 2; i < w.length && i < 2 + MAX_TAIL_FIELDS && FEN_TAIL_FIELD.matcher(w[i]).matches(); i++) {
            fen.append(' ').append(w[i]);
        }
        return fen.toString();
    }
}
