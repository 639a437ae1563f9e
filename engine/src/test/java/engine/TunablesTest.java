package engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

class TunablesTest {
    @Test
    void aPropertySetsTheValueAndTheListingShowsItWithItsRange() {
        System.setProperty(Tunables.PREFIX + "testMargin", " 123 ");
        try {
            assertEquals(123, Tunables.value("testMargin", 7, 0, 200, 5));
            assertEquals(new Tunables.Tunable("testMargin", 123, 7, 0, 200, 5), Tunables.all().get("testMargin"));
        } finally {
            System.clearProperty(Tunables.PREFIX + "testMargin");
        }
    }

    @Test
    void withoutAPropertyTheDefaultHolds() {
        assertEquals(7, Tunables.value("testUnset", 7, 1, 10, 1));
    }

    @Test
    void aPropertyThatIsNotANumberInRangeKeepsTheDefaultAndIsReported() {
        System.setProperty(Tunables.PREFIX + "testBroken", "9O");
        System.setProperty(Tunables.PREFIX + "testFar", "301");
        try {
            assertEquals(40, Tunables.value("testBroken", 40, 0, 100, 5));
            assertEquals(40, Tunables.value("testFar", 40, 0, 300, 5));
            assertTrue(Tunables.problems().stream().anyMatch(p -> p.contains("testBroken=9O")),
                    Tunables.problems()::toString);
            assertTrue(Tunables.problems().stream().anyMatch(p -> p.contains("testFar=301 is outside 0..300")),
                    Tunables.problems()::toString);
        } finally {
            System.clearProperty(Tunables.PREFIX + "testBroken");
            System.clearProperty(Tunables.PREFIX + "testFar");
        }
    }

    @Test
    void aDefaultOutsideItsOwnRangeIsAProgrammingError() {
        assertThrows(IllegalArgumentException.class, () -> Tunables.value("testBadRange", 5, 6, 9, 1));
        assertThrows(IllegalArgumentException.class, () -> Tunables.value("testBadStep", 5, 0, 9, 0));
    }

    /** Every declared tunable can be tried by a tuner: its step fits its range at least twice. */
    @Test
    void theSearchAndTheClockDeclareUsableRanges() {
        Map<String, Tunables.Tunable> all = Tunables.all();
        assertTrue(all.containsKey("rfpMargin"), all::toString);
        assertTrue(all.containsKey("timeHorizonMoves"), all::toString);
        assertTrue(all.containsKey("correctionMaxShift"), all::toString);
        for (Tunables.Tunable t : all.values()) {
            if (!t.name().startsWith("test")) {
                assertTrue(t.max() - t.min() >= 2 * t.step(), t::toString);
            }
        }
    }
}
