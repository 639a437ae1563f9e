package cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocol.CommandRun;

/** {@code qilin board}: a diagram to a file or stdout; bad input is one line on stderr and exit code 2. */
class BoardCommandTest {
    @TempDir
    Path dir;

    @Test
    void writesTheDiagramWithItsArrows() throws Exception {
        Path svg = dir.resolve("board.svg");
        CommandRun.Result run = CommandRun.run(Main.commandLine(), "board", "--moves", "炮二平五 马８进７", "--played", "b0c2",
                "--best", "h0g2", "--svg", svg.toString());
        assertEquals(0, run.code(), run.err());
        assertEquals("", run.out());
        String text = Files.readString(svg, StandardCharsets.UTF_8);
        assertTrue(text.startsWith("<?xml"), text);
        // the position after the two moves: Black's horse on g7, so 31 + 1 pieces, and both arrows
        assertTrue(text.contains("aria-label=\"rnbakab1r/9/1c4nc1/"), text);
        String pieces = text.substring(text.indexOf("<g id=\"pieces\">"));
        pieces = pieces.substring(0, pieces.indexOf("</g>"));
        assertEquals(32, pieces.split("<use ", -1).length - 1, text);
        assertTrue(text.contains("class=\"arrow played\"") && text.contains("class=\"arrow best\""), text);

        CommandRun.Result toStdout = CommandRun.run(Main.commandLine(), "board");
        assertEquals(0, toStdout.code(), toStdout.err());
        assertTrue(toStdout.out().startsWith("<?xml") && toStdout.out().endsWith("</svg>\n"), toStdout.out());
    }

    @Test
    void badInputIsOneLineAndExitCodeTwo() {
        String[][] cases = {
            {"board", "--fen", "not a fen"},
            {"board", "--played", "a0a5"},
            {"board", "--moves", "h2e2 h2e2"},
            {"board", "--svg", dir.resolve("no such folder").resolve("b.svg").toString()},
        };
        for (String[] args : cases) {
            CommandRun.Result run = CommandRun.run(Main.commandLine(), args);
            assertEquals(2, run.code(), String.join(" ", args));
            assertEquals(1, run.err().lines().count(), run.err());
            assertTrue(run.err().startsWith("qilin board: "), run.err());
        }
    }
}
