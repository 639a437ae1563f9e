package training.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocol.CommandRun;

/** Bad arguments of qilin spsa are one line and exit code 2, before any engine starts. */
class SpsaCommandTest {
    @TempDir
    Path dir;

    private CommandRun.Result spsa(String... args) {
        return CommandRun.run(new SpsaCommand(), args);
    }

    @Test
    void badArgumentsAreOneLine() {
        String openings = dir.resolve("none.txt").toString();
        assertOneLine(spsa("--params", "noSuchTunable", "--openings", openings, "--jar", "x.jar"),
                "no tunable 'noSuchTunable'");
        assertOneLine(spsa("--params", "rfpMargin", "--openings", openings, "--iterations", "0"),
                "--iterations must be positive, not 0");
        assertOneLine(spsa("--params", "rfpMargin", "--openings", openings, "--", "--games", "8"),
                "--games is qilin spsa's to set");
        assertOneLine(spsa("--params", "rfpMargin", "--openings", openings, "--jar", dir.resolve("x.jar").toString()),
                "no such file");
        assertOneLine(spsa("--params", "rfpMargin", "--openings", openings, "--", "--games=8"),
                "--games is qilin spsa's to set");
        assertOneLine(spsa("--params", "rfpMargin,rfpMargin", "--openings", openings), "names rfpMargin twice");
    }

    @Test
    void filesThatCannotBeReadAreNamedWithTheirReason() throws Exception {
        Path jar = java.nio.file.Files.writeString(dir.resolve("q.jar"), "not run");
        assertOneLine(spsa("--params", "rfpMargin", "--openings", dir.resolve("none.txt").toString(), "--jar",
                jar.toString()), "--openings " + dir.resolve("none.txt") + " cannot be read: no such file");
        Path openings = java.nio.file.Files.writeString(dir.resolve("o.txt"), "startpos\n");
        assertOneLine(spsa("--params", "rfpMargin", "--openings", openings.toString(), "--jar", jar.toString(),
                "--state", dir.resolve("gone.txt").toString(), "--resume"), "--state " + dir.resolve("gone.txt")
                + " cannot be read: no such file");
        assertOneLine(spsa("--params", "rfpMargin", "--openings", openings.toString(), "--jar", jar.toString(),
                "--state", dir.resolve("s.txt").toString(), "--", "--nodes", "x"), "--nodes");
    }

    private static void assertOneLine(CommandRun.Result r, String reason) {
        assertEquals(2, r.code(), r.err());
        assertTrue(r.err().startsWith("qilin spsa: ") && r.err().strip().lines().count() == 1
                && r.err().contains(reason), r.err());
    }
}
