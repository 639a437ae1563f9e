package engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Properties of the generator and the legality helpers over thousands of positions reached by seeded random
 * legal play from the start position and from every suite FEN, checked against each other and against
 * {@link ReferenceRules}, a slow rules reading written apart from the engine. Random piece placements that
 * FEN accepts are added, to reach crowded lines and odd king positions that games rarely produce.
 */
class MoveGenPropertyTest {
    private static final long SEED = 20240611L;
    private static final int GAMES_PER_START = 3;
    private static final int PLIES_PER_GAME = 60;
    private static final long PLACEMENT_SEED = 977L;
    private static final int RANDOM_PLACEMENTS = 1500;
    /** Composed-study placements (pawns behind their start, advisors and elephants off their points). */
    private static final int COMPOSED_PLACEMENTS = 500;
    private static final int ALL_PAIRS = Square.COUNT * Square.COUNT;
    /** Every sample must hold at least this many checks, so the in-check properties are really exercised. */
    private static final int MIN_POSITIONS_IN_CHECK = 50;

    private static List<Position> samples;

    @BeforeAll
    static void collect() {
        samples = new java.util.ArrayList<>(Boards.randomPositions(SEED, GAMES_PER_START, PLIES_PER_GAME));
        samples.addAll(Boards.randomPlacements(PLACEMENT_SEED, RANDOM_PLACEMENTS));
        samples.addAll(Boards.randomPlacements(PLACEMENT_SEED, COMPOSED_PLACEMENTS, true));
    }

    private static int[] generate(Position p, int kinds) {
        int[] list = new int[MoveGen.MAX_MOVES];
        return Arrays.copyOf(list, MoveGen.generate(p, list, 0, kinds));
    }

    private static int[] legal(Position p) {
        int[] list = new int[MoveGen.MAX_MOVES];
        return Arrays.copyOf(list, MoveGen.generateLegal(p, list, 0));
    }

    private static boolean[] asTable(int[] moves) {
        boolean[] table = new boolean[ALL_PAIRS];
        for (int m : moves) {
            table[Move.from(m) * Square.COUNT + Move.to(m)] = true;
        }
        return table;
    }

    private static Set<Integer> asSet(int[] moves) {
        Set<Integer> set = new TreeSet<>();
        for (int m : moves) {
            set.add(m);
        }
        return set;
    }

    @Test
    void samplesAreVariedEnough() {
        assertTrue(samples.size() > 1000, "sample count " + samples.size());
        long inCheck = samples.stream().filter(Position::inCheck).count();
        assertTrue(inCheck >= MIN_POSITIONS_IN_CHECK, "positions in check: " + inCheck);
    }

    @Test
    void generatorMatchesReferenceRules() {
        for (Position p : samples) {
            Set<Integer> expected = new TreeSet<>();
            for (int[] m : ReferenceRules.moves(p, p.sideToMove())) {
                expected.add(Move.of(m[0], m[1]));
            }
            assertEquals(expected, asSet(generate(p, MoveGen.ALL)), p.fen());
        }
    }

    @Test
    void capturesAndQuietsPartitionAllMoves() {
        for (Position p : samples) {
            int[] all = generate(p, MoveGen.ALL);
            int[] captures = generate(p, MoveGen.CAPTURES);
            int[] quiets = generate(p, MoveGen.QUIETS);
            assertEquals(all.length, asSet(all).size(), "duplicate moves in " + p.fen());
            assertEquals(all.length, captures.length + quiets.length, p.fen());
            Set<Integer> union = asSet(captures);
            union.addAll(asSet(quiets));
            assertEquals(asSet(all), union, p.fen());
            for (int m : captures) {
                assertTrue(p.pieceAt(Move.to(m)) != Piece.EMPTY, Move.toIccs(m) + " in " + p.fen());
            }
            for (int m : quiets) {
                assertEquals(Piece.EMPTY, p.pieceAt(Move.to(m)), Move.toIccs(m) + " in " + p.fen());
            }
            // Each kind in the order of all moves, which move ordering breaks its ties by.
            assertArrayEquals(Arrays.stream(all).filter(m -> p.pieceAt(Move.to(m)) != Piece.EMPTY).toArray(),
                    captures, p.fen());
            assertArrayEquals(Arrays.stream(all).filter(m -> p.pieceAt(Move.to(m)) == Piece.EMPTY).toArray(),
                    quiets, p.fen());
        }
    }

