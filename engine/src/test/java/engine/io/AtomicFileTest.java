package engine.io;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AtomicFileTest {
    @TempDir
    Path dir;

    private List<String> names() throws IOException {
        try (Stream<Path> s = Files.list(dir)) {
            return s.map(p -> p.getFileName().toString()).sorted().toList();
        }
    }

    @Test
    void aWriteThatFailsMidwayLeavesTheOldFileAndNoTemporaryFile() throws IOException {
        Path book = dir.resolve("book.bin");
        byte[] old = "the old book, whole".getBytes(StandardCharsets.UTF_8);
        Files.write(book, old);
        IOException failure = assertThrows(IOException.class, () -> AtomicFile.write(book, out -> {
            out.write(new byte[10_000]); // more than a buffer: some of it reaches the disk before the failure
            throw new IOException("File too large");
        }));
        assertEquals("File too large", failure.getMessage());
        assertArrayEquals(old, Files.readAllBytes(book));
        assertEquals(List.of("book.bin"), names());
    }

    @Test
    void aWriterThatThrowsAnUncheckedExceptionLeavesTheOldFileToo() throws IOException {
        Path weights = dir.resolve("weights.txt");
        Files.writeString(weights, "old");
        assertThrows(IllegalStateException.class, () -> AtomicFile.write(weights, out -> {
            out.write('x');
            throw new IllegalStateException("broken");
        }));
        assertEquals("old", Files.readString(weights));
        assertEquals(List.of("weights.txt"), names());
    }

    @Test
    void aCompleteWriteReplacesTheFile() throws IOException {
        Path page = dir.resolve("page.html");
        Files.writeString(page, "a much longer old text than the new one");
        AtomicFile.writeString(page, "new");
        assertEquals("new", Files.readString(page));
        AtomicFile.writeString(dir.resolve("fresh.txt"), "made");
        assertEquals(List.of("fresh.txt", "page.html"), names());
    }

    @Test
    void aFolderIsRefusedAndKept() throws IOException {
        Path folder = Files.createDirectory(dir.resolve("out"));
        FileSystemException e = assertThrows(FileSystemException.class, () -> AtomicFile.writeString(folder, "x"));
        assertEquals(folder + ": is a folder, not a file", FileProblems.describe(folder, e));
        assertTrue(Files.isDirectory(folder));
        assertEquals(List.of("out"), names());
    }

    @Test
    void aLinkKeepsPointingAtTheNewFile() throws IOException {
        Path real = dir.resolve("real.txt");
        Files.writeString(real, "old");
        Path link;
        try {
            link = Files.createSymbolicLink(dir.resolve("link.txt"), real);
        } catch (UnsupportedOperationException | IOException e) {
            return; // a file system without links has nothing to keep
        }
        AtomicFile.writeString(link, "new");
        assertTrue(Files.isSymbolicLink(link));
        assertEquals("new", Files.readString(real));
    }
}
