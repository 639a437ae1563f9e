package engine.io;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;

/**
 * Writes a whole file so that it is always either the old file or the new one, never part of either: the
 * content goes to a temporary file beside the target (same folder, so same file system), which is synced and
 * then renamed over the target in one step. A write that fails midway (a full disk, a file-size limit, a
 * writer that throws) leaves the old file as it was and no temporary file behind. Every file a command
 * rewrites whole goes through here; files that grow by appending (a match's PGN, datagen's data) do not.
 */
public final class AtomicFile {
    /** Added to the target's name for the temporary file. */
    public static final String TEMPORARY_SUFFIX = ".tmp";

    /** What goes into the file; it may fail as a stream does. */
    @FunctionalInterface
    public interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    private AtomicFile() {
    }

    public static void write(Path file, byte[] bytes) throws IOException {
        write(file, out -> out.write(bytes));
    }

    public static void writeString(Path file, String text) throws IOException {
        write(file, text.getBytes(StandardCharsets.UTF_8));
    }

    /**
     * Replaces {@code file} with what {@code content} writes. A symbolic link keeps pointing at the new file: the
     * file it names is replaced, not the link. A folder is refused before anything is written (a rename would
     * replace an empty one).
     */
    public static void write(Path file, Content content) throws IOException {
        Path target = Files.isSymbolicLink(file) ? file.toRealPath() : file;
        if (Files.isDirectory(target)) {
            throw new FileSystemException(file.toString(), null, FileProblems.IS_FOLDER);
        }
        Path temporary = target.resolveSibling(target.getFileName() + TEMPORARY_SUFFIX);
        try {
            try (FileChannel channel = FileChannel.open(temporary, StandardOpenOption.CREATE,
                    StandardOpenOption.WRITE, StandardOpenOption.TRUNCATE_EXISTING)) {
                OutputStream out = new BufferedOutputStream(Channels.newOutputStream(channel));
                content.writeTo(out);
                out.flush();
                channel.force(true); // on the disk before the rename, or a crash could leave the name on nothing
            }
            Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (Throwable failure) {
            try {
                Files.deleteIfExists(temporary);
            } catch (IOException cleanup) {
                failure.addSuppressed(cleanup);
            }
            throw failure;
        }
    }
}
