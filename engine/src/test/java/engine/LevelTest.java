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
            assertTrue(level.width() <= previous.width(), level.toString());
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
