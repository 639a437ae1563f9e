package cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.MoveGen;
import engine.Position;
import engine.Slow;
import engine.notation.GameRecord;
import engine.notation.Notation;
import engine.notation.Pgn;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.spark.sql.Row;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocol.CommandRun;
import protocol.analysis.AnalyzeCommand;

/**
 * The cluster's analyze reviews an archive as qilin analyze does: 4 games over 4 tasks give qilin analyze's
 * annotated PGN byte for byte, and the summary table holds the totals its report prints for each side.
 */
@Slow
class AnalyzeJobTest extends SparkTest {
    private static final int GAMES = 4;
    private static final int PLIES = 12;
    private static final String DEPTH = "4";
    /** A side's summary line of qilin analyze's report: side, moves, average loss, ?!, ?, ??, player. */
    private static final Pattern SIDE_LINE =
            Pattern.compile("^(Red|Black) +(\\d+) +(\\d+\\.\\d\\d) +(\\d+) +(\\d+) +(\\d+) +(.*)$", Pattern.MULTILINE);

    @TempDir
    static Path dir;

    @Test
    void fourGamesOverFourTasksAreQilinAnalyzeOfEach() throws IOException {
        Path archive = dir.resolve("archive.pgn");
        Files.writeString(archive, Pgn.write(randomGames(), Notation.Format.CHINESE), StandardCharsets.UTF_8);
        Path expected = dir.resolve("expected.pgn");
        CommandRun.Result cli = CommandRun.run(new AnalyzeCommand(), "--pgn", archive.toString(), "--all-games",
                "--depth", DEPTH, "--annotate", expected.toString(), "--no-progress");
        assertEquals(0, cli.code(), cli.err());

        Path out = dir.resolve("review");
        Path merged = dir.resolve("merged.pgn");
        CommandRun.Result job = CommandRun.run(new AnalyzeJob(() -> spark), "--pgn", archive.toString(), "--out",
                out.toString(), "--depth", DEPTH, "--games-per-task", "1", "--merge", merged.toString());
        assertEquals(0, job.code(), job.err());
        assertEquals(Files.readString(expected), Files.readString(merged));

        List<Row> rows = spark.read().parquet(out.resolve(AnalyzeJob.SUMMARY).toString()).orderBy("index")
                .collectAsList();
        Matcher sides = SIDE_LINE.matcher(cli.out());
        int marks = 0;
        assertEquals(GAMES, rows.size());
        for (int g = 0; g < GAMES; g++) {
            Row row = rows.get(g);
            assertEquals("archive-" + (g + 1), row.getAs("game"));
            assertEquals("red " + g, row.getAs("red"));
            assertEquals("black " + g, row.getAs("black"));
            assertEquals(PLIES, (int) row.getAs("plies"));
            for (String side : List.of("red", "black")) {
                assertTrue(sides.find(), "qilin analyze prints a summary line per side");
                assertEquals(Integer.parseInt(sides.group(2)), (int) row.getAs(side + "_moves"));
                assertEquals(sides.group(3), String.format(Locale.ROOT, "%.2f", (double) row.getAs(side + "_avg_loss")));
                assertEquals(Integer.parseInt(sides.group(4)), (int) row.getAs(side + "_inaccuracies"));
                assertEquals(Integer.parseInt(sides.group(5)), (int) row.getAs(side + "_mistakes"));
                assertEquals(Integer.parseInt(sides.group(6)), (int) row.getAs(side + "_blunders"));
                marks += (int) row.getAs(side + "_inaccuracies") + (int) row.getAs(side + "_blunders");
            }
        }
        assertTrue(marks > 0, "random moves earn marks: the table's counts are not all zero");
    }

    /** Games of random legal moves: mistakes for the review to find. */
    private static List<GameRecord> randomGames() {
        List<GameRecord> games = new ArrayList<>();
        int[] legal = new int[MoveGen.MAX_MOVES];
        for (int g = 0; g < GAMES; g++) {
            Random random = new Random(g);
            GameRecord game = new GameRecord();
            game.setTag("Event", "archive test");
            game.setTag("Red", "red " + g);
            game.setTag("Black", "black " + g);
            Position p = Position.startpos();
            for (int ply = 0; ply < PLIES; ply++) {
                int move = legal[random.nextInt(MoveGen.generateLegal(p, legal, 0))];
                game.addMove(move);
                p.makeMove(move);
            }
            games.add(game);
        }
        return games;
    }
}
