package protocol.analysis;

import java.io.PrintStream;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The progress line of a review on stderr, one per ply searched: {@code ply 12/80  elapsed 3.1 s  eta 17.6 s},
 * and with several games {@code game 3/20 ply 12/80  plies 250/2400  elapsed ...}. The time left is the plies
 * left, over all games, at the average time of the plies done so far (the first ply has no estimate).
 * Games reviewed at once share one instance; each line is printed whole.
 */
final class ReviewProgress {
    private final PrintStream err;
    private final int games;
    private final int totalPlies;
    private final long startNanos = System.nanoTime();
    private final AtomicInteger done = new AtomicInteger();

    ReviewProgress(PrintStream err, int games, int totalPlies) {
        this.err = err;
        this.games = games;
        this.totalPlies = totalPlies;
    }

    /** What game {@code index} (from 0) tells before each of its plies. */
    GameAnalyzer.Progress forGame(int index) {
        return (ply, plies) -> line(index, ply, plies, done.getAndIncrement());
    }

    private void line(int game, int ply, int plies, int pliesDone) {
        double elapsed = (System.nanoTime() - startNanos) / 1e9;
        String eta = pliesDone == 0 ? ""
                : String.format(Locale.ROOT, "  eta %.1f s", elapsed / pliesDone * (totalPlies - pliesDone));
        String where = games == 1 ? String.format(Locale.ROOT, "ply %d/%d", ply + 1, plies)
                : String.format(Locale.ROOT, "game %d/%d ply %d/%d  plies %d/%d", game + 1, games, ply + 1, plies,
                        pliesDone + 1, totalPlies);
        synchronized (err) {
            err.printf(Locale.ROOT, "%s  elapsed %.1f s%s%n", where, elapsed, eta);
        }
    }
}
