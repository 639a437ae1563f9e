package protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.Move;
import engine.Position;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Pondering in both dialects, and UCCI's {@code probe}. No wall-clock time decides a pass (but in the test of
 * the time shown through ponderhit, which says how): a ponder search
 * must stay silent through a one-second window (it has no limit until ponderhit, so a correct engine passes
 * whatever the load), and must answer by itself after ponderhit (within the session's generous timeout).
 */
class PonderAndProbeTest {
    /** Long enough for a non-pondering search of this clock (a few tens of ms) to have answered. */
    private static final long SILENT_MS = 1_000;
    /** How long the search ponders before ponderhit: what a time restarted at ponderhit would lose. */
    private static final long PONDERED_MS = 1_000;
    /** Well below {@link #PONDERED_MS}: how much later than the engine wrote it the test may read a line. */
    private static final long LATE_LINE_MS = 400;
    private static final String AFTER_H2E2 = "position startpos moves h2e2";
    /** Black to move is mated. */
    private static final String MATED = "position fen 3k5/2P6/9/9/9/9/9/9/9/4K4 b - - 0 1";

    /** No bestmove within the window: the ponder search waits for ponderhit or stop. */
    private static void assertSilent(EngineSession e) throws InterruptedException {
        long end = System.nanoTime() + SILENT_MS * 1_000_000;
        for (long left = SILENT_MS; left > 0; left = (end - System.nanoTime()) / 1_000_000) {
            String line = e.poll(left);
            assertTrue(line == null || !line.startsWith("bestmove") && !line.startsWith("nobestmove"),
                    "answered while pondering: " + line);
        }
    }

    private static void assertLegalAfterH2e2(String bestmoveLine) {
        Position p = Position.startpos();
        p.makeMove(Move.parse("h2e2"));
        EngineSession.assertLegalBestMove(bestmoveLine, p);
    }

    @Test
    void ucciPonderhitTurnsThePonderSearchIntoATimedOne() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.ucciWithoutBook();
            e.send(AFTER_H2E2);
            e.send("go ponder time 2000 increment 0"); // 2 s: a timed search would answer within ~0.4 s
            assertSilent(e);
            e.send("ponderhit");
            assertLegalAfterH2e2(e.first("bestmove")); // no stop sent: the clock ended it
        }
    }

    @Test
    void ucciPonderMissIsAStopThenANewSearch() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.ucciWithoutBook();
            e.send(AFTER_H2E2);
            e.send("go ponder time 2000");
            assertSilent(e);
            e.send("stop");
            assertLegalAfterH2e2(e.first("bestmove", "nobestmove"));
            e.send("position startpos moves h2e2 h9g7");
            e.send("go depth 3");
            String best = e.first("bestmove").split(" ")[1];
            Position p = Position.startpos();
            p.makeMove(Move.parse("h2e2"));
            p.makeMove(Move.parse("h9g7"));
            assertTrue(p.isLegal(Move.parse(best)), "a move for the position actually reached: " + best);
        }
    }

    @Test
    void uciPonderhitTurnsThePonderSearchIntoATimedOne() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.uciWithoutBook();
            e.send("setoption name Ponder value true");
            e.send(AFTER_H2E2);
            e.send("go ponder wtime 2000 btime 2000");
            assertSilent(e);
            e.send("ponderhit");
            String best = e.first("bestmove");
            assertTrue(best.matches("bestmove \\w{4}( ponder \\w{4})?"), best);
            assertLegalAfterH2e2(best);
        }
    }

    /**
     * The time shown counts from the start of the ponder search, as the nodes do, through ponderhit: the first
     * line after it is later than the line before by about the time between them as the GUI sees it (not by that
     * less the second pondered before ponderhit). The only test of this class where wall-clock time decides:
     * it fails when the test thread is held up by more than {@link #LATE_LINE_MS}.
     */
    @Test
    void ponderhitKeepsTheTimeShownCountingFromTheStart() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.uciWithoutBook();
            e.send(AFTER_H2E2);
            e.send("go ponder wtime 600000 btime 600000");
            String before;
            do {
                before = e.first("info depth ");
            } while (field(before, "time") < PONDERED_MS);
            long seen = System.nanoTime();
            e.send("ponderhit");
            String after = e.first("info depth ");
            long between = (System.nanoTime() - seen) / 1_000_000;
            e.send("stop");
            assertLegalAfterH2e2(e.first("bestmove"));
            assertTrue(field(after, "time") - field(before, "time") >= between - LATE_LINE_MS,
                    before + " then, " + between + " ms later, " + after);
            assertTrue(field(after, "nodes") >= field(before, "nodes"), before + " then " + after);
        }
    }

    /** The number after {@code name} in an info line. */
    private static long field(String line, String name) {
        String[] w = line.split(" ");
        for (int i = 0; i + 1 < w.length; i++) {
            if (w[i].equals(name)) {
                return Long.parseLong(w[i + 1]);
            }
        }
        throw new AssertionError("no " + name + " in " + line);
    }

    @Test
    void ponderSearchThatFinishesEarlyStillWaitsForPonderhit() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.ucciWithoutBook();
            e.send("position fen 2b1ka3/4a4/4N4/9/4C4/P8/3RN4/9/9/2BAKAB2 w - - 0 33"); // mate in 1
            e.send("go ponder depth 2");
            assertSilent(e);
            e.send("ponderhit");
            String best = e.first("bestmove");
            assertTrue(List.of("bestmove e7g8", "bestmove e7c8").contains(best.substring(0, 13)), best);
        }
    }

    /** With no move to play, an infinite or ponder search still answers only when it is told to, and once. */
    @Test
    void uciInfiniteOrPonderWithNoLegalMoveAnswersWhenTold() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.uciWithoutBook();
            e.send(MATED);
            e.send("go infinite");
            e.expect("info depth 0 score mate 0");
            assertSilent(e);
            e.send("stop");
            e.expect("bestmove (none)");
            e.send("go ponder");
            e.expect("info depth 0 score mate 0");
            assertSilent(e);
            e.send("ponderhit");
            e.expect("bestmove (none)");
            e.send("isready");
            e.expectReadyok();
        }
    }

    /** UCCI: one nobestmove per go, at stop or ponderhit, whether the side to move is mated or every move is banned. */
    @Test
    void ucciInfiniteOrPonderWithNoMoveAnswersOnceWhenTold() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.ucciWithoutBook();
            e.send(MATED);
            e.send("go depth infinite");
            e.expect("info depth 0 score -30000");
            assertSilent(e);
            e.send("stop");
            e.expect("nobestmove");
            e.send("isready");
            e.expectReadyok(); // the stop was the search's: it is not answered a second time
            e.send("position fen 3k5/9/9/9/9/9/9/9/4A4/3AK4 w - - 0 1"); // four legal moves
            e.send("banmoves e0f0 e1d2 e1f2 e1f0");
            e.send("go ponder time 1000");
            assertTrue(e.next().startsWith("info message banmoves forbids all 4"));
            assertSilent(e);
            e.send("ponderhit");
            e.expect("nobestmove");
            e.send("isready");
            e.expectReadyok();
        }
    }

    /** After a search, probe shows the root entry: its move and, for an exact score, both bounds at its depth. */
    @Test
    void probeShowsTheRootEntryWithBothBoundsOfAnExactScore() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.ucciWithoutBook();
            String fen = "5k3/9/9/9/4r4/9/9/9/4R4/3K5 w - - 0 1"; // the rook takes a hanging rook
            e.send("probe fen " + fen);
            assertEquals("pophash", e.next(), "nothing searched yet");
            e.send("position fen " + fen);
            e.send("go depth 4");
            List<String> lines = e.until("bestmove");
            String lastDepth4 = null;
            for (String l : lines) {
                if (l.startsWith("info depth 4 score ")) {
                    lastDepth4 = l;
                }
            }
            String score = lastDepth4.split(" ")[4];
            e.send("probe fen " + fen);
            assertEquals("pophash bestmove e1e5 lowerbound " + score + " depth 4 upperbound " + score + " depth 4",
                    e.next());
        }
    }

    /** A mate in one is stored at its distance from the probed position: 30000 - 1, in UCCI's mate scale. */
    @Test
    void probeOfAMateShowsTheMateValue() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.ucciWithoutBook();
            String fen = "2b1ka3/4a4/4N4/9/4C4/P8/3RN4/9/9/2BAKAB2 w - - 0 33";
            e.send("position fen " + fen);
            e.send("go depth 3");
            e.first("bestmove");
            e.send("probe fen " + fen);
            String probe = e.next();
            assertTrue(probe.matches("pophash bestmove e7[gc]8 .*"), probe);
            assertTrue(probe.contains("lowerbound 29999 "), probe);
            assertNull(e.poll(100), "one line");
        }
    }
}
