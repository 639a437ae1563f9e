package cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.Move;
import engine.Position;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import protocol.EngineSession;

/**
 * The built jar, started as a GUI starts it: a child process spoken to over its standard streams. Every read
 * has a deadline ({@link EngineSession}), so a silent engine fails the test instead of hanging the build.
 */
class EngineJarIT {
    private static final long EXIT_WAIT_S = 10;

    private static Process start() throws IOException {
        Path jar = Path.of(System.getProperty("qilin.jar", "target/qilin.jar"));
        assertTrue(Files.isRegularFile(jar), "no jar at " + jar.toAbsolutePath());
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return new ProcessBuilder(java, "-jar", jar.toString()).redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
    }

    /** A weights file the engine cannot use is one line on stderr and exit code 1, before any protocol. */
    @Test
    void unusableWeightsFileIsAMessageNotAStackTrace() throws Exception {
        Path bad = Files.createTempFile("weights", ".txt");
        try {
            Files.writeString(bad, "scale 1 2\n");
            Path jar = Path.of(System.getProperty("qilin.jar", "target/qilin.jar"));
            String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
            Process p = new ProcessBuilder(java, "-Dqilin.weights=" + bad, "-jar", jar.toString()).start();
            p.getOutputStream().close();
            assertTrue(p.waitFor(EXIT_WAIT_S, TimeUnit.SECONDS), "the engine did not exit");
            String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            assertEquals(1, p.exitValue(), err);
            assertEquals("", new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
            assertTrue(err.startsWith("qilin: evaluation weights " + bad + ": weight 'material_mg' needs"), err);
            assertTrue(!err.contains("Exception"), err);
        } finally {
            Files.delete(bad);
        }
    }

    @Test
    void ucciGameMoveThenQuit() throws Exception {
        Process p = start();
        try (EngineSession e = new EngineSession(p)) {
            e.send("ucci");
            assertTrue(e.until("ucciok").get(0).startsWith("id name Qilin"));
            e.send("setoption usebook false");
            e.send("position startpos moves h2e2 h9g7");
            e.sync();
            e.send("go depth 5");
            List<String> lines = e.until("bestmove");
            String best = lines.get(lines.size() - 1).split("\\s+")[1];
            Position pos = new Position();
            pos.makeMove(Move.parse("h2e2"));
            pos.makeMove(Move.parse("h9g7"));
            assertTrue(pos.isLegal(Move.parse(best)), best);
            assertTrue(lines.stream().anyMatch(l -> l.startsWith("info depth 5 score ")), lines.toString());
            e.send("quit");
            e.expect("bye");
            assertTrue(p.waitFor(EXIT_WAIT_S, TimeUnit.SECONDS), "the engine did not exit after quit");
            assertEquals(0, p.exitValue());
        } finally {
            p.destroyForcibly(); // no effect once it has exited
        }
    }

    @Test
    void uciBookMoveFromTheStartPosition() throws Exception {
        Process p = start();
        try (EngineSession e = new EngineSession(p)) {
            e.send("uci");
            e.send("position startpos");
            e.send("go movetime 1000");
            List<String> lines = e.until("bestmove");
            assertTrue(lines.stream().anyMatch(l -> l.startsWith("info string book move ")), lines.toString());
            String best = lines.get(lines.size() - 1).split("\\s+")[1];
            assertTrue(new Position().isLegal(Move.parse(best)), best);
            e.send("quit");
            assertTrue(p.waitFor(EXIT_WAIT_S, TimeUnit.SECONDS), "the engine did not exit after quit");
        } finally {
            p.destroyForcibly();
        }
    }
}
