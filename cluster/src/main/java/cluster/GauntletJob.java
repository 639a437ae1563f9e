package cluster;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.function.Supplier;
import java.util.stream.IntStream;
import org.apache.hadoop.fs.Path;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.sql.SparkSession;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import protocol.match.EngineConfig;
import protocol.match.EngineException;
import protocol.match.GameResult;
import protocol.match.InProcessEngine;
import protocol.match.Match;
import protocol.match.MatchCommand;
import protocol.match.MatchPlan;
import protocol.match.Outcome;
import protocol.match.PgnWriter;
import protocol.match.ResumeState;
import protocol.match.Termination;
import protocol.match.TimeControl;

/**
 * A match at fixed nodes (or depth) on a cluster, set up by {@code qilin match}'s own arguments
 * ({@link MatchCommand#plan}): the same engines, schedule, openings and adjudication. Each task plays a run of
 * the schedule's games with the match runner itself ({@link Match}, one game at a time), its engines Qilin
 * in-process ({@link InProcessEngine}) rather than programs; the driver gathers the games in schedule order into
 * one PGN file and prints the closing table {@code qilin match} prints. A Qilin game at fixed nodes on one thread,
 * its hash cleared by {@code newgame}, depends only on its opening and engines, so the standings are the ones
 * {@code qilin match} reaches on one machine. A task's games come back to the driver only when the task
 * succeeds: a retried task adds no game twice.
 */
@Command(name = "gauntlet", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Plays a match set up by qilin match's arguments (after --), at fixed nodes or depth, with "
                + "every engine Qilin in-process: cmd= is not needed (it is ignored), option.NAME=VALUE sets an "
                + "engine's options. Writes games.pgn and standings.txt to --out and prints the standings. "
                + "SPRT tests stay with qilin match.",
            "Example: spark-submit --master local[*] --files openings.epd cluster/target/qilin-cluster.jar "
                + "gauntlet --out /data/g1 -- --engine name=base --engine name=dev option.EvalFile=dev.qnn "
                + "--each nodes=5000 option.usebook=false --openings openings.epd --games 200"})
final class GauntletJob implements Callable<Integer> {
    static final String GAMES = "games.pgn";
    static final String STANDINGS = "standings.txt";
    private static final String NAME = "qilin-cluster gauntlet";
    private static final int USAGE_ERROR = 2;
    private static final int FAILED = 1;
    /** Every engine is this jar's Qilin: the command the runner would start is never run. */
    private static final List<String> IN_PROCESS = List.of("--each", "cmd=qilin-in-process");

    @Option(names = "--out", required = true, paramLabel = "FOLDER", description = "Folder of games.pgn and "
            + "standings.txt (local, hdfs://, s3a:// ...).")
    String out;

    @Option(names = "--games-per-task", paramLabel = "K", description = "Games per task (default: "
            + "${DEFAULT-VALUE}: an opening with both colours).")
    int gamesPerTask = 2;

    @Parameters(paramLabel = "MATCH-ARGUMENTS", description = "qilin match's arguments, after --.")
    List<String> matchArguments = new ArrayList<>();

    private final Supplier<SparkSession> session;

    /** For spark-submit: the session it configured. */
    GauntletJob() {
        this(() -> SparkSession.builder().appName(NAME).getOrCreate());
    }

    GauntletJob(Supplier<SparkSession> session) {
        this.session = session;
    }

    /** A finished game as a task hands it back: enough for the standings, and its PGN. */
    record PlayedGame(int index, String red, String black, Outcome outcome, Termination termination, String pgn)
            implements Serializable {
    }

