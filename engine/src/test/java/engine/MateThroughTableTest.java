package engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Mate scores stored in the hash table are distances from the node that stored them; read back at another
 * ply they must be turned into distances from the new root. Each short mate of mates.epd is searched after
 * the positions two plies into it (every reply to a listed first move) were searched with the same table,
 * so the root search meets their mates by transposition at a different ply. The root must still report the
 * true distance, the one the independent {@link MateProver} gives.
 */
class MateThroughTableTest {
    private static final int MAX_MATE = 3;

    @TestFactory
    List<DynamicTest> mateKeepsItsDistanceThroughTheTable() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (String line : Files.readAllLines(TestPositions.file("mates.epd"))) {
            String[] fields = line.split(";");
            if (line.isBlank()) {
                continue;
            }
            int mate = Integer.parseInt(fields[1].trim().split("\\s+")[1]);
            if (mate < 2 || mate > MAX_MATE) {
                continue;
            }
            String fen = fields[0].trim();
            String first = fields[2].trim().substring(3).trim().split("\\s+")[0];
            tests.add(DynamicTest.dynamicTest("mate " + mate + ": " + fen, () -> check(fen, mate, first)));
        }
        return tests;
    }

    private static void check(String fen, int mate, String first) {
        Position root = new Position(fen);
        assertEquals(mate, MateProver.shortestMate(root, mate), "the prover disagrees with the suite");
        Search search = new Search(new TranspositionTable(16));
        Position afterFirst = root.copy();
        afterFirst.makeMove(Move.parse(first));
        for (String reply : Boards.legal(afterFirst)) {
            Position child = afterFirst.copy();
            child.makeMove(Move.parse(reply));
            int shortest = MateProver.shortestMate(child, mate - 1);
            SearchResult r = search.run(child, mateSearch(mate - 1), SearchListener.NONE);
            if (shortest > 0) {
                assertEquals(Score.mateIn(2 * shortest - 1), r.score(), "after " + first + " " + reply);
            }
        }
        for (int depth = 1; depth <= 2 * mate + 2; depth++) {
            SearchLimits limits = new SearchLimits();
            limits.depth = depth;
            SearchResult r = search.run(root, limits, SearchListener.NONE);
            assertTrue(!Score.isMate(r.score()) || r.score() <= Score.mateIn(2 * mate - 1),
                    "depth " + depth + " claims a mate shorter than the shortest: " + r.score());
        }
        SearchResult r = search.run(root, mateSearch(mate), SearchListener.NONE);
        assertEquals(Score.mateIn(2 * mate - 1), r.score(), "root");
    }

    /** As MateSuiteTest searches: look for a mate within {@code moves}, limited by nodes, never by time. */
    private static SearchLimits mateSearch(int moves) {
        SearchLimits limits = new SearchLimits();
        limits.mate = moves;
        limits.nodes = 2_000_000;
        return limits;
    }
}
