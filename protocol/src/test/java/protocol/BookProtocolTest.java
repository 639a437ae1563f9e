package protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.Move;
import engine.Position;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The book as the engine uses it, through the real protocol loop. */
public class BookProtocolTest {
    private static final Set<String> MAIN_OPENINGS = Set.of("h2e2", "b2e2", "c3c4", "g3g4", "c0e2", "g0e2",
            "b0c2", "h0g2", "h2d2", "b2f2", "b2d2", "h2f2", "h2h4");
    private static final int GOES = 50;

    @TempDir
    Path dir;

    /** Generous: every session here ends in well under a second; only a hung loop reaches it. */
    private static final Duration SESSION_TIMEOUT = Duration.ofSeconds(60);

    /** Runs a whole session (the input ends with quit) and answers its output lines; a hung loop fails. */
    public static List<String> run(String input) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        assertTimeoutPreemptively(SESSION_TIMEOUT,
                () -> new EngineLoop(new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)), out).run(),
                "the engine loop did not finish the session");
        return Arrays.asList(out.toString(StandardCharsets.UTF_8).split("\n"));
    }

    public static List<String> bestMoves(List<String> lines) {
        return lines.stream().filter(l -> l.startsWith("bestmove ")).map(l -> l.split(" ")[1]).toList();
    }

    /** A search reports depths from 1; a book move's score line is depth 0. */
    static boolean searched(List<String> lines) {
        return lines.stream().anyMatch(l -> l.startsWith("info depth") && !l.startsWith("info depth 0 "));
    }

    @Test
    void fiftyGoesFromTheStartVaryAmongTheMainOpeningsWithoutSearching() {
        String input = "ucci\n" + "position startpos\ngo depth 8\n".repeat(GOES) + "quit\n";
        List<String> lines = run(input);
        List<String> moves = bestMoves(lines);
        assertEquals(GOES, moves.size());
        assertFalse(searched(lines), "a book move is played without searching");
        assertTrue(MAIN_OPENINGS.containsAll(moves), moves.toString());
        assertTrue(new HashSet<>(moves).size() >= 4, "distinct first moves: " + new HashSet<>(moves));
        assertEquals(GOES, lines.stream().filter(l -> l.matches("info message book move \\w{4} \\(weight \\d+\\)")).count());
    }

    @Test
    void randomnessNonePlaysTheHeaviestMove() {
        List<String> lines = run("ucci\nsetoption randomness none\n" + "position startpos\ngo depth 5\n".repeat(5) + "quit\n");
        assertEquals(List.of("h2e2", "h2e2", "h2e2", "h2e2", "h2e2"), bestMoves(lines));
    }

    @Test
    void bookMovesFollowMirroredLinesAndSkipBannedMoves() {
        List<String> lines = run("ucci\nsetoption randomness none\nposition startpos moves b2e2 b9c7\ngo depth 5\n"
                + "position startpos\nbanmoves h2e2\ngo depth 5\nquit\n");
        assertEquals(List.of("b0c2", "b2e2"), bestMoves(lines));
        assertFalse(searched(lines));
    }

    @Test
    void withUseBookFalseTheEngineSearches() {
        List<String> lines = run("ucci\nsetoption batch true\nsetoption usebook false\nposition startpos\ngo depth 3\nquit\n");
        assertTrue(searched(lines));
        assertEquals(1, bestMoves(lines).size());
        assertTrue(lines.stream().noneMatch(l -> l.contains("book move")));
    }

    @Test
    void outOfBookTheEngineSearches() {
        List<String> lines = run("ucci\nsetoption batch true\nposition startpos moves a3a4 a6a5\ngo depth 3\nquit\n");
        assertTrue(searched(lines));
    }

    @Test
    void badBookFilesAreReportedAndTheEnginePlaysOn() throws Exception {
        Path junk = dir.resolve("junk.bin");
        Files.writeString(junk, "not a book");
        String missing = dir.resolve("missing.bin").toString();
        List<String> lines = run("ucci\nsetoption batch true\nsetoption bookfiles " + missing + ";" + junk
                + "\nposition startpos moves a3a4 a6a5\ngo depth 3\nquit\n");
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("info message book file") && l.contains("missing.bin")
                && l.contains("no such file")), lines.toString());
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("info message book file") && l.contains("junk.bin")
                && l.contains("not a Qilin book")), lines.toString());
        assertLegal("rnbakabnr/9/1c5c1/2p1p1p1p/p8/P8/2P1P1P1P/1C5C1/9/RNBAKABNR w", bestMoves(lines).get(0));
    }

    @Test
    void uciNamesTheBookFileInInfoString() {
        List<String> lines = run("uci\nsetoption name BookFile value /no/such/book.bin\nposition startpos\n"
                + "go depth 3\nquit\n");
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("info string book file /no/such/book.bin")), lines.toString());
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("info string book move")), "the default book still plays");
        assertLegal(Position.startpos().fen(), bestMoves(lines).get(0));
    }

    static void assertLegal(String fen, String move) {
        assertTrue(new Position(fen).isLegal(Move.parse(move)), move + " in " + fen);
    }
}
