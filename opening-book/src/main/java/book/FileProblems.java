package book;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Why a file could not be read or written, in words: Java's own messages often repeat only the file name
 * ("cannot read x.pgn: x.pgn"), or say "No such device" for a folder.
 */
public final class FileProblems {
    private FileProblems() {
    }

    /** "{@code file}: reason", e.g. "games.pgn: no such file", "books: is a folder, not a file". */
    public static String describe(Path file, IOException e) {
        return file + ": " + reason(file, e);
    }

    private static String reason(Path file, IOException e) {
        if (Files.isDirectory(file)) {
            return "is a folder, not a file";
        }
        if (e instanceof NoSuchFileException) {
            Path parent = file.toAbsolutePath().getParent();
            return parent == null || Files.isDirectory(parent) ? "no such file" : "no such folder " + parent;
        }
        if (e instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof FileSystemException f && f.getReason() != null) {
            return f.getReason();
        }
        return e.getMessage() != null ? e.getMessage() : e.getClass().getSimpleName();
    }
}
