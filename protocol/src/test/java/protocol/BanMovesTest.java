package protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.Move;
import engine.Position;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * banmoves through the real engine loop, with the book off so the search itself must honour the ban: the
 * banned move is never the answer, a ban of every legal move is answered with no move, and a ban naming an
 * illegal or unparsable move is refused whole.
 */
class BanMovesTest {
    /** Red's king on e0 with advisors on d0 and e1: four legal moves, e0f0 e1d2 e1f2 e1f0. */
    private static final String FOUR_MOVES = "3k5/9/9/9/9/9/9/9/4A4/3AK4 w - - 0 1";
    private static final String ALL_FOUR = "banmoves e0f0 e1d2 e1f2 e1f0";

    private static String bestMove(EngineSession e, String go) {
        e.send(go);
        return e.first("bestmove", "nobestmove");
    }

    @Test
    void theSearchNeverPlaysABannedMove() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.ucciWithoutBook();
            e.send("position startpos");
            String favourite = bestMove(e, "go depth 3").split(" ")[1];
            e.send("position startpos");
            e.send("banmoves " + favourite);
            String answer = bestMove(e, "go depth 3");
            assertTrue(answer.startsWith("bestmove "), answer);
            int move = Move.parse(answer.split(" ")[1]);
            assertNotEquals(favourite, answer.split(" ")[1]);
            assertTrue(Position.startpos().isLegal(move), answer);
        }
    }

    @Test
    void theBanLastsUntilTheNextPosition() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.ucciWithoutBook();
            // e1e5 wins a rook: banned it is not played; after the next position command it is played again.
            String fen = "position fen 5k3/9/9/9/4r4/9/9/9/4R4/3K5 w - - 0 1";
            e.send(fen);
            e.send("banmoves e1e5");
            assertNotEquals("e1e5", bestMove(e, "go depth 4").split(" ")[1]);
            e.send(fen);
            assertEquals("e1e5", bestMove(e, "go depth 4").split(" ")[1]);
        }
    }

    @Test
    void ucciWithEveryMoveBannedAnswersNobestmove() throws Exception {
        assertNoMoveWhenAllBanned(true, "info message", "nobestmove");
    }

    @Test
    void uciWithEveryMoveBannedAnswersBestmoveNone() throws Exception {
        assertNoMoveWhenAllBanned(false, "info string", "bestmove (none)");
    }

    /** Bans all four moves; the answer must be a message naming banmoves, then exactly {@code noMove}. */
    private static void assertNoMoveWhenAllBanned(boolean ucci, String messagePrefix, String noMove)
            throws Exception {
        try (EngineSession e = new EngineSession()) {
            if (ucci) {
                e.ucciWithoutBook();
            } else {
                e.uciWithoutBook();
            }
            e.send("position fen " + FOUR_MOVES);
            e.send(ALL_FOUR);
            e.send("go depth 3");
            List<String> answer = e.until(ucci ? "nobestmove" : "bestmove");
            assertEquals(noMove, answer.get(answer.size() - 1), answer.toString());
            assertTrue(answer.stream().anyMatch(l -> l.startsWith(messagePrefix) && l.contains("banmoves")),
                    answer.toString());
        }
    }

    @Test
    void allButOneBannedLeavesTheOne() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.ucciWithoutBook();
            e.send("position fen " + FOUR_MOVES);
            e.send("banmoves e0f0 e1d2 e1f2");
            assertEquals("bestmove e1f0", bestMove(e, "go depth 3").split(" ponder")[0].split(" draw")[0]);
        }
    }

    @Test
    void illegalOrUnparsableMovesBanNothing() throws Exception {
        for (String bad : List.of("h2e3", "zz99", "e0f0 h2")) {
            try (EngineSession e = new EngineSession()) {
                e.ucciWithoutBook();
                e.send("position fen " + FOUR_MOVES);
                e.send("banmoves e1d2 e1f2 e1f0 " + bad);
                String refusal = e.first("info message");
                assertTrue(refusal.contains("nothing banned") && refusal.contains(bad.split(" ")[bad.split(" ").length - 1]),
                        refusal);
                String answer = bestMove(e, "go depth 3");
                assertTrue(answer.startsWith("bestmove "), bad + ": " + answer);
                assertTrue(new Position(FOUR_MOVES).isLegal(Move.parse(answer.split(" ")[1])), answer);
            }
        }
    }
}
