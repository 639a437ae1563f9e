package protocol.analysis;

import engine.Piece;
import engine.Position;
import engine.notation.GameRecord;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import protocol.report.BoardPicture;
import protocol.report.BoardPicture.ArrowKind;
import protocol.report.EvalGraph;
import protocol.report.GameIndex;
import protocol.report.GamePage;

/**
 * Turns a reviewed game into what its HTML page shows: the same reviews {@code analyze} prints, from Red's view,
 * with each position's FEN and arrows, so the page and the text report never disagree.
 */
final class ReviewPage {
    private ReviewPage() {
    }

    static GamePage of(GameRecord game, List<MoveReview> reviews, String method) {
        List<GamePage.Ply> plies = new ArrayList<>();
        int[] redScores = new int[reviews.size() + 1];
        List<String> markClasses = new ArrayList<>();
        List<String> titles = new ArrayList<>();
        Position pos = game.startPosition();
        plies.add(new GamePage.Ply(0, pos.fen(), "", "", "", "", "", "", "", "", "", "", "", List.of()));
        // the start has no move: its score is the first move's best, as the engine saw the position
        redScores[0] = reviews.isEmpty() ? 0 : reviews.get(0).redView(reviews.get(0).bestScore());
        markClasses.add("");
        titles.add("start " + ScoreText.of(redScores[0]));
        for (MoveReview r : reviews) {
            pos.makeMove(r.played());
            GamePage.Ply ply = ply(r, pos.fen());
            plies.add(ply);
            redScores[r.ply() + 1] = r.redView(r.playedScore());
            markClasses.add(ply.markClass());
            titles.add(ply.caption());
        }
        return new GamePage(title(game), tags(game), method, List.copyOf(plies),
                EvalGraph.of(redScores, markClasses, titles),
                List.of(side(Piece.RED, game, reviews), side(Piece.BLACK, game, reviews)));
    }

    /**
     * The page of one analysed position: the board with an arrow for each best line's first move, and the lines
     * with their scores (Red's view) under it, in Chinese notation and in ICCS.
     */
    static GamePage ofPosition(Position pos, List<AnalysisLine> lines, String method) {
        int redSign = pos.sideToMove() == Piece.RED ? 1 : -1;
        List<BoardPicture.Arrow> arrows = new ArrayList<>();
        StringBuilder verdict = new StringBuilder();
        for (AnalysisLine l : lines) {
            arrows.add(BoardPicture.arrow(l.firstMove(), ArrowKind.BEST));
            verdict.append(verdict.length() == 0 ? "" : "  |  ").append(ScoreText.of(redSign * l.score()))
                    .append(' ').append(LineText.chinese(pos, l.pv()))
                    .append(" (").append(LineText.iccs(pos, l.pv())).append(')'); // readable in any font
        }
        String text = lines.isEmpty() ? "no legal move" : verdict.toString();
        GamePage.Ply only = new GamePage.Ply(0, pos.fen(), "", "", "", "", "", "", "", text, "", "", "",
                List.copyOf(arrows));
        int redScore = lines.isEmpty() ? 0 : redSign * lines.get(0).score();
        return new GamePage("position " + pos.fen(), List.of(), method, List.of(only),
                EvalGraph.of(new int[] {redScore}, List.of(""), List.of(text)), List.of());
    }

    /** The game's row on the index page, linking to its page {@code href}. */
    static GameIndex.Row indexRow(String name, String href, GameRecord game, List<MoveReview> reviews) {
        SideTotals red = SideTotals.of(Piece.RED, reviews);
        SideTotals black = SideTotals.of(Piece.BLACK, reviews);
        return new GameIndex.Row(href, name, GameReport.player(game, "Red"), GameReport.player(game, "Black"),
                game.result(), game.moveCount(), ScoreText.pawns(red.averageLoss()),
                ScoreText.pawns(black.averageLoss()), red.count(MoveMark.BLUNDER), black.count(MoveMark.BLUNDER));
    }

    private static GamePage.Ply ply(MoveReview r, String fenAfter) {
        List<BoardPicture.Arrow> arrows = new ArrayList<>();
        arrows.add(BoardPicture.arrow(r.played(), ArrowKind.PLAYED));
        if (r.best() != r.played()) {
            arrows.add(BoardPicture.arrow(r.best(), ArrowKind.BEST));
        }
        // a book move is theory: the engine's own preference there is no lesson worth a line
        String line = r.book() || r.best() == r.played() ? "" : r.bestLine();
        String number = r.moveNumber() + (r.side() == Piece.RED ? "." : "...");
        String mark = r.book() ? GameReport.BOOK : r.mark().symbol;
        String markClass = r.book() ? GameReport.BOOK : r.mark().cssClass();
        return new GamePage.Ply(r.ply() + 1, fenAfter, number, r.playedText(), engine.Move.toIccs(r.played()),
                ScoreText.of(r.redView(r.playedScore())), r.bestText(), engine.Move.toIccs(r.best()),
                ScoreText.of(r.redView(r.bestScore())),
                line, ScoreText.pawns(r.loss()), mark, markClass, List.copyOf(arrows));
    }

    private static String title(GameRecord game) {
        return GameReport.player(game, "Red") + " – " + GameReport.player(game, "Black") + "  " + game.result();
    }

    private static List<GamePage.Tag> tags(GameRecord game) {
        List<GamePage.Tag> tags = new ArrayList<>();
        for (Map.Entry<String, String> t : game.tags().entrySet()) {
            if (!t.getValue().isBlank()) { // records often carry empty tags (RedTeam, BlackTeam): nothing to show
                tags.add(new GamePage.Tag(t.getKey(), t.getValue()));
            }
        }
        return List.copyOf(tags);
    }

    private static GamePage.SideSummary side(int side, GameRecord game, List<MoveReview> reviews) {
        SideTotals t = SideTotals.of(side, reviews);
        String player = GameReport.player(game, side == Piece.RED ? "Red" : "Black");
        return new GamePage.SideSummary(PositionReport.sideName(side), player, t.moves(),
                ScoreText.pawns(t.averageLoss()), t.count(MoveMark.INACCURACY), t.count(MoveMark.MISTAKE),
                t.count(MoveMark.BLUNDER));
    }
}
