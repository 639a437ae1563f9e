package training.nnue;

import engine.io.FileProblems;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import protocol.OptionCheck;
import training.data.DataReader;
import training.data.GameData;
import training.data.Manifest;

@Command(name = "train", mixinStandardHelpOptions = true,
        description = {"Trains Qilin's network (engine/NNUE.md, architecture 1 or 2) on self-play data from 'qilin "
                + "datagen', on the CPU: mean squared error between the network's win probability and a blend of "
                + "the game's result and the search's score, AdamW, the learning rate dropped x0.1 after 75%% of "
                + "the epochs. Whole games are held out for validation. Every epoch prints a progress line and "
                + "writes a checkpoint (--resume continues from it); the end writes the quantised network. "
                + "With --threads 1, one seed and the same data, two runs write the same bytes.",
            "Example: qilin train selfplay.qdat --out net.qnn --epochs 20"})
public final class TrainCommand implements Callable<Integer> {
    @Parameters(arity = "0..*", paramLabel = "DATA", description = "Data files ('qilin datagen'), or training sets' "
            + "manifests ('qilin data manifest'): their shards are checked against them before training.")
    List<Path> files = new ArrayList<>();

    @Option(names = "--data-dir", description = "Folder of the shards manifests name (default: each manifest's own).")
    Path dataDir;

    @Option(names = "--out", description = "The quantised network to write (NNUE.md's .qnn format).")
    Path out;

    @Option(names = "--checkpoint", description = "Checkpoint written after every epoch (default: the --out file "
            + "with .ckpt added).")
    Path checkpoint;

    @Option(names = "--resume", paramLabel = "CHECKPOINT", description = "Continue the run that wrote this "
            + "checkpoint: give the same data and options (its seed is used).")
    Path resume;

    @Option(names = "--epochs", description = "Epochs in all, the schedule's length (default: ${DEFAULT-VALUE}).")
    int epochs = 10;

    @Option(names = "--stop-after", description = "Stop once this many epochs are done, as if interrupted, to "
            + "--resume later (default: 0, run all).")
    int stopAfter = 0;

    @Option(names = "--batch", description = "Samples per step (default: ${DEFAULT-VALUE}).")
    int batch = 16_384;

    @Option(names = "--lr", description = "Learning rate, x0.1 once 75%% of the epochs are done "
            + "(default: ${DEFAULT-VALUE}).")
    float lr = 0.001f;

    @Option(names = "--weight-decay", description = "AdamW's weight decay, on weights, not biases "
            + "(default: ${DEFAULT-VALUE}).")
    float weightDecay = 0.01f;

    @Option(names = "--wdl", description = "The game result's share of the target, the rest the search's score "
            + "(default: ${DEFAULT-VALUE}).")
    float wdl = 0.3f;

    @Option(names = "--holdout", description = "Share of the games held out for the validation loss "
            + "(default: ${DEFAULT-VALUE}).")
    double holdout = 0.05;

    @Option(names = "--skip-plies", description = "Searched plies left out at the start of each game "
            + "(default: ${DEFAULT-VALUE}).")
    int skipPlies = DataReader.Filter.QUIET.skipPlies();

    @Option(names = "--max-score", description = "Positions scored beyond this either way are left out, internal "
            + "units (default: ${DEFAULT-VALUE}). Positions in check and those whose move captures always are.")
    int maxScore = DataReader.Filter.QUIET.maxScore();

    @Option(names = "--mirror", negatable = true, defaultValue = "true", fallbackValue = "true", description =
            "Train on the left-right mirror image of a seeded half of the positions each epoch: Xiangqi scores "
            + "them alike, and a view whose king stands on the centre file sees new features (default: on).")
    boolean mirror;

    @Option(names = "--architecture", description = "1: one output neuron; 2: one per output bucket, by the rooks, "
            + "horses and cannons on the board (engine/NNUE.md; default: ${DEFAULT-VALUE}).")
    int architecture = engine.nnue.Network.PLAIN;

    @Option(names = "--threads", description = "Threads a batch is split over (default: the number of cores).")
    int threads = Runtime.getRuntime().availableProcessors();

    @Option(names = "--seed", description = "Seed of the network's start, the shuffles and the held-out games "
            + "(default: ${DEFAULT-VALUE}).")
    long seed = 1;

