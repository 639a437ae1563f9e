package engine;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;

/** The cases of {@code test-positions/repetition.epd}. */
record RepetitionCases(String fen, List<String> moves, String verdict, String name) {

    static List<RepetitionCases> load() throws IOException {
        List<RepetitionCases> cases = new ArrayList<>();
        for (String line : Files.readAllLines(TestPositions.file("repetition.epd"))) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] parts = line.split(";");
            String head = parts[0].trim().substring("fen ".length());
            int m = head.indexOf(" moves ");
            cases.add(new RepetitionCases(head.substring(0, m).trim(),
                    List.of(head.substring(m + " moves ".length()).trim().split("\\s+")),
                    parts[1].trim().substring("verdict ".length()), parts[2].trim().substring("case ".length())));
        }
        return cases;
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
