package cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.Score;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code qilin solve} in-process with node limits, so every run is the same. */
class SolveCommandTest {
    /** Red mates at once with the front horse (e7g8 or e7c8). */
    private static final String MATE_IN_ONE = "2b1ka3/4a4/4N4/9/4C4/P8/3RN4/9/9/2BAKAB2 w - -";
    /** Red's rook takes the black rook that stands unprotected on its file. */
    private static final String HANGING_ROOK = "5k3/9/9/9/4r4/9/9/9/4R4/3K5 w - -";

    @TempDir
    Path dir;

    private record Run(int code, String out, String err) {
    }

    private Run solve(List<String> suite, String... options) throws IOException {
        Path file = dir.resolve("suite.epd");
        Files.write(file, suite);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        SolveCommand command = new SolveCommand(new PrintStream(out, true, StandardCharsets.UTF_8),
                new PrintStream(err, true, StandardCharsets.UTF_8));
        String[] args = new String[options.length + 1];
        args[0] = file.toString();
        System.arraycopy(options, 0, args, 1, options.length);
        int code = new CommandLine(command).execute(args);
        return new Run(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void countsAMateWithinTheDistanceAndABestMoveAsSolved() throws IOException {
        Run run = solve(List.of("# two easy ones", MATE_IN_ONE + " bm e7g8 e7c8; dm 1; id \"mate\";",
                HANGING_ROOK + " bm e1e5; id \"rook\";"), "--nodes", "20000");
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().contains("solved 2/2"), run.out());
    }

    @Test
    void aWrongBestMoveOrAnImpossibleMateIsNotSolved() throws IOException {
        Run run = solve(List.of(HANGING_ROOK + " bm e1e2;", HANGING_ROOK + " dm 1;"), "--nodes", "20000");
        assertTrue(run.out().contains("solved 0/2"), run.out());
    }

    /**
     * A mate in 4 (7 plies; issue 13's first example) is found long before the depth of 14 plies at which a
     * game search takes a mate as the shortest: the suite's search stops at the mate it asks for.
     */
    @Test
    void aMatePositionStopsAtTheFirstMateWithinTheDistance() throws IOException {
        Run run = solve(List.of("2bakab2/4n4/2c6/2R1p2r1/8C/P4nC2/2P1c1P1P/N3B4/4A3N/2BAK4 b - - dm 4;"),
                "--nodes", "5000000");
        assertTrue(run.out().contains("solved 1/1"), run.out());
        Matcher depth = Pattern.compile(" depth (\\d+) ").matcher(run.out());
        assertTrue(depth.find(), run.out());
        assertTrue(Integer.parseInt(depth.group(1)) < 14, run.out());
    }

    /**
     * A perpetual-check win seven plies ahead (or a loss eight ahead) reads as the repetition it is, not as
     * 29,736 centipawns.
     */
    @Test
    void aRepetitionVerdictIsShownAsARuleDecisionNotCentipawns() {
        assertEquals("rule 4", SolveCommand.scoreText(Score.repetitionWin(7)));
        assertEquals("rule -4", SolveCommand.scoreText(-Score.repetitionWin(8)));
        assertEquals("mate 4", SolveCommand.scoreText(Score.mateIn(7)));
        assertEquals("cp 35", SolveCommand.scoreText(35));
    }

    @Test
    void refusesTwoLimitsAndUnreadableSuites() throws IOException {
        Run both = solve(List.of(HANGING_ROOK + " bm e1e5;"), "--nodes", "100", "--movetime", "100");
        assertEquals(2, both.code());
        assertEquals("qilin solve: give --movetime or --nodes, not both", both.err().strip());
        Run negative = solve(List.of(HANGING_ROOK + " bm e1e5;"), "--nodes", "-5");
        assertEquals(2, negative.code());
        assertEquals("qilin solve: --nodes must be 0 or more, not -5", negative.err().strip());
        Run bad = solve(List.of("4k4/9/9/9/9/9/9/9/9/4K4 w - - dm x;"), "--nodes", "100");
        assertEquals(2, bad.code());
        assertTrue(bad.err().contains("cannot read"), bad.err());
    }
}