    @Option(names = "--bench", description = "Without data files: train on --bench-games seeded random games "
            + "scored by material, to measure samples/s (writes nothing without --out).")
    boolean bench;

    @Option(names = "--bench-games", description = "Random games of --bench (default: ${DEFAULT-VALUE}).")
    int benchGames = 2_000;

    @Override
    public Integer call() {
        try {
            check();
        } catch (IllegalArgumentException e) {
            System.err.println("qilin train: " + e.getMessage());
            return 2;
        }
        try {
            return train();
        } catch (IOException | UncheckedIOException | IllegalStateException e) {
            System.err.println("qilin train: " + describe(e));
            return 1;
        } catch (OutOfMemoryError e) {
            System.err.println("qilin train: out of memory holding the positions; give Java more (-Xmx) or fewer files");
            return 1;
        }
    }

    /** What went wrong, in one line: a missing file says so, rather than giving its name alone. */
    static String describe(Exception e) {
        Throwable cause = e instanceof UncheckedIOException u ? u.getCause() : e;
        if (cause instanceof java.nio.file.NoSuchFileException n) {
            return n.getFile() + ": no such file";
        }
        return String.valueOf(cause.getMessage());
    }

    /** Refuses, naming it, the first option or file that cannot be used, before any data is read. */
    private void check() {
        if (files.isEmpty() && !bench) {
            throw new IllegalArgumentException("no data files (or --bench)");
        }
        if (out == null && !bench) {
            throw new IllegalArgumentException("--out is required");
        }
        OptionCheck.positive("--epochs", epochs);
        OptionCheck.positive("--batch", batch);
        OptionCheck.positive("--threads", threads);
        OptionCheck.positive("--bench-games", benchGames);
        OptionCheck.positive("--max-score", maxScore);
        for (Path file : new Path[] {out, checkpoint}) {
            if (file != null) {
                FileProblems.requireOutput(file);
            }
        }
        if (dataDir != null && !Files.isDirectory(dataDir)) {
            throw new IllegalArgumentException("--data-dir " + dataDir + ": no such folder");
        }
        OptionCheck.require(architecture == engine.nnue.Network.PLAIN || architecture == engine.nnue.Network.BUCKETED,
                "--architecture", "1 or 2", architecture);
        OptionCheck.notNegative("--stop-after", stopAfter);
        OptionCheck.notNegative("--skip-plies", skipPlies);
        OptionCheck.positive("--lr", lr);
        OptionCheck.notNegative("--weight-decay", weightDecay);
        OptionCheck.within("--wdl", wdl, 0, 1);
        OptionCheck.require(holdout >= 0 && holdout < 1, "--holdout", "from 0 to below 1", holdout);
        files.forEach(FileProblems::requireInput);
        if (resume != null) {
            FileProblems.requireInput(resume);
        }
    }

