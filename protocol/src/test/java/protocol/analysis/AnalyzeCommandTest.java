package protocol.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import engine.Evaluation;
import engine.notation.GameRecord;
import engine.notation.Pgn;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import protocol.CommandRun;

/** {@code qilin analyze} run in-process at fixed depths or node counts, so every run is the same. */
public class AnalyzeCommandTest {
    /** Red mates at once with the front horse: e7g8 or e7c8. */
    private static final String MATE_IN_ONE = "2b1ka3/4a4/4N4/9/4C4/P8/3RN4/9/9/2BAKAB2 w - - 0 33";
    /**
     * Both red horses stand on file e (e7 and e3), so the moving one is named by order, not by file: the front
     * horse (e7, nearer Black) goes forward to file g (Red's file 三) or to file c (Red's file 七).
     */
    private static final Map<String, String> MATES = Map.of("e7g8", "前马进三", "e7c8", "前马进七");
    /** After 马八进七 and 车九进一, 车九平八 puts the rook on b1, where Black's cannon takes it over Red's. */
    static final String HANGING_ROOK = "startpos moves b0c2 h9g7 a0a1 b9c7 a1b1 b7b1";

    @TempDir
    Path dir;

    /** Exit code, stdout and stderr of one run. */
    public record Run(int code, String out, String err) {
        List<String> lines() {
            return out.lines().toList();
        }
    }

    public static Run run(String... args) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        AnalyzeCommand command = new AnalyzeCommand(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        int code = new CommandLine(command).execute(args);
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    /** The best lines the run ended with: the Chinese line and, from the line below it, the ICCS line. */
    private static List<String[]> bestLines(Run run) {
        List<String> lines = run.lines();
        int start = lines.indexOf(lines.stream().filter(l -> l.startsWith("best lines")).findFirst().orElseThrow());
        List<String[]> best = new ArrayList<>();
        for (int i = start + 1; i + 1 < lines.size(); i += 2) {
            best.add(new String[] {lines.get(i).strip(), lines.get(i + 1).strip()});
        }
        return best;
    }

    @Test
    void mateInOneIsFoundAndWrittenInBothNotations() {
        Run run = run("--fen", MATE_IN_ONE, "--depth", "4");
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().contains("score mate 1"), run.out());
        String[] first = bestLines(run).get(0);
        assertTrue(first[0].startsWith("1. mate 1"), first[0]);
        String iccs = first[1].split(" ")[0];
        assertTrue(MATES.containsKey(iccs), first[1]);
        assertTrue(first[0].endsWith(MATES.get(iccs)), first[0] + " for " + iccs);
    }

