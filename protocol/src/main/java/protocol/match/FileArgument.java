package protocol.match;

import engine.io.AtomicFile;
import engine.io.FileProblems;
import java.io.IOException;
import java.nio.file.Path;

/**
 * Opens a file named by an option. The system's exception becomes one line naming the option, the file and
 * the reason ({@code --pgnout /x/m.pgn cannot be written: no such folder /x}), so a bad path stops the
 * match before its first game rather than with a stack trace. Public for the other commands' output files.
 */
public final class FileArgument {
    /** What is done with the file; it may fail as the file system does. */
    @FunctionalInterface
    public interface Use<T> {
        T apply(Path file) throws IOException;
    }

    private FileArgument() {
    }

    /** What {@code use} makes of {@code file}, an input checked first: a device or a folder is not read. */
    public static <T> T read(String option, Path file, Use<T> use) {
        String problem = FileProblems.inputProblem(file);
        if (problem != null) {
            throw refusal(option, file, "read", problem);
        }
        return use(option, file, "read", use);
    }

    public static <T> T write(String option, Path file, Use<T> use) {
        return use(option, file, "written", use);
    }

    /** Writes {@code text} as the whole of {@code file}, which stays as it was if the write fails. */
    public static void replace(String option, Path file, String text) {
        write(option, file, f -> {
            AtomicFile.writeString(f, text);
            return f;
        });
    }

    private static <T> T use(String option, Path file, String verb, Use<T> use) {
        try {
            return use.apply(file);
        } catch (IOException e) {
            throw refusal(option, file, verb, FileProblems.reason(file, e));
        }
    }

    private static IllegalArgumentException refusal(String option, Path file, String verb, String reason) {
        return new IllegalArgumentException(option + " " + file + " cannot be " + verb + ": " + reason);
    }
}
