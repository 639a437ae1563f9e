package cluster;

import engine.TranspositionTable;
import engine.notation.GameRecord;
import engine.notation.Notation;
import engine.notation.Pgn;
import java.io.IOException;
import java.io.InputStream;
import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.api.java.JavaRDD;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.RowFactory;
import org.apache.spark.sql.SaveMode;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.StructType;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import protocol.analysis.GameReviewer;

/**
 * A game archive reviewed on a cluster. The driver reads the PGN files and hands out the games, {@code K} per
 * task; each task reviews its games one by one as {@code qilin analyze --pgn FILE --all-games} reviews each
 * ({@link GameReviewer}: a search of its own per game, the same limit), writes them annotated as its part of
 * the archive, and returns a row per game for the summary table. Under a depth or node limit a game's review
 * depends only on the game, so the parts in order are the file {@code --annotate} writes, byte for byte.
 */
@Command(name = "analyze", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Reviews every move of every game of a PGN archive as qilin analyze does: annotated PGN "
                + "(annotated/part-*.pgn) and a table of one row per game (summary/, Parquet or CSV: event, "
                + "players, result, average loss and marks per side) that Spark SQL can query.",
            "Example: spark-submit --master local[*] cluster/target/qilin-cluster.jar analyze --pgn games/ "
                + "--out /data/review --depth 10"})
final class AnalyzeJob implements Callable<Integer> {
    static final String ANNOTATED = "annotated";
    static final String SUMMARY = "summary";
    private static final String PART_SUFFIX = ".pgn";
    private static final String NAME = "qilin-cluster analyze";
    private static final int USAGE_ERROR = 2;
    private static final int FAILED = 1;
    private static final double UNITS_PER_PAWN = 100;
    private static final List<String> FORMATS = List.of("parquet", "csv");
    private static final String[] SIDES = {"red", "black"};

    @Option(names = "--pgn", required = true, paramLabel = "PATH", description = "A PGN file, or a folder whose "
            + ".pgn files are read in name order (local, hdfs://, s3a:// ...).")
    String pgn;

    @Option(names = "--out", required = true, paramLabel = "FOLDER", description = "Folder of the results.")
    String out;

    @Option(names = "--depth", paramLabel = "N", description = "Search depth per move (default: "
            + GameReviewer.DEFAULT_DEPTH + ").")
    Integer depth;

    @Option(names = "--nodes", paramLabel = "N", description = "Nodes per move, instead of a depth.")
    Long nodes;

    @Option(names = "--hash", paramLabel = "MB", description = "Hash table per game (default: ${DEFAULT-VALUE}).")
    int hash = TranspositionTable.DEFAULT_MB;

    @Option(names = "--games-per-task", paramLabel = "K", description = "Games per task (default: "
            + "${DEFAULT-VALUE}).")
    int gamesPerTask = 8;

    @Option(names = "--table-format", paramLabel = "FORMAT", description = "parquet or csv (default: "
            + "${DEFAULT-VALUE}).")
    String tableFormat = "parquet";

    @Option(names = "--merge", paramLabel = "FILE", description = "Also write the annotated games as one PGN "
            + "file, the one qilin analyze --annotate would write.")
    String merge;

    private final Supplier<SparkSession> session;

    /** For spark-submit: the session it configured. */
    AnalyzeJob() {
        this(() -> SparkSession.builder().appName(NAME).getOrCreate());
    }

    AnalyzeJob(Supplier<SparkSession> session) {
        this.session = session;
    }

    /** One game of the archive: its place, its name (file and number, as qilin analyze names it) and its PGN. */
    record ArchiveGame(int index, String name, String pgn) implements Serializable {
    }

    @Override
    public Integer call() {
        String problem = depth != null && nodes != null ? "give --depth or --nodes, not both"
                : depth != null && depth < 1 || nodes != null && nodes < 1 ? "--depth and --nodes must be positive"
                : hash < 1 || hash > TranspositionTable.MAX_MB ? "--hash must be 1 to " + TranspositionTable.MAX_MB
                : gamesPerTask < 1 ? "--games-per-task must be positive"
                : !FORMATS.contains(tableFormat) ? "--table-format must be parquet or csv" : null;
        if (problem != null) {
            System.err.println(NAME + ": " + problem);
            return USAGE_ERROR;
        }
        try {
            return run();
        } catch (IOException | RuntimeException e) {
            System.err.println(NAME + ": " + Jobs.reason(e));
            return FAILED;
        }
    }

