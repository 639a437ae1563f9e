package protocol.analysis;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import engine.Move;
import engine.Position;
import engine.SearchLimits;
import engine.TranspositionTable;
import engine.notation.GameRecord;
import engine.notation.Pgn;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A quick review marks a move a mistake or worse only where a deep one agrees that a better move was there:
 * every move that depth 5 marks {@code ?} or {@code ??} in the first championship games is one that a depth-10
 * review would not play itself.
 */
class QuickMarksTest {
    private static final int QUICK_DEPTH = 5;
    private static final int DEEP_DEPTH = 10;
    /** The first games of the folder: the first is the one whose quick review marked five false blunders. */
    private static final int GAMES = 2;

    @Test
    void everyQuickMistakeLosesAtDepthTen() throws IOException {
        List<Path> files = SharedGames.files();
        assumeFalse(files.isEmpty(), "../shared/test-data/pgn is absent");
        for (Path file : files.subList(0, Math.min(GAMES, files.size()))) {
            GameRecord game = Pgn.read(Files.readAllBytes(file)).games().get(0);
            List<MoveReview> quick = analyzer(QUICK_DEPTH).analyse(game, (ply, total) -> { }, review -> { });
            GameAnalyzer deep = analyzer(DEEP_DEPTH);
            Position pos = game.startPosition();
            int[] moves = game.moves();
            for (int ply = 0; ply < moves.length; ply++) {
                MoveReview review = quick.get(ply);
                if (review.mark().compareTo(MoveMark.MISTAKE) >= 0) {
                    MoveReview deeper = deep.review(pos, ply, moves[ply]);
                    assertTrue(deeper.loss() > 0, file.getFileName() + " ply " + ply + " " + Move.toIccs(moves[ply])
                            + " marked " + review.mark().symbol + " at depth " + review.depth()
                            + ", the move depth " + DEEP_DEPTH + " plays itself");
                }
                pos.makeMove(moves[ply]);
            }
        }
    }

    private static GameAnalyzer analyzer(int depth) {
        return new GameAnalyzer(new Analyst(TranspositionTable.DEFAULT_MB), () -> {
            SearchLimits limits = new SearchLimits();
            limits.depth = depth;
            return limits;
        });
    }
}
