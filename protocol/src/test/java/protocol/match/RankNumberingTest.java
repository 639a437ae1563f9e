package protocol.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

class RankNumberingTest {
    @Test
    void oneBasedEnginesSeeShiftedRanks() {
        assertEquals("h3e3", RankNumbering.FROM_ONE.toEngine("h2e2"));
        assertEquals("b10c8", RankNumbering.FROM_ONE.toEngine("b9c7"));
        assertEquals("a1a10", RankNumbering.FROM_ONE.toEngine("a0a9"));
    }

    @Test
    void oneBasedAnswersComeBackZeroBased() {
        assertEquals("h2e2", RankNumbering.FROM_ONE.fromEngine("h3e3"));
        assertEquals("b9c7", RankNumbering.FROM_ONE.fromEngine("b10c8"));
        assertEquals("a0a9", RankNumbering.FROM_ONE.fromEngine("a1a10"));
        assertEquals("(none)", RankNumbering.FROM_ONE.fromEngine("(none)"));
    }

    @Test
    void zeroBasedIsUntouchedAndBadSettingsAreRefused() {
        assertEquals("h2e2", RankNumbering.FROM_ZERO.toEngine("h2e2"));
        assertEquals("b9c7", RankNumbering.parse("0-9").fromEngine("b9c7"));
        assertEquals(RankNumbering.FROM_ONE, RankNumbering.parse("1-10"));
        assertThrows(IllegalArgumentException.class, () -> RankNumbering.parse("2-11"));
    }

    @Test
    void theEngineWordSetsIt() {
        EngineConfig c = EngineConfig.parse(java.util.List.of("name=x", "cmd=/bin/true", "ranks=1-10"),
                java.util.List.of(), TimeControl.nodes(1));
        assertEquals(RankNumbering.FROM_ONE, c.ranks());
    }
}
