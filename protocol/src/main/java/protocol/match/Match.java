package protocol.match;

import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.IntConsumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Runs a schedule of games on a pool of worker threads. Each worker owns its engine processes, so games
 * never share an engine. Results are recorded one by one as they come: PGN, resume state, scores, progress
 * line, and the SPRT, which may stop the match (games already running still finish and count).
 */
public final class Match {
    private static final Logger LOG = LoggerFactory.getLogger(Match.class);

    private final List<EngineConfig> engines;
    private final List<int[]> pairs;
    private final List<GameSpec> schedule;
    private final Game.Settings settings;
    private final int concurrency;
    private final Sinks sinks;
    private final EngineLauncher launcher;
    private final Stats[] encounters;
    private final List<GameResult> played = new ArrayList<>();
    private final List<EnginePool> pools = new CopyOnWriteArrayList<>();
    private int done;
    private volatile boolean stopped;
    private boolean aborted;

    /** Where results go; any of pgn, state and sprt may be null. */
    public record Sinks(PgnWriter pgn, ResumeState state, Sprt sprt, Progress progress) {
        public static Sinks quiet() {
            return progressTo(System.out);
        }

        /** No files and no SPRT: the progress lines and the closing table go to {@code out}. */
        public static Sinks progressTo(PrintStream out) {
            return new Sinks(null, null, null, new Progress(out, false));
        }
    }

    public Match(List<EngineConfig> engines, List<int[]> pairs, List<GameSpec> schedule, Game.Settings settings,
            int concurrency, Sinks sinks) {
        this(engines, pairs, schedule, settings, concurrency, sinks, EngineLauncher.CHILD_PROCESS);
    }

    /** A match whose engines {@code launcher} starts ({@link InProcessEngine#LAUNCHER}: Qilin in this JVM). */
    public Match(List<EngineConfig> engines, List<int[]> pairs, List<GameSpec> schedule, Game.Settings settings,
            int concurrency, Sinks sinks, EngineLauncher launcher) {
        this.launcher = launcher;
        this.engines = List.copyOf(engines);
        this.pairs = pairs;
        this.schedule = schedule;
        this.settings = settings;
        this.concurrency = Math.max(1, concurrency);
        this.sinks = sinks;
        this.encounters = new Stats[pairs.size()];
        java.util.Arrays.fill(encounters, Stats.EMPTY);
    }

