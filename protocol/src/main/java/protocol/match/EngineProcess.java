package protocol.match;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One running engine: a process (a child, or Qilin in-process: {@link EngineLauncher}) spoken to over its
 * stdin/stdout. A reader thread turns stdout into a queue of lines so every wait has a deadline: a stalled
 * engine is noticed, killed and reported, never waited on forever.
 */
public final class EngineProcess implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(EngineProcess.class);
    /** Starting a JVM-based engine on a busy machine can take seconds. */
    static final long HANDSHAKE_TIMEOUT_MS = 20_000;
    static final long QUIT_GRACE_MS = 1_000;
    private static final String END_OF_STREAM = "\u0000end-of-stream";
    private static final String MILLISECONDS_OPTION = "usemillisec";

    private final EngineConfig config;
    private final Process process;
    private final OutputStream stdin;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private final InfoParser info = new InfoParser();
    private boolean millis;
    private boolean dead;

    private EngineProcess(EngineConfig config, Process process) {
        this.config = config;
        this.process = process;
        this.stdin = process.getOutputStream();
        Thread reader = new Thread(this::pump, "engine-" + config.name() + "-stdout");
        reader.setDaemon(true);
        reader.start();
    }

    /** Starts the engine's command as a child process, completes the handshake and sends the configured options. */
    public static EngineProcess start(EngineConfig config) throws EngineException {
        return start(config, EngineLauncher.CHILD_PROCESS);
    }

    /** Starts the engine with {@code launcher}, completes the handshake and sends the configured options. */
    public static EngineProcess start(EngineConfig config, EngineLauncher launcher) throws EngineException {
        Process process;
        try {
            process = launcher.start(config);
        } catch (IOException e) {
            // The message names the program and the reason: Cannot run program "x": error=2, No such file ...
            throw new EngineException(Reply.Kind.CRASH, e.getMessage());
        }
        EngineProcess engine = new EngineProcess(config, process);
        try {
            engine.handshake();
        } catch (EngineException e) {
            engine.kill();
            throw e;
        }
        return engine;
    }

    public EngineConfig config() {
        return config;
    }

    public String name() {
        return config.name();
    }

    /** False once the process died, its stream closed, or it was killed. */
    public boolean alive() {
        return !dead && process.isAlive();
    }

    private void handshake() throws EngineException {
        EngineProtocol protocol = config.protocol();
        Set<String> advertised = new HashSet<>();
        boolean otherProtocol = false;
        try {
            send(protocol.hello());
            long deadline = deadline(HANDSHAKE_TIMEOUT_MS);
            for (String line = expectLine(deadline); !line.equals(protocol.helloOk()); line = expectLine(deadline)) {
                otherProtocol |= line.equals(protocol.other().helloOk());
                if (line.startsWith("option ")) {
                    advertised.add(protocol.advertisedOption(line).toLowerCase());
                }
            }
        } catch (EngineException e) {
            // An engine of the other protocol waits for its own hello word, or answers it unasked.
            if (e.kind() != Reply.Kind.STALL && !otherProtocol) {
                throw e;
            }
            EngineProtocol other = protocol.other();
            throw new EngineException(e.kind(), e.getMessage() + "; no " + protocol.helloOk() + ": is it a "
                    + other.name() + " engine? try proto=" + other.hello());
        }
        if (protocol == EngineProtocol.UCCI && advertised.contains(MILLISECONDS_OPTION)) {
            send(protocol.setOption(MILLISECONDS_OPTION, "true"));
            millis = true;
        }
        for (Map.Entry<String, String> option : config.options().entrySet()) {
            send(protocol.setOption(option.getKey(), option.getValue()));
        }
        sync();
    }

    /** Tells the engine a new game starts and waits until it is ready. */
    public void newGame() throws EngineException {
        send(config.protocol().newGame());
        sync();
    }

    private void sync() throws EngineException {
        send("isready");
        long deadline = deadline(HANDSHAKE_TIMEOUT_MS);
        while (!expectLine(deadline).equals("readyok")) {
            // skip info lines and chatter
        }
    }

    /**
     * Sends the position and a {@code go}, then waits up to {@code waitMs} for {@code bestmove}. The elapsed
     * time is measured from the {@code go} line to the answer, as a GUI's clock would.
     */
    public Reply go(String startFen, List<String> moves, Clock own, Clock opp, boolean redToMove, long waitMs) {
        info.reset();
        long start = System.nanoTime();
        try {
            send("position fen " + startFen + (moves.isEmpty() ? "" : " moves " + engineMoves(moves)));
            send(config.protocol().go(own, opp, redToMove, millis));
            start = System.nanoTime();
            long deadline = start + TimeUnit.MILLISECONDS.toNanos(waitMs);
            while (true) {
                String line = expectLine(deadline);
                if (line.startsWith("info")) {
                    info.accept(line);
                } else if (line.startsWith("bestmove") || line.equals("nobestmove")) {
                    return answer(line, elapsedMs(start));
                }
            }
        } catch (EngineException e) {
            return Reply.failure(e.kind(), elapsedMs(start), e.getMessage());
        }
    }

    private Reply answer(String line, long elapsedMs) {
        String[] w = line.trim().split("\\s+");
        if (w.length < 2 || w[1].equals("(none)") || w[0].equals("nobestmove")) {
            return new Reply(Reply.Kind.NO_MOVE, null, info.hasScore(), info.score(), info.depth(), elapsedMs, line);
        }
        boolean resign = List.of(w).subList(2, w.length).contains("resign");
        String move = config.ranks().fromEngine(w[1]);
        return new Reply(resign ? Reply.Kind.RESIGN : Reply.Kind.MOVE, move, info.hasScore(), info.score(),
                info.depth(), elapsedMs, line);
    }

    private String engineMoves(List<String> moves) {
        StringBuilder sb = new StringBuilder();
        for (String m : moves) {
            sb.append(sb.length() == 0 ? "" : " ").append(config.ranks().toEngine(m));
        }
        return sb.toString();
    }

    private static long elapsedMs(long startNanos) {
        return TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - startNanos);
    }

    private static long deadline(long ms) {
        return System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(ms);
    }

    /** The next line before the deadline; a timeout kills the engine (it is stalled), end of stream is a crash. */
    private String expectLine(long deadlineNanos) throws EngineException {
        String line;
        try {
            line = lines.poll(Math.max(0, deadlineNanos - System.nanoTime()), TimeUnit.NANOSECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            kill();
            throw new EngineException(Reply.Kind.STALL, "interrupted while waiting for " + name());
        }
        if (line == null) {
            kill();
            throw new EngineException(Reply.Kind.STALL, name() + " did not answer in time");
        }
        if (line.equals(END_OF_STREAM)) {
            dead = true;
            throw new EngineException(Reply.Kind.CRASH, ended());
        }
        return line.trim();
    }

    /**
     * Why the engine's pipes broke: it exited (with its exit code), or, still running after a grace, closed its
     * output. The pipe's own word for it ("Broken pipe", "Stream closed") says nothing a user can act on.
     */
    private String ended() {
        try {
            if (process.waitFor(QUIT_GRACE_MS, TimeUnit.MILLISECONDS)) {
                return name() + " exited (exit code " + process.exitValue() + ")";
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        return name() + " closed its output";
    }

    private void send(String line) throws EngineException {
        LOG.debug("{} < {}", name(), line);
        try {
            stdin.write((line + "\n").getBytes(StandardCharsets.UTF_8));
            stdin.flush();
        } catch (IOException e) {
            dead = true;
            throw new EngineException(Reply.Kind.CRASH, ended());
        }
    }

    private void pump() {
        try (BufferedReader out = new BufferedReader(
                new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                LOG.debug("{} > {}", name(), line);
                lines.add(line);
            }
        } catch (IOException e) {
            LOG.debug("{}: reading stopped: {}", name(), e.getMessage());
        } finally {
            lines.add(END_OF_STREAM);
        }
    }

    /** Ends the process at once, with any children it started. */
    public void kill() {
        dead = true;
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
    }

    /** Asks politely ({@code quit}), then kills whatever is still running. */
    @Override
    public void close() {
        if (alive()) {
            try {
                send("quit");
                process.waitFor(QUIT_GRACE_MS, TimeUnit.MILLISECONDS);
            } catch (EngineException e) {
                LOG.debug("{}: quit failed: {}", name(), e.getMessage());
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        kill();
    }
}
