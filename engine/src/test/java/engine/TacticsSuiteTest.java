package engine;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The best moves of tactics.epd, each searched with a fixed node budget (deterministic: one thread, no
 * clock). Not every position is solved at a budget a unit test can afford: with 300,000 nodes the engine
 * solved 17 of the 21 when this test was written (not d7d8, g2f2, e8f6, f0d0; g4f4 and b1f1 need more than
 * 200,000). The threshold leaves room for the search changing the ordering of a hard position or two,
 * and catches a search or evaluation that stops seeing tactics; the failure lists what was missed.
 */
@Slow
class TacticsSuiteTest {
    private static final long NODES = 300_000;
    private static final int MIN_SOLVED = 15;

    @Test
    void solvesMostTacticsWithinANodeBudget() throws IOException {
        List<String> missed = new ArrayList<>();
        int total = 0;
        for (String line : Files.readAllLines(TestPositions.file("tactics.epd"))) {
            if (line.isBlank()) {
                continue;
            }
            total++;
            String[] fields = line.split(";");
            String fen = fields[0].trim();
            String bm = fields[1].trim().substring("bm ".length()).trim();
            SearchLimits limits = new SearchLimits();
            limits.nodes = NODES;
            SearchResult r = new Search(new TranspositionTable(16)).run(new Position(fen), limits,
                    SearchListener.NONE);
            if (!Move.toIccs(r.bestMove()).equals(bm)) {
                missed.add(bm + " (played " + Move.toIccs(r.bestMove()) + ") in " + fen);
            }
        }
        assertTrue(total >= 20, "positions: " + total);
        int solved = total - missed.size();
        assertTrue(solved >= MIN_SOLVED, solved + " of " + total + " solved; missed:\n" + String.join("\n", missed));
    }
}
