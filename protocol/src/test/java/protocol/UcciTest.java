package protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.Move;
import engine.Position;
import engine.Slow;
import java.util.List;
import org.junit.jupiter.api.Test;

class UcciTest {
    private static final String START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
    /** How long a ponder search is watched for an answer it must not give. */
    private static final long QUIET_MS = 300;

    private static void assertLegalBestMove(String line, Position p) {
        assertTrue(line.startsWith("bestmove "), line);
        int move = Move.parse(line.split("\\s+")[1]);
        assertTrue(p.isLegal(move), line + " in " + p.fen());
    }

    /** A ponder search may print info lines but must not answer before ponderhit or stop. */
    private static void assertNoBestMove(EngineSession e) throws InterruptedException {
        long end = System.currentTimeMillis() + QUIET_MS;
        String line;
        while ((line = e.poll(Math.max(1, end - System.currentTimeMillis()))) != null) {
            assertFalse(line.startsWith("bestmove"), "answered while pondering: " + line);
        }
    }

    private static Position after(String fen, String... moves) {
        Position p = new Position(fen);
        for (String m : moves) {
            p.makeMove(Move.parse(m));
        }
        return p;
    }

    @Test
    void handshakeListsOptionsThenUcciok() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.send("ucci");
            List<String> lines = e.until("ucciok");
            assertTrue(lines.get(0).startsWith("id name Qilin"));
            assertTrue(lines.contains("option usemillisec type check default true"));
            assertTrue(lines.stream().anyMatch(l -> l.startsWith("option hashsize type spin min 0 max ")));
            assertTrue(lines.contains("option newgame type button"));
            for (String required : List.of("batch", "debug", "ponder", "usebook", "bookfiles", "threads", "idle",
                    "randomness", "style", "pruning", "knowledge", "promotion")) {
                assertTrue(lines.stream().anyMatch(l -> l.startsWith("option " + required + " type ")), required);
            }
        }
    }

    /** The session from the protocol notes, with depth limits instead of clocks so it is deterministic. */
    @Test
    void xqwizardSession() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.ucciWithoutBook();
            e.send("setoption usemillisec true");
            e.send("setoption newgame");
            e.send("position fen " + START + " moves h2e2 h9g7");
            e.send("go depth 5");
            String best = e.first("bestmove");
            assertLegalBestMove(best, after(START, "h2e2", "h9g7"));
            String[] words = best.split("\\s+");
            assertEquals("ponder", words[2]);
            String ours = words[1];
            String theirs = words[3];
            e.send("position fen " + START + " moves h2e2 h9g7 " + ours + " " + theirs);
            e.send("go ponder depth 4");
            assertNoBestMove(e);
            e.send("ponderhit");
            assertLegalBestMove(e.first("bestmove"), after(START, "h2e2", "h9g7", ours, theirs));
            e.send("quit");
            e.expect("bye");
            assertTrue(e.finished(5_000));
        }
    }

    /** As in UCI ({@code UciTest}): the answer is the last line shown, with its second move as the ponder move. */
    @Test
    @Slow
    void bestmoveIsTheLastLineShownWithItsPonderMove() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.ucciWithoutBook();
            List<String> wrong = e.answersUnlikeTheirLastLine("setoption newgame", Bench.positions(), 30_000);
            assertTrue(wrong.isEmpty(), wrong.size() + " answers unlike their last line:\n" + String.join("\n", wrong));
        }
    }

    @Test
    void ponderMissIsStoppedThenANewSearchRuns() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.ucciWithoutBook();
            e.send("position startpos moves h2e2 h9g7");
            e.send("go ponder time 60000 increment 0");
            assertNoBestMove(e);
            e.send("stop");
            e.first("bestmove"); // the GUI ignores it
            e.send("position startpos moves h2e2 h7e7");
            e.send("go depth 3");
            assertLegalBestMove(e.first("bestmove"), after(START, "h2e2", "h7e7"));
        }
    }

    @Test
    void stopWhileIdleAnswersNobestmove() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.ucciWithoutBook();
            e.send("stop");
            e.expect("nobestmove");
        }
    }

    @Test
    void quitWhileThinkingSaysByeAndExits() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.ucciWithoutBook();
            e.send("position startpos");
            e.send("go depth infinite");
            e.send("isready");
            e.first("readyok");
            assertNoBestMove(e); // an infinite search runs until told otherwise
            e.send("quit");
            e.first("bye");
            assertTrue(e.finished(5_000), "the loop must end after quit");
        }
    }

    @Test
    void isreadyIsAnsweredWhileThinking() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.ucciWithoutBook();
            e.send("go infinite");
            e.send("isready");
            e.first("readyok");
            e.send("stop");
            assertLegalBestMove(e.first("bestmove"), new Position(START));
        }
    }

    @Test
    void timeUnitsFollowUsemillisec() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.ucciWithoutBook();
            e.send("setoption debug true");
            e.send("go time 300000 movestogo 10");
            String ms = e.first("info message time budget");
            e.send("stop");
            e.first("bestmove");
            e.send("setoption usemillisec false");
            e.send("go time 300 movestogo 10");
            String seconds = e.first("info message time budget");
            e.send("stop");
            e.first("bestmove");
            assertEquals(ms, seconds, "300 s and 300000 ms are the same clock");
            // At the start (ply 0) with 10 moves to go: 300,000 less 3 overheads of 30 ms = 299,910 ms in hand,
            // of which 0.88 / 10 is the optimum; the maximum is 1.5 + 0.11 x 10 = 2.6 optima.
            assertTrue(ms.contains("optimum 26392 ms, maximum 68619 ms"), ms);
        }
    }

    @Test
    void banmovesExampleAvoidsTheBannedMove() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.ucciWithoutBook();
            String fen = "5k3/9/9/9/4r4/9/9/9/4R4/3K5 w - - 0 1"; // e1e5 wins a rook
            e.send("position fen " + fen);
            e.send("banmoves e1e5");
            e.send("go depth 4");
            String best = e.first("bestmove");
            assertLegalBestMove(best, new Position(fen));
            assertFalse(best.startsWith("bestmove e1e5"), best);
            e.send("position fen " + fen); // a new position clears the ban
            e.send("go depth 4");
            assertTrue(e.first("bestmove").startsWith("bestmove e1e5"));
        }
    }

    @Test
    void drawOfferIsAcceptedOnlyWhenNotBetter() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.ucciWithoutBook();
            e.send("position fen 5k3/9/9/9/4r4/9/9/9/4R4/3K5 w - - 0 1");
            e.send("go draw depth 4");
            assertFalse(e.first("bestmove").endsWith(" draw"), "a rook up, the draw is refused");
            e.send("position fen 5k3/9/9/9/9/9/9/9/4R4/3K5 b - - 0 1");
            e.send("go draw depth 4");
            assertTrue(e.first("bestmove").endsWith(" draw"), "a rook down, the draw is welcome");
        }
    }

    @Test
    void depthZeroGivesAStaticScoreAndNobestmove() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.ucciWithoutBook();
            e.send("go depth 0");
            assertTrue(e.next().startsWith("info depth 0 score "));
            e.expect("nobestmove");
        }
    }

    /** The score of {@code go depth 0} in a position, in the UCCI GUIs' scale. */
    private static int depthZeroScore(EngineSession e, String fen) {
        e.send("position fen " + fen);
        e.send("go depth 0");
        String line = e.next();
        assertTrue(line.startsWith("info depth 0 score "), line);
        e.expect("nobestmove");
        return Integer.parseInt(line.substring("info depth 0 score ".length()).trim());
    }

    /**
     * Worked without the evaluation: a symmetric board scores the same whoever is to move (only the tempo
     * is left); a rook up (900 internal units, 4 to a UCCI point: 225) is clearly won for the side to move,
     * and the same position with colours swapped scores the same; material that cannot mate scores 0.
     */
    @Test
    void depthZeroScoreIsTheStaticEvaluationInGuiUnits() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.ucciWithoutBook();
            String start = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR";
            int redToMove = depthZeroScore(e, start + " w - - 0 1");
            assertEquals(redToMove, depthZeroScore(e, start + " b - - 0 1"));
            assertTrue(Math.abs(redToMove) <= 10, "only the tempo: " + redToMove);
            int rookUp = depthZeroScore(e, "1nbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1");
            assertTrue(rookUp >= 150 && rookUp <= 350, "a rook up: " + rookUp);
            assertEquals(rookUp,
                    depthZeroScore(e, "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/1NBAKABNR b - - 0 1"));
            int rookDown = depthZeroScore(e, "1nbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1");
            assertTrue(rookDown <= -150 && rookDown >= -350, "a rook down: " + rookDown);
            assertEquals(0, depthZeroScore(e, "4k4/9/9/9/9/C8/9/9/9/3K5 w - - 0 1"), "a lone cannon cannot mate");
        }
    }

    @Test
    void noLegalMoveGivesNobestmove() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.ucciWithoutBook();
            e.send("position fen 3k5/2P6/9/9/9/9/9/9/9/4K4 b - - 0 1");
            e.send("go depth 3");
            assertEquals("nobestmove", e.first("nobestmove", "bestmove"));
        }
    }

    @Test
    void probeAnswersFromTheHashTable() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.ucciWithoutBook();
            e.send("probe startpos");
            e.expect("pophash");
            e.send("position startpos");
            e.send("go depth 6");
            String best = e.first("bestmove").split("\\s+")[1];
            e.send("probe startpos");
            String pop = e.next();
            assertTrue(pop.startsWith("pophash bestmove " + best), pop);
            assertTrue(pop.contains(" depth 6"), pop);
        }
    }
}
