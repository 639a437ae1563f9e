package cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.Tunables;
import java.util.List;
import org.junit.jupiter.api.Test;
import protocol.CommandRun;

/** {@code qilin tunables}: every tunable, with its range, in the forms people and SPSA tuners read. */
class TunablesCommandTest {
    @Test
    void openBenchFormatHasOneLinePerTunableWithItsRange() {
        CommandRun.Result r = CommandRun.run(Main.commandLine(), "tunables", "--format", "openbench");
        assertEquals(0, r.code(), r.err());
        List<String> lines = r.out().lines().toList();
        assertEquals(Tunables.all().size(), lines.size(), r.out());
        assertTrue(lines.contains("rfpMargin, int, 140, 40, 300, 10, 0.002"), r.out());
        for (String line : lines) {
            assertTrue(line.matches("\\w+, int, -?\\d+, -?\\d+, -?\\d+, \\d+, 0\\.002"), line);
        }
    }

    @Test
    void jsonFormatIsOneObjectOfAllTunables() {
        CommandRun.Result r = CommandRun.run(Main.commandLine(), "tunables", "--format", "json");
        assertEquals(0, r.code(), r.err());
        String json = r.out().strip();
        assertTrue(json.startsWith("{") && json.endsWith("}"), json);
        assertTrue(json.contains("\"rfpMargin\": {\"value\": 140, \"min_value\": 40, \"max_value\": 300, \"step\": 10},"),
                json);
        assertEquals(Tunables.all().size(), json.split("\"value\"").length - 1, json);
        assertTrue(!json.contains("},\n}"), "no comma after the last entry");
    }

    @Test
    void textShowsTheValueInForceBesideTheDefault() {
        CommandRun.Result r = CommandRun.run(Main.commandLine(), "tunables");
        assertEquals(0, r.code(), r.err());
        assertTrue(r.out().matches("(?s).*\\nrfpMargin +140 +default +140, 40\\.\\.300 step 10\\n.*"), r.out());
    }
}
