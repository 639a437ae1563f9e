package protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.Move;
import engine.Position;
import engine.Slow;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class UciTest {
    /**
     * A quit or stop that arrives before the first iteration ends still gets a searched move: depth 1 always
     * completes, so no info line goes out without a line to show and no move is played unsearched (it was
     * "score cp -7712" with no pv, then the first generated move, a king step).
     */
    @Test
    void quitRightAfterGoStillShowsASearchedLine() {
        for (String dialect : List.of("uci\nsetoption name UseBook value false", "ucci\nsetoption usebook false")) {
            List<String> lines = BookProtocolTest.run(dialect + "\nposition startpos\ngo depth 20\nquit\n");
            List<String> infos = lines.stream().filter(l -> l.startsWith("info depth")).toList();
            assertFalse(infos.isEmpty(), String.join("\n", lines));
            for (String info : infos) {
                assertTrue(info.contains(" pv "), "a line to show: " + info);
                assertFalse(info.contains("score cp -7712") || info.contains("score -7500"), info);
            }
            assertFalse(BookProtocolTest.bestMoves(lines).contains("e0e1"), String.join("\n", lines));
        }
    }

    @Test
    void handshakeAndOptions() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.send("uci");
            List<String> lines = e.until("uciok");
            assertTrue(lines.get(0).startsWith("id name Qilin"));
            for (String name : List.of("Hash", "Threads", "MultiPV", "Ponder", "Move Overhead", "Clear Hash")) {
                assertTrue(lines.stream().anyMatch(l -> l.startsWith("option name " + name + " type ")), name);
            }
        }
    }

    @Test
    void multiPvGivesOneLinePerMove() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.uciWithoutBook();
            e.send("setoption name MultiPV value 3");
            e.send("ucinewgame");
            e.send("position startpos");
            e.send("go depth 5");
            List<String> lines = e.until("bestmove");
            Set<String> firstMoves = new HashSet<>();
            for (String l : lines) {
                if (l.startsWith("info depth 5 ")) {
                    assertTrue(l.matches(".* multipv [123] score (cp|mate) -?\\d+ .* pv .*"), l);
                    firstMoves.add(l.substring(l.indexOf(" pv ") + 4).split(" ")[0]);
                }
            }
            assertEquals(3, firstMoves.size());
        }
    }

    /**
     * What a GUI shows is what is played (see {@link EngineSession#answersUnlikeTheirLastLine}), on every bench
     * position at two node limits.
     */
    @Test
    @Slow
    void bestmoveIsTheLastLineShownWithItsPonderMove() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.uciWithoutBook();
            List<String> wrong = e.answersUnlikeTheirLastLine("ucinewgame", Bench.positions(), 5_000, 30_000);
            assertTrue(wrong.isEmpty(), wrong.size() + " answers unlike their last line:\n" + String.join("\n", wrong));
        }
    }

    @Test
    void mateIsReportedInMoves() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.uciWithoutBook();
            e.send("position fen 2b1ka3/4a4/4N4/9/4C4/P8/3RN4/9/9/2BAKAB2 w - - 0 33");
            e.send("go depth 3");
            List<String> lines = e.until("bestmove");
            assertTrue(lines.stream().anyMatch(l -> l.contains(" score mate 1 ")), lines.toString());
            String best = lines.get(lines.size() - 1).split(" ")[1];
            assertTrue(Set.of("e7g8", "e7c8").contains(best), best);
        }
    }

    @Test
    void noLegalMoveIsBestmoveNone() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.uciWithoutBook();
            e.send("position fen 3k5/2P6/9/9/9/9/9/9/9/4K4 b - - 0 1");
            e.send("go depth 2");
            assertEquals("bestmove (none)", e.first("bestmove"));
        }
    }

    /**
     * Black to move with a minute on its clock and one move to the control, Red with 1 ms: read right, the
     * budget is most of Black's minute and the search runs until stopped, past depth 6; read from Red's
     * clock, the maximum is 1 ms and the search answers by itself long before depth 6.
     */
    @Test
    void clocksOfTheSideToMoveAreUsed() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.uciWithoutBook();
            e.send("setoption name Move Overhead value 0");
            e.send("position startpos moves h2e2");
            e.send("go wtime 1 btime 60000 movestogo 1");
            String line = e.first("info depth 6 ", "bestmove");
            assertTrue(line.startsWith("info depth 6 "), "answered before depth 6, as with a 1 ms clock: " + line);
            e.send("stop");
            String best = e.first("bestmove");
            Position p = new Position();
            p.makeMove(Move.parse("h2e2"));
            assertTrue(p.isLegal(Move.parse(best.split(" ")[1])), best);
        }
    }

    /**
     * GUIs change options while analysing: the analysis goes on (isready still answered at once), and the new
     * values count from the next search.
     */
    @Test
    void setoptionDuringAnalysisWaitsForTheNextSearch() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.uciWithoutBook();
            analyseWhileSetting(e, "go infinite", "setoption name MultiPV value 2", "setoption name Threads value 2",
                    "setoption name UCI_ShowWDL value true", "setoption name Clear Hash");
            e.send("go depth 4");
            List<String> lines = e.until("bestmove");
            assertTrue(lines.stream().anyMatch(l -> l.matches("info depth 4 .* multipv 2 .* wdl \\d+ \\d+ \\d+ .*")),
                    lines.toString());
        }
        try (EngineSession e = new EngineSession()) {
            e.ucciWithoutBook();
            analyseWhileSetting(e, "go depth infinite", "setoption multipv 2");
        }
    }

    /** Sends the options while {@code go} analyses the start position, then isready, then stop. */
    private static void analyseWhileSetting(EngineSession e, String go, String... setoptions) {
        e.send(go);
        e.first("info depth ");
        for (String setoption : setoptions) {
            e.send(setoption);
        }
        e.send("isready");
        for (String line : e.until("readyok")) {
            assertFalse(line.contains("bestmove"), "the analysis ended: " + line);
        }
        e.send("stop");
        EngineSession.assertLegalBestMove(e.first("bestmove"), Position.startpos());
    }

    /** Once a GUI has named the variant, perft and the board count ranks 1-10, as its moves do. */
    @Test
    void perftAndTheBoardCountRanksFromOneOnceTheVariantIsNamed() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.uciWithoutBook();
            e.send("setoption name UCI_Variant value xiangqi");
            e.send("go perft 1");
            List<String> perft = e.until("Nodes searched");
            assertTrue(perft.contains("h3e3: 1") && perft.contains("a1a2: 1"), perft.toString());
            assertTrue(perft.stream().noneMatch(l -> l.matches("\\w0\\w\\d: .*")), perft.toString());
            e.send("position startpos moves h3e3");
            e.send("go perft 1");
            assertTrue(e.until("Nodes searched").contains("b10c8: 1"));
            e.send("d");
            List<String> board = e.until("Checkers");
            assertEquals("10 r n b a k a b n r", board.get(0));
            assertEquals("1  R N B A K A B N R", board.get(10));
        }
    }

    @Test
    void stopWhileIdleIsIgnoredQuietly() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.uciWithoutBook();
            e.send("stop");
            e.send("isready");
            e.expectReadyok();
            e.send("quit");
            assertTrue(e.finished(5_000));
        }
    }
}
