package book;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BookFormatTest {
    @TempDir
    Path dir;

    private static List<BookEntry> randomEntries(int n, long seed) {
        Random random = new Random(seed);
        List<BookEntry> entries = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            long key = random.nextLong();
            int moves = 1 + random.nextInt(3);
            for (int m = 0; m < moves; m++) {
                entries.add(new BookEntry(key, 100 + m, random.nextInt(1000), random.nextInt(50),
                        random.nextInt(50), random.nextInt(50)));
            }
        }
        return entries;
    }

    @Test
    void roundTripKeepsEveryEntrySorted() throws Exception {
        List<BookEntry> entries = randomEntries(500, 1);
        Book book = Book.of(BookFormat.toBytes(entries), "memory");
        assertEquals(entries.size(), book.size());
        List<BookEntry> expected = new ArrayList<>(entries);
        expected.sort(BookFormat.ORDER);
        for (int i = 0; i < book.size(); i++) {
            assertEquals(expected.get(i), book.entry(i));
        }
    }

    @Test
    void binarySearchFindsAllMovesOfAKeyAndNothingElse() throws Exception {
        List<BookEntry> entries = randomEntries(300, 2);
        entries.add(new BookEntry(-1L, 5, 1, 0, 0, 0)); // the largest unsigned key
        entries.add(new BookEntry(0L, 6, 1, 0, 0, 0)); // the smallest
        Book book = Book.of(BookFormat.toBytes(entries), "memory");
        for (BookEntry e : entries) {
            List<BookEntry> found = book.entries(e.key());
            assertTrue(found.contains(e), "missing " + e);
            assertTrue(found.stream().allMatch(f -> f.key() == e.key()));
        }
        assertTrue(book.entries(12345L).isEmpty());
    }

    @Test
    void memoryMappedFileReadsTheSame() throws Exception {
        List<BookEntry> entries = randomEntries(50, 3);
        Path file = dir.resolve("book.bin");
        Files.write(file, BookFormat.toBytes(entries));
        Book book = Book.open(file);
        assertEquals(entries.size(), book.size());
        for (BookEntry e : entries) {
            assertTrue(book.entries(e.key()).contains(e));
        }
    }

    @Test
    void badFilesAreRefusedWithTheirName() throws IOException {
        Path missing = dir.resolve("missing.bin");
        BookException e = assertThrows(BookException.class, () -> Book.open(missing));
        assertTrue(e.getMessage().contains("missing.bin"), e.getMessage());

        Path junk = dir.resolve("junk.bin");
        Files.writeString(junk, "this is not a book at all");
        e = assertThrows(BookException.class, () -> Book.open(junk));
        assertTrue(e.getMessage().contains("junk.bin") && e.getMessage().contains("not a Qilin book"));

        byte[] bytes = BookFormat.toBytes(randomEntries(5, 4));
        Path truncated = dir.resolve("truncated.bin");
        Files.write(truncated, java.util.Arrays.copyOf(bytes, bytes.length - 3));
        e = assertThrows(BookException.class, () -> Book.open(truncated));
        assertTrue(e.getMessage().contains("truncated"), e.getMessage());
    }

    @Test
    void entriesTakeTwentySixBytes() {
        byte[] bytes = BookFormat.toBytes(randomEntries(10, 5));
        assertEquals(0, (bytes.length - BookFormat.HEADER_BYTES) % BookFormat.ENTRY_BYTES);
    }
}
