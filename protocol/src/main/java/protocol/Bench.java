package protocol;

import engine.Evaluation;
import engine.Position;
import engine.SearchPool;
import engine.SearchLimits;
import engine.SearchResult;
import engine.TranspositionTable;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The fixed benchmark: every position of bench.epd searched to one depth with a fresh hash table. With one
 * thread the node total is a signature of the search's behaviour and nodes per second measure its speed; with
 * more threads the total time is the time to depth (node counts then vary from run to run).
 */
public final class Bench {
    public static final int DEFAULT_DEPTH = 14;
    static final int BENCH_HASH_MB = 16;
    private static final String RESOURCE = "/bench.epd";

    private Bench() {
    }

    /** What a run measured: every position's nodes summed, and the time they took (at least 1 ms). */
    public record Result(long nodes, long ms) {
        public long nodesPerSecond() {
            return nodes * 1000 / ms;
        }
    }

    /**
     * Runs the benchmark with {@code evaluation}; prints per-position lines and the totals. Answers them, or null
     * when the arguments are refused (said to {@code problem}).
     */
    public static Result run(String depthText, int threads, Evaluation evaluation, Consumer<String> out,
                             Consumer<String> problem) {
        int depth = DEFAULT_DEPTH;
        if (depthText != null) {
            try {
                depth = Integer.parseInt(depthText);
            } catch (NumberFormatException e) {
                problem.accept("bench depth must be a number, not '" + depthText + "'");
                return null;
            }
        }
        if (depth < 1 || depth > engine.Score.MAX_PLY - 1) {
            problem.accept("bench depth must be between 1 and " + (engine.Score.MAX_PLY - 1));
            return null;
        }
        List<String> fens = positions();
        if (threads < 1 || threads > SearchPool.MAX_THREADS) {
            problem.accept("bench threads must be between 1 and " + SearchPool.MAX_THREADS);
            return null;
        }
        SearchPool search = new SearchPool(new TranspositionTable(BENCH_HASH_MB), evaluation);
        search.setThreads(threads);
        FeatureSwitches.applyDisabled(search.features());
        long total = 0;
        long start = System.nanoTime();
        for (int i = 0; i < fens.size(); i++) {
            search.clear();
            SearchLimits limits = new SearchLimits();
            limits.depth = depth;
            SearchResult r = search.run(new Position(fens.get(i)), limits, info -> { });
            total += r.nodes();
            out.accept(String.format("Position %2d/%d: %s nodes %d", i + 1, fens.size(),
                    engine.Move.toIccs(r.bestMove()), r.nodes()));
        }
        long ms = Math.max(1, (System.nanoTime() - start) / 1_000_000);
        out.accept("===========================");
        out.accept("Total time (ms) : " + ms);
        out.accept("Nodes searched  : " + total);
        Result result = new Result(total, ms);
        out.accept("Nodes/second    : " + result.nodesPerSecond());
        return result;
    }

    static List<String> positions() {
        List<String> fens = new ArrayList<>();
        try (InputStream in = Bench.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IllegalStateException("bench.epd is missing from the jar");
            }
            BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
            String line;
            while ((line = reader.readLine()) != null) {
                String fen = line.split(";")[0].trim();
                if (!fen.isEmpty() && !fen.startsWith("#")) {
                    fens.add(fen);
                }
            }
        } catch (IOException e) {
            throw new IllegalStateException("cannot read bench.epd", e);
        }
        return fens;
    }
}
