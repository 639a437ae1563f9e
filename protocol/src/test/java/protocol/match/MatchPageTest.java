package protocol.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocol.CommandRun;
import protocol.report.MatchPage;
import protocol.report.Pictures;

/** The match page: counted from the match's PGN as the runner writes it, and written after a match. */
class MatchPageTest {
    /**
     * Three games, as PgnWriter writes them: A beats B, B and A draw, C beats A (A's last move a mate score,
     * C's book move then two searched moves). The third engine's name carries markup.
     */
    private static final String PGN = """
            [Game "Chinese Chess"]
            [Red "A"]
            [Black "B"]
            [Result "1-0"]
            [Termination "normal"]

            1. h2e2 {+0.30/10 0.50s} h9g7 {-0.20/8 0.25s} 2. h0g2 {+M3/12 1.00s} {Black is checkmated} 1-0

            [Game "Chinese Chess"]
            [Red "B"]
            [Black "A"]
            [Result "1/2-1/2"]
            [Termination "adjudication"]

            1. h2e2 {book} h9g7 {+0.10/6 0.10s} {draw by adjudication} 1/2-1/2

            [Game "Chinese Chess"]
            [Red "<b>C</b>"]
            [Black "A"]
            [Result "1-0"]
            [Termination "normal"]

            1. h2e2 {book} h9g7 {-1.00/9 0.40s} 2. h0g2 {+2.00/11 0.30s} {Black is checkmated} 1-0
            """;

    @TempDir
    Path dir;

    @Test
    void everyEncounterIsCountedFromTheGames() {
        MatchPage page = MatchPages.fromPgn(PGN, "three.pgn");
        assertEquals(List.of("A", "B", "<b>C</b>"), page.engines());
        assertEquals(List.of("", "1.5/2", "0/1"), page.cross().get(0).cells());
        assertEquals(List.of("0.5/2", "", ""), page.cross().get(1).cells());
        // A against B: a win and a draw, 75 %: 400 log10(3) = 190.8 Elo
        MatchPage.Encounter ab = page.encounters().get(0);
        assertEquals(List.of(1, 0, 1, "75.0 %"), List.of(ab.wins(), ab.losses(), ab.draws(), ab.score()));
        assertTrue(ab.elo().startsWith("190.8 ± "), ab.elo());
        // A's moves: 0.50 s at depth 10, 1.00 s at 12, 0.10 s at 6 and 0.40 s at 9 (its move of game 3 is Black's)
        MatchPage.Usage a = page.usage().get(0);
        assertEquals(List.of(4, "9.3", "0.500", "2.0"), List.of(a.moves(), a.depth(), a.seconds(), a.total()));
        assertEquals(new MatchPage.Count("Black is checkmated", 2), page.terminations().get(0));
        assertEquals("<b>C</b>", page.standings().get(0).engine()); // one game, one win

        String html = Pictures.matchPage(page);
        assertTrue(html.contains("&lt;b&gt;C&lt;/b&gt;"), html);
        assertFalse(html.contains("<b>C"), html);
        // the score chart counts the games along its x axis: 0 to 3, A's line ending over game 3 at 1.5/3
        MatchPage.ScoreCurve curve = page.curve();
        assertEquals(List.of("0", "1", "2", "3"), curve.gameTicks().stream().map(MatchPage.ScoreCurve.Tick::label)
                .toList());
        for (MatchPage.ScoreCurve.Tick t : curve.gameTicks()) {
            assertTrue(html.contains("class=\"game\">" + t.label() + "</text>"), html);
        }
        assertTrue(html.contains(">games played</text>"), html);
        String[] aPoints = curve.lines().get(0).points().split(" ");
        assertEquals(String.format(Locale.ROOT, "%.1f,%.1f", (double) curve.right(),
                (curve.top() + curve.bottom()) / 2.0), aPoints[aPoints.length - 1]);
    }

    @Test
    void longMatchesGetRoundGameNumbersOnTheAxis() {
        assertEquals(List.of("0", "50", "100", "150", "200", "250", "300"), labels(300));
        assertEquals(List.of("0", "2", "4", "6", "8", "10", "12"), labels(12));
        assertEquals(List.of("0", "1"), labels(1));
        assertEquals(List.of("0", "100", "200", "300", "400", "500", "600", "700", "800", "900", "1000"),
                labels(1000));
    }

    private static List<String> labels(int games) {
        return new MatchPage.ScoreCurve(games, List.of()).gameTicks().stream().map(MatchPage.ScoreCurve.Tick::label)
                .toList();
    }

    @Test
    void aMatchWithHtmlWritesItsPageFromItsPgn() throws Exception {
        Path pgn = dir.resolve("out.pgn");
        Path html = dir.resolve("match.html");
        MatchCommandTest.runMain(List.of(
                "--engine", "name=alpha", "cmd=" + FakeEngines.shellCommand("random"),
                "--engine", "name=beta", "cmd=" + FakeEngines.shellCommand("random"),
                "--each", "proto=ucci", "option.hashsize=1", "--tc", "10+0.1", "--maxplies", "24",
                "--games", "2", "--pgnout", pgn.toString(), "--html", html.toString()));
        String page = Files.readString(html, StandardCharsets.UTF_8);
        assertEquals(Pictures.matchPage(MatchPages.fromPgn(Files.readString(pgn, StandardCharsets.UTF_8),
                pgn.toString())), page);
        assertTrue(page.contains("<h1>alpha – beta, 2 games</h1>"), page);

        // the state file beside the PGN gives the same counts, without depth and time
        Path fromState = dir.resolve("state.html");
        MatchCommandTest.runMain(List.of("--from-state", pgn + ".state", "--html", fromState.toString()));
        MatchPage byPgn = MatchPages.fromPgn(Files.readString(pgn, StandardCharsets.UTF_8), "pgn");
        MatchPage byState = MatchPages.fromState(ResumeState.read(Path.of(pgn + ".state")).values(), "state");
        assertEquals(byPgn.cross(), byState.cross());
        assertEquals(byPgn.encounters(), byState.encounters());
        assertEquals(byPgn.curve(), byState.curve());
        String statePage = Files.readString(fromState, StandardCharsets.UTF_8);
        assertTrue(statePage.contains("<h2>Cross table</h2>") && !statePage.contains("Depth and time"), statePage);

        CommandRun.Result noPgn = MatchCommandTest.execute(List.of("--from-pgn", dir.resolve("none.pgn").toString(),
                "--html", html.toString()));
        assertEquals(2, noPgn.code());
        assertEquals(1, noPgn.err().lines().count(), noPgn.err());
    }
}
