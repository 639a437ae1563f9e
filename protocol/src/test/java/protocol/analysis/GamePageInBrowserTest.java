package protocol.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import engine.Position;
import engine.Slow;
import engine.notation.GameRecord;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocol.analysis.AnalyzeCommandTest.Run;
import protocol.report.BoardPicture;
import protocol.report.Chromium;

/**
 * The game page in a real browser (headless Chromium, Debian's {@code chromium} package): it loads without a
 * console error or a single network request, starts with 32 pieces, and a click on the graph's point for ply N
 * (or a key) shows the position after N plies, as Qilin's own {@link Position} has it, on the board and in the FEN
 * line; its board draws its characters as strokes and stays in view beside a long move table. Skipped when no
 * Chromium is installed ({@code .ci/run} installs it where it can).
 */
@Slow
class GamePageInBrowserTest {
    /** Windows key code of the left arrow key, which the page reads as one ply back. */
    private static final int LEFT_ARROW = 37;
    /** A window wide enough for the board and the move table side by side, and too short for either whole. */
    private static final int WIDE = 1280;
    private static final int SHORT = 420;
    /** Four plies that restore the start position: ten of them make a move table far taller than the window. */
    private static final String HORSES_OUT_AND_BACK = "b0c2 b9c7 c2b0 c7b9 ";

    @TempDir
    Path dir;

    @Test
    void graphPointsAndKeysShowQilinsPositions() throws Exception {
        Path chromium = Chromium.find();
        assumeTrue(chromium != null, "no chromium on the PATH: the browser test of the HTML report is skipped");
        Path html = dir.resolve("rook.html");
        Run run = AnalyzeCommandTest.run("--line", AnalyzeCommandTest.HANGING_ROOK, "--depth", "3",
                "--no-progress", "--html", html.toString());
        assertEquals(0, run.code(), run.err());
        List<Position> positions = positions(AnalysisInput.line(AnalyzeCommandTest.HANGING_ROOK));
        String url = html.toUri().toString();

        try (Chromium browser = new Chromium(chromium)) {
            browser.open(url);
            assertEquals(32, browser.evaluate("document.querySelectorAll('#pieces use').length").getAsInt());
            assertShows(browser, positions.get(0));
            // every point, last to first, so each click changes the position
            for (int ply = positions.size() - 1; ply >= 0; ply--) {
                JsonObject box = JsonParser.parseString(browser.evaluate("(p => { p.scrollIntoView({block: "
                        + "'center', inline: 'center'}); return JSON.stringify(p.getBoundingClientRect()); })("
                        + "document.querySelector('#graph [data-ply=\"" + ply + "\"]'))").getAsString())
                        .getAsJsonObject();
                browser.click(box.get("x").getAsDouble() + box.get("width").getAsDouble() / 2,
                        box.get("y").getAsDouble() + box.get("height").getAsDouble() / 2);
                assertShows(browser, positions.get(ply));
            }
            browser.press("End", 35);
            browser.press("ArrowLeft", LEFT_ARROW);
            assertShows(browser, positions.get(positions.size() - 2));

            assertEquals(List.of(), browser.errors());
            assertEquals(List.of(url), browser.requests());

            // a position's page: its board with the best move's arrow, no graph, no table, and no error either
            Path position = dir.resolve("position.html");
            Run analysed = AnalyzeCommandTest.run("--moves", "b0c2 h9g7", "--depth", "2", "--html",
                    position.toString());
            assertEquals(0, analysed.code(), analysed.err());
            browser.open(position.toUri().toString());
            assertShows(browser, positions.get(2));
            assertEquals(1, browser.evaluate("document.querySelectorAll('#arrows line').length").getAsInt());
            assertEquals(0, browser.evaluate("document.querySelectorAll('#graph, #moves').length").getAsInt());
            // the best line in ICCS beside its Chinese notation, readable without a Chinese font
            String verdict = browser.evaluate("document.getElementById('now').textContent").getAsString();
            assertTrue(verdict.matches(".* \\(([a-i][0-9]){2}( ([a-i][0-9]){2})*\\)"), verdict);
            assertEquals(List.of(), browser.errors());
            assertEquals(List.of(position.toUri().toString()), browser.requests());
        }
    }