    @Test
    void evasionsEqualLegalMovesWhenInCheck() {
        int[] list = new int[MoveGen.MAX_MOVES];
        for (Position p : samples) {
            if (p.inCheck()) {
                int n = MoveGen.generateEvasions(p, list, 0);
                Set<Integer> evasions = asSet(Arrays.copyOf(list, n));
                assertEquals(n, evasions.size(), "duplicate evasions in " + p.fen());
                assertEquals(asSet(legal(p)), evasions, p.fen());
                // In the generator's order, which move ordering breaks its ties by.
                assertArrayEquals(legal(p), Arrays.copyOf(list, n), p.fen());
            }
        }
    }

    /** Quiescence's quiet checks: exactly the quiet moves that give check, in the generator's order. */
    @Test
    void quietChecksAreTheQuietMovesThatGiveCheck() {
        int[] list = new int[MoveGen.MAX_MOVES];
        int checks = 0;
        for (Position p : samples) {
            if (p.inCheck()) {
                continue;
            }
            int[] expected = Arrays.stream(generate(p, MoveGen.QUIETS)).filter(p::givesCheck).toArray();
            int n = MoveGen.generateQuietChecks(p, list, 0);
            assertArrayEquals(expected, Arrays.copyOf(list, n), p.fen());
            checks += n;
        }
        assertTrue(checks > 1000, "quiet checks in the samples: " + checks);
    }

    @Test
    void inCheckMatchesReferenceAttack() {
        for (Position p : samples) {
            int us = p.sideToMove();
            assertEquals(ReferenceRules.attacked(p, p.kingSquare(us), us ^ 1), p.inCheck(), p.fen());
        }
    }

    @Test
    void isPseudoLegalAgreesWithGeneratorOnEveryPair() {
        for (Position p : samples) {
            boolean[] generated = asTable(generate(p, MoveGen.ALL));
            for (int from = 0; from < Square.COUNT; from++) {
                for (int to = 0; to < Square.COUNT; to++) {
                    int m = Move.of(from, to);
                    if (p.isPseudoLegal(m) != generated[from * Square.COUNT + to]) {
                        throw new AssertionError("isPseudoLegal(" + Move.toIccs(m) + ") = " + p.isPseudoLegal(m)
                                + " in " + p.fen());
                    }
                }
            }
            assertFalse(p.isPseudoLegal(Move.NONE));
            assertFalse(p.isPseudoLegal(Move.NULL));
        }
    }

    @Test
    void isLegalAgreesWithLegalGeneratorOnEveryPair() {
        int[] scratch = new int[MoveGen.MAX_MOVES];
        for (Position p : samples) {
            int[] legal = legal(p);
            assertEquals(legal.length, MoveGen.countLegal(p, scratch), p.fen());
            boolean[] table = asTable(legal);
            for (int from = 0; from < Square.COUNT; from++) {
                for (int to = 0; to < Square.COUNT; to++) {
                    int m = Move.of(from, to);
                    if (p.isLegal(m) != table[from * Square.COUNT + to]) {
                        throw new AssertionError("isLegal(" + Move.toIccs(m) + ") = " + p.isLegal(m) + " in "
                                + p.fen());
                    }
                }
            }
        }
    }

    @Test
    void givesCheckMatchesMakingTheMove() {
        for (Position p : samples) {
            for (int m : legal(p)) {
                boolean predicted = p.givesCheck(m);
                p.makeMove(m);
                boolean actual = p.inCheck();
                p.unmakeMove();
                assertEquals(actual, predicted, "givesCheck(" + Move.toIccs(m) + ") in " + p.fen());
            }
        }
    }

    @Test
    void leavesKingSafeMatchesBruteForce() {
        for (Position p : samples) {
            int us = p.sideToMove();
            for (int m : generate(p, MoveGen.ALL)) {
                boolean predicted = p.leavesKingSafe(m);
                p.makeMove(m);
                int king = p.kingSquare(us);
                boolean attacked = p.isAttacked(king, us ^ 1);
                boolean referenceAttacked = ReferenceRules.attacked(p, king, us ^ 1);
                p.unmakeMove();
                String where = Move.toIccs(m) + " in " + p.fen();
                assertEquals(referenceAttacked, attacked, "isAttacked after " + where);
                assertEquals(!attacked, predicted, "leavesKingSafe(" + where + ")");
            }
        }
    }

    @Test
    void legalPositionsNeverHaveFacingKings() {
        for (Position p : samples) {
            assertFalse(ReferenceRules.kingsFace(p), p.fen());
        }
    }
}
