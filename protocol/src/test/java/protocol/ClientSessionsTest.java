package protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.Move;
import engine.Position;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * What published client programs send (shared/sparring.md, "What real clients send"), replayed through the
 * real loop with CRLF line ends as those clients write them. Each answer must be a legal move of the position
 * the client meant, which the test builds itself from the FEN and moves it sent.
 */
class ClientSessionsTest {
    private static final String START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR";
    /** The start position after 炮二平五 (h2e2), Black to move, without counters. */
    private static final String AFTER_H2E2 = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b";
    /** A composed study: a black pawn on Black's own back rank, which no game can bring about. */
    private static final String STUDY = "3k1p3/9/9/9/9/9/9/9/4A4/4K4 w";
    /** Black is mated: two red rooks on the d-file. */
    private static final String MATED = "3k5/3R5/3R5/9/9/9/9/9/9/4K4 b - - 0 1";
    /** Black is stalemated, not in check: every king move is attacked, and it has nothing else. */
    private static final String STALEMATED = "3k5/R8/4R4/9/9/9/9/9/9/5K3 b - - 0 1";
    private static final String CRLF = "\r\n";

    private static void send(EngineSession e, String line) {
        e.sendRaw(line + CRLF);
    }

    private static int playedMove(String bestmove, Coordinates coordinates) {
        return coordinates.parse(bestmove.split(" ")[1]);
    }

    private static void assertLegal(String bestmove, Position meant, Coordinates coordinates) {
        assertTrue(bestmove.startsWith("bestmove "), bestmove);
        int move = playedMove(bestmove, coordinates);
        assertTrue(meant.isLegal(move), bestmove + " is not legal in " + meant.fen());
    }

    private static Position play(String fen, String... moves) {
        Position p = new Position(fen);
        for (String m : moves) {
            p.makeMove(Move.parse(m));
        }
        return p;
    }

    /** The FEN the engine shows for its current position (board and side only). */
    private static String shownBoard(EngineSession e) {
        send(e, "d");
        String fen = e.first("Fen: ").substring("Fen: ".length());
        String[] f = fen.split(" ");
        return f[0] + " " + f[1];
    }

    private static String boardOf(Position p) {
        String[] f = p.fen().split(" ");
        return f[0] + " " + f[1];
    }

