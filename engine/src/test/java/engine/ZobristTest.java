package engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class ZobristTest {
    private static final long SEED = 0x2B1D_5EEDL;
    private static final int GAMES = 300;
    private static final int MAX_PLIES = 300;
    /** Four plies each: 1600 plies, past the position's initial 512-entry history. */
    private static final int SHUTTLE_CYCLES = 400;

    private static Position play(String... moves) {
        Position p = new Position();
        for (String m : moves) {
            int move = Move.parse(m);
            assertTrue(p.isLegal(move), m);
            p.makeMove(move);
        }
        return p;
    }

    @Test
    void incrementalKeyMatchesRecomputedKeyOverRandomGames() {
        Random random = new Random(SEED);
        List<String> starts = Boards.startFens();
        int[] list = new int[MoveGen.MAX_MOVES];
        long totalPlies = 0;
        for (int game = 0; game < GAMES; game++) {
            String fen = starts.get(game % starts.size());
            Position p = new Position(fen);
            long startKey = p.key();
            String startFen = p.fen();
            assertEquals(p.computeKey(), startKey, fen);
            assertEquals(p.computePawnKey(), p.pawnKey, fen);
            long[] keys = new long[MAX_PLIES + 1];
            String[] fens = new String[MAX_PLIES + 1];
            keys[0] = startKey;
            fens[0] = startFen;
            int plies = 0;
            while (plies < MAX_PLIES) {
                int n = MoveGen.generateLegal(p, list, 0);
                if (n == 0) {
                    break;
                }
                int move = list[random.nextInt(n)];
                long predicted = p.keyAfter(move);
                p.makeMove(move);
                plies++;
                assertEquals(p.key(), predicted, "keyAfter(" + Move.toIccs(move) + ") in game " + game);
                assertEquals(p.computeKey(), p.key(), "after " + Move.toIccs(move) + " in game " + game);
                assertEquals(p.computePawnKey(), p.pawnKey, "pawn key after " + Move.toIccs(move) + " in game " + game);
                keys[plies] = p.key();
                fens[plies] = p.fen();
            }
            totalPlies += plies;
            for (int back = plies; back > 0; back--) {
                p.unmakeMove();
                assertEquals(keys[back - 1], p.key(), "unmake to ply " + (back - 1) + " of game " + game);
                assertEquals(p.computeKey(), p.key(), "unmake to ply " + (back - 1) + " of game " + game);
                assertEquals(p.computePawnKey(), p.pawnKey, "pawn key, unmake to ply " + (back - 1));
            }
            assertEquals(startKey, p.key(), "game " + game);
            assertEquals(startFen, p.fen(), "game " + game);
            assertEquals(0, p.plies());
        }
        assertTrue(totalPlies > GAMES * 50L, "games should be long enough to matter: " + totalPlies);
    }

    @Test
    void longShuttleBeyondTheInitialHistoryKeepsKeys() {
        String[] cycle = {"h0g2", "h9g7", "g2h0", "g7h9"};
        Position p = new Position();
        long start = p.key();
        for (int i = 0; i < SHUTTLE_CYCLES; i++) {
            for (String m : cycle) {
                int move = Move.parse(m);
                assertTrue(p.isLegal(move), m + " at cycle " + i);
                p.makeMove(move);
                assertEquals(p.computeKey(), p.key());
            }
            assertEquals(start, p.key(), "the start position recurs after each cycle");
            assertEquals(Fen.START.split(" ")[0], p.fen().split(" ")[0]);
        }
        assertEquals(SHUTTLE_CYCLES * cycle.length, p.plies());
        for (int i = 0; i < SHUTTLE_CYCLES * cycle.length; i++) {
            p.unmakeMove();
        }
        assertEquals(start, p.key());
        assertEquals(Fen.START, p.fen());
    }

    @Test
    void fenOfAReachedPositionGivesTheSameKey() {
        Position p = play("h2e2", "h9g7", "h0g2", "i9h9", "i0h0", "b9c7", "e2e6");
        assertEquals(p.key(), new Position(p.fen()).key());
    }

    @Test
    void transpositionGivesTheSameKey() {
        Position a = play("h2e2", "h9g7", "b0c2", "b9c7");
        Position b = play("b0c2", "b9c7", "h2e2", "h9g7");
        assertEquals(a.fen().split(" ")[0], b.fen().split(" ")[0]);
        assertEquals(a.key(), b.key());
    }

    @Test
    void transpositionWithCaptureGivesTheSameKey() {
        // The rook takes the cannon either before or after the black horse develops.
        Position a = play("b2b9", "h9g7", "c3c4");
        Position b = play("c3c4", "h9g7", "b2b9");
        assertEquals(a.fen().split(" ")[0], b.fen().split(" ")[0]);
        assertEquals(a.key(), b.key());
    }

    @Test
    void differentPositionsHaveDifferentKeys() {
        assertNotEquals(play("h2e2").key(), play("b2e2").key());
        assertNotEquals(play("h2e2").key(), new Position().key());
    }

    @Test
    void sideToMoveIsPartOfTheKey() {
        String placement = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR";
        Position red = new Position(placement + " w - - 0 1");
        Position black = new Position(placement + " b - - 0 1");
        assertNotEquals(red.key(), black.key());
        assertEquals(black.computeKey(), black.key());
        assertEquals(Zobrist.SIDE, red.key() ^ black.key());
    }

    @Test
    void nullMoveFlipsTheKeyAndUnmakeRestoresIt() {
        Position p = play("h2e2", "h9g7");
        long before = p.key();
        String fen = p.fen();
        p.makeNullMove();
        assertNotEquals(before, p.key());
        assertEquals(p.computeKey(), p.key());
        assertEquals(Piece.BLACK, p.sideToMove());
        p.unmakeNullMove();
        assertEquals(before, p.key());
        assertEquals(fen, p.fen());
        assertEquals(Piece.RED, p.sideToMove());
    }

    @Test
    void nullMoveThenMoveKeepsKeysConsistent() {
        Position p = play("h2e2");
        long before = p.key();
        p.makeNullMove();
        // Red moves twice in a row: the cannon now on e2 takes the pawn on e6 over the e3 pawn.
        int move = Move.parse("e2e6");
        assertTrue(p.isLegal(move));
        p.makeMove(move);
        assertEquals(p.computeKey(), p.key());
        p.unmakeMove();
        p.unmakeNullMove();
        assertEquals(before, p.key());
    }
}
