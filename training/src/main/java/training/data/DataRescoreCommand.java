package training.data;

import engine.BuildInfo;
import engine.Evaluation;
import engine.Position;
import engine.Search;
import engine.SearchListener;
import engine.SearchLimits;
import engine.SearchPool;
import engine.TranspositionTable;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "rescore", mixinStandardHelpOptions = true,
        description = {"Scores every searched position of the shards' games again with this build's search and "
                + "evaluation (or -Dqilin.evalfile=…) at a fixed --depth or --nodes, keeping the moves and the "
                + "results, and writes the games numbered 0, 1, 2 …; the header records the rescoring and the "
                + "sources. Each game is searched on one thread from a cleared hash table, its positions in order, "
                + "so the bytes written depend neither on --threads nor on the machine.",
            "Example: qilin data rescore --out deep.qdat --depth 8 --threads 4 selfplay.qdat"})
final class DataRescoreCommand extends DataSubcommand {
    /** Progress is printed at most this often. */
    private static final long REPORT_NANOS = 10_000_000_000L;

    @Parameters(arity = "1..*", paramLabel = "SHARD", description = "Data files to rescore.")
    List<Path> inputs;

    @Mixin
    OutputFile out = new OutputFile();

    @ArgGroup(exclusive = true, multiplicity = "1")
    Limit limit;

    /** One limit of the search: depth or nodes. */
    static final class Limit {
        @Option(names = "--depth", required = true, description = "Search every position to this depth.")
        int depth;

        @Option(names = "--nodes", required = true, description = "Search every position this many nodes.")
        long nodes;
    }

    @Option(names = "--threads", description = "Games rescored at once (default: ${DEFAULT-VALUE}).")
    int threads = 1;

    @Option(names = "--hash", description = "Hash table per thread, MB (default: ${DEFAULT-VALUE}).")
    int hashMb = 16;

    @Override
    int run() throws IOException, Failure {
        if (limit.depth < 0 || limit.nodes < 0 || limit.depth == 0 && limit.nodes == 0) {
            throw badArgument("--depth and --nodes must be positive");
        } else if (threads <= 0 || threads > SearchPool.MAX_THREADS) {
            throw badArgument("--threads must be 1 to " + SearchPool.MAX_THREADS + ", not " + threads);
        } else if (hashMb <= 0 || hashMb > TranspositionTable.MAX_MB) {
            throw badArgument("--hash must be 1 to " + TranspositionTable.MAX_MB + " MB, not " + hashMb);
        }
        out.check(inputs);
        List<ShardInfo> sources = describe(inputs, false);
        long total = sources.stream().mapToLong(s -> s.report().games()).sum();
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        ThreadLocal<Search> searches = ThreadLocal.withInitial(() -> new Search(new TranspositionTable(hashMb),
                new Evaluation()));
        long started = System.nanoTime();
        long[] lastReport = {started};
        try (ShardOutput o = out.open(Lineage.of("qilin data rescore", rescoring(), sources))) {
            ArrayDeque<Future<GameData>> pending = new ArrayDeque<>();
            for (ShardInfo s : sources) {
                s.games((g, at) -> {
                    pending.add(pool.submit(() -> rescore(g, searches.get())));
                    while (pending.size() > 2 * threads) {
                        o.write(done(pending.poll()));
                        if (System.nanoTime() - lastReport[0] >= REPORT_NANOS) {
                            lastReport[0] = System.nanoTime();
                            System.out.println(progress(o, total, started));
                        }
                    }
                });
            }
            while (!pending.isEmpty()) {
                o.write(done(pending.poll()));
            }
            o.commit();
            System.out.println("wrote " + out + ": " + progress(o, total, started));
        } finally {
            pool.shutdownNow();
        }
        reportTails(sources);
        return 0;
    }

    /** What the header records of this rescoring: the limit, the evaluation and the search's bench signature. */
    private Map<String, String> rescoring() {
        Map<String, String> p = new LinkedHashMap<>();
        p.put("rescore", limit.depth > 0 ? "depth " + limit.depth : "nodes " + limit.nodes);
        p.put("rescore-evaluation", new Evaluation().identity());
        p.put("rescore-bench", BuildInfo.BENCH);
        p.put("rescore-hash-mb", Integer.toString(hashMb));
        return p;
    }

    /** The game with every searched position scored again by {@code search}, cleared first. */
    private GameData rescore(GameData g, Search search) throws IOException {
        search.clear();
        SearchLimits limits = new SearchLimits();
        limits.depth = limit.depth;
        limits.nodes = limit.nodes;
        Position p = DataReader.start(g);
        short[] scores = new short[g.moves().length];
        for (int ply = 0; ply < scores.length; ply++) {
            int move = g.moves()[ply] & 0xFFFF;
            DataReader.legal(p, move, g, ply);
            scores[ply] = (short) search.run(p, limits, SearchListener.NONE).score();
            p.makeMove(move);
        }
        return new GameData(g.index(), g.result(), g.termination(), g.startFen(), g.opening(), g.moves(), scores);
    }

    private static GameData done(Future<GameData> game) throws IOException {
        try {
            return game.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted");
        } catch (ExecutionException e) {
            if (e.getCause() instanceof IOException io) {
                throw io;
            }
            throw new IOException("rescoring failed: " + e.getCause(), e.getCause());
        }
    }

    private static String progress(ShardOutput o, long total, long started) {
        double seconds = Math.max((System.nanoTime() - started) / 1e9, 1e-9);
        return String.format(Locale.ROOT, "games %d/%d, positions %d, %.0f positions/s, %.0f s", o.games(), total,
                o.positions(), o.positions() / seconds, seconds);
    }
}
