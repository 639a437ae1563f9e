package engine;

import static engine.Boards.from;
import static engine.Boards.legal;
import static engine.Boards.position;
import static engine.Boards.pseudo;
import static engine.Boards.set;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Move generation against hand-written expectations from the rules. Every expected set below was worked out
 * on a diagram from shared/rules.md, not read back from the generator.
 */
class MoveGenTest {
    private static final String RED = "w";
    private static final String BLACK = "b";

    /** Asserts the legal and the pseudo-legal moves from {@code from} are both exactly {@code expected}. */
    private static void assertMovesFrom(Position p, String from, Set<String> expected) {
        assertEquals(expected, from(legal(p), from), "legal moves from " + from + " in " + p.fen());
        assertEquals(expected, from(pseudo(p), from), "pseudo-legal moves from " + from + " in " + p.fen());
    }

    // ---------------------------------------------------------------- king

    @Test
    void kingInPalaceCornerHasTwoSteps() {
        Position p = position(RED, "Kd0", "kf9");
        assertMovesFrom(p, "d0", set("d0d1", "d0e0"));
    }

    @Test
    void kingOnPalaceFrontEdgeCannotLeavePalace() {
        Position p = position(RED, "Ke2", "ke9", "ae8");
        assertMovesFrom(p, "e2", set("e2e1", "e2d2", "e2f2"));
    }

    @Test
    void blackKingOnPalaceFrontEdgeCannotLeavePalace() {
        Position p = position(BLACK, "Ke0", "Ae1", "ke7");
        assertMovesFrom(p, "e7", set("e7e8", "e7d7", "e7f7"));
    }

    @Test
    void kingInPalaceCentreHasFourSteps() {
        Position p = position(RED, "Ke1", "kf9", "af7", "ad9");
        assertMovesFrom(p, "e1", set("e1e0", "e1e2", "e1d1", "e1f1"));
    }

    // ---------------------------------------------------------------- advisor

    @Test
    void advisorInPalaceCentreStepsDiagonallyButNotOntoOwnPiece() {
        Position p = position(RED, "Kd0", "Ae1", "kf9");
        assertMovesFrom(p, "e1", set("e1f0", "e1d2", "e1f2"));
    }

    @Test
    void advisorInCornerHasOnlyTheCentre() {
        Position p = position(RED, "Ke0", "Ad0", "kd9", "af7");
        assertMovesFrom(p, "d0", set("d0e1"));
    }

    @Test
    void blackAdvisorStaysInPalace() {
        Position p = position(BLACK, "Ke0", "kd9", "af7");
        assertMovesFrom(p, "f7", set("f7e8"));
    }

    // ---------------------------------------------------------------- elephant

    @Test
    void elephantMovesTwoDiagonalStepsUnlessEyeIsBlocked() {
        // c4 is blocked by the black pawn on the eye d3; g0 holds a red rook; g4 holds a black pawn to take.
        Position p = position(RED, "Kd0", "Be2", "pd3", "Rg0", "pg4", "kf9");
        assertMovesFrom(p, "e2", set("e2c0", "e2g4"));
    }

    @Test
    void elephantWithAllEyesFreeHasFourTargets() {
        Position p = position(RED, "Kd0", "Be2", "kf9");
        assertMovesFrom(p, "e2", set("e2c0", "e2g0", "e2c4", "e2g4"));
    }

    @Test
    void redElephantCannotCrossTheRiver() {
        Position p = position(RED, "Ke0", "Ae1", "Bc4", "ke9");
        assertMovesFrom(p, "c4", set("c4a2", "c4e2"));
    }

    @Test
    void blackElephantCannotCrossTheRiver() {
        Position p = position(BLACK, "Ke0", "Ae1", "bc5", "ke9");
        assertMovesFrom(p, "c5", set("c5a7", "c5e7"));
    }

    // ---------------------------------------------------------------- horse

    @Test
    void freeHorseHasAllEightJumps() {
        Position p = position(RED, "Kd0", "Ne4", "kf9");
        assertMovesFrom(p, "e4", set("e4d6", "e4f6", "e4c5", "e4g5", "e4c3", "e4g3", "e4d2", "e4f2"));
    }

    @Test
    void horseLegNextToTheHorseBlocksTwoJumps() {
        // The leg e5 blocks d6 and f6; d5 stands next to the target c5/d6 but is not a leg and blocks nothing.
        Position p = position(RED, "Kd0", "Ne4", "Pe5", "Pd5", "kf9");
        assertMovesFrom(p, "e4", set("e4c5", "e4g5", "e4c3", "e4g3", "e4d2", "e4f2"));
    }

