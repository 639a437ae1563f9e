package cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** tools/measure.py's command line: help and refusals without a traceback, and without starting an engine. */
class MeasureScriptTest {
    /** The tests run in cli/: the script is in the repository's tools folder. */
    private static final Path SCRIPT = Path.of("..", "tools", "measure.py");

    /** The script's exit code, stdout and stderr, run with {@code args}; the test skips without Python 3. */
    private record Run(int code, String out, String err) {
    }

    private static Run run(String... args) throws IOException, InterruptedException {
        assumeTrue(python(), "no python3 on the PATH");
        Path out = Files.createTempFile("measure", ".out");
        Path err = Files.createTempFile("measure", ".err");
        try {
            List<String> command = new java.util.ArrayList<>(List.of("python3", SCRIPT.toString()));
            command.addAll(List.of(args));
            Process p = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
            assertTrue(p.waitFor(30, TimeUnit.SECONDS), "measure.py did not end");
            return new Run(p.exitValue(), Files.readString(out, StandardCharsets.UTF_8),
                    Files.readString(err, StandardCharsets.UTF_8));
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }

    private static boolean python() {
        try {
            return new ProcessBuilder("python3", "--version").start().waitFor(10, TimeUnit.SECONDS);
        } catch (IOException | InterruptedException e) {
            return false;
        }
    }

    @Test
    void helpListsTheMeasuresAndTheThreadsOption() throws Exception {
        Run help = run("--help");
        assertEquals(0, help.code(), help.err());
        assertTrue(help.out().startsWith("usage:"), help.out());
        for (String word : List.of("startup", "stop", "book", "depth", "--threads")) {
            assertTrue(help.out().contains(word), word + " missing from\n" + help.out());
        }
    }

    @Test
    void anUnknownMeasureIsRefusedWithoutATraceback() throws Exception {
        Run bad = run("speed");
        assertEquals(2, bad.code());
        assertTrue(bad.err().contains("invalid choice: 'speed'"), bad.err());
        assertFalse(bad.err().contains("Traceback"), bad.err());
    }

    @Test
    void aThreadCountBelowOneIsRefused() throws Exception {
        Run bad = run("stop", "--threads", "0");
        assertEquals(2, bad.code());
        assertTrue(bad.err().contains("--threads must be at least 1"), bad.err());
    }
}
