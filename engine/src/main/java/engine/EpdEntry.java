package engine;

import java.util.List;

/**
 * One position of an EPD test suite with the operations the suites use: {@code bm} (best moves, ICCS),
 * {@code dm} (mate in so many moves; {@code mate N} is read as a synonym) and {@code id}. Two layouts are
 * read: standard EPD ({@code board side castling ep op; op; ...}) and a full FEN followed by
 * {@code ;}-separated operations.
 *
 * @param fen       the position as a full FEN (counters {@code 0 1} where the line has none)
 * @param bestMoves the moves of {@code bm}, empty when absent
 * @param mateMoves the distance of {@code dm}, 0 when absent
 * @param id        the {@code id} operation, empty when absent
 */
public record EpdEntry(String fen, List<String> bestMoves, int mateMoves, String id) {

    /** Parses one line; answers null for blank lines and {@code #} comments. */
    public static EpdEntry parse(String line) {
        String text = line.strip();
        if (text.isEmpty() || text.startsWith("#")) {
            return null;
        }
        String[] parts = text.split(";");
        String[] head = parts[0].trim().split("\\s+");
        if (head.length < 2) {
            throw new IllegalArgumentException("not an EPD line: " + line);
        }
        int firstOp = Math.min(head.length, 4);
        String counters = "0 1";
        if (head.length >= 6 && isNumber(head[4]) && isNumber(head[5])) {
            counters = head[4] + " " + head[5];
            firstOp = 6;
        }
        String fen = head[0] + " " + head[1] + " - - " + counters;
        List<String> best = List.of();
        int mate = 0;
        String id = "";
        for (int i = 0; i < parts.length; i++) {
            String op = i == 0 ? String.join(" ", java.util.Arrays.copyOfRange(head, firstOp, head.length))
                    : parts[i].trim();
            String[] words = op.split("\\s+", 2);
            String args = words.length > 1 ? words[1].trim() : "";
            switch (words[0]) {
                case "bm" -> best = List.of(args.split("\\s+"));
                case "dm", "mate" -> mate = Integer.parseInt(args);
                case "id" -> id = args.replace("\"", "");
                default -> { } // other operations carry nothing the suites need
            }
        }
        return new EpdEntry(fen, best, mate, id);
    }

    private static boolean isNumber(String word) {
        return !word.isEmpty() && word.chars().allMatch(Character::isDigit);
    }
}
