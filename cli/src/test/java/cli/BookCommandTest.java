package cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import book.Book;
import book.BookMove;
import book.ElephantEyeBoard;
import book.ElephantEyeKey;
import engine.Move;
import engine.Position;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import protocol.BookProtocolTest;

/** {@code qilin book build|probe}, and a book built from the championship games used by the engine. */
class BookCommandTest {
    private static final Path CHAMPIONSHIP = Path.of(System.getProperty("qilin.root", "."))
            .resolve("../shared/test-data/pgn").normalize();

    @TempDir
    Path dir;

    public record Run(int code, String out, String err) {
    }

    /** The default book records weights but no games: its rows say "-" for the games, not "0". */
    @Test
    void probeShowsNoGameCountsForABookWithoutGames() {
        Run probe = book("probe");
        assertEquals(0, probe.code(), probe.err());
        List<String> rows = probe.out().lines().filter(l -> l.matches("[a-i]\\d[a-i]\\d .*")).toList();
        assertTrue(!rows.isEmpty(), probe.out());
        for (String row : rows) {
            assertTrue(row.matches("\\S+ +\\d+ +[\\d.]+% +- +- +- +- .*"), row);
        }
    }

    public static Run book(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cmd = Main.commandLine();
        cmd.setOut(new PrintWriter(out));
        cmd.setErr(new PrintWriter(err));
        String[] full = new String[args.length + 1];
        full[0] = "book";
        System.arraycopy(args, 0, full, 1, args.length);
        int code = cmd.execute(full);
        return new Run(code, out.toString(), err.toString());
    }

    @Test
    void buildsFromPgnWithFiltersAndProbes() throws Exception {
        Path pgn = dir.resolve("games.pgn");
        Files.writeString(pgn, """
                [Result "1-0"]
                1. 炮二平五 马８进７ 2. 马二进三 车９平８ 1-0

                [Result "0-1"]
                1. C8.5 H2+3 2. H8+7 0-1

                [Result "1/2-1/2"]
                1. h2e2 h9g7 1/2-1/2
                """);
        Path out = dir.resolve("book.bin");
        Run run = book("build", pgn.toString(), "-o", out.toString(), "--max-ply", "2", "--progress", "2");
        assertEquals(0, run.code(), run.err());
        assertTrue(run.err().contains("2 games read"), run.err());
        Book built = Book.open(out);
        List<BookMove> start = built.moves(Position.startpos());
        assertEquals(2, start.size());
        BookMove cannon = start.get(0);
        assertEquals("h2e2", Move.toIccs(cannon.move()));
        assertEquals(3, cannon.weight(), "a win and a draw");

        Run probe = book("probe", "--book", out.toString(), "--moves", "h2e2");
        assertEquals(0, probe.code(), probe.err());
        assertTrue(probe.out().contains("h9g7"), probe.out());
        assertTrue(probe.out().contains("马８进７"), probe.out());

        Run winners = book("build", pgn.toString(), "-o", out.toString(), "--side", "winner", "--weight", "games");
        assertEquals(0, winners.code(), winners.err());
        Position afterCannon = Position.startpos();
        afterCannon.makeMove(Move.parse("h2e2"));
        List<BookMove> replies = Book.open(out).moves(afterCannon);
        assertEquals(1, replies.size(), "only the mirrored winning reply of game 2");
        assertEquals("h9g7", Move.toIccs(replies.get(0).move()));
        assertEquals(1, replies.get(0).wins());
        assertEquals(0, replies.get(0).losses(), "game 1's losing 马８进７ is left out");
    }

    @Test
    void unreadableInputsAndBadSettingsFail() {
        Path out = dir.resolve("book.bin");
        Run missing = book("build", dir.resolve("nope.pgn").toString(), "-o", out.toString());
        assertEquals(BookCommand.EXIT_FAILURE, missing.code());
        assertTrue(missing.err().contains("nope.pgn"), missing.err());
        Run bad = book("build", dir.toString(), "-o", out.toString(), "--weight", "elo");
        assertEquals(BookCommand.EXIT_FAILURE, bad.code());
        assertTrue(bad.err().contains("--weight"), bad.err());
        Run probe = book("probe", "--book", dir.resolve("nope.bin").toString());
        assertEquals(BookCommand.EXIT_FAILURE, probe.code());
        assertTrue(probe.err().contains("nope.bin"), probe.err());
    }

