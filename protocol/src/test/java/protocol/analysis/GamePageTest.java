package protocol.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.Position;
import engine.notation.GameRecord;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocol.analysis.AnalyzeCommandTest.Run;

/** {@code qilin analyze --html}: the page holds the game's positions and marks, and PGN text stays text. */
class GamePageTest {
    /** A FEN as the page's data writes it: a JavaScript string literal (jte escapes '/' and '-' there). */
    private static final Pattern FEN_ENTRY = Pattern.compile("\\{fen: \"((?:[^\"\\\\]|\\\\.)*)\"");

    @TempDir
    Path dir;

    @Test
    void pgnTagsWithMarkupStayText() throws IOException {
        Path pgn = dir.resolve("evil.pgn");
        Files.writeString(pgn, """
                [Event "<script>alert('tag')</script>"]
                [Red "Red & <b>bold</b>"]
                [Black "</script><img src=x onerror=alert(1)>"]
                [Result "*"]
                1. h2e2 h9g7 *
                """, StandardCharsets.UTF_8);
        Path html = dir.resolve("evil.html");
        Run run = AnalyzeCommandTest.run("--pgn", pgn.toString(), "--depth", "1", "--no-progress", "--html",
                html.toString());
        assertEquals(0, run.code(), run.err());
        String page = Files.readString(html, StandardCharsets.UTF_8);
        assertTrue(page.contains("<span><b>Event</b> &lt;script&gt;alert('tag')&lt;/script&gt;</span>"), page);
        assertTrue(page.contains("Red &amp; &lt;b&gt;bold&lt;/b&gt;"), page);
        assertFalse(page.contains("<b>bold"), page);
        assertFalse(page.contains("<img"), page);
        assertFalse(page.contains("<script>alert"), page);
        // the page's own two scripts (its data, its code) and no third opened by a tag
        assertEquals(2, page.split("<script>", -1).length - 1, page);
    }

    @Test
    void pageHoldsEveryPositionOfTheGameAndItsMarks() throws IOException, AnalysisInputException {
        Path html = dir.resolve("rook.html");
        Run run = AnalyzeCommandTest.run("--line", AnalyzeCommandTest.HANGING_ROOK, "--depth", "5",
                "--no-progress", "--html", html.toString());
        assertEquals(0, run.code(), run.err());
        String page = Files.readString(html, StandardCharsets.UTF_8);

        GameRecord game = AnalysisInput.line(AnalyzeCommandTest.HANGING_ROOK);
        List<String> expected = new ArrayList<>();
        Position p = game.startPosition();
        expected.add(p.fen());
        for (int move : game.moves()) {
            p.makeMove(move);
            expected.add(p.fen());
        }
        assertEquals(expected, fens(page));
        // the fifth ply, 车九平八 (a1b1), hangs the rook: its row and its graph point carry the blunder's mark; the
        // move's coordinates stand beside its Chinese notation, for readers without a Chinese font
        assertTrue(page.contains("<tr data-ply=\"5\" class=\"blunder\"><td>3.</td><td>车九平八 "
                + "<span class=\"iccs\">a1b1</span></td>"), page);
        assertTrue(page.contains("<circle data-ply=\"5\""), page);
        assertTrue(page.matches("(?s).*<circle data-ply=\"5\"[^>]*class=\"point blunder\".*"), page);
        assertEquals(game.moveCount(), page.split("<tr data-ply=", -1).length - 1, page);
    }

    @Test
    void aFolderOfGamesGetsAPagePerGameAndAnIndexWhateverTheThreads() throws IOException {
        Path games = Files.createDirectory(dir.resolve("games"));
        Files.writeString(games.resolve("b.pgn"), "[Red \"B1\"]\n[Result \"*\"]\n1. h2e2 h9g7 *\n\n"
                + "[Red \"B2\"]\n[Result \"*\"]\n1. c3c4 *\n", StandardCharsets.UTF_8);
        Files.writeString(games.resolve("a.pgn"), "[Red \"A1\"]\n[Result \"*\"]\n1. b0c2 *\n",
                StandardCharsets.UTF_8);
        Files.writeString(games.resolve("notes.txt"), "not a game", StandardCharsets.UTF_8);
        Path one = dir.resolve("one");
        Path two = dir.resolve("two");
        Run single = AnalyzeCommandTest.run("--pgn", games.toString(), "--depth", "2", "--html", one.toString());
        Run parallel = AnalyzeCommandTest.run("--pgn", games.toString(), "--depth", "2", "--threads", "2",
                "--no-progress", "--html", two.toString());
        assertEquals(0, single.code(), single.err());
        assertEquals(0, parallel.code(), parallel.err());
        // files in name order, games in file order; each game's report whole, the same on any thread count
        assertEquals(List.of("game a-1", "game b-1", "game b-2"),
                single.lines().stream().filter(l -> l.startsWith("game ")).toList());
        assertEquals(single.out(), parallel.out());
        assertTrue(single.err().contains("game 3/3 ply 1/1  plies 4/4  elapsed"), single.err());
        assertEquals(List.of("a-1.html", "b-1.html", "b-2.html", "index.html"), names(two));
        String index = Files.readString(two.resolve("index.html"), StandardCharsets.UTF_8);
        assertTrue(index.contains("<a href=\"b-2.html\">b-2</a></td><td>B2</td>"), index);
        assertEquals(Files.readString(one.resolve("b-1.html"), StandardCharsets.UTF_8),
                Files.readString(two.resolve("b-1.html"), StandardCharsets.UTF_8));
    }

    private static List<String> names(Path folder) throws IOException {
        try (var files = Files.list(folder)) {
            return files.map(f -> f.getFileName().toString()).sorted().toList();
        }
    }

    /** The FENs of the page's data, in order, read back from their JavaScript string literals. */
    static List<String> fens(String page) {
        List<String> fens = new ArrayList<>();
        Matcher m = FEN_ENTRY.matcher(page);
        while (m.find()) {
            fens.add(m.group(1).replaceAll("\\\\(.)", "$1"));
        }
        return fens;
    }
}
