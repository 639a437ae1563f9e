package cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import book.Book;
import book.BookMove;
import engine.Move;
import engine.Position;
import engine.notation.TextCharset;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocol.CommandRun;
import protocol.analysis.AnalyzeCommandTest;

/**
 * PGN files on disk in GB18030, with and without a byte-order mark, read by {@code book build},
 * {@code analyze} and {@code tune}. {@link TextCharset} promises: UTF-8 when a UTF-8 mark says so or the bytes
 * decode strictly, else GB18030, and the text without its byte-order mark, whichever charset carried it (so
 * also GB18030's own mark, 84 31 95 33, which decodes to U+FEFF). Every file holds Chinese moves, which no
 * wrong decoding leaves readable.
 */
class Gb18030FilesTest {
    /** Outside the Basic Multilingual Plane (CJK Extension B): four bytes in GB18030. */
    private static final String RED = "\uD840\uDC00甲";
    private static final String BLACK = "乙\uD869\uDEA5";
    /**
     * The Red tag comes first, so a byte-order mark left in the text would hide it. Two readable games and
     * an unreadable one between them (帅五进三 would leave the palace).
     */
    private static final String GAMES = "[Red \"" + RED + "\"]\n[Black \"" + BLACK + "\"]\n[Result \"1-0\"]\n"
            + "1. 炮二平五 {中炮 \uD840\uDC01} 马８进７ 2. 马二进三 车９平８ 1-0\n\n"
            + "[Red \"坏\"]\n[Result \"0-1\"]\n1. 帅五进三 0-1\n\n"
            + "[Red \"丙\"]\n[Black \"丁\"]\n[Result \"1/2-1/2\"]\n1. 兵七进一 卒７进１ 2. 马八进七 1/2-1/2\n";
    private static final byte[] UTF8_BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};
    private static final byte[] GB18030_BOM = {(byte) 0x84, 0x31, (byte) 0x95, 0x33};

    @TempDir
    Path dir;

    private Path write(String name, byte[] bom, byte[] text) throws IOException {
        byte[] bytes = Arrays.copyOf(bom, bom.length + text.length);
        System.arraycopy(text, 0, bytes, bom.length, text.length);
        return Files.write(dir.resolve(name), bytes);
    }

    private Path gb18030(byte[] bom) throws IOException {
        return write("gb.pgn", bom, GAMES.getBytes(TextCharset.GB18030));
    }

    @Test
    void fileReallyHoldsFourByteSequencesAndTheMarkIsU_FEFF() {
        byte[] name = RED.substring(0, 2).getBytes(TextCharset.GB18030);
        assertArrayEquals(new byte[] {(byte) 0x95, 0x32, (byte) 0x82, 0x36}, name, "U+20000 in GB18030");
        assertEquals("\uFEFF", new String(GB18030_BOM, TextCharset.GB18030));
    }

    // ---------------------------------------------------------------- analyze

    private static void assertAnalysedFirstGame(Path pgn) {
        AnalyzeCommandTest.Run run = AnalyzeCommandTest.run("--pgn", pgn.toString(), "--depth", "1",
                "--no-progress");
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().startsWith("Red: " + RED + "   Black: " + BLACK + "   result 1-0"), run.out());
        assertTrue(run.out().contains("4 plies"), run.out());
        assertTrue(run.out().contains("马８进７ h9g7"), run.out());
    }

    @Test
    void analyzeReadsGb18030() throws Exception {
        assertAnalysedFirstGame(gb18030(new byte[0]));
    }

    @Test
    void analyzeReadsGb18030WithItsByteOrderMark() throws Exception {
        assertAnalysedFirstGame(gb18030(GB18030_BOM));
    }

    @Test
    void analyzeReadsUtf8WithAByteOrderMark() throws Exception {
        assertAnalysedFirstGame(write("utf8.pgn", UTF8_BOM, GAMES.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void analyzeCountsOnlyReadableGamesInGb18030() throws Exception {
        AnalyzeCommandTest.Run run = AnalyzeCommandTest.run("--pgn", gb18030(GB18030_BOM).toString(),
                "--game", "2", "--depth", "1", "--no-progress");
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().startsWith("Red: 丙   Black: 丁   result 1/2-1/2"), run.out());
    }

    // ---------------------------------------------------------------- book build

    private static void assertBookOfBothGames(Path pgn, Path out) throws Exception {
        BookCommandTest.Run run = BookCommandTest.book("build", pgn.toString(), "-o", out.toString(),
                "--min-games", "1");
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().contains("from 3 games (2 used, 0 without a usable result, 1 unreadable)"), run.out());
        List<BookMove> start = Book.open(out).moves(Position.startpos());
        assertEquals(List.of("h2e2", "c3c4"), start.stream().map(m -> Move.toIccs(m.move())).toList());
        Position afterCannon = Position.startpos();
        afterCannon.makeMove(Move.parse("h2e2"));
        assertEquals("h9g7", Move.toIccs(Book.open(out).moves(afterCannon).get(0).move()));
    }

    @Test
    void bookBuildReadsGb18030() throws Exception {
        assertBookOfBothGames(gb18030(new byte[0]), dir.resolve("book.bin"));
    }

    @Test
    void bookBuildReadsGb18030WithItsByteOrderMark() throws Exception {
        assertBookOfBothGames(gb18030(GB18030_BOM), dir.resolve("book.bin"));
    }

    // ---------------------------------------------------------------- tune

    @Test
    void tuneReadsGb18030WithItsByteOrderMark() throws Exception {
        Path weights = dir.resolve("weights.txt");
        CommandRun.Result r = CommandRun.run(Main.commandLine(), "tune", gb18030(GB18030_BOM).toString(), "--out", weights.toString(),
                "--skip", "0", "--rounds", "1", "--seconds", "30");
        String out = r.out();
        assertEquals(0, r.code(), out);
        assertTrue(out.startsWith("games 2, quiet positions "), out);
        assertTrue(Files.readString(weights).contains("2 games"), Files.readString(weights));
    }
}
