package protocol.match;

import java.io.PrintStream;
import java.util.List;
import java.util.Locale;

/**
 * Reports the match on stdout. On a terminal one line is redrawn in place ({@code \r}); anywhere else
 * (a pipe, a log file, CI) every update is a plain line so the log stays readable.
 */
final class Progress {
    private static final int BAR_WIDTH = 20;

    private final PrintStream out;
    private final boolean terminal;
    private int lastWidth;

    Progress(PrintStream out, boolean terminal) {
        this.out = out;
        this.terminal = terminal;
    }

    static String scoreLine(String first, String second, Stats s, int done, int total) {
        return String.format(Locale.ROOT, "Score of %s vs %s: %d - %d - %d  [%.3f] %d/%d, Elo %s ± %s, LOS %.1f%%",
                first, second, s.wins(), s.losses(), s.draws(), s.score(), done, total, number(s.elo()),
                number(s.eloError()), 100 * s.los());
    }

    static String number(double x) {
        if (Double.isNaN(x)) {
            return "-";
        }
        return Double.isInfinite(x) ? (x > 0 ? "+inf" : "-inf") : String.format(Locale.ROOT, "%.1f", x);
    }

    synchronized void gameFinished(GameResult game, String scoreLine, String sprtLine, int done, int total) {
        String finished = String.format("Finished game %d (%s vs %s): %s {%s}", game.spec().index() + 1,
                game.red(), game.black(), game.outcome().pgn(), game.verdict().detail());
        if (!terminal) {
            out.println(finished);
            out.println(scoreLine);
            if (sprtLine != null) {
                out.println(sprtLine);
            }
            out.flush();
            return;
        }
        String line = bar(done, total) + " " + scoreLine + (sprtLine != null ? "  " + sprtLine : "");
        out.print("\r" + line + " ".repeat(Math.max(0, lastWidth - line.length())));
        lastWidth = line.length();
        out.flush();
    }

    private static String bar(int done, int total) {
        int filled = total == 0 ? BAR_WIDTH : done * BAR_WIDTH / total;
        return "[" + "#".repeat(filled) + ".".repeat(BAR_WIDTH - filled) + "]";
    }

    /** The closing table: every encounter's score, then each engine against the field. */
    synchronized void summary(List<String> encounterLines, List<String> names, List<Stats> totals, String sprtLine) {
        if (terminal && lastWidth > 0) {
            out.println();
        }
        out.println();
        encounterLines.forEach(out::println);
        if (sprtLine != null) {
            out.println(sprtLine);
        }
        out.println();
        out.printf(Locale.ROOT, "%-4s %-20s %6s %6s %6s %6s %7s %8s %8s%n", "Rank", "Name", "Games", "Wins",
                "Losses", "Draws", "Score", "Elo", "+/-");
        List<Integer> order = Stats.rankByScore(totals);
        for (int rank = 0; rank < order.size(); rank++) {
            Stats s = totals.get(order.get(rank));
            out.printf(Locale.ROOT, "%-4d %-20s %6d %6d %6d %6d %6.1f%% %8s %8s%n", rank + 1, names.get(order.get(rank)),
                    s.games(), s.wins(), s.losses(), s.draws(), 100 * s.score(), number(s.elo()), number(s.eloError()));
        }
        out.flush();
    }
}