    @Test
    void ucciCurrentFenFollowedByTheWholeGameKeepsTheNewFen() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.ucciWithoutBook();
            send(e, "position fen " + AFTER_H2E2 + " moves h2e2");
            String note = e.first("info message");
            assertTrue(note.contains("'h2e2'") && note.contains("ignoring"), note);
            assertEquals(boardOf(new Position(AFTER_H2E2)), shownBoard(e));
            send(e, "go depth 3");
            assertLegal(e.first("bestmove"), new Position(AFTER_H2E2), Coordinates.ICCS);
        }
    }

    @Test
    void uciMovesAreAppliedUpToTheFirstIllegalOne() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.uciWithoutBook();
            send(e, "position fen " + START + " w moves h2e2 h9g7 h2e2 b0c2");
            String note = e.first("info string");
            assertTrue(note.contains("move 3") && note.contains("and the 1 after it"), note);
            Position meant = play(START + " w", "h2e2", "h9g7");
            assertEquals(boardOf(meant), shownBoard(e));
            send(e, "go depth 3");
            assertLegal(e.first("bestmove"), meant, Coordinates.ICCS);
        }
    }

    @Test
    void unusableFenKeepsThePreviousPosition() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.uciWithoutBook();
            send(e, "position fen " + AFTER_H2E2);
            send(e, "position fen 9/9/9/9/9/9/9/9/4A4/4K4 w moves e0f0");
            assertTrue(e.first("info string").contains("king"));
            assertEquals(boardOf(new Position(AFTER_H2E2)), shownBoard(e));
        }
    }

    @Test
    void composedStudyIsSearchedWithANote() throws Exception {
        for (String dialect : List.of("ucci", "uci")) {
            try (EngineSession e = new EngineSession()) {
                send(e, dialect);
                send(e, "position fen " + STUDY);
                String note = e.first("info message", "info string");
                assertTrue(note.contains("composed position") && note.contains("f9"), note);
                assertEquals(boardOf(new Position(STUDY)), shownBoard(e));
                send(e, "go depth 3");
                assertLegal(e.first("bestmove"), new Position(STUDY), Coordinates.ICCS);
            }
        }
    }

    @Test
    void ucciMatedOrStalematedRootAnswersNobestmoveWithoutPv() throws Exception {
        for (String fen : List.of(MATED, STALEMATED)) {
            try (EngineSession e = new EngineSession()) {
                send(e, "ucci");
                send(e, "position fen " + fen);
                send(e, "go depth 3");
                List<String> answer = e.until("nobestmove");
                assertEquals(List.of("info depth 0 score -30000", "nobestmove"),
                        answer.subList(answer.indexOf("info depth 0 score -30000"), answer.size()), fen);
                assertFalse(answer.stream().anyMatch(l -> l.contains(" pv")), answer.toString());
            }
        }
    }

    @Test
    void uciMatedOrStalematedRootAnswersMateZeroAndNone() throws Exception {
        for (String fen : List.of(MATED, STALEMATED)) {
            try (EngineSession e = new EngineSession()) {
                send(e, "uci");
                send(e, "position fen " + fen);
                send(e, "go depth 3");
                List<String> answer = e.until("bestmove");
                assertEquals(List.of("info depth 0 score mate 0", "bestmove (none)"),
                        answer.subList(answer.size() - 2, answer.size()), fen);
                assertFalse(answer.stream().anyMatch(l -> l.contains(" pv")), answer.toString());
            }
        }
    }

    @Test
    void bookMovesComeWithAScoreLine() throws Exception {
        for (String dialect : List.of("ucci", "uci")) {
            try (EngineSession e = new EngineSession()) {
                send(e, dialect);
                send(e, "position startpos");
                send(e, "go depth 5");
                List<String> answer = e.until("bestmove");
                assertTrue(answer.stream().anyMatch(l -> l.contains("book move")), answer.toString());
                String best = answer.get(answer.size() - 1);
                String move = best.split(" ")[1];
                String scoreLine = answer.stream().filter(l -> l.startsWith("info depth 0 ")).findFirst().orElseThrow();
                assertTrue(scoreLine.matches("info depth 0 .*score (cp )?-?\\d+ .*pv " + move), scoreLine);
                assertLegal(best, Position.startpos(), Coordinates.ICCS);
            }
        }
    }

    @Test
    void ucciReadsUciSpelledSetoption() throws Exception {
        try (EngineSession e = new EngineSession()) {
            send(e, "ucci");
            e.until("ucciok");
            send(e, "setoption name usebook value false");
            send(e, "setoption name NoSuchOption value 3");
            assertTrue(e.next().contains("NoSuchOption"));
            send(e, "position startpos");
            send(e, "go depth 2");
            List<String> answer = e.until("bestmove");
            assertFalse(answer.stream().anyMatch(l -> l.contains("book move")), answer.toString());
            assertTrue(answer.stream().anyMatch(l -> l.startsWith("info depth 2 ")), answer.toString());
        }
    }

    @Test
    void analysisIsNeverAnsweredFromTheBook() throws Exception {
        try (EngineSession e = new EngineSession()) {
            send(e, "uci");
            e.until("uciok");
            send(e, "position startpos");
            for (String go : List.of("go depth 3 mate 1", "go depth 2 searchmoves h2e2 b2e2")) {
                send(e, go);
                List<String> answer = e.until("bestmove");
                assertFalse(answer.stream().anyMatch(l -> l.contains("book move")), go + ": " + answer);
            }
            send(e, "go infinite");
            e.sync();
            send(e, "stop");
            List<String> infinite = e.until("bestmove");
            assertFalse(infinite.stream().anyMatch(l -> l.contains("book move")), infinite.toString());
            send(e, "setoption name MultiPV value 2");
            send(e, "go depth 2");
            List<String> multi = e.until("bestmove");
            assertFalse(multi.stream().anyMatch(l -> l.contains("book move")), multi.toString());
            assertTrue(multi.stream().anyMatch(l -> l.contains(" multipv 2 ")), multi.toString());
        }
    }

    @Test
    void fairyStockfishGuisGetRanksOneToTen() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.uciWithoutBook();
            send(e, "setoption name UCI_Variant value xiangqi");
            send(e, "position startpos moves h3e3 b10c8");
            Position meant = play(START + " w", "h2e2", "b9c7");
            assertEquals(boardOf(meant), shownBoard(e));
            send(e, "go depth 3");
            List<String> answer = e.until("bestmove");
            String best = answer.get(answer.size() - 1);
            assertTrue(best.matches("bestmove [a-i](10|[1-9])[a-i](10|[1-9])( ponder [a-i](10|[1-9])[a-i](10|[1-9]))?"),
                    best);
            assertLegal(best, meant, Coordinates.FAIRY);
            String pvLine = answer.get(answer.size() - 2);
            int first = Coordinates.FAIRY.parse(pvLine.substring(pvLine.indexOf(" pv ") + 4).split(" ")[0]);
            assertTrue(meant.isLegal(first), pvLine);
        }
    }

    @Test
    void otherVariantsAreRefusedAndRanksStayZeroToNine() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.uciWithoutBook();
            send(e, "setoption name UCI_Variant value shogi");
            String refusal = e.next();
            assertTrue(refusal.startsWith("info string") && refusal.contains("xiangqi"), refusal);
            send(e, "position startpos moves h2e2");
            assertEquals(boardOf(play(START + " w", "h2e2")), shownBoard(e));
        }
    }

    @Test
    void showWdlAddsPerMilleThatSumToAThousand() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.uciWithoutBook();
            send(e, "setoption name UCI_ShowWDL value true");
            send(e, "position startpos");
            send(e, "go depth 2");
            for (String line : e.until("bestmove")) {
                if (line.startsWith("info depth")) {
                    String[] w = line.substring(line.indexOf(" wdl ") + 5).split(" ");
                    int sum = Integer.parseInt(w[0]) + Integer.parseInt(w[1]) + Integer.parseInt(w[2]);
                    assertEquals(1000, sum, line);
                }
            }
        }
    }

    /**
     * A horse up at the start: before the scale, UCI showed the internal 477; Pikafish shows about 217, and a
     * pawn-based scale would show a horse's worth of pawns. The scale must put it in that neighbourhood: more
     * than half a pawn, less than three (the weights tuned on Pikafish-HCE's scores show 76 at depth 1).
     */
    @Test
    void uciCentipawnsAreOnAPawnLikeScale() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.uciWithoutBook();
            send(e, "position fen r1bakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w");
            send(e, "go depth 1");
            String line = e.first("info depth 1 ");
            int cp = Integer.parseInt(line.substring(line.indexOf("score cp ") + 9).split(" ")[0]);
            assertTrue(cp >= 50 && cp <= 300, line);
        }
    }
}
