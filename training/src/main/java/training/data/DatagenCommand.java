package training.data;

import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.BitSet;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicReference;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "datagen", mixinStandardHelpOptions = true,
        description = {"Plays Qilin against itself at a fixed number of nodes per move, on every core, and writes "
                + "quiet positions with the search's score and the game's result, 'FEN ; centipawns ; result' "
                + "(the side to move's view), the input of 'qilin tune --scores'. Each game is written as it ends, "
                + "after a line '# game N'; run the same command again to resume: games already in the file are "
                + "skipped. A game depends only on its number and --seed.",
            "Example: qilin datagen --out selfplay.data --games 20000 --nodes 5000"})
public final class DatagenCommand implements Callable<Integer> {
    private static final String GAME_MARK = "# game ";
    /** Progress is printed every this many games. */
    private static final int REPORT_EVERY = 50;

    @Option(names = "--out", required = true, description = "File to write, or to resume.")
    Path out;

    @Option(names = "--games", description = "Games in all (default: ${DEFAULT-VALUE}).")
    int games = 1_000;

    @Option(names = "--nodes", description = "Nodes per move (default: ${DEFAULT-VALUE}).")
    long nodes = 5_000;

    @Option(names = "--threads", description = "Games played at once (default: the number of cores).")
    int threads = Runtime.getRuntime().availableProcessors();

    @Option(names = "--random-plies", description = "Random plies that open each game (default: ${DEFAULT-VALUE}).")
    int randomPlies = 8;

    @Option(names = "--skip", description = "Plies after the random ones not kept (default: ${DEFAULT-VALUE}).")
    int skip = 8;

    @Option(names = "--max-score", description = "Positions scored beyond this many centipawns either way are not "
            + "kept (default: ${DEFAULT-VALUE}).")
    int maxScore = 3_000;

    @Option(names = "--seed", description = "Seed of the random plies (default: ${DEFAULT-VALUE}).")
    long seed = 1;

    @Option(names = "--hash", description = "Hash table per thread, MB (default: ${DEFAULT-VALUE}).")
    int hashMb = 16;

    @Override
    public Integer call() throws InterruptedException {
        if (games <= 0 || nodes <= 0 || threads <= 0 || randomPlies < 0 || skip < 0 || maxScore <= 0
                || hashMb <= 0) {
            System.err.println("qilin datagen: --games, --nodes, --threads, --max-score and --hash must be positive, "
                    + "--random-plies and --skip not negative");
            return 2;
        }
        try {
            return generate();
        } catch (IOException | java.io.UncheckedIOException e) {
            System.err.println("qilin datagen: " + out + ": " + e.getMessage());
            return 1;
        }
    }

    /** Plays the games the file does not hold yet, on {@link #threads} threads, appending each as it ends. */
    private int generate() throws IOException, InterruptedException {
        BitSet done = finishedGames();
        int before = done.cardinality();
        if (before > 0) {
            System.out.printf("resuming %s: %d games already there%n", out, before);
        }
        SelfPlay.Settings settings = new SelfPlay.Settings(nodes, randomPlies, skip, maxScore, seed, hashMb);
        AtomicInteger next = new AtomicInteger();
        AtomicInteger played = new AtomicInteger();
        AtomicLong positions = new AtomicLong();
        long started = System.nanoTime();
        try (BufferedWriter w = Files.newBufferedWriter(out, StandardCharsets.UTF_8, StandardOpenOption.CREATE,
                StandardOpenOption.APPEND)) {
            Thread[] workers = new Thread[threads];
            AtomicReference<IOException> failure = new AtomicReference<>();
            for (int t = 0; t < threads; t++) {
                workers[t] = new Thread(() -> {
                    SelfPlay selfPlay = new SelfPlay(settings);
                    for (int g = next.getAndIncrement(); g < games && failure.get() == null; g = next.getAndIncrement()) {
                        if (done.get(g)) {
                            continue;
                        }
                        SelfPlay.Record r = selfPlay.play(g);
                        try {
                            write(w, r);
                        } catch (IOException e) {
                            failure.compareAndSet(null, e);
                        }
                        positions.addAndGet(r.lines().size());
                        int n = played.incrementAndGet();
                        if (n % REPORT_EVERY == 0) {
                            System.out.printf("games %d/%d, positions %d, %.1f games/s%n", before + n, games,
                                    positions.get(), n / ((System.nanoTime() - started) / 1e9));
                        }
                    }
                }, "datagen-" + t);
                workers[t].start();
            }
            for (Thread worker : workers) {
                worker.join();
            }
            if (failure.get() != null) {
                throw failure.get();
            }
        }
        System.out.printf("played %d games, %d positions, in %.0f s; %s has %d games%n", played.get(),
                positions.get(), (System.nanoTime() - started) / 1e9, out, before + played.get());
        return 0;
    }

    /** One game's block, written whole and flushed so that a stopped run loses at most the games in play. */
    private static void write(BufferedWriter w, SelfPlay.Record r) throws IOException {
        StringBuilder sb = new StringBuilder();
        sb.append(GAME_MARK).append(r.index()).append(' ').append(r.verdict().outcome().pgn()).append(' ')
                .append(r.verdict().termination()).append(' ').append(r.plies()).append(" plies\n");
        for (String line : r.lines()) {
            sb.append(line).append('\n');
        }
        synchronized (w) {
            w.write(sb.toString());
            w.flush();
        }
    }

    /** The games the file already holds, by their '# game N' lines. */
    private BitSet finishedGames() throws IOException {
        BitSet done = new BitSet();
        if (!Files.exists(out)) {
            return done;
        }
        try (var lines = Files.lines(out, StandardCharsets.UTF_8)) {
            lines.filter(l -> l.startsWith(GAME_MARK)).forEach(l -> {
                String number = l.substring(GAME_MARK.length()).split(" ", 2)[0];
                if (number.matches("\\d{1,9}")) {
                    done.set(Integer.parseInt(number));
                }
            });
        }
        return done;
    }
}