    private int run() throws IOException {
        SparkSession spark = session.get();
        JavaSparkContext context = JavaSparkContext.fromSparkContext(spark.sparkContext());
        HadoopConf conf = new HadoopConf(context.hadoopConfiguration());
        List<ArchiveGame> games = read(conf);
        if (games.isEmpty()) {
            System.err.println(NAME + ": " + pgn + " holds no readable game");
            return USAGE_ERROR;
        }
        PartFiles annotated = new PartFiles(new Path(out, ANNOTATED).toString(), PART_SUFFIX, conf);
        annotated.requireNone();
        Task task = new Task(annotated, depth, nodes, hash);
        int tasks = (games.size() + gamesPerTask - 1) / gamesPerTask;
        JavaRDD<Row> rows = context.parallelize(games, tasks).mapPartitionsWithIndex(task::review, true);
        spark.createDataFrame(rows, schema()).write().mode(SaveMode.Overwrite).option("header", "true")
                .format(tableFormat).save(new Path(out, SUMMARY).toString());
        annotated.finish();
        if (merge != null) {
            annotated.merge(merge, 0);
        }
        System.out.printf(Locale.ROOT, "done: %d games in %d tasks: %s/%s, %s/%s%n", games.size(), tasks, out,
                ANNOTATED, out, SUMMARY);
        return 0;
    }

    /** The games of the archive in order; a game that cannot be read is named on stderr and left out. */
    private List<ArchiveGame> read(HadoopConf conf) throws IOException {
        Path root = new Path(pgn);
        FileSystem fs = conf.fileSystem(root);
        List<Path> files = fs.getFileStatus(root).isDirectory()
                ? Arrays.stream(fs.listStatus(root, p -> p.getName().toLowerCase(Locale.ROOT).endsWith(PART_SUFFIX)))
                        .map(FileStatus::getPath).sorted().toList()
                : List.of(root);
        List<ArchiveGame> games = new ArrayList<>();
        for (Path file : files) {
            Pgn.ReadResult read;
            try (InputStream in = fs.open(file)) {
                read = Pgn.read(in.readAllBytes());
            }
            String stem = file.getName().replaceFirst("(?i)\\.pgn$", "");
            for (int i = 0; i < read.games().size(); i++) {
                games.add(new ArchiveGame(games.size(), stem + "-" + (i + 1),
                        Pgn.write(read.games().get(i), Notation.Format.ICCS)));
            }
            read.problems().forEach(problem -> System.err.println("skipped " + file + ": " + problem));
        }
        return games;
    }

    private static StructType schema() {
        StructType schema = new StructType().add("index", DataTypes.IntegerType).add("game", DataTypes.StringType)
                .add("event", DataTypes.StringType).add("red", DataTypes.StringType)
                .add("black", DataTypes.StringType).add("result", DataTypes.StringType)
                .add("plies", DataTypes.IntegerType);
        for (String side : SIDES) {
            schema = schema.add(side + "_moves", DataTypes.IntegerType)
                    .add(side + "_avg_loss", DataTypes.DoubleType)
                    .add(side + "_inaccuracies", DataTypes.IntegerType)
                    .add(side + "_mistakes", DataTypes.IntegerType)
                    .add(side + "_blunders", DataTypes.IntegerType);
        }
        return schema;
    }

    /** What one task does, shipped to the executors: reviews its games and writes them as its part. */
    private record Task(PartFiles annotated, Integer depth, Long nodes, int hash) implements Serializable {

        Iterator<Row> review(int partition, Iterator<ArchiveGame> games) throws IOException {
            GameReviewer reviewer = nodes != null ? GameReviewer.atNodes(nodes, hash)
                    : GameReviewer.atDepth(depth != null ? depth : GameReviewer.DEFAULT_DEPTH, hash);
            StringBuilder text = new StringBuilder();
            List<Row> rows = new ArrayList<>();
            while (games.hasNext()) {
                ArchiveGame game = games.next();
                GameRecord record = Pgn.read(game.pgn()).games().get(0);
                GameReviewer.Review review = reviewer.review(record);
                // Games are separated by a blank line, as qilin analyze --annotate separates them.
                text.append(game.index() == 0 ? "" : "\n").append(review.annotatedPgn());
                rows.add(row(game, record, review));
            }
            annotated.write(partition, stream -> stream.write(text.toString().getBytes(StandardCharsets.UTF_8)));
            return rows.iterator();
        }

        private static Row row(ArchiveGame game, GameRecord record, GameReviewer.Review review) {
            List<Object> values = new ArrayList<>(List.of(game.index(), game.name(), tag(record, "Event"),
                    tag(record, "Red"), tag(record, "Black"), record.result(), record.moveCount()));
            for (GameReviewer.Side side : List.of(review.red(), review.black())) {
                values.addAll(List.of(side.moves(), side.averageLoss() / UNITS_PER_PAWN, side.inaccuracies(),
                        side.mistakes(), side.blunders()));
            }
            return RowFactory.create(values.toArray());
        }

        private static String tag(GameRecord record, String name) {
            String value = record.tag(name);
            return value == null || value.isBlank() ? "?" : value;
        }
    }
}