    private int train() throws IOException {
        if (resume != null) {
            seed = Trainer.readHeader(resume, architecture).seed();
        }
        DataReader.Filter filter = new DataReader.Filter(skipPlies, true, true, maxScore);
        Dataset data = new Dataset(seed, holdout);
        long loadStart = System.nanoTime();
        if (files.isEmpty()) {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            Synthetic.write(bytes, seed, benchGames);
            data.read(new ByteArrayInputStream(bytes.toByteArray()), filter);
        } else {
            for (Path file : files) {
                if (Manifest.isManifest(file)) {
                    readTrainingSet(file, data, filter);
                } else {
                    read(file, data, filter);
                }
            }
        }
        System.out.printf(Locale.ROOT, "data: %d games, %d positions, %d kept: %d to train on, %d held out "
                + "(%.1f s)%n", data.games, data.positions, data.train.size() + data.heldOut.size(), data.train.size(),
                data.heldOut.size(), (System.nanoTime() - loadStart) / 1e9);
        if (data.train.size() == 0) {
            throw new IOException("no positions to train on");
        }
        Path ckpt = checkpoint != null ? checkpoint : out != null ? out.resolveSibling(out.getFileName() + ".ckpt")
                : null;
        Trainer.Settings settings = new Trainer.Settings(epochs, stopAfter, batch, lr, weightDecay, wdl, threads, seed,
                mirror, architecture);
        try (Trainer trainer = new Trainer(settings)) {
            if (resume != null) {
                Trainer.CheckpointHeader h = Trainer.readHeader(resume, architecture);
                String difference = settings.differenceFrom(h.settings());
                if (difference != null) {
                    throw new IOException(resume + ": made with other settings (" + difference + "); resume it "
                            + "with its own, or start a new run");
                }
                if (h.trainSamples() != data.train.size() || h.heldOutSamples() != data.heldOut.size()) {
                    throw new IOException(resume + ": made from other data (" + h.trainSamples() + " + "
                            + h.heldOutSamples() + " positions, these files give " + data.train.size() + " + "
                            + data.heldOut.size() + ")");
                }
                trainer.resume(resume);
                System.out.printf("resuming %s after epoch %d%n", resume, trainer.epochsDone());
            }
            long started = System.nanoTime();
            int first = trainer.epochsDone();
            int end = stopAfter > 0 ? Math.min(epochs, stopAfter) : epochs;
            double[] speed = new double[2];
            trainer.train(data.train, data.heldOut, e -> {
                if (e.epoch() > first + 1 || end == first + 1) {
                    speed[0] += e.samplesPerSecond();
                    speed[1]++;
                }
                if (ckpt != null) {
                    trainer.writeCheckpoint(ckpt, data.train.size(), data.heldOut.size());
                }
                System.out.println(Trainer.progress(e, epochs, end, trainer.learningRate(e.epoch() - 1),
                        (System.nanoTime() - started) / 1e9, e.epoch() - first));
            });
            if (bench && speed[1] > 0) {
                System.out.printf(Locale.ROOT, "bench: %.0f samples/s on %d threads (mean of %d epochs%s)%n",
                        speed[0] / speed[1], threads, (int) speed[1], end > first + 1 ? ", the first left out" : "");
            }
            if (out != null) {
                trainer.network().export(out);
                System.out.printf("wrote %s%s%n", out, ckpt == null ? "" : " (checkpoint " + ckpt + ")");
            }
        }
        return 0;
    }

    /**
     * Reads the shards a manifest names, from {@link #dataDir} or the manifest's folder, once each is proven the
     * file the manifest names: its size and SHA-256 before any is read, its games as it is read.
     */
    private void readTrainingSet(Path manifest, Dataset data, DataReader.Filter filter) throws IOException {
        Path dir = dataDir != null ? dataDir : manifest.toAbsolutePath().getParent();
        List<Manifest.Checked> shards;
        try {
            shards = Manifest.read(manifest).check(dir);
        } catch (IOException e) {
            throw new IOException(manifest + ": " + e.getMessage(), e);
        }
        for (Manifest.Checked shard : shards) {
            long before = data.games;
            read(shard.file(), data, filter);
            if (data.games - before != shard.games()) {
                throw new IOException(manifest + ": shard " + shard.file() + " holds " + (data.games - before)
                        + " whole games, the manifest says " + shard.games());
            }
        }
    }

    private static void read(Path file, Dataset data, DataReader.Filter filter) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            data.read(in, filter);
        } catch (java.nio.file.NoSuchFileException e) {
            throw e;
        } catch (IOException e) {
            throw new IOException(file + ": " + e.getMessage(), e);
        }
    }

    /** The kept positions, split by game into training and held-out samples. */
    static final class Dataset {
        final Samples train = new Samples();
        final Samples heldOut = new Samples();
        private final long seed;
        private final double holdout;
        long games;
        long positions;
        /** Games with a kept position so far, in reading order. */
        private long ordinal;
        private GameData current;
        private boolean held;

        Dataset(long seed, double holdout) {
            this.seed = seed;
            this.holdout = holdout;
        }

        void read(InputStream in, DataReader.Filter filter) throws IOException {
            DataReader.Count count = DataReader.read(in, filter, (p, score, game, ply) -> {
                if (game != current) {
                    current = game;
                    held = heldOut(seed, ordinal++, holdout);
                }
                (held ? heldOut : train).add(p, score, game.result());
            });
            games += count.games();
            positions += count.positions();
        }

        /** Whether the n-th game read is held out: a hash of the seed and n, below the share. */
        static boolean heldOut(long seed, long n, double share) {
            return (Rng.hash(seed, n) >>> 11) * 0x1.0p-53 < share;
        }
    }
}
