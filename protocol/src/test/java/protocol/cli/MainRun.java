package protocol.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;

/**
 * Runs {@code qilin ARGS} in this JVM, as the jar's entry point does, with System.out and System.err caught:
 * for the commands that print to them directly rather than to picocli's writers.
 */
public final class MainRun {
    private MainRun() {
    }

    /** Exit code, stdout and stderr of one run. */
    public record Result(int code, String out, String err) {
    }

    public static Result run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream savedOut = System.out;
        PrintStream savedErr = System.err;
        int code;
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
        try {
            code = new CommandLine(new Main()).execute(args);
        } finally {
            System.setOut(savedOut);
            System.setErr(savedErr);
        }
        return new Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }
}
