package protocol.match;

import engine.Move;
import engine.Position;
import engine.notation.GameRecord;
import engine.notation.Pgn;
import engine.notation.TextCharset;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

/**
 * Reads an openings file, UTF-8 or GBK/GB18030 (as {@link TextCharset} tells them apart). A file named
 * {@code *.pgn}, or whose first line is a PGN tag, is Xiangqi PGN: each game is an opening, its start position
 * ({@code [FEN]} or the initial one) and its moves in ICCS, WXF or Chinese notation. Any other file has one
 * opening per non-blank line not starting with {@code #}:
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
    private static final String PGN_SUFFIX = ".pgn";

    private Openings() {
    }

    public static List<Opening> load(Path file) throws IOException {
        List<String> lines = TextCharset.decode(Files.readAllBytes(file)).lines().toList();
        List<Opening> openings = isPgn(file, lines) ? fromPgn(file, lines) : fromLines(file, lines);
        if (openings.isEmpty()) {
            throw new IllegalArgumentException(file + ": no openings");
        }
        return openings;
    }

    private static boolean isPgn(Path file, List<String> lines) {
        String first = lines.stream().map(String::trim).filter(line -> !line.isEmpty()).findFirst().orElse("");
        return file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(PGN_SUFFIX) || first.startsWith("[");
    }

    /** Every game of the file; a game the reader had to leave out refuses the whole file. */
    private static List<Opening> fromPgn(Path file, List<String> lines) {
        Pgn.ReadResult read = Pgn.read(String.join("\n", lines));
        List<Pgn.Problem> problems = read.problems();
        if (!problems.isEmpty()) {
            throw new IllegalArgumentException(file + ": " + problems.get(0)
                    + (problems.size() > 1 ? " (and " + (problems.size() - 1) + " more games with problems)" : ""));
        }
        List<Opening> openings = new ArrayList<>();
        for (GameRecord game : read.games()) {
            List<String> moves = new ArrayList<>();
            for (int move : game.moves()) {
                moves.add(Move.toIccs(move));
            }
            openings.add(new Opening(game.startFen(), moves));
        }
        return openings;
    }

    private static List<Opening> fromLines(Path file, List<String> lines) {
        List<Opening> openings = new ArrayList<>();
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
