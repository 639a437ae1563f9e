package cluster;

import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.Serializable;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import java.util.stream.IntStream;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import training.data.DataFile;
import training.data.SelfPlay;
import training.data.SelfPlayOptions;

/**
 * Self-play data on a cluster. Task {@code p} plays games {@code [p·K, (p+1)·K)} of the seed ({@code K} games
 * per task) with {@link SelfPlay}, as {@code qilin datagen} does on one machine, and writes them in order as
 * {@code part-p.qdat}, a data file of its own (training/DATA.md). A game depends only on its number and the
 * seed, so the parts in order, after one header, are byte for byte the file {@code qilin datagen} writes for
 * the same games and options ({@code --merge} writes that file). Parts commit atomically ({@link PartFiles}).
 */
@Command(name = "datagen", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Self-play data as qilin datagen writes it, one part file of --games-per-task games per "
                + "Spark task, in a folder of any Hadoop file system.",
            "Example: spark-submit --master local[*] cluster/target/qilin-cluster.jar datagen --out /data/sp1 "
                + "--games 100000 --nodes 5000 --seed 1"})
final class DatagenJob implements Callable<Integer> {
    static final String PART_SUFFIX = ".qdat";
    private static final String NAME = "qilin-cluster datagen";
    private static final int USAGE_ERROR = 2;
    private static final int FAILED = 1;

    /** Called after each game a task writes; tests make a chosen task fail here. */
    @FunctionalInterface
    interface GameHook extends Serializable {
        void afterGame(int partition, int game);
    }

    @Option(names = "--out", required = true, paramLabel = "FOLDER", description = "Folder of the parts (local, "
            + "hdfs://, s3a:// ...).")
    String out;

    @Option(names = "--games", description = "Games in all, numbered from 0 (default: ${DEFAULT-VALUE}).")
    int games = 1_000;

    @Option(names = "--games-per-task", paramLabel = "K", description = "Games per task and part file "
            + "(default: ${DEFAULT-VALUE}).")
    int gamesPerTask = 100;

    @Option(names = "--merge", paramLabel = "FILE", description = "Also write the parts as one data file, the one "
            + "qilin datagen would write.")
    String merge;

    @Mixin
    SelfPlayOptions selfPlay = new SelfPlayOptions();

    private final Supplier<SparkSession> session;
    GameHook hook = (partition, game) -> { };

    /** For spark-submit: the session it configured. */
    DatagenJob() {
        this(() -> SparkSession.builder().appName(NAME).getOrCreate());
    }

    DatagenJob(Supplier<SparkSession> session) {
        this.session = session;
    }

    @Override
    public Integer call() {
        String problem = games <= 0 || gamesPerTask <= 0 ? "--games and --games-per-task must be positive"
                : selfPlay.problem();
        if (problem != null) {
            System.err.println(NAME + ": " + problem);
            return USAGE_ERROR;
        }
        try {
            run();
            return 0;
        } catch (IOException | RuntimeException e) {
            System.err.println(NAME + ": " + out + ": " + Jobs.reason(e));
            return FAILED;
        }
    }

    private void run() throws IOException {
        JavaSparkContext spark = JavaSparkContext.fromSparkContext(session.get().sparkContext());
        PartFiles parts = new PartFiles(out, PART_SUFFIX, new HadoopConf(spark.hadoopConfiguration()));
        parts.requireNone();
        int tasks = (games + gamesPerTask - 1) / gamesPerTask;
        List<Integer> partitions = IntStream.range(0, tasks).boxed().toList();
        SelfPlay.Settings settings = selfPlay.settings();
        byte[] header = DataFile.header(SelfPlay.provenance(settings));
        Task task = new Task(parts, settings, header, games, gamesPerTask, hook);
        long started = System.nanoTime();
        long positions = spark.parallelize(partitions, tasks).map(task::write).reduce(Long::sum);
        double seconds = (System.nanoTime() - started) / 1e9;
        parts.finish();
        if (merge != null) {
            parts.merge(merge, header.length);
        }
        System.out.printf(Locale.ROOT, "done: games %d in %d parts, positions %d, %.0f positions/s, %.0f s%n",
                games, tasks, positions, positions / seconds, seconds);
    }

    /**
     * What one task does, shipped to the executors: plays its games in order and writes them as its part, after
     * the header the driver made (the driver's build and evaluation are the job's provenance).
     */
    private record Task(PartFiles parts, SelfPlay.Settings settings, byte[] header, int games, int gamesPerTask,
            GameHook hook)
            implements Serializable {

        /** Writes part {@code partition}; answers the positions it holds. */
        long write(int partition) throws IOException {
            int from = partition * gamesPerTask;
            int to = Math.min(games, from + gamesPerTask);
            SelfPlay selfPlay = new SelfPlay(settings);
            long[] positions = {0};
            parts.write(partition, stream -> {
                DataOutputStream data = new DataOutputStream(new BufferedOutputStream(stream, 1 << 16));
                data.write(header);
                for (int g = from; g < to; g++) {
                    training.data.GameData game = selfPlay.play(g);
                    DataFile.writeGame(data, game);
                    positions[0] += game.moves().length;
                    hook.afterGame(partition, g);
                }
                data.flush();
            });
            return positions[0];
        }
    }
}
