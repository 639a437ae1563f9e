package protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.Move;
import engine.Position;
import org.junit.jupiter.api.Test;

/** The threads option in a real session: several search threads answer every command as one thread does. */
class ThreadsTest {
    private static final String AFTER_H2E2 = "position startpos moves h2e2";

    private static void legalBest(String bestmoveLine) {
        Position p = Position.startpos();
        p.makeMove(Move.parse("h2e2"));
        EngineSession.assertLegalBestMove(bestmoveLine, p);
    }

    @Test
    void ucciWithFourThreadsPondersAnswersIsreadyAndStops() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.ucciWithoutBook();
            e.send("setoption threads 4");
            e.send(AFTER_H2E2);
            e.send("go ponder time 2000 increment 0");
            e.send("isready");
            e.first("readyok"); // while four threads think
            e.send("ponderhit");
            legalBest(e.first("bestmove"));
            e.send("go infinite");
            e.send("isready");
            e.first("readyok");
            e.send("stop");
            legalBest(e.first("bestmove"));
        }
    }

    @Test
    void uciNodeLimitCountsEveryThread() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.uciWithoutBook();
            e.send("setoption name Threads value 3");
            e.send(AFTER_H2E2);
            e.send("go nodes 150000");
            long lastNodes = 0;
            String line;
            while (!(line = e.next()).startsWith("bestmove")) {
                int at = line.indexOf(" nodes ");
                if (line.startsWith("info depth") && at > 0) {
                    lastNodes = Long.parseLong(line.substring(at + 7).split(" ")[0]);
                }
            }
            legalBest(line);
            assertTrue(lastNodes > 0 && lastNodes < 300_000, "nodes reported: " + lastNodes);
        }
    }

    @Test
    void threadCountChangesBetweenSearches() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.ucciWithoutBook();
            for (int threads : new int[] {2, 1, 8, 0}) {
                e.send("setoption threads " + threads);
                e.send(AFTER_H2E2);
                e.send("go depth 5");
                String best = e.first("bestmove");
                legalBest(best);
                assertEquals(4, best.split(" ")[1].length());
            }
        }
    }
}
