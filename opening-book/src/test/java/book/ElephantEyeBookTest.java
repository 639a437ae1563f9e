package book;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.Move;
import engine.Position;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** ElephantEye's BOOK.DAT: its locks, its board numbering, mirrored records, and conversion to Qilin's format. */
class ElephantEyeBookTest {
    /**
     * The lock of the start position in ElephantEye's own BOOK.DAT (repository xqbase/eleeye, BOOK/BOOK.DAT,
     * 96,648 bytes): its 16 records for the start position (炮二平五 1473, 马二进三 89, 相三进五 311 …) carry
     * this lock, read from the file with a hex dump of its records.
     */
    private static final int START_LOCK_IN_BOOK_DAT = 0x052656D5;

    @TempDir
    Path dir;

    private record Rec(int lock, int move, int value) {
    }

    private static Position after(String... moves) {
        Position p = Position.startpos();
        for (String m : moves) {
            p.makeMove(Move.parse(m));
        }
        return p;
    }

    /** A record of {@code p} as ElephantEye would store it, as it stands or as its mirror image. */
    private static Rec rec(Position p, boolean mirrored, String move, int value) {
        int m = Move.parse(move);
        return new Rec(ElephantEyeKey.lock(p, mirrored), ElephantEyeBoard.move(mirrored ? BookKey.mirror(m) : m),
                value);
    }

    private static byte[] file(Rec... records) {
        List<Rec> sorted = new ArrayList<>(List.of(records));
        sorted.sort(Comparator.comparing(Rec::lock, Integer::compareUnsigned));
        ByteBuffer b = ByteBuffer.allocate(sorted.size() * ElephantEyeBook.RECORD_BYTES).order(ByteOrder.LITTLE_ENDIAN);
        for (Rec r : sorted) {
            b.putInt(r.lock()).putShort((short) r.move()).putShort((short) r.value());
        }
        return b.array();
    }

    /** 炮二平五 and 马二进三 at the start; 马８进７ after 炮二平五 stored mirrored; 马二进三 after both. */
    private Path tinyBook() throws Exception {
        byte[] bytes = file(rec(Position.startpos(), false, "h2e2", 100), rec(Position.startpos(), false, "h0g2", 40),
                rec(after("h2e2"), true, "h9g7", 30), rec(after("h2e2", "h9g7"), false, "h0g2", 7));
        return Files.write(dir.resolve("BOOK.DAT"), bytes);
    }

    private static List<String> moves(OpeningBook book, Position p) {
        return book.moves(p).stream().map(m -> Move.toIccs(m.move()) + " " + m.weight()).toList();
    }

    @Test
    void startPositionLockIsTheOneInElephantEyesBook() {
        assertEquals(START_LOCK_IN_BOOK_DAT, ElephantEyeKey.lock(Position.startpos(), false));
        assertEquals(START_LOCK_IN_BOOK_DAT, ElephantEyeKey.lock(Position.startpos(), true), "a symmetric board");
    }

    @Test
    void pointsAreNumberedFrom0x33AtBlacksLeftCorner() {
        assertEquals(0x33, ElephantEyeBoard.point(engine.Square.parse('a', '9')));
        assertEquals(0xCB, ElephantEyeBoard.point(engine.Square.parse('i', '0')));
        int cannon = Move.parse("h2e2");
        assertEquals(0xA7 << 8 | 0xAA, ElephantEyeBoard.move(cannon));
        assertEquals(cannon, ElephantEyeBoard.toQilin(ElephantEyeBoard.move(cannon)));
        assertEquals(Move.NONE, ElephantEyeBoard.toQilin(0x0000), "off the board");
    }

    @Test
    void probesPositionsStoredAsTheyStandAndMirrored() throws Exception {
        OpeningBook book = BookFiles.open(tinyBook());
        assertTrue(book instanceof ElephantEyeBook, "no Qilin magic: read as ElephantEye's");
        assertEquals(4, book.size());
        assertEquals(List.of("h2e2 100", "h0g2 40"), moves(book, Position.startpos()));
        assertEquals(List.of("h9g7 30"), moves(book, after("h2e2")), "stored as the mirror image");
        assertEquals(List.of("b9c7 30"), moves(book, after("b2e2")), "the mirror line finds it as it stands");
        assertEquals(List.of("h0g2 7"), moves(book, after("h2e2", "h9g7")));
        assertEquals(List.of(), moves(book, after("c3c4")));
    }

    @Test
    void convertsByFollowingItsLinesFromTheStart() throws Exception {
        BookBuilder builder = new BookBuilder(new BookBuilder.Settings(BookBuilder.Settings.DEFAULT_MAX_PLY,
                BookBuilder.Settings.DEFAULT_MIN_GAMES, BookBuilder.Weighting.RESULTS, BookBuilder.Sides.BOTH));
        assertEquals(4, BookWalk.addTo(builder, ElephantEyeBook.open(tinyBook()), Position.startpos(), 30));
        Book qilin = builder.build("converted");
        assertEquals(List.of("h2e2 100", "h0g2 40"), moves(qilin, Position.startpos()));
        assertEquals(List.of("h9g7 30"), moves(qilin, after("h2e2")));
        assertEquals(List.of("h0g2 7"), moves(qilin, after("h2e2", "h9g7")));

        BookBuilder shallow = new BookBuilder(new BookBuilder.Settings(1, 1, BookBuilder.Weighting.RESULTS,
                BookBuilder.Sides.BOTH));
        assertEquals(2, BookWalk.addTo(shallow, ElephantEyeBook.open(tinyBook()), Position.startpos(), 1));
    }

    @Test
    void filesOfNeitherFormatAreRefusedWithTheReason() throws Exception {
        Path odd = Files.write(dir.resolve("odd.dat"), new byte[12]);
        BookException e = assertThrows(BookException.class, () -> BookFiles.open(odd));
        assertEquals(odd + ": not a Qilin book (no QILNBOOK header) nor an ElephantEye book "
                + "(12 bytes is not a whole number of 8-byte records)", e.getMessage());
        byte[] unsorted = file(rec(Position.startpos(), false, "h2e2", 1), rec(after("h2e2"), false, "h9g7", 1));
        byte[] swapped = new byte[unsorted.length];
        System.arraycopy(unsorted, 8, swapped, 0, 8);
        System.arraycopy(unsorted, 0, swapped, 8, 8);
        Path bad = Files.write(dir.resolve("bad.dat"), swapped);
        e = assertThrows(BookException.class, () -> BookFiles.open(bad));
        assertTrue(e.getMessage().endsWith("(records not sorted by position lock at record 1)"), e.getMessage());
        BookException folder = assertThrows(BookException.class, () -> BookFiles.open(dir));
        assertEquals(dir + ": is a folder, not a book file", folder.getMessage());
    }
}