    @Test
    void enemyPieceOnLegBlocksToo() {
        Position p = position(RED, "Kd0", "Ne4", "Pe5", "pd4", "kf9");
        assertMovesFrom(p, "e4", set("e4g5", "e4g3", "e4d2", "e4f2"));
    }

    @Test
    void horseCapturesEnemyButNotOwnPiece() {
        Position p = position(RED, "Kd0", "Ne4", "rc5", "Pf6", "kf9");
        assertMovesFrom(p, "e4", set("e4d6", "e4c5", "e4g5", "e4c3", "e4g3", "e4d2", "e4f2"));
    }

    @Test
    void horseInCornerHasTwoJumps() {
        Position p = position(RED, "Ke0", "Na0", "kd9");
        assertMovesFrom(p, "a0", set("a0b2", "a0c1"));
    }

    // ---------------------------------------------------------------- rook

    @Test
    void rookSlidesUntilBlockedAndCapturesOnlyEnemies() {
        Position p = position(RED, "Kd0", "Ae1", "Re4", "Pg4", "pe6", "kf9");
        assertMovesFrom(p, "e4", set("e4e5", "e4e6", "e4e3", "e4e2", "e4d4", "e4c4", "e4b4", "e4a4", "e4f4"));
    }

    // ---------------------------------------------------------------- cannon

    @Test
    void cannonMovesQuietlyAndCapturesOverOneScreenOfEitherColour() {
        // Up: screen e5 (red), takes e7. Left: screen c2 (black), a2 is red so nothing to take.
        // Right: screen h2 (red), takes i2. Down: quiet to e0.
        Position p = position(RED, "Kd0", "Ce2", "Pe5", "ne7", "pc2", "Ra2", "Nh2", "ri2", "kf9");
        assertMovesFrom(p, "e2", set("e2e3", "e2e4", "e2e7", "e2e1", "e2e0", "e2d2", "e2f2", "e2g2", "e2i2"));
    }

    @Test
    void cannonCannotCaptureOverTwoScreens() {
        Position p = position(RED, "Ke0", "Ca0", "Pa3", "pa6", "ra9", "kd9");
        assertMovesFrom(p, "a0", set("a0a1", "a0a2", "a0a6", "a0b0", "a0c0", "a0d0"));
    }

    @Test
    void cannonCapturesOverEnemyScreen() {
        Position p = position(BLACK, "Ke0", "Na5", "Ra2", "ca9", "kd9");
        assertMovesFrom(p, "a9", set("a9a8", "a9a7", "a9a6", "a9a2", "a9b9", "a9c9"));
    }

    // ---------------------------------------------------------------- pawn

    @Test
    void pawnBeforeRiverMovesOnlyForward() {
        Position p = position(RED, "Kd0", "Pe3", "Pa4", "kf9");
        assertMovesFrom(p, "e3", set("e3e4"));
        assertMovesFrom(p, "a4", set("a4a5"));
    }

    @Test
    void pawnAcrossRiverAlsoMovesSideways() {
        Position p = position(RED, "Kd0", "Pe5", "Pi6", "kf9");
        assertMovesFrom(p, "e5", set("e5e6", "e5d5", "e5f5"));
        assertMovesFrom(p, "i6", set("i6i7", "i6h6"));
    }

    @Test
    void pawnOnLastRankOnlyMovesSideways() {
        Position p = position(RED, "Kd0", "Pa9", "Pe9", "kf8");
        assertMovesFrom(p, "a9", set("a9b9"));
        assertMovesFrom(p, "e9", set("e9d9", "e9f9"));
    }

    @Test
    void blackPawnsMoveDownTheBoard() {
        Position p = position(BLACK, "Kd0", "pe6", "pc4", "pg0", "kf9");
        assertMovesFrom(p, "e6", set("e6e5"));
        assertMovesFrom(p, "c4", set("c4c3", "c4b4", "c4d4"));
        assertMovesFrom(p, "g0", set("g0f0", "g0h0"));
    }

    // ---------------------------------------------------------------- flying general and self-check

    @Test
    void lastBlockerBetweenKingsMayOnlyMoveAlongTheFile() {
        // A cannon with no screen cannot take the black king, so the red cannon on e4 is the only blocker.
        Position p = position(RED, "Ke0", "Ce4", "ke9");
        assertTrue(pseudo(p).contains("e4d4"));
        assertFalse(p.isLegal(Move.parse("e4d4")));
        assertEquals(set("e4e1", "e4e2", "e4e3", "e4e5", "e4e6", "e4e7", "e4e8"), from(legal(p), "e4"));
    }

