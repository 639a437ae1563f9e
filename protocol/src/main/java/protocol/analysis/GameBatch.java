package protocol.analysis;

import engine.SearchLimits;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Supplier;
import protocol.analysis.AnalysisInput.NamedGame;

/**
 * Reviews a list of games, {@code threads} at once, each game on one thread with its own search and hash table
 * (so every game's review is the same whatever the thread count). A lone game prints its rows as they come;
 * several games print each game's report whole, in the list's order.
 */
final class GameBatch {
    /** A game with its review and, when it was one of several, the text report kept for it. */
    record Reviewed(NamedGame named, List<MoveReview> reviews, String text) {
    }

    private final Supplier<SearchLimits> limits;
    private final int hashMegabytes;
    private final String limitText;

    GameBatch(Supplier<SearchLimits> limits, int hashMegabytes, String limitText) {
        this.limits = limits;
        this.hashMegabytes = hashMegabytes;
        this.limitText = limitText;
    }

    /** Reviews every game, printing the reports to {@code out} and progress (when wanted) to {@code err}. */
    List<Reviewed> run(List<NamedGame> games, int threads, PrintStream out, PrintStream err, boolean progress) {
        int plies = games.stream().mapToInt(g -> g.game().moveCount()).sum();
        ReviewProgress shown = new ReviewProgress(err, games.size(), plies);
        if (games.size() == 1) {
            NamedGame only = games.get(0);
            return List.of(new Reviewed(only, review(only, out, progress ? shown.forGame(0) : (ply, total) -> { }),
                    ""));
        }
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            List<Future<Reviewed>> futures = new ArrayList<>();
            for (int i = 0; i < games.size(); i++) {
                NamedGame named = games.get(i);
                GameAnalyzer.Progress told = progress ? shown.forGame(i) : (ply, total) -> { };
                futures.add(pool.submit(() -> reviewQuietly(named, told)));
            }
            List<Reviewed> reviewed = new ArrayList<>();
            for (Future<Reviewed> f : futures) {
                Reviewed r = await(f);
                out.println("game " + r.named().name());
                out.print(r.text());
                out.println();
                reviewed.add(r);
            }
            return reviewed;
        } finally {
            pool.shutdownNow();
        }
    }

    /** One game of several: its report kept until the games before it are printed. */
    Reviewed reviewQuietly(NamedGame named, GameAnalyzer.Progress progress) {
        ByteArrayOutputStream text = new ByteArrayOutputStream();
        List<MoveReview> reviews = review(named, new PrintStream(text, true, StandardCharsets.UTF_8), progress);
        return new Reviewed(named, reviews, text.toString(StandardCharsets.UTF_8));
    }

    /** Reviews one game on a search of its own, printing its report to {@code out} row by row. */
    private List<MoveReview> review(NamedGame named, PrintStream out, GameAnalyzer.Progress progress) {
        GameReport report = new GameReport(out);
        report.header(named.game(), limitText);
        List<MoveReview> reviews = new GameAnalyzer(new Analyst(hashMegabytes), limits)
                .analyse(named.game(), progress, report::row);
        report.summary(named.game(), reviews);
        return reviews;
    }

    private static Reviewed await(Future<Reviewed> f) {
        try {
            return f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while reviewing games", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException("a game's review failed", e.getCause());
        }
    }
}
