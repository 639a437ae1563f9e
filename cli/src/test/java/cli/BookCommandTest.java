package cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import book.Book;
import book.BookMove;
import engine.Move;
import engine.Position;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
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

    public static Run book(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        CommandLine cmd = new CommandLine(new Main());
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
}
