package protocol.analysis;

import engine.Move;
import engine.Piece;
import engine.notation.GameRecord;
import java.io.PrintStream;
import java.util.List;
import java.util.Locale;

/** What {@code qilin analyze --pgn} prints: a row per move as it is reviewed, then a summary per side. */
final class GameReport {
    /** Chinese moves are four wide characters, so "炮二平五 h2e2" fills the 13 columns the header gives it. */
    private static final String ROW = "%-6s %s %s  %-10s  %s %s  %-10s  %5s  %s%n";
    private static final String HEADER = "%-6s %-13s  %-10s  %-13s  %-10s  %5s  %s%n";
    /** In the mark column of a book move: no mark, and the reason. */
    static final String BOOK = "book";
    private final PrintStream out;

    GameReport(PrintStream out) {
        this.out = out;
    }

    void header(GameRecord game, String limitText) {
        out.println(PositionReport.sideName(Piece.RED) + ": " + player(game, "Red") + "   "
                + PositionReport.sideName(Piece.BLACK) + ": " + player(game, "Black") + "   result " + game.result());
        out.println(game.moveCount() + " plies, " + limitText + " per move; scores in pawns from the mover's view");
        out.printf(Locale.ROOT, HEADER, "move", "played", "score", "engine best", "score", "loss", "mark");
    }

    void row(MoveReview r) {
        String number = r.moveNumber() + (r.side() == Piece.RED ? "." : "...");
        out.printf(Locale.ROOT, ROW, number, r.playedText(), Move.toIccs(r.played()), ScoreText.of(r.playedScore()),
                r.bestText(), Move.toIccs(r.best()), ScoreText.of(r.bestScore()), ScoreText.pawns(r.loss()),
                r.book() ? BOOK : r.mark().symbol);
    }

    void summary(GameRecord game, List<MoveReview> reviews) {
        out.println();
        out.println("side    moves  avg loss  ?!   ?  ??");
        summarySide(Piece.RED, player(game, "Red"), reviews);
        summarySide(Piece.BLACK, player(game, "Black"), reviews);
    }

    private void summarySide(int side, String player, List<MoveReview> reviews) {
        SideTotals t = SideTotals.of(side, reviews);
        out.printf(Locale.ROOT, "%-6s %6d  %8s  %2d  %2d  %2d  %s%n", PositionReport.sideName(side), t.moves(),
                ScoreText.pawns(t.averageLoss()), t.count(MoveMark.INACCURACY), t.count(MoveMark.MISTAKE),
                t.count(MoveMark.BLUNDER), player);
    }

    static String player(GameRecord game, String tag) {
        String name = game.tag(tag);
        return name == null || name.isBlank() ? "?" : name;
    }
}