    @Override
    public Integer call() {
        List<String> arguments = new ArrayList<>(matchArguments);
        arguments.addAll(IN_PROCESS);
        MatchPlan plan;
        try {
            if (gamesPerTask < 1) {
                throw new IllegalArgumentException("--games-per-task must be positive");
            }
            plan = MatchCommand.plan(arguments);
            requireFixedLimits(plan);
        } catch (IllegalArgumentException e) {
            System.err.println(NAME + ": " + e.getMessage());
            return USAGE_ERROR;
        }
        try {
            run(plan, arguments);
            return 0;
        } catch (IOException | RuntimeException e) {
            System.err.println(NAME + ": " + Jobs.reason(e));
            return FAILED;
        }
    }

    /** Clocks make results depend on the machine and its load: a cluster plays what repeats anywhere. */
    private static void requireFixedLimits(MatchPlan plan) {
        for (EngineConfig engine : plan.engines()) {
            TimeControl.Kind kind = engine.timeControl().kind();
            if (kind != TimeControl.Kind.NODES && kind != TimeControl.Kind.DEPTH) {
                throw new IllegalArgumentException(engine.name() + " plays by the clock (" + engine.timeControl()
                        + "): a cluster gauntlet plays at fixed nodes or depth, whose results repeat; clocks stay "
                        + "with qilin match");
            }
        }
    }

    private void run(MatchPlan plan, List<String> arguments) throws IOException {
        JavaSparkContext spark = JavaSparkContext.fromSparkContext(session.get().sparkContext());
        int games = plan.schedule().size();
        int tasks = (games + gamesPerTask - 1) / gamesPerTask;
        Task task = new Task(arguments, gamesPerTask, LocalDate.now());
        List<PlayedGame> played = new ArrayList<>(spark.parallelize(IntStream.range(0, tasks).boxed().toList(),
                tasks).flatMap(p -> task.play(p).iterator()).collect());
        played.sort(Comparator.comparingInt(PlayedGame::index));
        StringBuilder pgn = new StringBuilder();
        Map<Integer, ResumeState.Entry> finished = new LinkedHashMap<>();
        for (PlayedGame game : played) {
            pgn.append(game.pgn());
            finished.put(game.index(), new ResumeState.Entry(game.index(), game.red(), game.black(),
                    game.outcome(), game.termination()));
        }
        ByteArrayOutputStream standings = new ByteArrayOutputStream();
        new Match(plan.engines(), plan.pairs(), plan.schedule(), plan.settings(), 1,
                Match.Sinks.progressTo(new PrintStream(standings, true, StandardCharsets.UTF_8))).summarize(finished);
        HadoopConf conf = new HadoopConf(spark.hadoopConfiguration());
        write(conf, GAMES, pgn.toString());
        write(conf, STANDINGS, standings.toString(StandardCharsets.UTF_8));
        System.out.print(standings.toString(StandardCharsets.UTF_8));
    }

    private void write(HadoopConf conf, String name, String text) throws IOException {
        Path file = new Path(out, name);
        try (OutputStream stream = conf.fileSystem(file).create(file, true)) {
            stream.write(text.getBytes(StandardCharsets.UTF_8));
        }
    }

    /**
     * What one task does, shipped to the executors: sets the match up again from its arguments (the openings
     * file must be readable there: spark-submit --files ships it) and plays its run of the schedule.
     */
    private record Task(List<String> arguments, int gamesPerTask, LocalDate date) implements Serializable {

        List<PlayedGame> play(int partition) throws EngineException {
            MatchPlan plan = MatchCommand.plan(arguments);
            int from = partition * gamesPerTask;
            int to = Math.min(plan.schedule().size(), from + gamesPerTask);
            List<GameResult> results = new Match(plan.engines(), plan.pairs(), plan.schedule().subList(from, to),
                    plan.settings(), 1, Match.Sinks.progressTo(System.err), InProcessEngine.LAUNCHER)
                    .run(Map.of());
            return results.stream().map(r -> new PlayedGame(r.spec().index(), r.red(), r.black(), r.outcome(),
                    r.termination(), PgnWriter.format(r, plan.event(), plan.site(), date))).toList();
        }
    }
}