    /**
     * Plays every scheduled game not in {@code finished}; answers the games played in this run. Throws, before
     * the first game, when an engine that has games to play cannot start; throws {@link UncheckedIOException}
     * when a result cannot be written, after the games already running have ended (no other game starts).
     */
    public List<GameResult> run(Map<Integer, ResumeState.Entry> finished) throws EngineException {
        finished.values().forEach(this::count);
        List<GameSpec> toPlay = schedule.stream().filter(spec -> !finished.containsKey(spec.index())).toList();
        AtomicReference<EnginePool> started = new AtomicReference<>(startEngines(toPlay));
        ExecutorService workers = Executors.newFixedThreadPool(concurrency);
        ThreadLocal<EnginePool> pool = ThreadLocal.withInitial(() -> {
            EnginePool first = started.getAndSet(null);
            return first != null ? first : newPool();
        });
        List<Future<?>> futures = new ArrayList<>();
        for (GameSpec spec : toPlay) {
            futures.add(workers.submit(() -> play(spec, pool.get())));
        }
        try {
            for (Future<?> f : futures) {
                f.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            stopped = true;
        } catch (ExecutionException e) {
            if (e.getCause() instanceof UncheckedIOException io) {
                throw io; // a result that cannot be recorded: the caller says so in one line
            }
            throw new IllegalStateException("a game failed in the runner", e.getCause());
        } finally {
            workers.shutdownNow();
            closeEngines();
        }
        printSummary();
        return List.copyOf(played);
    }

    /**
     * {@link #run}, aborted by a shutdown hook if the JVM is told to end (Ctrl-C, {@code kill}): the games then
     * in progress are not recorded, {@link #aborted} says so, and {@code stopped} hears how many games are done
     * (this run's and the earlier runs' counted in {@code finished}); the JVM ends when it returns.
     */
    public List<GameResult> runUntilInterrupted(Map<Integer, ResumeState.Entry> finished, IntConsumer stopped)
            throws EngineException {
        Thread hook = new Thread(() -> stopped.accept(abortAndCount()), "match-shutdown");
        Runtime.getRuntime().addShutdownHook(hook);
        try {
            return run(finished);
        } finally {
            try {
                Runtime.getRuntime().removeShutdownHook(hook);
            } catch (IllegalStateException shuttingDown) {
                // the hook is running: nothing to remove
            }
        }
    }

    /**
     * Plays nothing: counts games played elsewhere (a cluster's tasks, each a part of this schedule) and prints
     * the closing table {@link #run} would have printed after playing them here.
     */
    public void summarize(Map<Integer, ResumeState.Entry> finished) {
        finished.values().forEach(this::count);
        printSummary();
    }

    private void printSummary() {
        sinks.progress().summary(encounterLines(), names(), totals(), sprtLine());
    }

    /**
     * Starts every engine that has a game to play, handshake and options included. An engine that never
     * started is an error of the match, not a string of games forfeited to its opponent (a crash later, after
     * it started, still forfeits the game it happens in). The engines started serve the first worker.
     */
    private EnginePool startEngines(List<GameSpec> games) throws EngineException {
        EnginePool pool = newPool();
        for (int e = 0; e < engines.size(); e++) {
            int engine = e;
            if (games.stream().anyMatch(g -> g.redEngine() == engine || g.blackEngine() == engine)) {
                try {
                    pool.acquire(engine);
                } catch (EngineException ex) {
                    pool.close();
                    throw new EngineException(ex.kind(), "engine " + engines.get(engine).name() + " cannot start: "
                            + ex.getMessage());
                }
            }
        }
        return pool;
    }

    private EnginePool newPool() {
        EnginePool p = new EnginePool(engines, launcher);
        pools.add(p);
        return p;
    }

    private void play(GameSpec spec, EnginePool pool) {
        if (stopped) {
            return;
        }
        try {
            record(new Game(spec, engines, settings).play(pool));
        } catch (RuntimeException e) {
            stopped = true; // no game starts after one the runner failed, whose result may be lost
            throw e;
        }
    }

    private synchronized void record(GameResult game) {
        if (aborted) {
            return; // cut short by abort(), which killed its engines: not a result, and --resume plays it again
        }
        played.add(game);
        if (sinks.pgn() != null) {
            sinks.pgn().write(game);
        }
        if (sinks.state() != null) {
            sinks.state().append(game);
        }
        int pair = game.spec().pair();
        encounters[pair] = encounters[pair].plus(game.outcome(), game.spec().firstIsRed());
        done++;
        sinks.progress().gameFinished(game, encounterLine(pair), sprtLine(), done, schedule.size());
        if (sinks.sprt() != null && sinks.sprt().status(encounters[0]) != Sprt.Status.CONTINUE) {
            stopped = true;
        }
    }

    /** Counts a game finished in an earlier run, found by its index in the schedule. */
    private void count(ResumeState.Entry entry) {
        if (entry.index() >= schedule.size()) {
            return;
        }
        GameSpec spec = schedule.get(entry.index());
        if (!entry.red().equals(engines.get(spec.redEngine()).name())
                || !entry.black().equals(engines.get(spec.blackEngine()).name())) {
            LOG.warn("state file game {} was {} vs {}, not this schedule's pairing", entry.index() + 1,
                    entry.red(), entry.black());
        }
        encounters[spec.pair()] = encounters[spec.pair()].plus(entry.outcome(), spec.firstIsRed());
        done++;
    }

    /** Kills every engine still running. */
    private void closeEngines() {
        pools.forEach(EnginePool::close);
    }

    /**
     * Ends the match from outside, as Ctrl-C does through the shutdown hook: no game starts, the engines are
     * killed, and the games they were playing are not recorded. Killing an engine ends its game as a crash, but
     * the runner cut that game short; recorded, it would stand in the PGN, the resume state and the score as a
     * forfeit, and {@code --resume} would not play it again. A game recorded before the call stays; one being
     * written is finished first (the record and this call share the match's lock).
     */
    public void abort() {
        synchronized (this) {
            aborted = true;
            stopped = true;
        }
        closeEngines();
    }

    /** {@link #abort}, then the games done: none is recorded after it. */
    private int abortAndCount() {
        abort();
        synchronized (this) {
            return done;
        }
    }

    /** Whether {@link #abort} was called: the games of this run are then incomplete. */
    public synchronized boolean aborted() {
        return aborted;
    }

    public Stats encounter(int pair) {
        return encounters[pair];
    }

    private String encounterLine(int pair) {
        int[] p = pairs.get(pair);
        int total = (int) schedule.stream().filter(s -> s.pair() == pair).count();
        return Progress.scoreLine(engines.get(p[0]).name(), engines.get(p[1]).name(), encounters[pair],
                encounters[pair].games(), total);
    }

    /** The SPRT applies to a two-engine match: the only encounter is the test. */
    private String sprtLine() {
        return sinks.sprt() == null ? null : sinks.sprt().describe(encounters[0]);
    }

    private List<String> encounterLines() {
        List<String> lines = new ArrayList<>();
        for (int p = 0; p < pairs.size(); p++) {
            lines.add(encounterLine(p));
        }
        return lines;
    }

    private List<String> names() {
        return engines.stream().map(EngineConfig::name).toList();
    }

    /** Each engine's results against the field, summed over its encounters. */
    private List<Stats> totals() {
        List<Stats> totals = new ArrayList<>();
        for (int e = 0; e < engines.size(); e++) {
            Stats total = Stats.EMPTY;
            for (int p = 0; p < pairs.size(); p++) {
                if (pairs.get(p)[0] == e) {
                    total = total.plus(encounters[p]);
                } else if (pairs.get(p)[1] == e) {
                    total = total.plus(encounters[p].reversed());
                }
            }
            totals.add(total);
        }
        return totals;
    }
}
