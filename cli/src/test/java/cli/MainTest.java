package cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import protocol.CommandRun;

/** Arguments picocli itself refuses get the same answer as every command's own checks: one line, exit 2. */
class MainTest {
    private static void refused(String expected, String... args) {
        CommandRun.Result r = CommandRun.run(Main.commandLine(), args);
        String err = r.err().strip();
        assertEquals(2, r.code(), err);
        assertEquals(1, err.lines().count(), () -> "more than one line (the usage?):\n" + err);
        assertTrue(err.contains(expected), err);
        assertEquals("", r.out());
    }

    @Test
    void aValueThatIsNoNumberIsOneLine() {
        refused("qilin train: Invalid value for option '--epochs': 'abc' is not an int", "train", "--epochs", "abc");
    }

    @Test
    void anOptionGivenTwiceIsOneLine() {
        refused("qilin perft: option '--depth' (<depth>) should be specified only once", "perft", "--depth", "1",
                "--depth", "2");
    }

    @Test
    void aMissingValueIsOneLine() {
        refused("qilin perft: Missing required parameter for option '--depth'", "perft", "--depth");
    }
}
