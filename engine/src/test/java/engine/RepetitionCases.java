package engine;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;

/**
 * The cases of {@code test-positions/repetition.epd}: {@code verdict} is the CHINESE ruling, {@code asian}
 * the ASIAN one (the file's {@code asian} field, else the same as {@code verdict}).
 */
record RepetitionCases(String fen, List<String> moves, String verdict, String asian, String name) {

    static List<RepetitionCases> load() throws IOException {
        List<RepetitionCases> cases = new ArrayList<>();
        for (String line : Files.readAllLines(TestPositions.file("repetition.epd"))) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] parts = line.split(";");
            String head = parts[0].trim().substring("fen ".length());
            int m = head.indexOf(" moves ");
            String verdict = null;
            String asian = null;
            String name = null;
            for (int i = 1; i < parts.length; i++) {
                String field = parts[i].trim();
                int space = field.indexOf(' ');
                String key = field.substring(0, space);
                String value = field.substring(space + 1).trim();
                switch (key) {
                    case "verdict" -> verdict = value;
                    case "asian" -> asian = value;
                    case "case" -> name = value;
                    default -> throw new IllegalStateException("unknown field " + key + " in: " + line);
                }
            }
            if (verdict == null || name == null) {
                throw new IllegalStateException("verdict and case are required: " + line);
            }
            cases.add(new RepetitionCases(head.substring(0, m).trim(),
                    List.of(head.substring(m + " moves ".length()).trim().split("\\s+")),
                    verdict, asian == null ? verdict : asian, name));
        }
        return cases;
    }

    /** The expected verdict under a rule variant. */
    String verdict(RuleJudge.Variant variant) {
        return switch (variant) {
            case CHINESE -> verdict;
            case ASIAN -> asian;
            case DRAW -> "draw";
        };
    }

    /** The position after the cycle, with the cycle in its history. */
    Position play() {
        Position p = new Position(fen);
        for (String m : moves) {
            int move = Move.parse(m);
            if (!p.isLegal(move)) {
                throw new IllegalStateException(name + ": illegal " + m);
            }
            p.makeMove(move);
        }
        return p;
    }
}
