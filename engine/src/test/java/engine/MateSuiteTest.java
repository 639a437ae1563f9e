package engine;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every position of mates.epd: the search, limited by nodes (never by time), proves a mate no longer than
 * the listed distance and plays a first move of such a mate.
 */
class MateSuiteTest {
    /** The suite's hardest mate (3k1aR2/..., mate in 8) needs 8.3M nodes with the tuned weights. */
    private static final long NODE_LIMIT = 10_000_000;
    /** For these the suite's move list is complete; for longer mates any move that mates in time counts. */
    private static final int COMPLETE_LIST_MAX_MATE = 2;

    @TestFactory
    List<DynamicTest> findsEveryMate() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (String line : Files.readAllLines(TestPositions.file("mates.epd"))) {
            if (line.isBlank()) {
                continue;
            }
            String[] fields = line.split(";");
            String fen = fields[0].trim();
            int mate = Integer.parseInt(fields[1].trim().split("\\s+")[1]);
            List<String> best = Arrays.asList(fields[2].trim().substring(3).trim().split("\\s+"));
            tests.add(DynamicTest.dynamicTest("mate " + mate + ": " + fen, () -> check(fen, mate, best)));
        }
        return tests;
    }

    private static void check(String fen, int mate, List<String> best) {
        SearchLimits limits = new SearchLimits();
        limits.nodes = NODE_LIMIT;
        limits.mate = mate;
        SearchResult r = new Search(new TranspositionTable(16)).run(new Position(fen), limits, SearchListener.NONE);
        String move = Move.toIccs(r.bestMove());
        assertTrue(Score.isMate(r.score()) && r.score() > 0, "no mate found, score " + r.score());
        int found = Score.mateMoves(r.score());
        assertTrue(found <= mate, "mate in " + found + " is longer than the listed " + mate);
        if (mate <= COMPLETE_LIST_MAX_MATE) {
            assertTrue(best.contains(move), move + " is not among " + best);
        }
        Position p = new Position(fen);
        assertTrue(p.isLegal(r.bestMove()), "illegal best move " + move);
    }
}
