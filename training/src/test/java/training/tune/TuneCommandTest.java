package training.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocol.CommandRun;

/** {@code qilin tune --scores}: positions scored by another engine instead of games, and its refusals. */
class TuneCommandTest {
    @TempDir
    Path dir;

    /**
     * A rook up on each file but the kings' (Red's rook scored +300 by the side to move, Black's -300 with Red
     * to move), one line that is no position: the bad line is reported, the others tuned, and the weights file
     * says where its labels came from.
     */
    @Test
    void tunesOnScoredPositions() throws Exception {
        List<String> lines = new ArrayList<>();
        for (char file : "abcfghi".toCharArray()) {
            lines.add("3k5/9/9/9/9/" + rook('R', file) + "/9/9/9/4K4 w - - 0 1 ; 300");
            lines.add("3k5/9/9/9/" + rook('r', file) + "/9/9/9/9/4K4 w - - 0 1 ; -300");
        }
        lines.add("no position ; 12");
        Path scores = dir.resolve("scores.txt");
        Files.write(scores, lines, StandardCharsets.UTF_8);
        Path weights = dir.resolve("weights.txt");
        CommandRun.Result r = CommandRun.run(new TuneCommand(), "--scores", scores.toString(), "--out", weights.toString(),
                "--rounds", "1", "--seconds", "30");
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().startsWith("scored quiet positions 14\nlabels: scores x "), r.out());
        assertTrue(r.err().contains("1 lines skipped, first: no position ; 12"), r.err());
        assertTrue(Files.readString(weights).contains("scored positions, 14 quiet positions"),
                Files.readString(weights));
    }

    /** A given factor is used as it is, and said so; one that is not positive, or without scores, is refused. */
    @Test
    void givenScoreFactorIsUsedNotFitted() throws Exception {
        Path scores = dir.resolve("scores.txt");
        Files.writeString(scores, "3k5/9/9/9/9/R8/9/9/9/4K4 w - - 0 1 ; 300\n");
        Path out = dir.resolve("w.txt");
        CommandRun.Result r = CommandRun.run(new TuneCommand(), "--scores", scores.toString(), "--score-factor", "1.586",
                "--out", out.toString(), "--rounds", "1", "--seconds", "30");
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("labels: scores x 1.5860 (given)\n"), r.out());
        for (String bad : new String[] {"0", "-1.5", "NaN"}) {
            CommandRun.Result refused = CommandRun.run(new TuneCommand(), "--scores", scores.toString(), "--score-factor", bad,
                    "--out", dir.resolve("bad.txt").toString());
            assertEquals(2, refused.code(), bad);
            assertTrue(refused.err().contains("--score-factor"), refused.err());
        }
        CommandRun.Result games = CommandRun.run(new TuneCommand(), "games.pgn", "--score-factor", "2", "--out", out.toString());
        assertEquals(2, games.code());
        assertTrue(!Files.exists(dir.resolve("bad.txt")), "nothing written");
    }

    /**
     * A lone rook against two advisors and two elephants, scored level in every position (as the theory has it):
     * {@code --endings} lists that ending with a small share of the evaluation and writes no weights; tuning
     * without {@code --out}, or listing endings with it, is refused.
     */
    @Test
    void listsTheEndingsTheEvaluationMisjudges() throws Exception {
        List<String> lines = new ArrayList<>();
        // Not on the c- or g-file, where the rook takes an elephant in the quiescence search.
        for (char file : "abdfhi".toCharArray()) {
            for (int row = 1; row <= 8; row++) { // FEN rows from the top: ranks 8 down to 1
                String[] rows = "2bakab2/9/9/9/9/9/9/9/9/3K5".split("/");
                rows[row] = rook('R', file);
                lines.add(String.join("/", rows) + " w - - 0 1 ; 0");
            }
        }
        Path scores = dir.resolve("scores.txt");
        Files.write(scores, lines, StandardCharsets.UTF_8);
        CommandRun.Result r = CommandRun.run(new TuneCommand(), "--scores", scores.toString(), "--score-factor", "1.586",
                "--endings", "5");
        assertEquals(0, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("ending (stronger vs weaker)"), r.out());
        assertTrue(r.out().matches("(?s).*\\nR\\+ vs -\\+AABB +[0-9]+ +[0-9]/64 .*"), r.out());
        assertTrue(r.out().contains("scored quiet positions 48\n"), r.out());
        CommandRun.Result noOut = CommandRun.run(new TuneCommand(), "--scores", scores.toString());
        assertEquals(2, noOut.code());
        assertTrue(noOut.err().contains("--out"), noOut.err());
        CommandRun.Result both = CommandRun.run(new TuneCommand(), "--scores", scores.toString(), "--endings", "5", "--out",
                dir.resolve("w.txt").toString());
        assertEquals(2, both.code());
        assertTrue(both.err().contains("--endings writes no weights"), both.err());
    }

    @Test
    void refusesGamesAndScoresTogetherOrNeither() throws Exception {
        Path scores = dir.resolve("scores.txt");
        Files.writeString(scores, "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1 ; 0\n");
        Path out = dir.resolve("w.txt");
        CommandRun.Result both = CommandRun.run(new TuneCommand(), "games.pgn", "--scores", scores.toString(), "--out", out.toString());
        assertEquals(2, both.code());
        assertTrue(both.err().contains("either PGN files or --scores files"), both.err());
        CommandRun.Result neither = CommandRun.run(new TuneCommand(), "--out", out.toString());
        assertEquals(2, neither.code());
        CommandRun.Result searched = CommandRun.run(new TuneCommand(), "--scores", scores.toString(), "--search-nodes", "100",
                "--out", out.toString());
        assertEquals(2, searched.code());
        assertTrue(searched.err().contains("--search-nodes"), searched.err());
        assertTrue(!Files.exists(out), "nothing written");
    }

    /** A rank of nine points with one rook on {@code file}, in FEN. */
    private static String rook(char piece, char file) {
        int before = file - 'a';
        int after = 8 - before;
        return (before > 0 ? String.valueOf(before) : "") + piece + (after > 0 ? String.valueOf(after) : "");
    }
}
