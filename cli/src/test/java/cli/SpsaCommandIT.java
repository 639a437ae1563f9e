package cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code qilin spsa} end to end with the built jar: its iterations play real games between two Qilins started
 * with perturbed tunables, the state file follows them, and --resume takes the run up where it stopped.
 */
class SpsaCommandIT {
    private static final long WAIT_S = 120;

    @TempDir
    Path dir;

    private record Run(int code, String out, String err) {
    }

    private Run spsa(String... more) throws IOException, InterruptedException {
        Path jar = Path.of(System.getProperty("qilin.jar", "target/qilin.jar"));
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> command = new ArrayList<>(List.of(java, "-jar", jar.toString(), "spsa", "--params",
                "rfpMargin,lmpBase", "--pairs", "1", "--openings", "../test-positions/openings-wide.txt", "--state",
                dir.resolve("state.txt").toString()));
        command.addAll(List.of(more));
        command.addAll(List.of("--", "--nodes", "300", "--each", "proto=uci", "option.UseBook=false"));
        Process p = new ProcessBuilder(command).start();
        p.getOutputStream().close();
        assertTrue(p.waitFor(WAIT_S, TimeUnit.SECONDS), "qilin spsa did not finish");
        return new Run(p.exitValue(), new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8),
                new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8));
    }

    @Test
    void iterationsPlayGamesAndAResumedRunGoesOn() throws Exception {
        Run first = spsa("--iterations", "2");
        assertEquals(0, first.code(), first.err());
        assertTrue(first.out().contains("iteration 1/2  +") && first.out().contains("iteration 2/2  +"), first.out());
        assertTrue(first.out().contains("values: -Dqilin.tune.rfpMargin="), first.out());
        String state = Files.readString(dir.resolve("state.txt"));
        assertTrue(state.contains("done 2\n") && state.contains("rfpMargin ") && state.contains("lmpBase "), state);
        for (String line : first.out().lines().filter(l -> l.startsWith("iteration")).toList()) {
            String[] result = line.split("\\s+")[2].substring(1).split("[-=]");
            int games = Integer.parseInt(result[0]) + Integer.parseInt(result[1]) + Integer.parseInt(result[2]);
            assertEquals(2, games, "a pair is two games: " + line);
        }

        Run again = spsa("--iterations", "2");
        assertEquals(2, again.code());
        assertTrue(again.err().startsWith("qilin spsa: ") && again.err().contains("exists: --resume"), again.err());

        Run resumed = spsa("--iterations", "2", "--resume");
        assertEquals(0, resumed.code(), resumed.err());
        assertTrue(resumed.out().startsWith("resuming ") && resumed.out().contains("after iteration 2")
                && !resumed.out().contains("iteration 1/2  "), resumed.out());
        assertTrue(resumed.out().contains("values: -Dqilin.tune.rfpMargin="), resumed.out());
    }
}
