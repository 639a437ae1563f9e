package engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every position of mates.epd: the search, limited by nodes (never by time), proves a mate of the listed
 * distance and plays a first move of such a mate. The list's distances are exact up to mate in 5 (the
 * suite's README: only the long mates, N >= 6, may have a shorter win); for those the search must report
 * exactly that distance, and for mates in up to {@link #PROVED_MAX_MATE} an independent full-width prover
 * ({@link MateProver}) confirms the distance and the search's move.
 */
@Slow
class MateSuiteTest {
    /** The hardest mate (3k1aR2/..., mate in 8) took 8.3M nodes in 0.1, 4.3M since the mating-attack changes. */
    private static final long NODE_LIMIT = 10_000_000;
    /** For these the suite's move list is complete; for longer mates any move that mates in time counts. */
    private static final int COMPLETE_LIST_MAX_MATE = 2;
    /** Listed distances are the shortest up to here; beyond, a shorter win found by the search is fine. */
    private static final int EXACT_MAX_MATE = 5;
    /** The full-width prover is fast enough up to mate in 3 (a few seconds for the suite). */
    private static final int PROVED_MAX_MATE = 3;

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
        if (mate <= EXACT_MAX_MATE) {
            assertEquals(mate, found, "reported mate distance");
        } else {
            assertTrue(found <= mate, "mate in " + found + " is longer than the listed " + mate);
        }
        if (mate <= COMPLETE_LIST_MAX_MATE) {
            assertTrue(best.contains(move), move + " is not among " + best);
        }
        Position p = new Position(fen);
        assertTrue(p.isLegal(r.bestMove()), "illegal best move " + move);
        if (mate <= PROVED_MAX_MATE) {
            assertEquals(mate, MateProver.shortestMate(p, mate), "the prover's shortest mate");
            assertTrue(MateProver.mateStartsWith(p, r.bestMove(), mate), move + " does not mate in " + mate);
        }
    }

    /** The prover against the suite's complete move lists of the short mates: it finds exactly those moves. */
    @TestFactory
    List<DynamicTest> proverFindsExactlyTheListedMovesOfShortMates() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (String line : Files.readAllLines(TestPositions.file("mates.epd"))) {
            String[] fields = line.split(";");
            if (line.isBlank() || Integer.parseInt(fields[1].trim().split("\\s+")[1]) > COMPLETE_LIST_MAX_MATE) {
                continue;
            }
            int mate = Integer.parseInt(fields[1].trim().split("\\s+")[1]);
            Position p = new Position(fields[0].trim());
            Set<String> listed = new TreeSet<>(Arrays.asList(fields[2].trim().substring(3).trim().split("\\s+")));
            tests.add(DynamicTest.dynamicTest("mate " + mate + ": " + fields[0].trim(), () -> {
                Set<String> proved = new TreeSet<>();
                for (String m : Boards.legal(p)) {
                    if (MateProver.mateStartsWith(p, Move.parse(m), mate)) {
                        proved.add(m);
                    }
                }
                assertEquals(listed, proved);
                assertEquals(mate, MateProver.shortestMate(p, mate));
            }));
        }
        return tests;
    }
}
