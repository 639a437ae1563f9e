package protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import engine.Move;
import engine.Position;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * Drives a real {@link EngineLoop} through its streams, as a GUI would, or an engine process; every read
 * waits at most {@link #ANSWER_TIMEOUT_MS}.
 */
public final class EngineSession implements AutoCloseable {
    /** Generous: only reached when the engine fails to answer at all. */
    static final long ANSWER_TIMEOUT_MS = 30_000;

    private final OutputStream toEngine;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private final Thread loop;

    public EngineSession() throws IOException {
        PipedOutputStream pipe = new PipedOutputStream();
        toEngine = pipe;
        InputStream engineIn = new PipedInputStream(pipe, 1 << 20);
        OutputStream engineOut = new LineCollector(lines);
        loop = new Thread(() -> new EngineLoop(engineIn, engineOut).run(), "engine-loop");
        loop.setDaemon(true);
        loop.start();
    }

    /** A session with an engine process: its standard output is read on a side thread. */
    public EngineSession(Process process) {
        toEngine = process.getOutputStream();
        OutputStream collector = new LineCollector(lines);
        loop = new Thread(() -> {
            try (InputStream in = process.getInputStream()) {
                in.transferTo(collector);
            } catch (IOException e) {
                // the process went away: finished() tells
            }
        }, "engine-output");
        loop.setDaemon(true);
        loop.start();
    }

    /** A {@code bestmove} line (ICCS) whose move, and ponder move if any, are legal from {@code before}. */
    public static void assertLegalBestMove(String bestmoveLine, Position before) {
        Position p = before.copy();
        String[] w = bestmoveLine.split(" ");
        int best = Move.parse(w[1]);
        assertTrue(p.isLegal(best), bestmoveLine);
        if (w.length > 3 && w[2].equals("ponder")) {
            p.makeMove(best);
            assertTrue(p.isLegal(Move.parse(w[3])), "ponder move: " + bestmoveLine);
        }
    }

    /**
     * Searches each position with {@code go nodes N} for each limit, after {@code newGame}, and answers the
     * answers that are not what the GUI was shown: the move of the last info line's pv, with its second move as
     * the ponder move when it has one. Node limits end searches inside an iteration (where the best move or its
     * line can change after the last completed iteration was reported) at the same place in every run.
     */
    public List<String> answersUnlikeTheirLastLine(String newGame, List<String> fens, int... nodeLimits) {
        List<String> wrong = new ArrayList<>();
        for (String fen : fens) {
            for (int nodes : nodeLimits) {
                send(newGame);
                send("position fen " + fen);
                send("go nodes " + nodes);
                List<String> lines = until("bestmove");
                String best = lines.get(lines.size() - 1);
                String[] pv = lastPv(lines);
                String[] w = best.split(" ");
                boolean played = w[1].equals(pv[0]);
                boolean ponder = pv.length == 1 || w.length > 3 && w[2].equals("ponder") && w[3].equals(pv[1]);
                if (!played || !ponder) {
                    wrong.add(fen + ", nodes " + nodes + ": pv " + String.join(" ", pv) + " then " + best);
                }
            }
        }
        return wrong;
    }

    /** The moves of the last info line with a pv. */
    private static String[] lastPv(List<String> lines) {
        String[] pv = null;
        for (String l : lines) {
            int at = l.indexOf(" pv ");
            if (l.startsWith("info ") && at >= 0) {
                pv = l.substring(at + " pv ".length()).split(" ");
            }
        }
        assertNotNull(pv, "no info line with a pv: " + lines);
        return pv;
    }

    public void send(String line) {
        sendRaw(line + "\n");
    }

    public void sendRaw(String text) {
        try {
            toEngine.write(text.getBytes(StandardCharsets.UTF_8));
            toEngine.flush();
        } catch (IOException e) {
            fail("engine stopped reading: " + e);
        }
    }

    /** The next line, failing the test if none comes. */
    public String next() {
        try {
            String line = lines.poll(ANSWER_TIMEOUT_MS, TimeUnit.MILLISECONDS);
            assertNotNull(line, "engine did not answer");
            return line;
        } catch (InterruptedException e) {
            throw new AssertionError(e);
        }
    }

    /** The next line if one comes within {@code ms}, else null. */
    public String poll(long ms) throws InterruptedException {
        return lines.poll(ms, TimeUnit.MILLISECONDS);
    }

    public void expect(String line) {
        assertEquals(line, next());
    }

    /** The answer to isready comes next, after any info lines (the evaluation's notice), and no bestmove before it. */
    public void expectReadyok() {
        assertEquals("readyok", first("readyok", "bestmove", "nobestmove"));
    }

    /** All lines up to and including the first that starts with {@code prefix}. */
    public List<String> until(String prefix) {
        List<String> seen = new ArrayList<>();
        while (true) {
            String line = next();
            seen.add(line);
            if (line.startsWith(prefix)) {
                return seen;
            }
        }
    }

    /** The first line starting with one of the prefixes, skipping others (info lines). */
    public String first(String... prefixes) {
        while (true) {
            String line = next();
            for (String p : prefixes) {
                if (line.startsWith(p)) {
                    return line;
                }
            }
        }
    }

    /** The UCCI handshake, then the book off: for sessions about the search rather than the book. */
    public void ucciWithoutBook() {
        send("ucci");
        until("ucciok");
        send("setoption usebook false");
    }

    /** The UCI handshake, then the book off. */
    public void uciWithoutBook() {
        send("uci");
        until("uciok");
        send("setoption name UseBook value false");
    }

    /** Sends isready and skips everything before readyok: a barrier. */
    public void sync() {
        send("isready");
        until("readyok");
    }

    /** Whether the engine's output ended (the loop returned, or the process closed its output) within {@code ms}. */
    boolean finished(long ms) throws InterruptedException {
        loop.join(ms);
        return !loop.isAlive();
    }

    @Override
    public void close() throws IOException {
        toEngine.close();
    }

    /** Splits the engine's output into lines. */
    private static final class LineCollector extends OutputStream {
        private final BlockingQueue<String> lines;
        private final java.io.ByteArrayOutputStream current = new java.io.ByteArrayOutputStream();

        LineCollector(BlockingQueue<String> lines) {
            this.lines = lines;
        }

        @Override
        public synchronized void write(int b) {
            if (b == '\n') {
                lines.add(current.toString(StandardCharsets.UTF_8));
                current.reset();
            } else {
                current.write(b);
            }
        }
    }
}
