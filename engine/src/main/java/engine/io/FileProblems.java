package engine.io;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Why a file cannot be read or written, in words: Java's own messages often repeat only the file name
 * ("cannot read x.pgn: x.pgn"), say "No such device" for a folder, or end in a stack trace. Every command
 * checks the files it reads with {@link #requireInput} before reading them, so the one line names the file and
 * the reason, and a device such as {@code /dev/zero}, which never ends, is refused rather than read forever.
 */
public final class FileProblems {
    static final String IS_FOLDER = "is a folder, not a file";
    private static final String NO_SUCH_FILE = "no such file";
    private static final String PERMISSION_DENIED = "permission denied";
    private static final String NOT_REGULAR = "is not a regular file (a device or a pipe is not read)";

    private FileProblems() {
    }

    /** "{@code file}: reason", e.g. "games.pgn: no such file", "books: is a folder, not a file". */
    public static String describe(Path file, IOException e) {
        return file + ": " + reason(file, e);
    }

    /** Why {@code file} cannot be read as an input, or null when it is a regular file this process may read. */
    public static String inputProblem(Path file) {
        if (Files.isDirectory(file)) {
            return IS_FOLDER;
        }
        if (!Files.exists(file)) {
            return missing(file);
        }
        if (!Files.isRegularFile(file)) {
            return NOT_REGULAR;
        }
        return Files.isReadable(file) ? null : PERMISSION_DENIED;
    }

    /**
     * {@code file}, when it is a regular file this process may read; else an {@link IllegalArgumentException}
     * whose message is "cannot read FILE: reason".
     */
    public static Path requireInput(Path file) {
        String problem = inputProblem(file);
        if (problem != null) {
            throw new IllegalArgumentException("cannot read " + file + ": " + problem);
        }
        return file;
    }

    /**
     * Why {@code file} cannot be written, or null: it must be a writable file, or new in a writable folder. A
     * command asks before its work, so that a long search or build does not end in a file it cannot write.
     */
    public static String outputProblem(Path file) {
        if (Files.isDirectory(file)) {
            return IS_FOLDER;
        }
        if (Files.exists(file)) {
            return Files.isWritable(file) ? null : "the file is read-only";
        }
        Path folder = file.toAbsolutePath().getParent();
        if (folder == null || !Files.isDirectory(folder)) {
            return "no such folder " + folder;
        }
        return Files.isWritable(folder) ? null : "the folder " + folder + " is read-only";
    }

    /** {@code file}, when {@link #outputProblem} finds none; else "cannot write FILE: reason". */
    public static Path requireOutput(Path file) {
        String problem = outputProblem(file);
        if (problem != null) {
            throw new IllegalArgumentException("cannot write " + file + ": " + problem);
        }
        return file;
    }

    /** Why {@code e} happened to {@code file}, without the file's name. */
    public static String reason(Path file, IOException e) {
        if (Files.isDirectory(file)) {
            return IS_FOLDER;
        }
        if (e instanceof NoSuchFileException) {
            return missing(file);
        }
        if (e instanceof AccessDeniedException) {
            return PERMISSION_DENIED;
        }
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return f.getReason();
        }
        return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
    }

    /** A missing file, or the missing folder it would be in. */
    private static String missing(Path file) {
        Path parent = file.toAbsolutePath().getParent();
        return parent == null || Files.isDirectory(parent) ? NO_SUCH_FILE : "no such folder " + parent;
    }
}
