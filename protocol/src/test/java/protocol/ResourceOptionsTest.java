package protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.Position;
import java.io.ByteArrayOutputStream;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What a GUI lets a user choose that the machine may not have: many threads, a table larger than Java's heap. */
class ResourceOptionsTest {
    /**
     * The threads are built when the option is set (the GUI waits for readyok), not inside the first timed
     * search, where 255 helpers once took 17-29 s of the clock.
     */
    @Test
    void threadsAreBuiltWhenTheOptionIsSet() {
        Controller controller = new Controller();
        Uci uci = new Uci(controller, new Output(new ByteArrayOutputStream()));
        uci.setOption("name Threads value 6");
        assertEquals(6, controller.searchThreads());
        uci.setOption("name Threads value 1");
        assertEquals(1, controller.searchThreads());
    }

    /**
     * A Java heap of 256 MB and a GUI asking for 1024 MB of hash: the engine says it does not fit, keeps its
     * table and plays on (it died of OutOfMemoryError before).
     */
    @Test
    void aHashLargerThanTheHeapIsRefusedAndTheEnginePlaysOn() throws Exception {
        Process process = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx256m", "-cp", System.getProperty("java.class.path"), "protocol.EngineLoop")
                .redirectError(ProcessBuilder.Redirect.DISCARD).start();
        try (EngineSession e = new EngineSession(process)) {
            e.uciWithoutBook();
            e.send("setoption name Hash value 1024");
            String refused = e.first("info string");
            assertTrue(refused.contains("1024 MB do not fit in Java's memory"), refused);
            e.send("isready");
            e.first("readyok");
            e.send("position startpos");
            e.send("go depth 5");
            List<String> lines = e.until("bestmove");
            EngineSession.assertLegalBestMove(lines.get(lines.size() - 1), Position.startpos());
        }
        process.destroy();
    }
}
