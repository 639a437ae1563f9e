package engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

class TunablesTest {
    @Test
    void aPropertySetsTheValueAndTheListingShowsIt() {
        System.setProperty(Tunables.PREFIX + "testMargin", " 123 ");
        try {
            assertEquals(123, Tunables.value("testMargin", 7));
            assertEquals(123, Tunables.all().get("testMargin"));
        } finally {
            System.clearProperty(Tunables.PREFIX + "testMargin");
        }
    }

    @Test
    void withoutAPropertyTheDefaultHolds() {
        assertEquals(7, Tunables.value("testUnset", 7));
    }

    @Test
    void aPropertyThatIsNotANumberKeepsTheDefaultAndIsReported() {
        System.setProperty(Tunables.PREFIX + "testBroken", "9O");
        try {
            assertEquals(40, Tunables.value("testBroken", 40));
            assertTrue(Tunables.problems().stream().anyMatch(p -> p.contains("testBroken=9O")),
                    Tunables.problems()::toString);
        } finally {
            System.clearProperty(Tunables.PREFIX + "testBroken");
        }
    }

    @Test
    void theSearchAndTheClockRegisterTheirNumbers() {
        Map<String, Integer> all = Tunables.all();
        assertTrue(all.containsKey("rfpMargin"), all::toString);
        assertTrue(all.containsKey("timeHorizonMoves"), all::toString);
    }
}
