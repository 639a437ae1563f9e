package engine;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * Lazy SMP: the main search and its helper threads search the same root over one shared transposition
 * table, each with its own position, move pickers, histories, killers and evaluation cache. The threads do
 * not divide the work; they share what they find through the table, and each explores the tree in a slightly
 * different order, so together they complete iterations sooner and see more of the tree.
 *
 * <p>The main thread alone watches the clock, the node limit (counting every thread's nodes) and the stop and
 * ponderhit requests, and alone reports progress. When it ends, the helpers are stopped, and the move played
 * is the main thread's unless a helper completed a deeper iteration with a score at least as good.
 *
 * <p>Helper threads are created when the thread count is set and live until it changes; a search only hands
 * them work. With one thread the pool is exactly a {@link Search}: same nodes, same moves.
 */
public final class SearchPool {
    public static final int MAX_THREADS = 256;

    private final TranspositionTable tt;
    private final Search main;
    private Search[] helpers = new Search[0];
    /** The main thread, then the helpers: what each of them searches with. */
    private Search[] team;
    private ExecutorService workers;

    /** A pool of one thread, with the engine's own evaluation. */
    public SearchPool(TranspositionTable tt) {
        this(tt, new Evaluation());
    }

    /** A pool of one thread, evaluating with {@code evaluation}. */
    public SearchPool(TranspositionTable tt, Evaluation evaluation) {
        this.tt = tt;
        this.main = new Search(tt, evaluation);
        this.team = new Search[] {main};
    }

    /** The evaluation every thread searches with. */
    public Evaluation evaluation() {
        return main.evaluation;
    }

    /** Every thread evaluates with {@code e} from the next search on; only between searches. */
    public void setEvaluation(Evaluation e) {
        main.useEvaluation(e);
        for (Search h : helpers) {
            h.useEvaluation(e);
        }
    }

    /** The feature switches every thread searches with. */
    public Search.Features features() {
        return main.features;
    }

    public int threads() {
        return helpers.length + 1;
    }

    /**
     * Sets the number of search threads, 1 to {@link #MAX_THREADS}, and builds them now (their threads started,
     * their tables allocated), so the first search does not pay for it; only between searches. Answers false when
     * Java's heap cannot hold that many (each thread's histories take a few MB): the pool then keeps its threads.
     */
    public boolean setThreads(int count) {
        int n = Math.max(1, Math.min(MAX_THREADS, count));
        if (n == threads()) {
            return true;
        }
        Search[] built;
        try {
            built = new Search[n - 1];
            for (int i = 0; i < built.length; i++) {
                built[i] = new Search(tt, main.features, main.evaluation);
            }
        } catch (OutOfMemoryError e) {
            return false;
        }
        if (workers != null) {
            workers.shutdownNow();
            workers = null;
        }
        helpers = built;
        team = new Search[n];
        team[0] = main;
        System.arraycopy(helpers, 0, team, 1, helpers.length);
        for (int i = 0; i < n; i++) {
            team[i].joinTeam(team, i);
        }
        if (helpers.length > 0) {
            ThreadPoolExecutor pool = new ThreadPoolExecutor(helpers.length, helpers.length, 0, TimeUnit.SECONDS,
                    new LinkedBlockingQueue<>(), task -> {
                        Thread t = new Thread(task, "search-helper");
                        t.setDaemon(true);
                        return t;
                    });
            pool.prestartAllCoreThreads(); // now, before readyok, not on the first move's clock
            workers = pool;
        }
        return true;
    }

    /** Forgets everything learned: for a new game. */
    public void clear() {
        main.clear();
        for (Search h : helpers) {
            h.clearHistory();
        }
    }

    /** See {@link Search#arm()}: called before the search is started on another thread. */
    public void arm() {
        main.arm();
    }

    /** Stops every thread at once: the helpers need not wait for the main thread to see the request first. */
    public void stop() {
        main.stop();
        for (Search h : helpers) {
            h.stop();
        }
    }

    public void ponderhit() {
        main.ponderhit();
    }

    /** See {@link Search#awaitAnswerAllowed}: for an answer given without searching, after {@link #arm()}. */
    public void awaitAnswerAllowed(SearchLimits limits) {
        main.awaitAnswerAllowed(limits);
    }

    /**
     * Searches like {@link Search#run} with the main thread alone, the helpers left built and idle: a playing
     * level, whose nodes (and, with a seed, moves) must be the same in every run and on any machine.
     */
    public SearchResult runAlone(Position root, SearchLimits limits, SearchListener listener) {
        if (helpers.length == 0) {
            return main.run(root, limits, listener);
        }
        main.joinTeam(new Search[] {main}, 0);
        try {
            return main.run(root, limits, listener);
        } finally {
            main.joinTeam(team, 0);
        }
    }

    /** Searches like {@link Search#run}, with every thread of the pool; returns once all of them have stopped. */
    public SearchResult run(Position root, SearchLimits limits, SearchListener listener) {
        if (helpers.length == 0) {
            return main.run(root, limits, listener);
        }
        tt.newSearch();
        LastIteration[] last = new LastIteration[helpers.length];
        Future<?>[] running = new Future<?>[helpers.length];
        for (int i = 0; i < helpers.length; i++) {
            Search helper = helpers[i];
            SearchLimits own = helperLimits(limits);
            LastIteration record = new LastIteration();
            last[i] = record;
            helper.arm();
            running[i] = workers.submit(() -> helper.run(root, own, record));
        }
        LastIteration mainLast = new LastIteration();
        SearchResult result;
        try {
            result = main.run(root, limits, info -> {
                mainLast.onIteration(info);
                listener.onIteration(info);
            });
        } finally {
            for (Search h : helpers) {
                h.stop();
            }
            awaitAll(running);
        }
        // the helpers searched on until they were stopped: count their nodes once they have
        result = new SearchResult(result.bestMove(), result.ponderMove(), result.score(), result.depth(),
                main.teamNodes(), result.timeMs());
        if (limits.multiPv > 1 || result.bestMove() == Move.NONE) {
            return result; // the lines the user sees are the main thread's
        }
        return choose(result, mainLast.info, last, listener);
    }

    /** A helper searches without a clock or node limit until it is stopped or reaches the depth limit. */
    private static SearchLimits helperLimits(SearchLimits limits) {
        SearchLimits own = limits.copy();
        own.timeLeft = SearchLimits.NO_CLOCK;
        own.moveTime = 0;
        own.increment = 0;
        own.movesToGo = 0;
        own.nodes = 0;
        own.ponder = false;
        own.infinite = false;
        own.multiPv = 1;
        return own;
    }

    private static void awaitAll(Future<?>[] running) {
        RuntimeException failure = null;
        boolean interrupted = false;
        for (Future<?> f : running) {
            while (true) {
                try {
                    f.get();
                    break;
                } catch (InterruptedException e) {
                    interrupted = true; // helpers are stopping; wait for them, then restore the flag
                } catch (ExecutionException e) {
                    failure = new IllegalStateException("search helper failed: " + e.getCause(), e.getCause());
                    break;
                }
            }
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
        if (failure != null) {
            throw failure;
        }
    }

    /**
     * The main thread's move, unless a helper completed a deeper iteration with a score at least as good (or
     * proved a faster mate); then the helper's line is reported too, so the GUI's line matches the move.
     */
    private static SearchResult choose(SearchResult result, SearchInfo mainInfo, LastIteration[] last,
                                       SearchListener listener) {
        int bestDepth = result.depth();
        int bestScore = mainInfo != null ? mainInfo.score() : result.score();
        SearchInfo chosen = null;
        for (LastIteration record : last) {
            SearchInfo info = record.info;
            if (info == null || info.pv().length == 0) {
                continue;
            }
            boolean deeperAndAsGood = info.depth() > bestDepth && info.score() >= bestScore;
            boolean fasterMate = info.score() >= Score.MATE_BOUND && info.score() > bestScore;
            if (deeperAndAsGood || fasterMate) {
                chosen = info;
                bestDepth = info.depth();
                bestScore = info.score();
            }
        }
        if (chosen == null || chosen.pv()[0] == result.bestMove()) {
            return result;
        }
        int[] pv = chosen.pv();
        listener.onIteration(new SearchInfo(chosen.depth(), chosen.selDepth(), 1, chosen.score(), result.nodes(),
                SearchInfo.nps(result.nodes(), result.timeMs()), result.timeMs(), chosen.hashfull(), pv));
        return new SearchResult(pv[0], pv.length > 1 ? pv[1] : Move.NONE, chosen.score(), chosen.depth(),
                result.nodes(), result.timeMs());
    }

    /** Keeps a thread's last completed iteration (its first line). */
    private static final class LastIteration implements SearchListener {
        volatile SearchInfo info;

        @Override
        public void onIteration(SearchInfo i) {
            if (i.multiPv() == 1) {
                info = i;
            }
        }
    }
}