    @Test
    void multiPvShowsDistinctFirstMoves() {
        Run run = run("--depth", "3", "--multipv", "3");
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().contains(" line 3 "), run.out());
        List<String[]> best = bestLines(run);
        assertEquals(3, best.size(), run.out());
        HashSet<String> firstMoves = new HashSet<>();
        for (String[] line : best) {
            firstMoves.add(line[1].split(" ")[0]);
        }
        assertEquals(3, firstMoves.size(), run.out());
    }

    @Test
    void hangingARookIsABlunder() {
        Run run = run("--line", HANGING_ROOK, "--depth", "5", "--no-progress");
        assertEquals(0, run.code(), run.err());
        String row = run.lines().stream().filter(l -> l.contains("a1b1")).findFirst().orElseThrow();
        assertTrue(row.startsWith("3.") && row.contains("车九平八") && row.endsWith("??"), row);
        String red = run.lines().stream().filter(l -> l.startsWith("Red ")).findFirst().orElseThrow();
        assertTrue(red.matches("Red\\s+3\\s+\\S+\\s+\\d+\\s+\\d+\\s+[1-9].*"), red);
        assertEquals("", run.err());
    }

    /**
     * The default book's 过河车对平炮兑车 line: at depth 3 the search prefers other moves at plies 10 to 12 by
     * half a pawn or more, but book moves are no mistakes.
     */
    private static final String BOOK_LINE = "startpos moves h2e2 h9g7 h0g2 i9h9 i0h0 g6g5 h0h6 b9c7 b0c2 h7i7 h6g6 i7i8";

    /** The review rows: move number, played (Chinese, ICCS, score), best (Chinese, ICCS, score), loss, mark. */
    private static List<String[]> rows(Run run) {
        return run.lines().stream().filter(l -> l.matches("\\d+\\.(\\.\\.)?\\s.*")).map(l -> l.split("\\s+")).toList();
    }

    @Test
    void bookMovesAreMarkedBookNotMistakes() throws IOException {
        Path annotated = dir.resolve("book.pgn");
        Run run = run("--line", BOOK_LINE, "--depth", "3", "--no-progress", "--annotate", annotated.toString());
        assertEquals(0, run.code(), run.err());
        List<String[]> rows = rows(run);
        assertEquals(12, rows.size(), run.out());
        for (String[] row : rows) {
            assertEquals("book", row[row.length - 1], run.out());
            assertEquals("0.00", row[row.length - 2], run.out());
        }
        assertTrue(run.lines().stream().anyMatch(l -> l.matches("Red\\s+6\\s+0\\.00\\s+0\\s+0\\s+0\\s.*")), run.out());
        String pgn = Files.readString(annotated, StandardCharsets.UTF_8);
        assertTrue(!pgn.contains("$") && pgn.contains("; book"), pgn);
    }

    /**
     * At depth 3, 卒３进１ (c6c5) searched alone scores above the engine's own choice 士４进５: then it is the best
     * move that depth found, and the row says so, never a "best" move that scores below the one played. The case
     * is the hand-written evaluation's, so the run names it.
     */
    @Test
    void aPlayedMoveScoringAboveTheEnginesChoiceIsTheBestMove() {
        Run run;
        System.setProperty(Evaluation.KIND_PROPERTY, Evaluation.Kind.HAND_WRITTEN.label);
        try {
            run = run("--line", "startpos moves b2e2 b9c7 b0c2 a9b9 a0b0 h9g7 g3g4 c6c5", "--depth", "3",
                    "--no-progress");
        } finally {
            System.clearProperty(Evaluation.KIND_PROPERTY);
        }
        assertEquals(0, run.code(), run.err());
        for (String[] row : rows(run)) {
            assertTrue(Double.parseDouble(row[3]) <= Double.parseDouble(row[6]), String.join(" ", row));
        }
        String[] last = rows(run).get(7);
        assertEquals(List.of("4...", "c6c5", "c6c5", "0.00"), List.of(last[0], last[2], last[5], last[7]), run.out());
        assertEquals(last[3], last[6], run.out());
    }

    /** An annotated game that could not be written is refused before the first search, not after the last. */
    @Test
    void anUnwritableAnnotationFileFailsBeforeAnySearch() throws IOException {
        Path missingFolder = dir.resolve("no such folder").resolve("x.pgn");
        Path folder = Files.createDirectory(dir.resolve("a folder"));
        for (Path target : List.of(missingFolder, folder)) {
            Run run = run("--line", HANGING_ROOK, "--depth", "1", "--annotate", target.toString());
            assertEquals(2, run.code(), run.out());
            assertEquals("", run.out());
            assertEquals(1, run.err().lines().count(), run.err());
            assertTrue(run.err().startsWith("qilin analyze: cannot write " + target + ": "), run.err());
        }
    }

    /** depth, node count and time of each iteration line. */
    private static List<long[]> iterations(Run run) {
        Pattern line = Pattern.compile("^depth\\s+(\\d+)/\\S*\\s.*\\snodes\\s+(\\d+)\\s.*\\stime\\s+(\\d+) ms");
        List<long[]> found = new ArrayList<>();
        for (String l : run.lines()) {
            Matcher m = line.matcher(l);
            if (m.find()) {
                found.add(new long[] {Long.parseLong(m.group(1)), Long.parseLong(m.group(2)), Long.parseLong(m.group(3))});
            }
        }
        return found;
    }

    /** The search stops once it has counted the nodes (after depth 1): no iteration reports more. */
    @Test
    void nodeLimitBoundsTheReportedNodesAndTheDepth() {
        Run small = run("--nodes", "5000");
        Run large = run("--nodes", "50000");
        assertEquals(0, small.code(), small.err());
        assertEquals(0, large.code(), large.err());
        List<long[]> fewer = iterations(small);
        List<long[]> more = iterations(large);
        assertTrue(fewer.size() >= 2, small.out());
        assertTrue(fewer.stream().allMatch(i -> i[1] <= 5000), small.out());
        assertTrue(more.stream().allMatch(i -> i[1] <= 50000), large.out());
        assertTrue(more.get(more.size() - 1)[1] > 5000, large.out());
        assertTrue(more.size() > fewer.size(), "ten times the nodes reach deeper: " + small.out() + large.out());
        assertTrue(bestLines(small).size() == 1 && bestLines(large).size() == 1);
        assertEquals(small.lines().stream().filter(l -> l.startsWith("best lines")).toList(),
                run("--nodes", "5000").lines().stream().filter(l -> l.startsWith("best lines")).toList(),
                "a node limit gives the same result every time");
    }

    /**
     * A tenth of a second is far too little for the default depth 16 from the start: the time limit, not the
     * depth, ends the search, and it still reports its best line. (The only time bound is a generous one.)
     */
    @Test
    void moveTimeEndsTheSearchBeforeTheDefaultDepthWithABestLine() {
        Run run = run("--movetime", "100");
        assertEquals(0, run.code(), run.err());
        List<long[]> done = iterations(run);
        assertTrue(!done.isEmpty(), run.out());
        assertTrue(done.get(done.size() - 1)[0] < AnalyzeCommand.POSITION_DEPTH, run.out());
        assertTrue(done.stream().allMatch(i -> i[2] < 10_000), run.out());
        assertEquals(1, bestLines(run).size(), run.out());
    }

    /** --game counts the games that could be read: an unreadable one between two readable ones is skipped. */
    @Test
    void gameOptionPicksTheNthReadableGame() throws IOException {
        Path pgn = dir.resolve("three.pgn");
        Files.writeString(pgn, """
                [Red "First"]
                [Result "1-0"]
                1. h2e2 h9g7 1-0

                [Red "Broken"]
                [Result "0-1"]
                1. e0e2 0-1

                [Red "Third"]
                [Result "1/2-1/2"]
                1. c3c4 g6g5 2. b0c2 1/2-1/2
                """, StandardCharsets.UTF_8);
        Run first = run("--pgn", pgn.toString(), "--depth", "1", "--no-progress");
        Run second = run("--pgn", pgn.toString(), "--game", "2", "--depth", "1", "--no-progress");
        assertEquals(0, first.code(), first.err());
        assertEquals(0, second.code(), second.err());
        assertTrue(first.out().startsWith("Red: First "), first.out());
        assertTrue(first.out().contains("h9g7"), first.out());
        assertTrue(second.out().startsWith("Red: Third "), second.out());
        assertTrue(second.lines().get(1).startsWith("3 plies, depth 1 per move"), second.out());
        assertTrue(second.out().contains("b0c2"), second.out());

        Run third = run("--pgn", pgn.toString(), "--game", "3", "--depth", "1");
        assertEquals(2, third.code(), third.out());
        assertTrue(third.err().contains("has 2 readable game(s), no game 3; unreadable: game 2, ply 1"), third.err());
    }

    @Test
    void badFenFailsWithExitCodeTwoThroughTheMainCommand() {
        CommandRun.Result r = CommandRun.run(new AnalyzeCommand(), "--fen", "rnbakabnr/9/9 w", "--depth", "1");
        assertEquals(2, r.code());
        assertTrue(r.err().startsWith("qilin analyze: bad FEN 'rnbakabnr/9/9 w'"), r.err());
        assertEquals("", r.out());
    }

    @Test
    void conflictingOrIllegalInputFailsWithExitCodeTwo() {
        assertFails("give one limit", "--depth", "3", "--nodes", "1000");
        assertFails("give one of --fen, --pgn, --line", "--fen", MATE_IN_ONE, "--line", "startpos");
        assertFails("move 2 'h2e2' is not legal", "--moves", "h2e2 h2e2", "--depth", "1");
        assertFails("move 1 'a1b1' is not legal", "--line", "startpos moves a1b1");
        assertFails("--multipv is for single positions", "--line", "startpos", "--multipv", "2");
    }

    private static void assertFails(String message, String... args) {
        Run run = run(args);
        assertEquals(2, run.code(), run.out());
        assertTrue(run.err().contains(message), run.err());
    }

    @Test
    void recordedGameIsAnalysedToTheEndAndAnnotated() throws IOException {
        Path pgn = sharedPgn();
        assumeTrue(pgn != null, "../shared/test-data/pgn is absent");
        Path annotated = dir.resolve("annotated.pgn");
        Run run = run("--pgn", pgn.toString(), "--depth", "2", "--annotate", annotated.toString());
        assertEquals(0, run.code(), run.err());
        GameRecord game = Pgn.read(Files.readAllBytes(pgn)).games().get(0);
        int plies = game.moveCount();
        assertTrue(run.err().contains("ply " + plies + "/" + plies + " "), run.err());
        assertEquals(plies, rows(run).size(), run.out());
        assertTrue(run.lines().stream().anyMatch(l -> l.startsWith("Black ")), run.out());

        Pgn.ReadResult reread = Pgn.read(Files.readAllBytes(annotated));
        assertEquals(List.of(), reread.problems());
        GameRecord back = reread.games().get(0);
        assertTrue(Arrays.equals(game.moves(), back.moves()), "annotated moves differ");
        assertEquals(game.result(), back.result());
    }

    /** The first PGN of ../shared/test-data/pgn beside the repository root, or null when there is none. */
    private static Path sharedPgn() throws IOException {
        return SharedGames.files().stream().findFirst().orElse(null);
    }
}
