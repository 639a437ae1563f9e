package protocol.match;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import protocol.report.MatchPage;

/**
 * Builds the page of a match from its PGN ({@link MatchRecord}): the same {@link Stats} the runner prints at
 * the end, per pair and against the field, plus what the PGN's comments tell of depth and time.
 */
public final class MatchPages {
    /** Line colours of the score curve, one per engine, repeated beyond six. */
    private static final List<String> INKS = List.of("#b3171b", "#1f5fbf", "#1e8a3a", "#8a4fbf", "#d07a00",
            "#333333");

    private MatchPages() {
    }

    /** The page of the games in {@code pgnText}; {@code source} names the file. Refuses a text without games. */
    public static MatchPage fromPgn(String pgnText, String source) {
        return of(MatchRecord.read(pgnText), source);
    }

    /** The page of the games of a state file: results and terminations, no depth or time. */
    public static MatchPage fromState(Collection<ResumeState.Entry> entries, String source) {
        return of(MatchRecord.fromState(entries), source);
    }

    private static MatchPage of(List<MatchRecord.Game> games, String source) {
        if (games.isEmpty()) {
            throw new IllegalArgumentException(source + " holds no finished game");
        }
        List<String> engines = engines(games);
        int n = engines.size();
        Stats[][] pair = new Stats[n][n];
        for (Stats[] row : pair) {
            Arrays.fill(row, Stats.EMPTY);
        }
        for (MatchRecord.Game g : games) {
            int red = engines.indexOf(g.tag("Red"));
            int black = engines.indexOf(g.tag("Black"));
            Outcome outcome = Outcome.fromPgn(g.tag("Result"));
            pair[red][black] = pair[red][black].plus(outcome, true);
            pair[black][red] = pair[black][red].plus(outcome, false);
        }
        String title = String.join(" – ", engines) + ", " + games.size() + " games";
        return new MatchPage(title, source, engines, cross(engines, pair), encounters(engines, pair),
                standings(engines, pair), usage(engines, games), terminations(games), curve(engines, games));
    }

    private static List<String> engines(List<MatchRecord.Game> games) {
        LinkedHashSet<String> names = new LinkedHashSet<>();
        for (MatchRecord.Game g : games) {
            names.add(g.tag("Red"));
            names.add(g.tag("Black"));
        }
        return List.copyOf(names);
    }

    private static List<MatchPage.CrossRow> cross(List<String> engines, Stats[][] pair) {
        List<MatchPage.CrossRow> rows = new ArrayList<>();
        for (int i = 0; i < engines.size(); i++) {
            List<String> cells = new ArrayList<>();
            for (int j = 0; j < engines.size(); j++) {
                Stats s = pair[i][j];
                cells.add(i == j || s.games() == 0 ? ""
                        : String.format(Locale.ROOT, "%s/%d", points(s), s.games()));
            }
            rows.add(new MatchPage.CrossRow(engines.get(i), List.copyOf(cells)));
        }
        return List.copyOf(rows);
    }

    private static List<MatchPage.Encounter> encounters(List<String> engines, Stats[][] pair) {
        List<MatchPage.Encounter> list = new ArrayList<>();
        for (int i = 0; i < engines.size(); i++) {
            for (int j = i + 1; j < engines.size(); j++) {
                Stats s = pair[i][j];
                if (s.games() > 0) {
                    list.add(new MatchPage.Encounter(engines.get(i), engines.get(j), s.wins(), s.losses(),
                            s.draws(), percent(s.score()), elo(s), percent(s.los())));
                }
            }
        }
        return List.copyOf(list);
    }

