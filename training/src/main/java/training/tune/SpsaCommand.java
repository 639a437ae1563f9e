package training.tune;

import engine.Tunables;
import engine.io.FileProblems;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import protocol.OptionCheck;
import protocol.match.EngineException;
import protocol.match.FileArgument;
import protocol.match.Match;
import protocol.match.MatchCommand;
import protocol.match.MatchPlan;
import protocol.match.Opening;
import protocol.match.Openings;
import protocol.match.Schedule;
import protocol.match.Stats;

@Command(name = "spsa", mixinStandardHelpOptions = true,
        description = {"Tunes the search's tunable numbers ('qilin tunables') by SPSA, as fishtest and OpenBench do: "
                + "each iteration plays --pairs game pairs between two Qilins whose values are perturbed both ways "
                + "(java -Dqilin.tune.NAME=VALUE -jar --jar), and moves every value toward the side that scored. "
                + "The arguments after -- are qilin match's for those games (limits, adjudication, --each); the "
                + "openings come from --openings, a fresh window each iteration. The state file is rewritten "
                + "after every iteration, and the same command with --resume continues the run; the end prints "
                + "the values found as -D flags.",
            "Example: qilin spsa --params rfpMargin,futilityMargin --iterations 2000 --openings openings.epd "
                + "--concurrency 2 -- --nodes 5000 --each proto=uci option.UseBook=false"})
public final class SpsaCommand implements Callable<Integer> {
    /** Match arguments this command sets itself for each iteration. */
    private static final List<String> OWN_MATCH_OPTIONS = List.of("--engine", "--games", "--openings", "--concurrency",
            "--rounds");
    /** The games' progress lines: an iteration prints one line of its own instead. */
    private static final PrintStream NOWHERE = new PrintStream(OutputStream.nullOutputStream());

    @Option(names = "--params", required = true, split = ",", paramLabel = "NAME",
            description = "The tunables to tune, by name ('qilin tunables' lists them with their ranges and steps).")
    List<String> names;

    @Option(names = "--iterations", description = "Iterations, the schedule's length (default: ${DEFAULT-VALUE}).")
    int iterations = 1_000;

    @Option(names = "--pairs", description = "Game pairs (an opening with each colour) an iteration "
            + "(default: ${DEFAULT-VALUE}).")
    int pairs = 2;

    @Option(names = "--r-end", description = "The learning rate at the last iteration, OpenBench's r_end "
            + "(default: ${DEFAULT-VALUE}).")
    double rEnd = 0.002;

    @Option(names = "--openings", required = true, description = "Openings (qilin match's formats), shuffled by "
            + "--seed and taken a window an iteration.")
    Path openings;

    @Option(names = "--jar", description = "The Qilin jar the games are played by (default: the jar of this "
            + "command).")
    Path jar;

    @Option(names = "--concurrency", description = "Games at once (default: ${DEFAULT-VALUE}).")
    int concurrency = 1;

    @Option(names = "--state", description = "The run's state, rewritten after every iteration "
            + "(default: ${DEFAULT-VALUE}).")
    Path state = Path.of("spsa-state.txt");

    @Option(names = "--resume", description = "Continue the run of the --state file.")
    boolean resume;

    @Option(names = "--seed", description = "Seed of the perturbations and of the openings' order "
            + "(default: ${DEFAULT-VALUE}).")
    long seed = 1;

    @Parameters(arity = "0..*", paramLabel = "MATCH-ARG", description = "After --: qilin match's arguments for "
            + "each iteration's games, without --engine, --games, --rounds, --openings and --concurrency.")
    List<String> matchArgs = new ArrayList<>();

    @Override
    public Integer call() {
        Spsa spsa;
        List<Spsa.Parameter> parameters;
        Path engineJar;
        List<Opening> book;
        try {
            parameters = parameters();
            engineJar = engineJar();
            book = shuffled(FileArgument.read("--openings", openings, Openings::load));
            spsa = resume ? FileArgument.read("--state", state, file -> Spsa.load(file, parameters, iterations, seed,
                    settings())) : fresh(parameters);
            plan(engineJar, parameters, spsa.next()); // the match arguments, checked before any game
        } catch (IllegalArgumentException e) {
            System.err.println("qilin spsa: " + e.getMessage());
            return 2;
        }
        if (resume) {
            System.out.printf("resuming %s after iteration %d%n", state, spsa.done());
        }
        try {
            while (!spsa.finished()) {
                Spsa.Trial t = spsa.next();
                Stats s = play(engineJar, parameters, t, window(book, t.k()));
                if (s == null) {
                    System.err.println("qilin spsa: stopped during iteration " + t.k() + "; --resume replays it");
                    return 1;
                }
                spsa.apply(t, s.wins() - s.losses());
                spsa.save(state);
                System.out.printf("iteration %d/%d  +%d-%d=%d  %s%n", t.k(), iterations, s.wins(), s.losses(),
                        s.draws(), spsa.values());
            }
            System.out.println("values: " + spsa.flags());
            return 0;
        } catch (IOException | UncheckedIOException | EngineException | IllegalStateException
                | IllegalArgumentException e) {
            System.err.println("qilin spsa: " + e.getMessage());
            return 1;
        }
    }

    /** What makes the run besides its parameters, seed and length: a resumed run must give the same. */
    private Map<String, String> settings() {
        return Map.of("pairs", Integer.toString(pairs), "r_end", Double.toString(rEnd));
    }

