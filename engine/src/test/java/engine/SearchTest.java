package engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class SearchTest {
    private static final String START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
    /** Red's rook takes a hanging black rook on its file. */
    private static final String HANGING_ROOK = "5k3/9/9/9/4r4/9/9/9/4R4/3K5 w - - 0 1";
    /** Black has no legal move and is not in check: stalemate loses in Xiangqi. */
    private static final String STALEMATED = "3k5/2P6/9/9/9/9/9/9/9/4K4 b - - 0 1";

    private static SearchResult search(String fen, int depth) {
        SearchLimits limits = new SearchLimits();
        limits.depth = depth;
        return new Search(new TranspositionTable(8)).run(new Position(fen), limits, SearchListener.NONE);
    }

    @Test
    void capturesAHangingRook() {
        assertEquals("e1e5", Move.toIccs(search(HANGING_ROOK, 4).bestMove()));
    }

    @Test
    void noLegalMoveAnswersNoneAndALoss() {
        SearchResult r = search(STALEMATED, 3);
        assertEquals(Move.NONE, r.bestMove());
        assertTrue(r.score() < -Score.MATE_BOUND);
    }

    @Test
    void sameSearchSameNodes() {
        assertEquals(search(START, 8).nodes(), search(START, 8).nodes());
    }

    @Test
    void bestMoveIsLegalInEverySuitePosition() throws IOException {
        for (String file : List.of("perft.epd", "tactics.epd", "mates.epd", "bench.epd")) {
            for (String line : Files.readAllLines(TestPositions.file(file))) {
                if (line.isBlank()) {
                    continue;
                }
                String fen = line.split(";")[0].trim();
                SearchResult r = search(fen, 4);
                Position p = new Position(fen);
                assertTrue(r.bestMove() == Move.NONE || p.isLegal(r.bestMove()), fen);
                if (r.ponderMove() != Move.NONE) {
                    p.makeMove(r.bestMove());
                    assertTrue(p.isLegal(r.ponderMove()), "ponder move after " + fen);
                }
            }
        }
    }

    @Test
    void bannedMovesAreNotPlayed() {
        SearchLimits limits = new SearchLimits();
        limits.depth = 4;
        limits.banMoves = new int[] {Move.parse("e1e5")};
        SearchResult r = new Search(new TranspositionTable(8)).run(new Position(HANGING_ROOK), limits,
                SearchListener.NONE);
        assertNotEquals("e1e5", Move.toIccs(r.bestMove()));
        assertTrue(new Position(HANGING_ROOK).isLegal(r.bestMove()));
    }

    @Test
    void searchMovesRestrictTheRoot() {
        SearchLimits limits = new SearchLimits();
        limits.depth = 5;
        limits.searchMoves = new int[] {Move.parse("b0c2"), Move.parse("h0g2")};
        SearchResult r = new Search(new TranspositionTable(8)).run(new Position(START), limits, SearchListener.NONE);
        assertTrue(Set.of("b0c2", "h0g2").contains(Move.toIccs(r.bestMove())));
    }

    @Test
    void multiPvReportsDistinctLinesInOrder() {
        SearchLimits limits = new SearchLimits();
        limits.depth = 6;
        limits.multiPv = 3;
        List<SearchInfo> last = new ArrayList<>();
        new Search(new TranspositionTable(8)).run(new Position(START), limits, info -> {
            if (info.depth() == 6) {
                last.add(info);
            }
        });
        assertEquals(3, last.size());
        Set<Integer> firstMoves = new HashSet<>();
        for (int i = 0; i < 3; i++) {
            assertEquals(i + 1, last.get(i).multiPv());
            firstMoves.add(last.get(i).pv()[0]);
            if (i > 0) {
                assertTrue(last.get(i - 1).score() >= last.get(i).score(), "lines out of order");
            }
        }
        assertEquals(3, firstMoves.size());
    }

    @Test
    void principalVariationIsLegalToTheEnd() {
        SearchLimits limits = new SearchLimits();
        limits.depth = 9;
        List<int[]> pvs = new ArrayList<>();
        new Search(new TranspositionTable(8)).run(new Position(START), limits, info -> pvs.add(info.pv()));
        for (int[] pv : pvs) {
            Position p = new Position(START);
            for (int m : pv) {
                assertTrue(p.isLegal(m), "illegal move in PV " + Move.toIccs(m));
                p.makeMove(m);
            }
        }
    }

    @Test
    void nodeLimitIsRespected() {
        SearchLimits limits = new SearchLimits();
        limits.nodes = 20_000;
        SearchResult r = new Search(new TranspositionTable(8)).run(new Position(START), limits, SearchListener.NONE);
        assertTrue(r.nodes() <= limits.nodes, r.nodes() + " nodes");
        assertNotEquals(Move.NONE, r.bestMove());
    }

    @Test
    void mateScoresKeepTheirDistanceThroughTheTable() {
        int ply = 7;
        int mateAtNode = Score.mateIn(ply + 3); // a mate 3 plies below a node at ply 7
        int stored = Score.toTable(mateAtNode, ply);
        assertEquals(Score.mateIn(3), stored, "stored relative to the node");
        assertEquals(Score.mateIn(5 + 3), Score.fromTable(stored, 5), "read back at another ply");
        int mated = Score.matedIn(ply + 4);
        assertEquals(mated, Score.fromTable(Score.toTable(mated, ply), ply));
        assertEquals(123, Score.fromTable(Score.toTable(123, ply), ply));
    }

    @Test
    void tableEntriesRoundTrip() {
        TranspositionTable tt = new TranspositionTable(1);
        long key = 0x1234_5678_9ABC_DEF0L;
        int move = Move.parse("h2e2");
        tt.store(key, move, -29_990, -45, -1, Bound.UPPER, false);
        long e = tt.probe(key);
        assertEquals(move, TranspositionTable.move(e));
        assertEquals(-29_990, TranspositionTable.score(e));
        assertEquals(-45, TranspositionTable.eval(e));
        assertEquals(-1, TranspositionTable.depth(e));
        assertEquals(Bound.UPPER, TranspositionTable.bound(e));
        assertFalse(TranspositionTable.isPv(e));
        assertEquals(0, tt.probe(key ^ 1));
        // The PV mark takes the top bit: every other field reads back the same beside it.
        tt.store(key, move, 29_990, 45, 127, Bound.LOWER, true);
        long pv = tt.probe(key);
        assertTrue(TranspositionTable.isPv(pv));
        assertEquals(move, TranspositionTable.move(pv));
        assertEquals(29_990, TranspositionTable.score(pv));
        assertEquals(45, TranspositionTable.eval(pv));
        assertEquals(127, TranspositionTable.depth(pv));
        assertEquals(Bound.LOWER, TranspositionTable.bound(pv));
    }

    @Test
    void deeperEntriesSurviveInAFullBucket() {
        TranspositionTable tt = new TranspositionTable(1);
        long deep = 0x0000_0001_0000_0000L;
        tt.store(deep, Move.parse("h2e2"), 10, 10, 20, Bound.EXACT, false);
        long bucketMate = deep | 0xF; // same bucket (high bits), different key
        for (int i = 1; i <= 8; i++) {
            tt.store(bucketMate + i, Move.NONE, 0, 0, 1, Bound.LOWER, false);
        }
        assertEquals(20, TranspositionTable.depth(tt.probe(deep)));
    }

    @Test
    void seeValuesExchanges() {
        See see = new See();
        // The rook takes a pawn defended by a horse: wins a pawn, loses the rook.
        Position p = new Position("5k3/9/9/3n5/9/4p4/9/9/4R4/3K5 w - - 0 1");
        assertTrue(see.evaluate(p, Move.parse("e1e4")) < 0);
        // An undefended pawn is free.
        Position q = new Position("5k3/9/9/9/9/4p4/9/9/4R4/3K5 w - - 0 1");
        assertEquals(See.value(Piece.make(Piece.BLACK, Piece.PAWN)), see.evaluate(q, Move.parse("e1e4")));
        // The exchange values keep their order whatever the evaluation's weights say.
        int[] order = {Piece.PAWN, Piece.ADVISOR, Piece.ELEPHANT, Piece.HORSE, Piece.CANNON, Piece.ROOK, Piece.KING};
        for (int i = 1; i < order.length; i++) {
            assertTrue(See.value(Piece.make(Piece.RED, order[i - 1])) < See.value(Piece.make(Piece.RED, order[i])));
        }
    }

    /**
     * {@code atLeast} answers most captures from two bounds without playing the exchange out; it must agree
     * with the full exchange for every capture of many positions and thresholds, and leave the board as it was.
     */
    @Test
    void seeThresholdAgreesWithTheFullExchange() {
        See see = new See();
        int[] thresholds = {-2000, -540, -90, -1, 0, 1, 64, 90, 300, 426, 1036, 1500};
        int[] list = new int[MoveGen.MAX_MOVES];
        int checked = 0;
        int decidedByBounds = 0;
        for (Position p : Boards.randomPositions(17, 12, 120)) {
            String fen = p.fen();
            int n = MoveGen.generate(p, list, 0, MoveGen.CAPTURES);
            for (int i = 0; i < n; i++) {
                int move = list[i];
                int value = see.evaluate(p, move);
                int victim = See.value(p.pieceAt(Move.to(move)));
                int attacker = See.value(p.pieceAt(Move.from(move)));
                for (int t : thresholds) {
                    assertEquals(value >= t, see.atLeast(p, move, t), () -> fen + " " + Move.toIccs(move) + " " + t);
                    checked++;
                    if (victim < t || victim - attacker >= t) {
                        decidedByBounds++;
                    }
                }
            }
            assertEquals(fen, p.fen());
        }
        assertTrue(checked > 10_000, "captures x thresholds checked: " + checked);
        assertTrue(decidedByBounds < checked, "some cases need the exchange played out");
    }
}
