package protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.Evaluation;
import engine.Position;
import engine.nnue.Network;
import engine.nnue.RandomNetworks;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** EvalFile / evalfile load a network, a bad one is refused and the old one kept, Use NNUE switches back. */
class NetworkOptionsTest {
    private static final Network NET = RandomNetworks.of(4);

    @TempDir
    Path dir;

    @Test
    void uciLoadsANetworkKeepsItAgainstABadFileAndSwitchesBack() throws Exception {
        Path net = dir.resolve("net.qnn");
        Files.write(net, RandomNetworks.file(NET));
        Path bad = dir.resolve("bad.qnn");
        Files.write(bad, "QILINNET, and nothing more".getBytes());
        int byNetwork = NET.evaluate(Position.startpos());
        int handWritten = new Evaluation().evaluate(Position.startpos());
        try (EngineSession e = new EngineSession()) {
            e.uciWithoutBook();
            e.send("setoption name EvalFile value " + net);
            e.send("position startpos");
            assertEquals("Evaluation: " + byNetwork + " (side to move's view, internal units)", evalLine(e));
            e.send("setoption name EvalFile value " + bad);
            String refused = e.first("info string");
            assertTrue(refused.contains("network " + bad + ": ") && refused.contains("stays as it was"), refused);
            assertEquals("Evaluation: " + byNetwork + " (side to move's view, internal units)", evalLine(e));
            e.send("setoption name Use NNUE value false");
            assertEquals("Evaluation: " + handWritten + " (side to move's view, internal units)", evalLine(e));
            e.send("setoption name Use NNUE value true");
            e.send("go depth 4");
            List<String> lines = e.until("bestmove");
            EngineSession.assertLegalBestMove(lines.get(lines.size() - 1), Position.startpos());
        }
    }

    @Test
    void ucciRefusesAMissingFileWithItsReason() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.ucciWithoutBook();
            e.send("setoption evalfile " + dir.resolve("missing.qnn"));
            String refused = e.first("info message");
            assertTrue(refused.contains("missing.qnn: no such file"), refused);
        }
    }

    private static String evalLine(EngineSession e) {
        e.send("eval");
        List<String> lines = e.until("Evaluation:");
        return lines.get(lines.size() - 1);
    }
}
