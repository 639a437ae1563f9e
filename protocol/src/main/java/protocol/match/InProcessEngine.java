package protocol.match;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.channels.Channels;
import java.nio.channels.Pipe;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import protocol.EngineLoop;

/**
 * Qilin's own engine loop ({@link EngineLoop}, what {@code qilin} runs on stdin/stdout) on a thread of this JVM,
 * dressed as a child process: the runner writes commands into one pipe and reads answers from another, exactly
 * as it speaks to a program it started. A cluster task plays its games this way, with no JVM to start per
 * engine and no program to ship. The engine ends as a process would on a closed stdin: it stops any search,
 * closes its output, and its exit code is 0.
 *
 * <p>Each engine has its own controller, options, hash table and search; it shares with the runner only what
 * every Qilin in one JVM shares (the read-only evaluation weights and tables).
 */
public final class InProcessEngine extends Process {
    /** Starts Qilin in-process; the config's command is not used, its options are sent as to any engine. */
    public static final EngineLauncher LAUNCHER = config -> new InProcessEngine(config.name());

    private static final int EXIT_CODE = 0;

    private final OutputStream commands;
    private final InputStream answers;
    private final CountDownLatch ended = new CountDownLatch(1);

    private InProcessEngine(String name) throws IOException {
        Pipe toEngine = Pipe.open();
        Pipe fromEngine = Pipe.open();
        commands = Channels.newOutputStream(toEngine.sink());
        answers = Channels.newInputStream(fromEngine.source());
        InputStream engineIn = Channels.newInputStream(toEngine.source());
        OutputStream engineOut = Channels.newOutputStream(fromEngine.sink());
        Thread loop = new Thread(() -> {
            try (engineIn; engineOut) {
                new EngineLoop(engineIn, engineOut).run();
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            } finally {
                ended.countDown();
            }
        }, "qilin-" + name);
        loop.setDaemon(true);
        loop.start();
    }

    @Override
    public OutputStream getOutputStream() {
        return commands;
    }

    @Override
    public InputStream getInputStream() {
        return answers;
    }

    /** The engine writes its messages to stdout; nothing comes on stderr. */
    @Override
    public InputStream getErrorStream() {
        return InputStream.nullInputStream();
    }

    @Override
    public int waitFor() throws InterruptedException {
        ended.await();
        return EXIT_CODE;
    }

    @Override
    public boolean waitFor(long timeout, TimeUnit unit) throws InterruptedException {
        return ended.await(timeout, unit);
    }

    @Override
    public int exitValue() {
        if (isAlive()) {
            throw new IllegalThreadStateException("the engine loop is still running");
        }
        return EXIT_CODE;
    }

    @Override
    public boolean isAlive() {
        return ended.getCount() > 0;
    }

    /** Closes the engine's stdin: the loop stops its search and ends, as Qilin does at the end of its input. */
    @Override
    public void destroy() {
        try {
            commands.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** A thread starts no processes. */
    @Override
    public Stream<ProcessHandle> descendants() {
        return Stream.empty();
    }
}
