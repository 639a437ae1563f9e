package protocol;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import picocli.CommandLine;

/**
 * Runs a picocli command in this JVM, as the jar's entry point does, with System.out and System.err caught:
 * for the commands that print to them directly rather than to picocli's writers. Shared with the modules
 * above protocol through its test jar.
 */
public final class CommandRun {
    private CommandRun() {
    }

    /** Exit code, stdout and stderr of one run. */
    public record Result(int code, String out, String err) {
    }

    /** Runs {@code command} (a picocli {@code @Command} object, e.g. the tool's {@code Main}) with {@code args}. */
    public static Result run(Object command, String... args) {
        return run(new CommandLine(command), args);
    }

    /** Runs a command line built by its owner (e.g. with its own error handlers) with {@code args}. */
    public static Result run(CommandLine commandLine, String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        PrintStream savedOut = System.out;
        PrintStream savedErr = System.err;
        int code;
        System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
        System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
        try {
            code = commandLine.execute(args);
        } finally {
            System.setOut(savedOut);
            System.setErr(savedErr);
        }
        return new Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }
}
