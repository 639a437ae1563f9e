package training.data;

import picocli.CommandLine.Option;

/**
 * The options that decide what a self-play game is: nodes, opening, seed and hash. Every command that plays
 * self-play games mixes them in ({@code qilin datagen}, the cluster's datagen), so one seed and one set of these
 * give the same games whatever runs them.
 */
public final class SelfPlayOptions {
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

    /** What is wrong with the options, in one line naming them, or null when they are fine. */
    public String problem() {
        return nodes <= 0 || randomPlies < 0 || verifyNodes <= 0 || maxOpeningScore <= 0 || hashMb <= 0
                ? "--nodes, --verify-nodes, --max-opening-score and --hash must be positive, --random-plies not "
                        + "negative"
                : null;
    }

    public SelfPlay.Settings settings() {
        return new SelfPlay.Settings(nodes, randomPlies, verifyNodes, maxOpeningScore, seed, hashMb);
    }
}
