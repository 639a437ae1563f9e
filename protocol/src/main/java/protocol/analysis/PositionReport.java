package protocol.analysis;

import engine.Piece;
import engine.Position;
import engine.SearchInfo;
import engine.SearchListener;
import java.io.PrintStream;
import java.util.List;
import java.util.Locale;

/** What {@code qilin analyze} prints about one position: each iteration as it ends, then the best lines. */
final class PositionReport {
    private final PrintStream out;
    private final Position position;
    private final boolean numbered;

    PositionReport(PrintStream out, Position position, int multiPv) {
        this.out = out;
        this.position = position;
        this.numbered = multiPv > 1;
    }

    void header() {
        out.println("position " + position.fen());
        out.println("scores in pawns from " + sideName(position.sideToMove()) + "'s view (the side to move)");
    }

    /** Prints an iteration line per search report. */
    SearchListener iterations() {
        return this::iteration;
    }

    private void iteration(SearchInfo info) {
        if (info.pv().length == 0) {
            return; // no legal move: the verdict says so
        }
        String line = numbered ? String.format(Locale.ROOT, " line %d", info.multiPv()) : "";
        out.printf(Locale.ROOT, "depth %2d/%-2d%s  score %-10s nodes %10d  nps %8d  time %7d ms  pv %s%n",
                info.depth(), info.selDepth(), line, ScoreText.of(info.score()), info.nodes(), info.nps(),
                info.timeMs(), LineText.chinese(position, info.pv()));
    }

    /** The final verdict: each line with its score, in Chinese notation and, beneath, in ICCS. */
    void bestLines(List<AnalysisLine> lines) {
        if (lines.isEmpty()) {
            out.println("no legal move: " + sideName(position.sideToMove()) + " has lost");
            return;
        }
        out.println();
        out.println("best lines (depth " + lines.get(0).depth() + "):");
        for (int i = 0; i < lines.size(); i++) {
            AnalysisLine line = lines.get(i);
            out.printf(Locale.ROOT, "%2d. %-10s %s%n", i + 1, ScoreText.of(line.score()),
                    LineText.chinese(position, line.pv()));
            out.printf(Locale.ROOT, "    %-10s %s%n", "", LineText.iccs(position, line.pv()));
        }
    }

    static String sideName(int color) {
        return color == Piece.RED ? "Red" : "Black";
    }
}
