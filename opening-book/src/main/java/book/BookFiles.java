package book;

import engine.io.FileProblems;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Opens book files of either format: a file that starts with Qilin's magic is a Qilin book, any other is read
 * as ElephantEye's {@code BOOK.DAT} (it has no header to recognise it by, only its record size and order).
 */
public final class BookFiles {
    private BookFiles() {
    }

    /** The book in a file; the message of the exception names the file and what is wrong with it. */
    public static OpeningBook open(Path file) throws BookException {
        ByteBuffer data = map(file);
        String name = file.toString();
        if (Book.hasMagic(data)) {
            return Book.of(data, name);
        }
        String problem = ElephantEyeBook.problem(data);
        if (problem != null) {
            throw new BookException(name + ": not a Qilin book (no " + BookFormat.MAGIC_TEXT
                    + " header) nor an ElephantEye book (" + problem + ")");
        }
        return ElephantEyeBook.of(data, name);
    }

    /** Maps a whole file read-only: nothing is copied, so large books cost no heap. */
    static ByteBuffer map(Path file) throws BookException {
        if (Files.isDirectory(file)) { // mapping a folder fails with "No such device"
            throw new BookException(file + ": is a folder, not a book file");
        }
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            return channel.map(FileChannel.MapMode.READ_ONLY, 0, channel.size());
        } catch (IOException e) {
            throw new BookException(FileProblems.describe(file, e), e);
        }
    }
}