    @Test
    void kingMayNotStepOntoOpenFileOfOtherKing() {
        Position p = position(RED, "Kd0", "ke9");
        assertTrue(pseudo(p).contains("d0e0"));
        assertEquals(set("d0d1"), from(legal(p), "d0"));
    }

    @Test
    void kingMayNotStepIntoAttackOrFacing() {
        // d1 is on the black rook's file; f1 faces the black king on the open f-file.
        Position p = position(RED, "Ke1", "rd5", "kf9");
        assertEquals(set("e1e0", "e1e2"), legal(p));
    }

    @Test
    void pinnedRookMovesOnlyAlongThePin() {
        Position p = position(RED, "Ke0", "Re3", "re8", "kd9");
        assertTrue(pseudo(p).contains("e3d3"));
        assertEquals(set("e3e1", "e3e2", "e3e4", "e3e5", "e3e6", "e3e7", "e3e8"), from(legal(p), "e3"));
    }

    @Test
    void cannonScreenMayNotMoveAway() {
        // e2 and e3 both stand between the red king and the black cannon: if e2 leaves, e3 becomes the only
        // screen and the cannon checks. The rook on e3 may still slide along the file.
        Position p = position(RED, "Ke0", "Ne2", "Re3", "ce7", "kf9");
        assertEquals(set("e2c1", "e2c3", "e2g1", "e2g3", "e2d0", "e2f0"), from(pseudo(p), "e2"));
        assertEquals(Set.of(), from(legal(p), "e2"));
        assertEquals(set("e3e4", "e3e5", "e3e6", "e3e7"), from(legal(p), "e3"));
    }

    @Test
    void pieceMayNotBecomeTheScreenOfAnEnemyCannon() {
        Position p = position(RED, "Ke0", "Ra3", "ce6", "kd9");
        assertTrue(pseudo(p).contains("a3e3"));
        assertFalse(legal(p).contains("a3e3"));
        assertFalse(p.isLegal(Move.parse("a3e3")));
    }

    @Test
    void horseLegBlockerMayNotBeVacated() {
        // The black horse on g1 would check e0 over the leg f1 once the red horse leaves f1.
        Position p = position(RED, "Ke0", "Nf1", "ng1", "kd9");
        assertEquals(set("f1d0", "f1d2", "f1e3", "f1g3"), from(pseudo(p), "f1"));
        assertEquals(Set.of(), from(legal(p), "f1"));
    }

    // ---------------------------------------------------------------- no legal moves

    @Test
    void stalemateHasNoLegalMovesAndNoCheck() {
        // Black king d9: d8 is covered by the rook on rank 8, e9 faces the red king on the open e-file.
        Position p = position(BLACK, "Ke0", "Ra8", "kd9");
        assertFalse(p.inCheck());
        assertFalse(pseudo(p).isEmpty());
        assertEquals(0, MoveGen.countLegal(p, new int[MoveGen.MAX_MOVES]));
        assertEquals(Set.of(), legal(p));
    }

    @Test
    void checkmateHasNoLegalMovesAndCheck() {
        Position p = position(BLACK, "Ke0", "Ra9", "Rb8", "kd9");
        assertTrue(p.inCheck());
        assertEquals(0, MoveGen.countLegal(p, new int[MoveGen.MAX_MOVES]));
        int[] list = new int[MoveGen.MAX_MOVES];
        assertEquals(0, MoveGen.generateEvasions(p, list, 0));
    }

    @Test
    void mateInOneSuiteMovesMate() throws Exception {
        int checked = 0;
        for (String line : java.nio.file.Files.readAllLines(TestPositions.file("mates.epd"))) {
            String[] fields = line.split(";");
            if (line.isBlank() || !fields[1].trim().equals("mate 1")) {
                continue;
            }
            for (String bm : fields[2].trim().substring("bm ".length()).split("\\s+")) {
                Position p = new Position(fields[0].trim());
                int move = Move.parse(bm);
                assertTrue(p.isLegal(move), bm + " in " + fields[0]);
                p.makeMove(move);
                assertTrue(p.inCheck(), bm + " should check in " + fields[0]);
                assertEquals(0, MoveGen.countLegal(p, new int[MoveGen.MAX_MOVES]), bm + " should mate");
                checked++;
            }
        }
        assertTrue(checked > 0, "the suite has mate-in-one lines");
    }
}
