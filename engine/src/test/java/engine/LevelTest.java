package engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class LevelTest {
    @Test
    void higherSkillsSearchMoreAndStrayLess() {
        Level previous = Level.ofSkill(0);
        assertEquals(Level.MIN_NODES, previous.nodes());
        for (int s = 1; s < Level.FULL_SKILL; s++) {
            Level level = Level.ofSkill(s);
            assertTrue(level.nodes() > previous.nodes(), level.toString());
            assertTrue(level.width() <= previous.width(), level.toString());
            assertTrue(level.temperature() < previous.temperature(), level.toString());
            assertTrue(Level.eloOfSkill(s) > Level.eloOfSkill(s - 1), "Elo of skill " + s);
            previous = level;
        }
        assertEquals(Level.MAX_NODES, previous.nodes());
    }

    @Test
    void anEloBetweenTwoSkillsPlaysBetweenThem() {
        assertEquals(0, Level.ofElo(Level.minElo() - 500).skill());
        assertEquals(Level.FULL_SKILL - 1, Level.ofElo(Level.maxElo() + 500).skill());
        for (int s = 0; s < Level.FULL_SKILL; s++) {
            assertEquals(s, Level.ofElo(Level.eloOfSkill(s)).skill(), 1e-9);
        }
        int between = (Level.eloOfSkill(4) + Level.eloOfSkill(5)) / 2;
        double skill = Level.ofElo(between).skill();
        assertTrue(skill > 4 && skill < 5, "skill " + skill);
    }

    @Test
    void onlyTheLowestLevelsMayAllowAMateInOne() {
        assertFalse(Level.ofSkill(0).guardsMateInOne());
        for (int s = 2; s < Level.FULL_SKILL; s++) {
            assertTrue(Level.ofSkill(s).guardsMateInOne(), "skill " + s);
        }
    }

    @Test
    void fullStrengthIsNoLevel() {
        assertThrows(IllegalArgumentException.class, () -> Level.ofSkill(Level.FULL_SKILL));
        assertThrows(IllegalArgumentException.class, () -> Level.ofSkill(-1));
    }
}
