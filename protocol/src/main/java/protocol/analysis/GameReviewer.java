package protocol.analysis;

import engine.Piece;
import engine.SearchLimits;
import engine.notation.GameRecord;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import protocol.analysis.AnalysisInput.NamedGame;

/**
 * Reviews whole games one at a time for a caller outside this package (the cluster's analyze job), as
 * {@code qilin analyze --pgn FILE --all-games} reviews each of them: a search and hash table of its own per game,
 * the same limit, the same annotated PGN and totals. Under a depth or node limit a game's review depends
 * only on the game, so it is the same on any machine, in any order, on any thread.
 */
public final class GameReviewer {
    /** One side's part of a reviewed game; the loss in internal units (a pawn about 100). */
    public record Side(int moves, double averageLoss, int inaccuracies, int mistakes, int blunders) {
        static Side of(int side, List<MoveReview> reviews) {
            SideTotals t = SideTotals.of(side, reviews);
            return new Side(t.moves(), t.averageLoss(), t.count(MoveMark.INACCURACY), t.count(MoveMark.MISTAKE),
                    t.count(MoveMark.BLUNDER));
        }
    }

    /** A reviewed game: as {@code --annotate} writes it, and each side's totals as the report sums them up. */
    public record Review(String annotatedPgn, Side red, Side black) {
    }

    /** The limit of {@code qilin analyze} for a game when none is given. */
    public static final int DEFAULT_DEPTH = AnalyzeCommand.GAME_DEPTH;

    private final GameBatch batch;
    private final String annotator;

    private GameReviewer(Supplier<SearchLimits> limits, int hashMegabytes, String limitText) {
        batch = new GameBatch(limits, hashMegabytes, limitText);
        annotator = AnalyzeCommand.perMove(limitText);
    }

    /** Searches each position to {@code depth} plies, as {@code qilin analyze --depth} does. */
    public static GameReviewer atDepth(int depth, int hashMegabytes) {
        return new GameReviewer(limits(l -> l.depth = depth), hashMegabytes,
                AnalyzeCommand.limitText(depth, null, null));
    }

    /** Searches each position for {@code nodes} nodes, as {@code qilin analyze --nodes} does. */
    public static GameReviewer atNodes(long nodes, int hashMegabytes) {
        return new GameReviewer(limits(l -> l.nodes = nodes), hashMegabytes,
                AnalyzeCommand.limitText(null, null, nodes));
    }

    /** A fresh limit object per search (the search may change the one it is given), set by {@code set}. */
    private static Supplier<SearchLimits> limits(Consumer<SearchLimits> set) {
        return () -> {
            SearchLimits limits = new SearchLimits();
            set.accept(limits);
            return limits;
        };
    }

    /** Reviews every move of {@code game}. */
    public Review review(GameRecord game) {
        GameBatch.Reviewed r = batch.reviewQuietly(new NamedGame("game", game), (ply, total) -> { });
        return new Review(AnnotatedPgn.write(game, r.reviews(), annotator),
                Side.of(Piece.RED, r.reviews()), Side.of(Piece.BLACK, r.reviews()));
    }
}
