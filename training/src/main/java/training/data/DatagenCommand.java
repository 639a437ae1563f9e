package training.data;

import java.io.BufferedOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicReference;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

@Command(name = "datagen", mixinStandardHelpOptions = true,
        description = {"Plays Qilin against itself at a fixed number of nodes per move, on every core, and writes "
                + "every searched position of every game with the search's move and score and the game's "
                + "result, in Qilin's binary data format (training/DATA.md; about 4 bytes a position), the input "
                + "of 'qilin tune --scores' and of the network's trainer. Each game opens with random plies (a "
                + "short search throws lopsided openings away) and depends only on its number and --seed; games "
                + "are written in order, so one seed writes the same bytes on any number of threads. Run the "
                + "same command again to resume, with a larger --games to extend.",
            "Example: qilin datagen --out selfplay.qdat --games 100000 --nodes 5000"})
public final class DatagenCommand implements Callable<Integer> {
    /** Progress is printed at most this often. */
    private static final long REPORT_NANOS = 10_000_000_000L;

    @Option(names = "--out", required = true, description = "File to write, or to resume.")
    Path out;

    @Option(names = "--games", description = "Games in all (default: ${DEFAULT-VALUE}).")
    int games = 1_000;

    @Option(names = "--threads", description = "Games played at once (default: the number of cores).")
    int threads = Runtime.getRuntime().availableProcessors();

    @Mixin
    SelfPlayOptions selfPlay = new SelfPlayOptions();

    @Override
    public Integer call() throws InterruptedException {
        String problem = games <= 0 || threads <= 0 ? "--games and --threads must be positive" : selfPlay.problem();
        if (problem != null) {
            System.err.println("qilin datagen: " + problem);
            return 2;
        }
        try {
            return generate();
        } catch (IOException | UncheckedIOException e) {
            System.err.println("qilin datagen: " + out + ": " + e.getMessage());
            return 1;
        }
    }

    /** Plays the games the file does not hold yet, on {@link #threads} threads, appending them in order. */
    private int generate() throws IOException, InterruptedException {
        int done = resume();
        if (done > 0) {
            System.out.printf("resuming %s: %d games already there%n", out, done);
        }
        SelfPlay.Settings settings = selfPlay.settings();
        AtomicInteger next = new AtomicInteger(done);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        long started = System.nanoTime();
        try (DataOutputStream w = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(out,
                StandardOpenOption.CREATE, StandardOpenOption.APPEND), 1 << 16))) {
            if (done == 0) {
                DataFile.writeHeader(w);
            }
            InOrder writer = new InOrder(w, done, games, started);
            Thread[] workers = new Thread[threads];
            for (int t = 0; t < threads; t++) {
                workers[t] = new Thread(() -> {
                    SelfPlay selfPlay = new SelfPlay(settings);
                    try {
                        for (int g = next.getAndIncrement(); g < games && failure.get() == null;
                                g = next.getAndIncrement()) {
                            writer.put(selfPlay.play(g));
                        }
                    } catch (IOException | RuntimeException e) {
                        failure.compareAndSet(null, e);
                        writer.abort();
                    } catch (InterruptedException e) {
                        Thread.currentThread().interrupt();
                    }
                }, "datagen-" + t);
                workers[t].start();
            }
            for (Thread worker : workers) {
                worker.join();
            }
            if (failure.get() instanceof IOException e) {
                throw e;
            } else if (failure.get() instanceof RuntimeException e) {
                throw e;
            }
            System.out.println(writer.progress(true));
        }
        return 0;
    }

    /**
     * The games the file already holds, all whole and numbered 0, 1, 2 ... in order; a last game cut short (a
     * run stopped while writing) is cut off so that the run appends after the last whole one.
     */
    private int resume() throws IOException {
        if (!Files.exists(out) || Files.size(out) == 0) {
            return 0;
        }
        long whole = DataFile.HEADER_BYTES;
        int count = 0;
        try (InputStream raw = Files.newInputStream(out);
                DataInputStream in = new DataInputStream(new java.io.BufferedInputStream(raw, 1 << 16))) {
            DataFile.readHeader(in);
            for (GameData g = DataFile.readGame(in); g != null; g = DataFile.readGame(in)) {
                if (g.index() != count) {
                    throw new IOException("game " + g.index() + " where game " + count + " was expected: not a "
                            + "file this command wrote");
                }
                whole += DataFile.size(g);
                count++;
            }
        }
        if (whole < Files.size(out)) {
            System.out.printf("%s: cutting off a last game written only in part (%d bytes)%n", out,
                    Files.size(out) - whole);
            try (FileChannel channel = FileChannel.open(out, StandardOpenOption.WRITE)) {
                channel.truncate(whole);
            }
        }
        return count;
    }

    /**
     * Writes games in the order of their numbers, whatever order the threads finish them in, so that one seed
     * writes the same bytes on any number of threads: a finished game waits for the ones before it. A thread
     * that runs too far ahead waits too, so at most a few games are held in memory.
     */
    private static final class InOrder {
        private final DataOutputStream out;
        private final int first;
        private final int games;
        private final long started;
        private final java.util.TreeMap<Integer, GameData> waiting = new java.util.TreeMap<>();
        private int next;
        private long positions;
        private long lastReport;
        private boolean aborted;

        InOrder(DataOutputStream out, int first, int games, long started) {
            this.out = out;
            this.first = first;
            this.next = first;
            this.games = games;
            this.started = started;
            this.lastReport = started;
        }

        synchronized void put(GameData g) throws IOException, InterruptedException {
            waiting.put(g.index(), g);
            for (GameData head = waiting.remove(next); head != null; head = waiting.remove(next)) {
                DataFile.writeGame(out, head);
                positions += head.moves().length;
                next++;
            }
            out.flush();
            notifyAll();
            if (System.nanoTime() - lastReport >= REPORT_NANOS) {
                lastReport = System.nanoTime();
                System.out.println(progress(false));
            }
            while (!aborted && waiting.size() > 2 * Runtime.getRuntime().availableProcessors()) {
                wait();
            }
        }

        synchronized void abort() {
            aborted = true;
            notifyAll();
        }

        /** games, positions, positions/s and the time to the last game, as far as this run can tell. */
        synchronized String progress(boolean last) {
            double seconds = (System.nanoTime() - started) / 1e9;
            int played = next - first;
            double perGame = played == 0 ? 0 : seconds / played;
            return String.format(Locale.ROOT, "%sgames %d/%d, positions %d, %.0f positions/s, %.0f positions/hour%s",
                    last ? "done: " : "", next, games, positions, positions / Math.max(seconds, 1e-9),
                    positions * 3600 / Math.max(seconds, 1e-9),
                    last ? String.format(Locale.ROOT, ", %.0f s", seconds)
                            : String.format(Locale.ROOT, ", ETA %s", eta(perGame * (games - next))));
        }

        private static String eta(double seconds) {
            long s = Math.round(seconds);
            return String.format(Locale.ROOT, "%dh%02dm%02ds", s / 3600, s / 60 % 60, s % 60);
        }
    }
}
