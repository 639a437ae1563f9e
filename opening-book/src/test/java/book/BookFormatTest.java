package book;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.Move;
import engine.Position;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
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

    /** The layout as opening-book/README.md gives it: key 8 bytes, move 2, weight, wins, draws, losses 4 each. */
    private static final int DOCUMENTED_ENTRY_BYTES = 8 + 2 + 4 * 4;
    private static final int DOCUMENTED_HEADER_BYTES = 8 + 4 + 4;

    @Test
    void fileSizeIsTheHeaderPlusTwentySixBytesPerEntry() throws IOException {
        for (int n = 0; n <= 3; n++) {
            List<BookEntry> entries = new ArrayList<>();
            for (int k = 0; k < n; k++) {
                entries.add(new BookEntry(k, 100, 1, 0, 0, 0));
            }
            Path file = dir.resolve("size" + n + ".bin");
            try (java.io.OutputStream out = Files.newOutputStream(file)) {
                BookFormat.write(entries, out);
            }
            assertEquals(DOCUMENTED_HEADER_BYTES + n * DOCUMENTED_ENTRY_BYTES, Files.size(file), n + " entries");
        }
    }

    @Test
    void entryFieldsSitAtTheirDocumentedOffsetsBigEndian() throws Exception {
        byte[] bytes = BookFormat.toBytes(List.of(new BookEntry(0x0102030405060708L, 0x1A2B, 0x11223344,
                0x55667788, 0x01020304, 0x0A0B0C0D)));
        ByteBuffer b = ByteBuffer.wrap(bytes); // big-endian by default
        assertEquals("QILNBOOK", new String(bytes, 0, 8, StandardCharsets.US_ASCII));
        assertEquals(1, b.getInt(8), "version");
        assertEquals(1, b.getInt(12), "entry count");
        int at = DOCUMENTED_HEADER_BYTES;
        assertEquals(0x0102030405060708L, b.getLong(at));
        assertEquals(0x1A2B, b.getShort(at + 8));
        assertEquals(0x11223344, b.getInt(at + 10));
        assertEquals(0x55667788, b.getInt(at + 14));
        assertEquals(0x01020304, b.getInt(at + 18));
        assertEquals(0x0A0B0C0D, b.getInt(at + 22));
    }

    /** A valid two-entry book with keys 1 and 2, to be damaged by the tests below. */
    private static byte[] twoEntries() {
        return BookFormat.toBytes(List.of(new BookEntry(1, 100, 1, 0, 0, 0), new BookEntry(2, 100, 1, 0, 0, 0)));
    }

    private BookException refused(String name, byte[] bytes) throws IOException {
        Path file = dir.resolve(name);
        Files.write(file, bytes);
        BookException e = assertThrows(BookException.class, () -> Book.open(file));
        assertTrue(e.getMessage().contains(name), e.getMessage());
        return e;
    }

    @Test
    void otherVersionIsRefused() throws IOException {
        byte[] bytes = twoEntries();
        ByteBuffer.wrap(bytes).putInt(8, 2);
        assertTrue(refused("v2.bin", bytes).getMessage().contains("version 2 is not supported"));
    }

    @Test
    void unsortedEntriesAreRefused() throws IOException {
        byte[] bytes = twoEntries();
        ByteBuffer b = ByteBuffer.wrap(bytes);
        b.putLong(DOCUMENTED_HEADER_BYTES, 2);
        b.putLong(DOCUMENTED_HEADER_BYTES + DOCUMENTED_ENTRY_BYTES, 1);
        assertTrue(refused("unsorted.bin", bytes).getMessage().contains("not sorted"));
    }

    @Test
    void keysAreSortedAsUnsignedNumbers() throws Exception {
        // -1 is the largest unsigned key: after 1, not before it.
        byte[] bytes = BookFormat.toBytes(List.of(new BookEntry(1, 100, 1, 0, 0, 0), new BookEntry(-1, 100, 1, 0, 0, 0)));
        assertEquals(-1L, ByteBuffer.wrap(bytes).getLong(DOCUMENTED_HEADER_BYTES + DOCUMENTED_ENTRY_BYTES));
        ByteBuffer b = ByteBuffer.wrap(bytes);
        b.putLong(DOCUMENTED_HEADER_BYTES, -1);
        b.putLong(DOCUMENTED_HEADER_BYTES + DOCUMENTED_ENTRY_BYTES, 1);
        assertTrue(refused("signed-order.bin", bytes).getMessage().contains("not sorted"));
    }

    @Test
    void filesShorterThanTheHeaderAreRefused() throws IOException {
        byte[] header = Arrays.copyOf(twoEntries(), DOCUMENTED_HEADER_BYTES);
        for (int length : new int[] {0, 1, 8, DOCUMENTED_HEADER_BYTES - 1}) {
            BookException e = refused("short" + length + ".bin", Arrays.copyOf(header, length));
            assertTrue(e.getMessage().contains("not a Qilin book"), e.getMessage());
        }
    }

    @Test
    void countThatDisagreesWithTheLengthIsRefused() throws IOException {
        byte[] more = twoEntries();
        ByteBuffer.wrap(more).putInt(12, 3);
        assertTrue(refused("count3.bin", more).getMessage().contains("truncated or corrupt"));
        byte[] negative = twoEntries();
        ByteBuffer.wrap(negative).putInt(12, -1);
        assertTrue(refused("negative.bin", negative).getMessage().contains("truncated or corrupt"));
    }

    /**
     * Move fields that are no move here (points off the board, the same point twice, a move the position
     * does not allow) are never offered; the good entries of the same position still are.
     */
    @Test
    void badMoveFieldsAreNeverOffered() throws Exception {
        Position start = Position.startpos();
        BookKey.Canonical c = BookKey.of(start);
        assertFalse(c.mirrored());
        int good = Move.parse("h2e2");
        int offBoard = Move.of(95, 120);
        int samePoint = Move.of(4, 4);
        int illegal = Move.parse("a0a5"); // the rook jumps over its own pawn
        List<BookEntry> entries = new ArrayList<>();
        for (int move : new int[] {good, offBoard, samePoint, illegal, 0}) {
            entries.add(new BookEntry(c.key(), move, 10, 0, 0, 0));
        }
        Book book = Book.of(BookFormat.toBytes(entries), "bad-moves");
        assertEquals(5, book.entries(c.key()).size());
        List<BookMove> offered = book.moves(start);
        assertEquals(List.of("h2e2"), offered.stream().map(m -> Move.toIccs(m.move())).toList());
    }

    @Test
    void moveFieldsWiderThanFourteenBitsAreNotWritten() {
        assertThrows(IllegalArgumentException.class,
                () -> BookFormat.toBytes(List.of(new BookEntry(1, 1 << 14, 1, 0, 0, 0))));
    }
}
