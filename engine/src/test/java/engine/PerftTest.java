package engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

class PerftTest {
    /** Leaves above this are left to the benchmark; keeps the suite fast on a 2-core machine. */
    private static final long MAX_LEAVES_IN_TESTS = 3_000_000;

    @Test
    void startPositionToDepthFour() {
        Perft perft = new Perft(new Position(), 4);
        assertEquals(44, perft.count(1));
        assertEquals(1920, perft.count(2));
        assertEquals(79666, perft.count(3));
        assertEquals(3290240, perft.count(4));
    }

    @TestFactory
    List<DynamicTest> suitePositions() throws IOException {
        List<DynamicTest> tests = new ArrayList<>();
        for (String line : Files.readAllLines(TestPositions.file("perft.epd"))) {
            if (line.isBlank()) {
                continue;
            }
            String[] fields = line.split(";");
            String fen = fields[0].trim();
            for (int i = 1; i < fields.length; i++) {
                String[] dn = fields[i].trim().split("\\s+");
                int depth = Integer.parseInt(dn[0].substring(1));
                long expected = Long.parseLong(dn[1]);
                if (expected <= MAX_LEAVES_IN_TESTS) {
                    tests.add(DynamicTest.dynamicTest(fen + " depth " + depth,
                            () -> assertEquals(expected, new Perft(new Position(fen), depth).count(depth))));
                }
            }
        }
        return tests;
    }
}
