package protocol.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Whole matches from the command line whose results are fixed in advance, so the statistics they print can be
 * worked out by hand: one that the SPRT stops, and one of draws only.
 */
class MatchStopTest {
    private static final Pattern LLR = Pattern.compile("SPRT: llr (\\S+) ");
    private static final Pattern SCORE_LINE = Pattern.compile(
            "Score of alpha vs beta: (\\d+) - (\\d+) - (\\d+) {2}\\[(\\S+)] (\\d+)/(\\d+), Elo (\\S+) ± (\\S+), LOS (\\S+)%");

    @TempDir
    Path dir;

    /** A match of alpha against beta at depth 1, one game at a time, written to out.pgn. */
    private String match(String[] alpha, String[] beta, String... extra) {
        List<String> args = new ArrayList<>(List.of(
                "--engine", "name=alpha", "cmd=" + FakeEngines.shellCommand(alpha),
                "--engine", "name=beta", "cmd=" + FakeEngines.shellCommand(beta),
                "--each", "proto=ucci", "--depth", "1", "--concurrency", "1",
                "--pgnout", dir.resolve("out.pgn").toString()));
        args.addAll(List.of(extra));
        return MatchCommandTest.runMain(args);
    }

    private static List<Matcher> scoreLines(String out) {
        List<Matcher> lines = new ArrayList<>();
        out.lines().forEach(l -> {
            Matcher m = SCORE_LINE.matcher(l);
            if (m.find()) {
                lines.add(m);
            }
        });
        return lines;
    }

    private static double lastLlr(String out) {
        Matcher m = LLR.matcher(out);
        String last = null;
        while (m.find()) {
            last = m.group(1);
        }
        return Double.parseDouble(last);
    }

    /**
     * beta plays an illegal move at its second go. With the 3-ply limit it gets there only as Red (its plies 1
     * and 3): it loses every game it starts and draws every other, and game 1 has alpha as Red. So the results
     * are draw, win, draw, win, ... for alpha. With elo0 = 0, elo1 = 200 (s0 = 0.5, s1 = 0.759747) the LLR
     * N (s1 - s0)(2s - s0 - s1) / (2v) is after 5 games (2 wins, 3 draws: s = 0.7, v = 0.06) 1.518, and after
     * 6 games (3 and 3: s = 0.75, v = 0.0625) 6 · 0.259747 · 0.240253 / 0.125 = 2.995, past the upper bound
     * ln(0.95 / 0.05) = 2.944: the match stops after 6 of its 20 games, H1 accepted.
     */
    @Test
    void sprtStopsTheMatchOnceTheLlrCrossesItsBound() throws Exception {
        String out = match(new String[] {"random"}, new String[] {"illegal", "2"}, "--games", "20",
                "--maxplies", "3", "--sprt", "elo0=0", "elo1=200", "alpha=0.05", "beta=0.05");
        assertEquals(6, MatchCommandTest.parsePgn(dir.resolve("out.pgn")).size(), out);
        Matcher last = scoreLines(out).get(scoreLines(out).size() - 1);
        assertEquals(List.of("3", "0", "3", "6", "20"),
                List.of(last.group(1), last.group(2), last.group(3), last.group(5), last.group(6)), out);
        assertEquals(2.995, lastLlr(out), 0.01, out);
        assertTrue(out.contains("ubound 2.94 H1 accepted"), out);
        assertFalse(out.contains("Finished game 7 "), out);
    }

    /**
     * Two random movers with a 2-ply limit draw every game. The score is exactly 0.5, so Elo 0; every game
     * scores the same, so the error of the mean is 0 and the interval has no width; no decisive game gives
     * a likelihood of superiority of 50%; and with no spread the LLR is 0: the SPRT never decides.
     */
    @Test
    void allDrawsGiveEloZeroWithFiniteErrorAndNoSprtDecision() throws Exception {
        String out = match(new String[] {"random"}, new String[] {"random"}, "--games", "4", "--maxplies", "2",
                "--sprt", "elo0=0", "elo1=10");
        assertEquals(4, MatchCommandTest.parsePgn(dir.resolve("out.pgn")).size(), out);
        List<Matcher> lines = scoreLines(out);
        assertEquals(5, lines.size(), "one line per game and the summary: " + out);
        for (Matcher m : lines) {
            assertEquals("0", m.group(1), m.group());
            assertEquals("0", m.group(2), m.group());
            assertEquals("0.500", m.group(4), m.group());
            assertEquals(0.0, Double.parseDouble(m.group(7)), m.group());
            assertEquals(0.0, Double.parseDouble(m.group(8)), m.group());
            assertEquals(50.0, Double.parseDouble(m.group(9)), m.group());
        }
        assertEquals(0.0, lastLlr(out), out);
        assertFalse(out.contains("accepted"), out);
        assertFalse(out.toLowerCase(java.util.Locale.ROOT).matches("(?s).*(nan|inf).*"), out);
    }
}
