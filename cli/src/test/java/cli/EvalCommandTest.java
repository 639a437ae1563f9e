package cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.Evaluation;
import engine.Position;
import engine.nnue.EmbeddedNetwork;
import engine.nnue.Network;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocol.CommandRun;

/**
 * {@code qilin eval}: the evaluation term by term, as the engine loop's {@code eval} prints it, and the
 * network's score beneath.
 */
class EvalCommandTest {
    private static final String FEN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1";

    @TempDir
    Path dir;

    @Test
    void commandPrintsTheBreakdownThenTheNetworksScore() throws IOException {
        CommandRun.Result r = CommandRun.run(Main.commandLine(), "eval", "--fen", FEN);
        String text = r.out();
        assertEquals(0, r.code(), text);
        int handWritten = new Evaluation(Evaluation.Kind.HAND_WRITTEN).evaluate(new Position(FEN));
        assertTrue(text.contains("Total: " + handWritten + " "), text);
        assertTrue(text.matches("(?s).*\\nmaterial +3829 +4212 +3829 +4212 +0 +0\\n.*"), text);
        int network = EmbeddedNetwork.get().evaluate(new Position(FEN));
        String line = String.format(Locale.ROOT, "Network (%s): %+.2f (%d internal units, side to move's view)",
                EmbeddedNetwork.NAME, network / 100.0, network);
        assertTrue(text.contains("\n" + line), text);
    }

    @Test
    void anotherNetworkIsNamedByItsFile() throws IOException {
        Path file = dir.resolve("other.qnn");
        try (InputStream in = EmbeddedNetwork.class.getResourceAsStream("/engine/nnue/" + EmbeddedNetwork.NAME)) {
            Files.write(file, in.readAllBytes());
        }
        CommandRun.Result r = CommandRun.run(Main.commandLine(), "eval", "--evalfile", file.toString());
        assertEquals(0, r.code(), r.err());
        int score = Network.read(file).evaluate(Position.startpos());
        assertTrue(r.out().contains("Network (" + file + "): "), r.out());
        assertTrue(r.out().contains("(" + score + " internal units"), r.out());
    }

    @Test
    void aMissingNetworkIsOneLineAndExitCode2() {
        CommandRun.Result r = CommandRun.run(Main.commandLine(), "eval", "--evalfile", "missing.qnn");
        assertEquals(2, r.code());
        assertEquals("qilin eval: network missing.qnn: no such file\n", r.err().replace("\r\n", "\n"));
        assertEquals("", r.out());
    }
}
