package protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.Move;
import engine.Position;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Bad input gets a message naming the problem; the engine keeps its last valid state and never crashes. */
class BadInputTest {
    private static final String FEN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
    private static final String AFTER_H2E2 = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1";

    private static String fenNow(EngineSession e) {
        e.send("d");
        String fen = e.first("Fen: ").substring("Fen: ".length());
        e.first("Checkers: ");
        return fen;
    }

    @Test
    void ucciErrorsAreMessagesAndStateIsKept() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.ucciWithoutBook();
            e.send("position startpos moves h2e2");
            assertEquals(AFTER_H2E2, fenNow(e));

            e.send("position fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNRR w");
            assertTrue(e.next().startsWith("info message bad FEN: row 10 has more than 9 files"));
            e.send("position fen rnbakakbnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w");
            assertTrue(e.next().startsWith("info message bad FEN:"));
            e.send("position startpos moves h2e2 h9g7 e2e9");
            String msg = e.next();
            assertTrue(msg.startsWith("info message move 3 'e2e9' is not legal"), msg);
            e.send("position startpos moves h2e2 zz99");
            assertTrue(e.next().contains("'zz99' is not legal"));
            e.send("position somewhere");
            assertTrue(e.next().startsWith("info message position needs 'startpos' or 'fen <FEN>'"));
            e.send("frobnicate 1 2 3");
            assertEquals("info message unknown command 'frobnicate'", e.next());
            e.send("setoption hashsize -5");
            assertTrue(e.next().startsWith("info message setoption hashsize: must be between 0 and"));
            e.send("setoption usemillisec maybe");
            assertTrue(e.next().contains("must be true or false"));
            e.send("setoption nosuchoption 12");
            e.send("");
            e.send("   ");
            e.sendRaw("isready\r\n");
            e.expectReadyok();
            e.send("x".repeat(EngineLoop.MAX_LINE + 1));
            assertTrue(e.next().startsWith("info message line of "));
            assertEquals(AFTER_H2E2, fenNow(e), "every bad command left the position alone");
        }
    }

    @Test
    void absurdSearchValuesStillGiveALegalMove() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.ucciWithoutBook();
            e.send("go depth 99999");
            assertTrue(e.next().startsWith("info message depth 99999 is more than"));
            e.send("stop");
            assertLegal(e.first("bestmove"), new Position(FEN));
            e.send("go time -1");
            assertTrue(e.next().contains("read as 0, a clock that has run out"));
            assertLegal(e.first("bestmove"), new Position(FEN));
            e.send("go nodes banana");
            assertTrue(e.next().contains("needs a number"));
            e.send("stop");
            assertLegal(e.first("bestmove"), new Position(FEN));
        }
    }

    /**
     * A go value announced as ignored is ignored: the search runs as if it had not been given. UCCI's depth
     * -3 or banana is not a depth 0 (static score, nobestmove); a clock that is not a number is no clock (the
     * debug option shows the time budget of every timed search).
     */
    @Test
    void ucciValuesAnnouncedAsIgnoredAreIgnored() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.ucciWithoutBook();
            e.send("setoption debug true");
            for (String depth : new String[] {"-3", "banana"}) {
                e.send("go depth " + depth + " nodes 3000");
                assertTrue(e.next().endsWith("; ignored"), depth);
                assertLegal(e.first("bestmove", "nobestmove"), new Position(FEN));
            }
            e.send("go time banana depth 3");
            assertTrue(e.next().endsWith("; ignored"));
            List<String> lines = e.until("bestmove");
            assertTrue(lines.stream().noneMatch(l -> l.contains("time budget")), lines.toString());
            assertLegal(lines.get(lines.size() - 1), new Position(FEN));
        }
    }

    /** UCI: Red's clock that is not a number is no clock, not an empty one: the search reaches its depth. */
    @Test
    void uciClockAnnouncedAsIgnoredIsIgnored() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.uciWithoutBook();
            e.send("go wtime banana btime 1 depth 7");
            assertTrue(e.next().endsWith("; ignored"));
            assertTrue(e.first("info depth 7 ", "bestmove").startsWith("info depth 7 "),
                    "stopped before depth 7, as on an empty clock");
            assertLegal(e.first("bestmove"), new Position(FEN));
        }
    }

    /**
     * After a refused position the engine has no position the GUI sent: go answers without a move, and says why,
     * until a valid position arrives (never a move of the position before, here one for Black).
     */
    @Test
    void afterARefusedPositionGoAnswersWithoutAMove() throws Exception {
        goAfterARefusedPosition(true, "position fen rnbakabnr/9/1c5c1 w", "bad FEN:");
        goAfterARefusedPosition(false, "position somewhere", "position needs");
    }

    private static void goAfterARefusedPosition(boolean ucci, String refusedPosition, String reason) throws Exception {
        String message = ucci ? "info message " : "info string ";
        String noMove = ucci ? "nobestmove" : "bestmove (none)";
        try (EngineSession e = new EngineSession()) {
            if (ucci) {
                e.ucciWithoutBook();
            } else {
                e.uciWithoutBook();
            }
            e.send("position startpos moves h2e2");
            e.send(refusedPosition);
            String refused = e.next();
            assertTrue(refused.startsWith(message + reason) && !refused.contains("unchanged"), refused);
            for (String go : List.of("go depth 3", "go depth 0")) { // UCCI's depth 0 is a static score otherwise
                e.send(go);
                assertTrue(e.next().startsWith(message + "no position"), go);
                e.expect(noMove);
            }
            e.send("go infinite");
            assertTrue(e.next().startsWith(message + "no position"));
            e.send("stop");
            e.expect(noMove);
            e.send("position fen " + FEN);
            e.send("go depth 3");
            assertLegal(e.first("bestmove"), new Position(FEN));
        }
    }

    @Test
    void goBeforePositionSearchesTheStartPosition() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.ucciWithoutBook();
            e.send("go depth 2");
            assertLegal(e.first("bestmove"), new Position(FEN));
        }
    }

    @Test
    void uciErrorsUseInfoString() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.uciWithoutBook();
            e.send("position fen 9/9/9 w");
            assertTrue(e.next().startsWith("info string bad FEN:"));
            e.send("position startpos");
            e.send("setoption name NoSuchThing value 3");
            assertEquals("info string unknown option 'NoSuchThing'", e.next());
            e.send("setoption name Hash value lots");
            assertTrue(e.next().startsWith("info string setoption Hash: must be a whole number"));
            e.send("go wtime -5 btime 1000");
            assertTrue(e.next().contains("read as 0, a clock that has run out"));
            assertLegal(e.first("bestmove"), new Position(FEN));
        }
    }

    private static void assertLegal(String line, Position p) {
        assertTrue(line.startsWith("bestmove "), line);
        assertTrue(p.isLegal(Move.parse(line.split("\\s+")[1])), line);
    }
}
