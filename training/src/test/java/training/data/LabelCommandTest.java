package training.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocol.CommandRun;

/** {@code qilin label}: another engine (here a second Qilin process) scores positions for {@code tune --scores}. */
class LabelCommandTest {
    /** Red a rook up, Red to move; the same with Black to move; and a mate in one for Red (mates.epd's first). */
    private static final String RED_UP = "1nbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
    private static final String RED_UP_BLACK_TO_MOVE =
            "1nbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR b - - 0 1";
    private static final String MATE_IN_ONE = "2b1ka3/4a4/4N4/9/4C4/P8/3RN4/9/9/2BAKAB2 w - - 0 33";

    @TempDir
    Path dir;

    private static String qilin() {
        return "cmd='" + Path.of(System.getProperty("java.home"), "bin", "java") + "' -cp '"
                + System.getProperty("java.class.path") + "' protocol.EngineLoop";
    }

    /**
     * The rook-up position appears twice (other move counters, a trailing field): it is scored once, positive for
     * Red to move and negative for Black to move; the mate is left out, and the lines parse as FEN ; integer.
     */
    @Test
    void scoresEachDistinctPositionFromTheSideToMovesView() throws Exception {
        Path fens = dir.resolve("fens.txt");
        Files.write(fens, List.of(RED_UP, RED_UP.replace(" 0 1", " 4 9") + " ; old score 12", RED_UP_BLACK_TO_MOVE,
                MATE_IN_ONE, ""));
        Path out = dir.resolve("scored.txt");
        int code = CommandRun.run(new LabelCommand(), fens.toString(), "--engine", qilin(), "proto=uci", "nodes=3000",
                "option.UseBook=false", "--out", out.toString()).code();
        assertEquals(0, code);
        List<String> lines = Files.readAllLines(out);
        assertEquals(2, lines.size(), lines.toString());
        assertTrue(lines.get(0).startsWith(RED_UP + " ; "), lines.get(0));
        assertTrue(Integer.parseInt(lines.get(0).split(" ; ")[1]) > 100, lines.get(0));
        assertTrue(lines.get(1).startsWith(RED_UP_BLACK_TO_MOVE + " ; "), lines.get(1));
        assertTrue(Integer.parseInt(lines.get(1).split(" ; ")[1]) < -100, lines.get(1));
    }

    @Test
    void refusesAnEngineWithoutALimitAndABadFen() throws Exception {
        Path fens = dir.resolve("fens.txt");
        Files.write(fens, List.of(RED_UP));
        Path out = dir.resolve("scored.txt");
        assertEquals(2, CommandRun.run(new LabelCommand(), fens.toString(), "--engine", qilin(), "--out", out.toString()).code());
        Files.write(fens, List.of("9/9/9 w"));
        assertEquals(2, CommandRun.run(new LabelCommand(), fens.toString(), "--engine", qilin(), "nodes=100", "--out",
                out.toString()).code());
        assertTrue(!Files.exists(out), "nothing written");
    }
}
