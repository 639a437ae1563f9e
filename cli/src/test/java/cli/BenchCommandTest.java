package cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import protocol.CommandRun;

/** {@code qilin bench --eval}: each evaluation benched in one run, side by side; an unknown one refused. */
class BenchCommandTest {
    private static final Pattern NODES = Pattern.compile("Nodes searched  : (\\d+)");

    @Test
    void twoEvaluationsAreBenchedAndCompared() {
        CommandRun.Result r = CommandRun.run(Main.commandLine(), "bench", "--depth", "3",
                "--eval", "handwritten,network");
        assertEquals(0, r.code(), r.err());
        String out = r.out();
        List<String> totals = NODES.matcher(out).results().map(m -> m.group(1)).toList();
        assertEquals(2, totals.size(), out);
        assertNotEquals(totals.get(0), totals.get(1), "two evaluations search two different trees");
        assertTrue(out.indexOf("Evaluation      : handwritten") < out.indexOf("Evaluation      : network"), out);
        Matcher ratio = Pattern.compile("\nnetwork +: \\d+ nodes/s, \\d\\.\\d\\d of handwritten's\n").matcher(out);
        assertTrue(ratio.find(), out);
    }

    @Test
    void anUnknownEvaluationIsOneLineAndExitCode2() {
        CommandRun.Result r = CommandRun.run(Main.commandLine(), "bench", "--eval", "nnue");
        assertEquals(2, r.code());
        assertEquals("qilin bench: --eval must be network, handwritten or material, not 'nnue'\n",
                r.err().replace("\r\n", "\n"));
    }
}
