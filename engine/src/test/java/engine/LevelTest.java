package engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class LevelTest {
    private static final int TOP_RUNG = 19;

    @Test
    void higherRungsSearchMoreStrayLessAndAreStronger() {
        Level previous = Level.ofRung(0);
        assertEquals(Level.MIN_NODES, previous.nodes());
        for (int r = 1; r <= TOP_RUNG; r++) {
            Level level = Level.ofRung(r);
            assertTrue(level.nodes() > previous.nodes(), level.toString());
            assertTrue(Level.rungWidth(r) <= Level.rungWidth(r - 1), level.toString());
            assertTrue(level.temperature() < previous.temperature(), level.toString());
            assertTrue(Level.RUNG_ELO[r] > Level.RUNG_ELO[r - 1], "Elo of rung " + r);
            previous = level;
        }
        assertEquals(Level.MAX_NODES, previous.nodes());
    }

    @Test
    void anEloPlaysItsRungOrTheRungBetweenItsNeighbours() {
        assertEquals(0, Level.ofElo(Level.minElo() - 500).rung());
        assertEquals(TOP_RUNG, Level.ofElo(Level.maxElo() + 500).rung());
        for (int r = 0; r <= TOP_RUNG; r++) {
            assertEquals(r, Level.ofElo(Level.RUNG_ELO[r]).rung(), 1e-9);
        }
        double rung = Level.ofElo((Level.RUNG_ELO[4] + Level.RUNG_ELO[5]) / 2).rung();
        assertTrue(rung > 4 && rung < 5, "rung " + rung);
    }

    @Test
    void aRungPlaysItsOwnWidthWhateverTheDraw() {
        for (int r = 0; r <= TOP_RUNG; r++) {
            for (double u : new double[] {0, 0.5, 0.999}) {
                assertEquals(Level.rungWidth(r), Level.ofRung(r).width(u), "rung " + r);
            }
        }
    }

    /**
     * Between two rungs, the upper one's width is played on the fraction of moves that the level lies up the
     * step, so that strength goes smoothly from rung to rung; rounding the fractional rung put Skills 10 and 11
     * (rungs 13.08 and 13.60) both on rung 14's width.
     */
    @Test
    void betweenRungsTheWidthIsTheNeighboursDrawnByTheFraction() {
        assertEquals(0.25, upperWidthShare(Level.ofRung(13.25), 13), 1e-9);
        assertEquals(0.75, upperWidthShare(Level.ofRung(10.75), 10), 1e-9);
        for (int s = 0; s < Level.FULL_SKILL; s++) {
            Level level = Level.ofSkill(s);
            int below = (int) level.rung();
            if (below < TOP_RUNG && Level.rungWidth(below) != Level.rungWidth(below + 1)) {
                assertEquals(level.rung() - below, upperWidthShare(level, below), 1e-3, level.toString());
            }
        }
    }

    /** The share of evenly spread draws on which {@code level} plays the width of rung {@code below + 1}. */
    private static double upperWidthShare(Level level, int below) {
        int draws = 1000;
        int upper = 0;
        for (int i = 0; i < draws; i++) {
            int width = level.width((i + 0.5) / draws);
            assertTrue(width == Level.rungWidth(below) || width == Level.rungWidth(below + 1), level.toString());
            upper += width == Level.rungWidth(below + 1) ? 1 : 0;
        }
        return (double) upper / draws;
    }

    @Test
    void skillLevelsAreEvenlySpacedInElo() {
        assertEquals(Level.minElo(), Level.eloOfSkill(0));
        assertEquals(Level.maxElo(), Level.eloOfSkill(TOP_RUNG));
        double step = (Level.maxElo() - Level.minElo()) / (double) TOP_RUNG;
        for (int s = 1; s < Level.FULL_SKILL; s++) {
            assertEquals(step, Level.eloOfSkill(s) - Level.eloOfSkill(s - 1), 1.0, "skill " + s);
            assertTrue(Level.ofSkill(s).rung() > Level.ofSkill(s - 1).rung(), "skill " + s);
        }
    }

    @Test
    void onlyTheLowestLevelsMayAllowAMateInOne() {
        assertFalse(Level.ofRung(0).guardsMateInOne());
        for (int r = 2; r <= TOP_RUNG; r++) {
            assertTrue(Level.ofRung(r).guardsMateInOne(), "rung " + r);
        }
        for (int s = 5; s < Level.FULL_SKILL; s++) {
            assertTrue(Level.ofSkill(s).guardsMateInOne(), "skill " + s);
        }
    }

    @Test
    void fullStrengthIsNoLevel() {
        assertThrows(IllegalArgumentException.class, () -> Level.ofSkill(Level.FULL_SKILL));
        assertThrows(IllegalArgumentException.class, () -> Level.ofSkill(-1));
        assertThrows(IllegalArgumentException.class, () -> Level.ofRung(TOP_RUNG + 0.5));
    }
}
