package protocol;

import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** UCCI banmoves through the real engine loop: the banned move is never the answer. */
class BanMovesTest {
    private static final long TIMEOUT_S = 20;

    @Test
    void bannedMoveIsNotPlayed() throws Exception {
        PipedOutputStream toEngine = new PipedOutputStream();
        PipedInputStream engineIn = new PipedInputStream(toEngine);
        PipedInputStream fromEngine = new PipedInputStream();
        PipedOutputStream engineOut = new PipedOutputStream(fromEngine);
        Thread loop = new Thread(() -> new EngineLoop(engineIn, engineOut).run(), "engine-loop");
        loop.start();
        BlockingQueue<String> lines = new LinkedBlockingQueue<>();
        Thread reader = new Thread(() -> read(fromEngine, lines), "engine-output");
        reader.setDaemon(true);
        reader.start();
        PrintStream send = new PrintStream(toEngine, true, StandardCharsets.UTF_8);

        send.println("ucci");
        await(lines, "ucciok");
        String fen = "position fen rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
        send.println(fen);
        send.println("go depth 3");
        String free = await(lines, "bestmove");
        String favourite = free.split(" ")[1];
        send.println(fen);
        send.println("banmoves " + favourite);
        send.println("go depth 3");
        String banned = await(lines, "bestmove");
        assertNotEquals(favourite, banned.split(" ")[1]);
        send.println("quit");
        loop.join(TimeUnit.SECONDS.toMillis(TIMEOUT_S));
        assertTrue(!loop.isAlive(), "engine loop did not quit");
    }

    private static String await(BlockingQueue<String> lines, String prefix) throws InterruptedException {
        long end = System.nanoTime() + TimeUnit.SECONDS.toNanos(TIMEOUT_S);
        while (System.nanoTime() < end) {
            String line = lines.poll(100, TimeUnit.MILLISECONDS);
            if (line != null && line.startsWith(prefix)) {
                return line;
            }
        }
        assertNotNull(null, "no '" + prefix + "' within " + TIMEOUT_S + " s");
        return null;
    }

    private static void read(PipedInputStream in, BlockingQueue<String> lines) {
        try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) {
                lines.add(line);
            }
        } catch (IOException e) {
            // the engine closed its end
        }
    }
}