    private static List<MatchPage.Standing> standings(List<String> engines, Stats[][] pair) {
        List<Stats> totals = new ArrayList<>();
        for (int i = 0; i < engines.size(); i++) {
            Stats t = Stats.EMPTY;
            for (Stats s : pair[i]) {
                t = t.plus(s);
            }
            totals.add(t);
        }
        List<Integer> order = Stats.rankByScore(totals);
        List<MatchPage.Standing> list = new ArrayList<>();
        for (int rank = 0; rank < order.size(); rank++) {
            Stats t = totals.get(order.get(rank));
            list.add(new MatchPage.Standing(rank + 1, engines.get(order.get(rank)), t.games(), t.wins(),
                    t.losses(), t.draws(), percent(t.score()), elo(t)));
        }
        return List.copyOf(list);
    }

    private static List<MatchPage.Usage> usage(List<String> engines, List<MatchRecord.Game> games) {
        List<MatchPage.Usage> list = new ArrayList<>();
        for (String engine : engines) {
            int moves = 0;
            int scored = 0;
            long depths = 0;
            double seconds = 0;
            for (MatchRecord.Game g : games) {
                for (MatchRecord.MoveCost m : g.moves()) {
                    if (m.engine().equals(engine)) {
                        moves++;
                        seconds += m.seconds();
                        scored += m.depth() >= 0 ? 1 : 0;
                        depths += Math.max(0, m.depth());
                    }
                }
            }
            list.add(new MatchPage.Usage(engine, moves,
                    scored == 0 ? "-" : String.format(Locale.ROOT, "%.1f", (double) depths / scored),
                    moves == 0 ? "-" : String.format(Locale.ROOT, "%.3f", seconds / moves),
                    String.format(Locale.ROOT, "%.1f", seconds)));
        }
        return List.copyOf(list);
    }

    private static List<MatchPage.Count> terminations(List<MatchRecord.Game> games) {
        Map<String, Integer> counts = new LinkedHashMap<>();
        for (MatchRecord.Game g : games) {
            String why = g.ending().isEmpty() ? g.tag("Termination") : g.ending();
            counts.merge(why, 1, Integer::sum);
        }
        List<MatchPage.Count> list = new ArrayList<>();
        counts.forEach((what, n) -> list.add(new MatchPage.Count(what, n)));
        list.sort(Comparator.comparingInt(MatchPage.Count::games).reversed());
        return List.copyOf(list);
    }

    /** Each engine's points over its games so far, after every game of the match (flat while it sits out). */
    private static MatchPage.ScoreCurve curve(List<String> engines, List<MatchRecord.Game> games) {
        List<MatchPage.ScoreCurve.Line> lines = new ArrayList<>();
        for (int e = 0; e < engines.size(); e++) {
            String engine = engines.get(e);
            double points = 0;
            int played = 0;
            StringBuilder path = new StringBuilder();
            for (int i = 0; i < games.size(); i++) {
                MatchRecord.Game g = games.get(i);
                boolean red = g.tag("Red").equals(engine);
                if (red || g.tag("Black").equals(engine)) {
                    played++;
                    points += Stats.EMPTY.plus(Outcome.fromPgn(g.tag("Result")), red).score();
                }
                if (played > 0) {
                    path.append(path.length() == 0 ? "" : " ").append(String.format(Locale.ROOT, "%.1f,%.1f",
                            MatchPage.ScoreCurve.x(i + 1, games.size()), MatchPage.ScoreCurve.y(points / played)));
                }
            }
            lines.add(new MatchPage.ScoreCurve.Line(engine, INKS.get(e % INKS.size()), path.toString()));
        }
        return new MatchPage.ScoreCurve(games.size(), List.copyOf(lines));
    }

    private static String points(Stats s) {
        double p = s.wins() + 0.5 * s.draws();
        return p == Math.floor(p) ? String.valueOf((int) p) : String.format(Locale.ROOT, "%.1f", p);
    }

    private static String percent(double share) {
        return String.format(Locale.ROOT, "%.1f %%", 100 * share);
    }

    private static String elo(Stats s) {
        return Progress.number(s.elo()) + " ± " + Progress.number(s.eloError());
    }
}