    /** A device never ends: it is refused at once, as a folder is, and the old book is kept. */
    @Test
    @Timeout(value = 20, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
    void aDeviceIsRefusedNotReadForever() throws Exception {
        Path zero = Path.of("/dev/zero");
        assumeTrue(Files.exists(zero), "no /dev/zero here");
        Path out = Files.writeString(dir.resolve("book.bin"), "old");
        Run run = book("build", zero.toString(), "-o", out.toString());
        assertEquals(BookCommand.EXIT_FAILURE, run.code());
        assertEquals("qilin book build: cannot read /dev/zero: is not a regular file (a device or a pipe is not "
                + "read)", run.err().strip());
        assertEquals("old", Files.readString(out));
    }

    @Test
    void eachSettingOutOfRangeIsNamedAlone() throws Exception {
        Path pgn = Files.writeString(dir.resolve("games.pgn"), "[Result \"1-0\"]\n1. h2e2 h9g7 1-0\n");
        Path out = dir.resolve("book.bin");
        Run ply = book("build", pgn.toString(), "-o", out.toString(), "--max-ply", "0");
        assertEquals("qilin book build: --max-ply must be positive, not 0", ply.err().strip());
        Run games = book("build", pgn.toString(), "-o", out.toString(), "--min-games", "-1");
        assertEquals("qilin book build: --min-games must be 0 or more, not -1", games.err().strip());
    }

    @Test
    void championshipBookProbesTheCentralCannonAndIsPlayed() throws Exception {
        assumeTrue(Files.isDirectory(CHAMPIONSHIP), "no championship games at " + CHAMPIONSHIP);
        Path out = dir.resolve("ccgc.bin");
        Run run = book("build", CHAMPIONSHIP.toString(), "-o", out.toString());
        assertEquals(0, run.code(), run.err());
        Run probe = book("probe", "--book", out.toString());
        assertEquals(0, probe.code(), probe.err());
        assertTrue(probe.out().contains("h2e2") || probe.out().contains("b2e2"), probe.out());

        List<BookMove> start = Book.open(out).moves(Position.startpos());
        List<String> lines = BookProtocolTest.run("ucci\nsetoption bookfiles " + out
                + "\nsetoption randomness none\nposition startpos\ngo depth 5\nquit\n");
        assertEquals(List.of(Move.toIccs(start.get(0).move())), BookProtocolTest.bestMoves(lines));
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("info message book move")));
    }

    @Test
    void buildRefusesWhenNoGameCouldBeRead() throws Exception {
        Path junk = dir.resolve("junk.pgn");
        Files.writeString(junk, "this is not a game\n");
        Path empty = dir.resolve("empty.pgn");
        Files.writeString(empty, "");
        Path out = dir.resolve("x.bin");
        Run run = book("build", junk.toString(), empty.toString(), "-o", out.toString());
        assertEquals(BookCommand.EXIT_FAILURE, run.code(), run.out());
        assertEquals(1, run.err().lines().count(), run.err());
        assertTrue(run.err().contains("2 files") && run.err().contains("0 games"), run.err());
        assertFalse(Files.exists(out), "no empty book is written");

        Path noPgn = Files.createDirectory(dir.resolve("nothing"));
        Run folder = book("build", noPgn.toString(), "-o", out.toString());
        assertEquals(BookCommand.EXIT_FAILURE, folder.code(), folder.out());
        assertTrue(folder.err().contains("0 files"), folder.err());
    }

    @Test
    void aTruncatedGameKeepsThePliesReadBeforeTheBreak() throws Exception {
        Path pgn = dir.resolve("cut.pgn");
        Files.writeString(pgn, "[Result \"1-0\"]\n1. h2e2 h9g7 2. h0g2 i9h");
        Path out = dir.resolve("cut.bin");
        Run run = book("build", pgn.toString(), "-o", out.toString());
        assertEquals(0, run.code(), run.err());
        Position p = Position.startpos();
        for (String move : List.of("h2e2", "h9g7", "h0g2")) {
            List<BookMove> found = Book.open(out).moves(p);
            assertEquals(List.of(move), found.stream().map(m -> Move.toIccs(m.move())).toList(), p.fen());
            p.makeMove(Move.parse(move));
        }
        assertTrue(run.err().contains("3 plies"), run.err());
    }

    @Test
    void aFolderGivenAsABookIsSaidToBeAFolder() {
        Run probe = book("probe", "--book", dir.toString());
        assertEquals(BookCommand.EXIT_FAILURE, probe.code());
        assertTrue(probe.err().contains("is a folder"), probe.err());
        assertFalse(probe.err().contains("No such device"), probe.err());
    }

    @Test
    void probeReadsMovesAsAnalyzeDoesInAnyNotation() {
        Position expected = Position.startpos();
        expected.makeMove(Move.parse("h2e2"));
        expected.makeMove(Move.parse("h9g7"));
        for (String moves : List.of("h2e2 h9g7", "炮二平五 马８进７", "C2.5 H8+7")) {
            Run probe = book("probe", "--moves", moves);
            assertEquals(0, probe.code(), moves + ": " + probe.err());
            assertTrue(probe.out().contains("fen  " + expected.fen()), probe.out());
        }
        Run bad = book("probe", "--moves", "h2e2 h2e2");
        assertEquals(BookCommand.EXIT_FAILURE, bad.code());
        assertTrue(bad.err().contains("move 2 'h2e2' is not legal"), bad.err());
    }

    @Test
    void filesThatCannotBeReadOrWrittenSayWhy() throws Exception {
        Path missing = dir.resolve("nonexist.pgn");
        Run build = book("build", missing.toString(), "-o", dir.resolve("a.bin").toString());
        assertEquals(BookCommand.EXIT_FAILURE, build.code());
        assertEquals("qilin book build: cannot read " + missing + ": no such file", build.err().strip());

        Path pgn = dir.resolve("games.pgn");
        Files.writeString(pgn, "[Result \"1-0\"]\n1. h2e2 h9g7 1-0\n");
        Path nowhere = dir.resolve("no-folder").resolve("a.bin");
        Run write = book("build", pgn.toString(), "-o", nowhere.toString());
        assertEquals(BookCommand.EXIT_FAILURE, write.code());
        assertTrue(write.err().strip().endsWith(nowhere + ": no such folder " + nowhere.getParent()), write.err());
        Run toFolder = book("build", pgn.toString(), "-o", dir.toString());
        assertEquals(BookCommand.EXIT_FAILURE, toFolder.code());
        assertTrue(toFolder.err().strip().endsWith(dir + ": is a folder, not a file"), toFolder.err());

        Run probe = book("probe", "--book", dir.resolve("nope.bin").toString());
        assertEquals(BookCommand.EXIT_FAILURE, probe.code());
        assertTrue(probe.err().contains("nope.bin: no such file"), probe.err());
    }

    /** An ElephantEye book with two moves of the start position: 8-byte little-endian records (lock, move, value). */
    private Path elephantEyeBook() throws Exception {
        int lock = ElephantEyeKey.lock(Position.startpos(), false);
        ByteBuffer b = ByteBuffer.allocate(16).order(ByteOrder.LITTLE_ENDIAN);
        b.putInt(lock).putShort((short) ElephantEyeBoard.move(Move.parse("h0g2"))).putShort((short) 9);
        b.putInt(lock).putShort((short) ElephantEyeBoard.move(Move.parse("h2e2"))).putShort((short) 25);
        return Files.write(dir.resolve("BOOK.DAT"), b.array());
    }

    @Test
    void elephantEyeBooksAreProbedConvertedAndPlayed() throws Exception {
        Path dat = elephantEyeBook();
        Run probe = book("probe", "--book", dat.toString());
        assertEquals(0, probe.code(), probe.err());
        assertTrue(probe.out().contains("h2e2       25") && probe.out().contains("炮二平五"), probe.out());

        Path out = dir.resolve("converted.bin");
        Run build = book("build", dat.toString(), "-o", out.toString());
        assertEquals(0, build.code(), build.err());
        assertEquals(List.of("h2e2", "h0g2"),
                Book.open(out).moves(Position.startpos()).stream().map(m -> Move.toIccs(m.move())).toList());

        List<String> lines = BookProtocolTest.run("ucci\nsetoption bookfiles " + dat
                + "\nsetoption randomness none\nposition startpos\ngo depth 5\nquit\n");
        assertEquals(List.of("h2e2"), BookProtocolTest.bestMoves(lines));
        assertTrue(lines.contains("info message book move h2e2 (weight 25)"), lines.toString());
    }

    @Test
    void aFolderAsBookFileIsReportedAsAFolder() {
        List<String> lines = BookProtocolTest.run("ucci\nsetoption bookfiles " + dir
                + "\nposition startpos\ngo depth 3\nquit\n");
        assertTrue(lines.contains("info message book file " + dir + ": is a folder, not a book file; "
                + "playing on without it"), lines.toString());
    }
}
