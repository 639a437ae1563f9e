package training.data;

import engine.TranspositionTable;
import java.util.Locale;
import picocli.CommandLine.Option;

/**
 * The options that decide what a self-play game is: nodes, opening, seed and hash. Every command that plays
 * self-play games mixes them in ({@code qilin datagen}, the cluster's datagen), so one seed and one set of these
 * give the same games whatever runs them.
 */
public final class SelfPlayOptions {
    /** Random plies beyond this leave too little of a game to learn from (and the format holds 255). */
    private static final int MAX_RANDOM_PLIES = 100;
    /** A player's search besides its hash table: histories, stacks, the network's accumulators. */
    private static final int SEARCH_MB = 8;
    private static final long MB = 1 << 20;
    /** The share of the heap the players may take; the rest is the games in flight and the writer's. */
    private static final double HEAP_SHARE = 0.8;

    @Option(names = "--nodes", description = "Nodes per move (default: ${DEFAULT-VALUE}).")
    long nodes = 5_000;

    @Option(names = "--random-plies", description = "Random plies that open each game: this many or one more "
            + "(default: ${DEFAULT-VALUE}).")
    int randomPlies = 8;

    @Option(names = "--verify-nodes", description = "Nodes of the search that judges an opening "
            + "(default: ${DEFAULT-VALUE}).")
    long verifyNodes = 2_000;

    @Option(names = "--max-opening-score", description = "Openings scored beyond this either way, in internal "
            + "units (a pawn about 100), are drawn again (default: ${DEFAULT-VALUE}).")
    int maxOpeningScore = 300;

    @Option(names = "--seed", description = "Seed of the random plies (default: ${DEFAULT-VALUE}).")
    long seed = 1;

    @Option(names = "--hash", description = "Hash table per thread, MB (default: ${DEFAULT-VALUE}).")
    int hashMb = 16;

    /** What is wrong with the options, in one line naming the first wrong one, or null when they are fine. */
    public String problem() {
        if (nodes <= 0) {
            return "--nodes must be positive, not " + nodes;
        } else if (randomPlies < 0 || randomPlies > MAX_RANDOM_PLIES) {
            return "--random-plies must be 0 to " + MAX_RANDOM_PLIES + ", not " + randomPlies;
        } else if (verifyNodes <= 0) {
            return "--verify-nodes must be positive, not " + verifyNodes;
        } else if (maxOpeningScore <= 0) {
            return "--max-opening-score must be positive, not " + maxOpeningScore;
        } else if (hashMb <= 0 || hashMb > TranspositionTable.MAX_MB) {
            return "--hash must be 1 to " + TranspositionTable.MAX_MB + " MB, not " + hashMb;
        }
        return null;
    }

    /**
     * Why {@code threads} players with these options do not fit in Java's heap (each owns a hash table and a
     * search), in one line, or null when they do.
     */
    public String memoryProblem(int threads) {
        long needed = (long) threads * (hashMb + SEARCH_MB);
        long heap = Runtime.getRuntime().maxMemory() / MB;
        return needed > heap * HEAP_SHARE ? String.format(Locale.ROOT, "--threads %d with --hash %d need about "
                + "%,d MB of Java's heap, which holds %,d MB: give fewer or smaller, or Java more (java -Xmx…)",
                threads, hashMb, needed, heap) : null;
    }

    public SelfPlay.Settings settings() {
        return new SelfPlay.Settings(nodes, randomPlies, verifyNodes, maxOpeningScore, seed, hashMb);
    }
}