    /** The named tunables with their ranges and steps; an unknown name is refused. */
    private List<Spsa.Parameter> parameters() {
        OptionCheck.positive("--iterations", iterations);
        OptionCheck.positive("--pairs", pairs);
        OptionCheck.positive("--concurrency", concurrency);
        OptionCheck.positive("--r-end", rEnd);
        for (String arg : matchArgs) {
            String option = arg.split("=", 2)[0];
            if (OWN_MATCH_OPTIONS.contains(option)) {
                throw new IllegalArgumentException(option + " is qilin spsa's to set, not a match argument");
            }
        }
        Map<String, Tunables.Tunable> all = Tunables.all();
        List<Spsa.Parameter> parameters = new ArrayList<>();
        for (String name : names) {
            Tunables.Tunable t = all.get(name);
            if (t == null) {
                throw new IllegalArgumentException("no tunable '" + name + "' ('qilin tunables' lists them)");
            }
            if (parameters.stream().anyMatch(p -> p.name().equals(name))) {
                throw new IllegalArgumentException("--params names " + name + " twice");
            }
            parameters.add(new Spsa.Parameter(name, t.min(), t.max(), t.step(), rEnd));
        }
        return parameters;
    }

    /** A new run from the values in force: the tunables' defaults, or this JVM's -Dqilin.tune settings. */
    private Spsa fresh(List<Spsa.Parameter> parameters) {
        if (Files.exists(state)) {
            throw new IllegalArgumentException(state + " exists: --resume continues its run, or give another "
                    + "--state");
        }
        Map<String, Tunables.Tunable> all = Tunables.all();
        double[] start = new double[parameters.size()];
        for (int i = 0; i < start.length; i++) {
            start[i] = all.get(parameters.get(i).name()).value();
        }
        return new Spsa(parameters, start, iterations, seed, settings());
    }

    private Path engineJar() {
        if (jar != null) {
            return FileProblems.requireInput(jar).toAbsolutePath();
        }
        try {
            Path self = Path.of(SpsaCommand.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            if (Files.isRegularFile(self) && self.toString().endsWith(".jar")) {
                return self;
            }
        } catch (URISyntaxException | SecurityException e) {
            // fall through: the user names the jar
        }
        throw new IllegalArgumentException("not run from a jar: give --jar");
    }

    /** The openings in an order of the seed's, so that consecutive iterations do not replay one file region. */
    private List<Opening> shuffled(List<Opening> book) {
        List<Opening> order = new ArrayList<>(book);
        Collections.shuffle(order, new Random(seed));
        return order;
    }

    /** Iteration k's openings: the next {@link #pairs} of the shuffled book, wrapping round. */
    private List<Opening> window(List<Opening> book, int k) {
        List<Opening> window = new ArrayList<>(pairs);
        for (int p = 0; p < pairs; p++) {
            window.add(book.get((int) (((long) (k - 1) * pairs + p) % book.size())));
        }
        return window;
    }

    /**
     * The trial's games: plus against minus, each opening with both colours; answers plus's score, or null when
     * the JVM is shutting down (Ctrl-C): the engines are closed then, and the iteration's games are incomplete.
     */
    private Stats play(Path engineJar, List<Spsa.Parameter> parameters, Spsa.Trial t, List<Opening> window)
            throws EngineException {
        MatchPlan plan = plan(engineJar, parameters, t);
        Match match = new Match(plan.engines(), plan.pairs(), Schedule.build(plan.pairs(), 1, 2 * pairs, window),
                plan.settings(), concurrency, Match.Sinks.progressTo(NOWHERE));
        match.runUntilInterrupted(Map.of(), done -> {
            // the caller's line names the iteration that stopped, which --resume replays
        });
        return match.aborted() ? null : match.encounter(0);
    }

    /** qilin match's plan of the trial's games, from the arguments after -- and the two engines. */
    private MatchPlan plan(Path engineJar, List<Spsa.Parameter> parameters, Spsa.Trial t) {
        List<String> args = new ArrayList<>(matchArgs);
        args.addAll(List.of("--engine", "name=plus", "cmd=" + command(engineJar, parameters, t.plus()),
                "--engine", "name=minus", "cmd=" + command(engineJar, parameters, t.minus())));
        return MatchCommand.plan(args);
    }

    /**
     * {@code java FLAGS -Dqilin.tune.NAME=VALUE … -jar JAR}, this JVM's java with the flags ./qilin gives it, as
     * qilin match splits a cmd.
     */
    private static String command(Path jar, List<Spsa.Parameter> parameters, int[] values) {
        StringBuilder cmd = new StringBuilder(quote(Path.of(System.getProperty("java.home"), "bin", "java")
                .toString()));
        jvmFlags().forEach(flag -> cmd.append(' ').append(flag));
        for (int i = 0; i < values.length; i++) {
            cmd.append(" -D").append(Tunables.PREFIX).append(parameters.get(i).name()).append('=').append(values[i]);
        }
        return cmd.append(" -jar ").append(quote(jar.toString())).toString();
    }

    /** The launcher's flags (./qilin, where each is measured): huge pages on Linux only, where the JVM has them. */
    private static List<String> jvmFlags() {
        List<String> flags = new ArrayList<>(List.of("-XX:+UseSerialGC", "-XX:-UseCompressedOops"));
        if (System.getProperty("os.name", "").startsWith("Linux")) {
            flags.add("-XX:+UseTransparentHugePages");
        }
        return flags;
    }

    private static String quote(String word) {
        return '"' + word + '"';
    }
}
