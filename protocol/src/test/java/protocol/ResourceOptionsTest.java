package protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.Position;
import engine.Slow;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
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
        refusedInASmallHeap("setoption name Hash value 1024", "1024 MB do not fit in Java's memory");
    }

    /**
     * The same heap and a GUI asking for 256 threads (each thread's histories take a few MB): the engine says
     * they do not fit, keeps the one thread it has and plays on (it died of OutOfMemoryError before).
     */
    @Test
    void moreThreadsThanTheHeapHoldsAreRefusedAndTheEnginePlaysOn() throws Exception {
        refusedInASmallHeap("setoption name Threads value 256", "do not fit in Java's memory (at most");
    }

    private static void refusedInASmallHeap(String setoption, String message) throws Exception {
        Process process = engineProcess("-Xmx256m");
        try (EngineSession e = new EngineSession(process)) {
            e.uciWithoutBook();
            e.send(setoption);
            String refused = e.first("info string");
            assertTrue(refused.contains(message), refused);
            e.send("position startpos");
            e.send("go depth 5");
            List<String> lines = e.until("bestmove");
            EngineSession.assertLegalBestMove(lines.get(lines.size() - 1), Position.startpos());
        }
        process.destroy();
    }

    /**
     * Sixty-four threads on this machine's cores, from a fresh process (so the first search also runs before the
     * JIT compiler has caught up): a move time is kept and stop is answered at once. The main thread read the
     * clock and the stop request every 1,024 of its nodes, and with a thirtieth of a core that took seconds:
     * 2.4-5.4 s for the first go movetime 300 and 0.2-0.5 s for a stop on 2 cores. The issue asks for 600 ms and
     * 100 ms; the bounds leave a loaded test machine some room.
     */
    @Test
    @Slow
    void sixtyFourThreadsKeepTheMoveTimeAndStopAtOnceFromTheFirstSearch() throws Exception {
        Process process = engineProcess();
        try (EngineSession e = new EngineSession(process)) {
            e.uciWithoutBook();
            e.send("setoption name Threads value 64");
            e.sync();
            long[] goMs = new long[3];
            long[] stopMs = new long[3];
            for (int i = 0; i < 3; i++) {
                e.send("position startpos");
                long start = System.nanoTime();
                e.send("go movetime 300");
                e.first("bestmove");
                goMs[i] = (System.nanoTime() - start) / 1_000_000;
                e.send("go infinite");
                Thread.sleep(200);
                start = System.nanoTime();
                e.send("stop");
                e.first("bestmove");
                stopMs[i] = (System.nanoTime() - start) / 1_000_000;
            }
            String times = "go movetime 300: " + Arrays.toString(goMs) + " ms, stop: " + Arrays.toString(stopMs) + " ms";
            assertTrue(goMs[0] < 1_000 && Arrays.stream(goMs).max().getAsLong() < 1_000, times);
            Arrays.sort(stopMs);
            assertTrue(stopMs[1] < 150, times);
        }
        process.destroy();
    }

    private static Process engineProcess(String... jvmOptions) throws IOException {
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(List.of(jvmOptions));
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), "protocol.EngineLoop"));
        return new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.DISCARD).start();
    }
}