    @Test
    void boardNeedsNoChineseFontAndStaysBesideTheMoveTable() throws Exception {
        Path chromium = Chromium.find();
        assumeTrue(chromium != null, "no chromium on the PATH: the browser test of the HTML report is skipped");
        Path html = dir.resolve("horses.html");
        Run run = AnalyzeCommandTest.run("--line", "startpos moves " + HORSES_OUT_AND_BACK.repeat(10), "--depth",
                "1", "--no-progress", "--html", html.toString());
        assertEquals(0, run.code(), run.err());

        try (Chromium browser = new Chromium(chromium)) {
            // a window too short for the whole page, so the page scrolls
            browser.call("Emulation.setDeviceMetricsOverride", Map.of("width", WIDE, "height", SHORT,
                    "deviceScaleFactor", 1, "mobile", false));
            browser.open(html.toUri().toString());
            // the board's characters are strokes: no text in it needs a font with Chinese characters
            assertEquals(0, browser.evaluate("Array.from(document.querySelectorAll('svg.board text'))"
                    + ".filter(t => /\\p{Script=Han}/u.test(t.textContent)).length").getAsInt());
            // each piece's character resolves to strokes of about the size it is drawn at
            assertEquals(14, browser.evaluate("Array.from(document.querySelectorAll('svg.board defs g > use'))"
                    + ".filter(u => document.querySelector(u.getAttribute('href')).getTotalLength() > 100)"
                    + ".length").getAsInt());
            // the move table is part of the page, not a box of its own that scrolls
            assertEquals(0, browser.evaluate("(() => { let n = 0; for (let e = document.getElementById('moves');"
                    + " e; e = e.parentElement) { if (/auto|scroll/.test(getComputedStyle(e).overflowY)) n++; }"
                    + " return n; })()").getAsInt());
            // scrolled halfway down the table, the board is still in view beside it
            browser.evaluate("window.scrollTo(0, document.documentElement.scrollHeight / 2)");
            assertTrue(browser.evaluate("window.scrollY").getAsDouble() > 0);
            assertTrue(browser.evaluate("(r => r.top >= 0 && r.top < innerHeight)(document.querySelector("
                    + "'svg.board').getBoundingClientRect())").getAsBoolean());
            assertEquals(List.of(), browser.errors());
        }
    }

    /** The start position and the position after each move. */
    private static List<Position> positions(GameRecord game) {
        List<Position> positions = new ArrayList<>();
        Position p = game.startPosition();
        positions.add(p.copy());
        for (int move : game.moves()) {
            p.makeMove(move);
            positions.add(p.copy());
        }
        return positions;
    }

    /** The page's FEN line says {@code expected}'s FEN, and its board holds exactly {@code expected}'s pieces. */
    private static void assertShows(Chromium browser, Position expected) throws Exception {
        assertEquals(expected.fen(), browser.evaluate("document.getElementById('fen').textContent").getAsString());
        JsonElement shown = JsonParser.parseString(browser.evaluate("JSON.stringify(Array.from("
                + "document.querySelectorAll('#pieces use'), u => [u.getAttribute('href').substring(1), "
                + "Number(u.getAttribute('x')), Number(u.getAttribute('y'))]))").getAsString());
        List<BoardPicture.Placed> pieces = new ArrayList<>();
        shown.getAsJsonArray().forEach(e -> pieces.add(new BoardPicture.Placed(e.getAsJsonArray().get(0)
                .getAsString(), e.getAsJsonArray().get(1).getAsInt(), e.getAsJsonArray().get(2).getAsInt())));
        // the same pieces on the same points, in whatever order the script placed them (no two share a point)
        List<BoardPicture.Placed> qilins = BoardPicture.of(expected, List.of()).pieces();
        assertEquals(qilins.size(), pieces.size(), expected.fen());
        assertEquals(Set.copyOf(qilins), Set.copyOf(pieces), expected.fen());
    }
}
