package training.data;

import engine.SearchPool;
import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.Channels;
import java.nio.channels.FileChannel;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Locale;
import java.util.TreeMap;
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
        String problem = games <= 0 ? "--games must be positive, not " + games
                : threads <= 0 || threads > SearchPool.MAX_THREADS
                        ? "--threads must be 1 to " + SearchPool.MAX_THREADS + ", not " + threads
                        : selfPlay.problem() != null ? selfPlay.problem() : selfPlay.memoryProblem(threads);
        if (problem != null) {
            System.err.println("qilin datagen: " + problem);
            return 2;
        }
        if (Files.isDirectory(out)) {
            System.err.println("qilin datagen: " + out + ": a folder, not a data file");
            return 2;
        }
        try (FileChannel channel = FileChannel.open(out, StandardOpenOption.CREATE, StandardOpenOption.READ,
                StandardOpenOption.WRITE)) {
            if (!locked(channel)) {
                System.err.println("qilin datagen: " + out + ": another run is writing it (the file is locked)");
                return 1;
            }
            return generate(channel);
        } catch (NoSuchFileException e) {
            System.err.println("qilin datagen: " + out + ": its folder does not exist");
            return 1;
        } catch (AccessDeniedException e) {
            System.err.println("qilin datagen: " + out + ": no permission to write it");
            return 1;
        } catch (IOException | UncheckedIOException e) {
            System.err.println("qilin datagen: " + out + ": " + e.getMessage());
            return 1;
        }
    }

    /** Takes the file for this run alone: one writer a file, whichever process or thread asks second. */
    private static boolean locked(FileChannel channel) throws IOException {
        try {
            return channel.tryLock() != null;
        } catch (OverlappingFileLockException e) {
            return false;
        }
    }

    /** Plays the games the file does not hold yet, on {@link #threads} threads, appending them in order. */
    private int generate(FileChannel channel) throws IOException, InterruptedException {
        SelfPlay.Settings settings = selfPlay.settings();
        Provenance provenance = SelfPlay.provenance(settings);
        Existing there = channel.size() == 0 ? new Existing(0, 0) : resume(channel, provenance);
        if (there.games >= games) {
            System.out.printf("%s holds %d games, --games %d asks for no more: nothing to add%n", out, there.games,
                    games);
            return 0;
        }
        if (there.games > 0) {
            System.out.printf("resuming %s: %d games and %d positions there, adding games %d to %d%n", out,
                    there.games, there.positions, there.games, games - 1);
        }
        AtomicInteger next = new AtomicInteger((int) there.games);
        AtomicReference<Throwable> failure = new AtomicReference<>();
        channel.position(channel.size());
        try (DataOutputStream w = new DataOutputStream(new BufferedOutputStream(Channels.newOutputStream(channel),
                1 << 16))) {
            if (there.games == 0) {
                DataFile.writeHeader(w, provenance);
            }
            InOrder writer = new InOrder(w, there, games, System.nanoTime());
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

    /** What a file holds before this run: whole games (numbered 0 … games − 1) and their positions. */
    private record Existing(long games, long positions) {
    }

    /** Why a file cannot be resumed: its settings, its numbering or damage before its end. */
    private static final class Refusal extends IOException {
        Refusal(String message) {
            super(message);
        }
    }

    /**
     * The games the file holds, when this run may add to them: made with this run's provenance, numbered 0, 1,
     * 2 … in order, and undamaged up to a tail that holds no whole game (a run stopped while writing), which is
     * cut off so that the run appends after the last whole game. Damage with whole games after it is refused,
     * never cut: the games behind it are the user's.
     */
    private Existing resume(FileChannel channel, Provenance provenance) throws IOException {
        ShardScan scan = ShardScan.of(out);
        String difference = scan.provenance().difference(provenance);
        if (difference != null) {
            throw new Refusal("made with other settings than this run's (" + difference + "); resume it with "
                    + "its own, or write another file");
        }
        if (!scan.numbered()) {
            throw new Refusal("its games are not numbered 0, 1, 2 … in order: not a file datagen wrote, or merged");
        }
        if (scan.damaged()) {
            throw new Refusal(String.format(Locale.ROOT, "damaged at byte %d (%s) after %d whole games, with whole "
                    + "games after it (the next at byte %d): not resuming; 'qilin data verify' lists the damage",
                    scan.damagedAt(), scan.reason(), scan.games(), scan.nextGameAt()));
        }
        if (scan.partialTail() > 0) {
            System.out.printf("%s: cutting off a last game written only in part (%d bytes at byte %d)%n", out,
                    scan.partialTail(), scan.wholeBytes());
            channel.truncate(scan.wholeBytes());
        }
        return new Existing(scan.games(), scan.positions());
    }

    /**
     * Writes games in the order of their numbers, whatever order the threads finish them in, so that one seed
     * writes the same bytes on any number of threads: a finished game waits for the ones before it. A thread
     * that runs too far ahead waits too, so at most a few games are held in memory.
     */
    private static final class InOrder {
        private final DataOutputStream out;
        private final Existing there;
        private final int games;
        private final long started;
        private final TreeMap<Integer, GameData> waiting = new TreeMap<>();
        private int next;
        private long positions;
        private long lastReport;
        private boolean aborted;

        InOrder(DataOutputStream out, Existing there, int games, long started) {
            this.out = out;
            this.there = there;
            this.next = (int) there.games;
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

        /**
         * Games in the file of those asked for, positions in the file, and this run's share and pace: what a
         * resumed run adds is told apart from what was there.
         */
        synchronized String progress(boolean last) {
            double seconds = Math.max((System.nanoTime() - started) / 1e9, 1e-9);
            long played = next - there.games;
            double perGame = played == 0 ? 0 : seconds / played;
            return String.format(Locale.ROOT, "%sgames %d/%d (this run %d), positions %d (this run %d), "
                    + "%.0f positions/s, %.0f positions/hour%s", last ? "done: " : "", next, games, played,
                    there.positions + positions, positions, positions / seconds, positions * 3600 / seconds,
                    last ? String.format(Locale.ROOT, ", %.0f s", seconds)
                            : String.format(Locale.ROOT, ", ETA %s", eta(perGame * (games - next))));
        }

        private static String eta(double seconds) {
            long s = Math.round(seconds);
            return String.format(Locale.ROOT, "%dh%02dm%02ds", s / 3600, s / 60 % 60, s % 60);
        }
    }
}
