package protocol.analysis;

import engine.Position;
import engine.SearchLimits;
import engine.SearchListener;
import engine.notation.GameRecord;
import engine.notation.Notation;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Reviews every move of a game. The position before each move is searched once for the engine's best move;
 * when the game chose another move, that move alone is searched again in the same position to the depth the
 * first search finished. Both scores then come from the same root, the same depth and a shared hash table,
 * which compares them more fairly than searching the position after the move one ply shallower.
 * A move that a search shallower than {@link #JUDGING_DEPTH} would mark a mistake or worse is reviewed again
 * at that depth, and that review stands.
 */
final class GameAnalyzer {
    /**
     * The shallowest search whose loss marks a move {@code ?} or {@code ??}. Shallower searches swing by pawns
     * from one depth to the next (a node near the leaves keeps only its first few quiet moves, and whether the
     * right one is among them changes with the depth), and many of their marks fall on the very move a
     * depth-10 review plays itself.
     */
    static final int JUDGING_DEPTH = 10;

    /** Told before each ply is searched: index counts from 0, total is the game's length in plies. */
    interface Progress {
        void beforePly(int index, int total);
    }

    private final Analyst analyst;
    private final Supplier<SearchLimits> limits;

    GameAnalyzer(Analyst analyst, Supplier<SearchLimits> limits) {
        this.analyst = analyst;
        this.limits = limits;
    }

    /** Reviews the game's moves in order, handing each review to {@code each} as soon as it is known. */
    List<MoveReview> analyse(GameRecord game, Progress progress, Consumer<MoveReview> each) {
        List<MoveReview> reviews = new ArrayList<>();
        Position pos = game.startPosition();
        int[] moves = game.moves();
        for (int ply = 0; ply < moves.length; ply++) {
            progress.beforePly(ply, moves.length);
            MoveReview review = review(pos, ply, moves[ply]);
            reviews.add(review);
            each.accept(review);
            pos.makeMove(moves[ply]);
        }
        return reviews;
    }

    /** The review of one move: {@code played} from {@code pos}, the game's ply {@code ply}. */
    MoveReview review(Position pos, int ply, int played) {
        MoveReview review = review(pos, ply, played, limits.get());
        if (review.mark().compareTo(MoveMark.MISTAKE) >= 0 && review.depth() < JUDGING_DEPTH) {
            SearchLimits judging = new SearchLimits();
            judging.depth = JUDGING_DEPTH;
            review = review(pos, ply, played, judging);
        }
        return review;
    }

    private MoveReview review(Position pos, int ply, int played, SearchLimits searchLimits) {
        AnalysisLine engine = analyst.analyse(pos, searchLimits, SearchListener.NONE).get(0);
        AnalysisLine playedLine = engine.firstMove() == played ? engine : lineOf(pos, played, engine.depth());
        // Searched alone the played move may score above the engine's choice (the first search only bounded it,
        // with reductions and pruning a lone root move escapes): then it is the best move this depth found.
        AnalysisLine best = playedLine.score() > engine.score() ? playedLine : engine;
        return new MoveReview(ply, pos.fullmoveNumber(), pos.sideToMove(), played,
                Notation.toChinese(pos, played), playedLine.score(), best.firstMove(),
                Notation.toChinese(pos, best.firstMove()), LineText.chinese(pos, best.pv()), best.score(),
                engine.depth(), BookCheck.isBookMove(pos, played));
    }

    /** The line of one root move searched to a fixed depth: no time or node limit, so depths match. */
    private AnalysisLine lineOf(Position pos, int move, int depth) {
        SearchLimits only = new SearchLimits();
        only.depth = Math.max(1, depth);
        only.searchMoves = new int[] {move};
        return analyst.analyse(pos, only, SearchListener.NONE).get(0);
    }
}
