package protocol.match;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Opens a file named by an option. The system's exception becomes one line naming the option, the file and
 * the reason ({@code --pgnout /x/m.pgn cannot be written: No such file or directory}), so a bad path stops the
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

    public static <T> T read(String option, Path file, Use<T> use) {
        return use(option, file, "read", use);
    }

    public static <T> T write(String option, Path file, Use<T> use) {
        return use(option, file, "written", use);
    }

    private static <T> T use(String option, Path file, String verb, Use<T> use) {
        try {
            return use.apply(file);
        } catch (IOException e) {
            throw new IllegalArgumentException(option + " " + file + " cannot be " + verb + ": " + reason(e));
        }
    }

    /** The system's reason alone: the path is in the line already, and these two exceptions name only it. */
    static String reason(IOException e) {
        if (e instanceof NoSuchFileException) {
            return "No such file or directory";
        }
        if (e instanceof AccessDeniedException) {
            return "Permission denied";
        }
        return e instanceof FileSystemException f && f.getReason() != null ? f.getReason() : e.getMessage();
    }
}
