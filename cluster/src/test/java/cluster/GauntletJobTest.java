package cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.Slow;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocol.CommandRun;
import protocol.match.MatchCommand;

/**
 * The cluster's gauntlet, given qilin match's own arguments, reaches qilin match's standings and games: there
 * the engines are Qilin processes, here Qilin in-process inside Spark tasks whose runs of the schedule cross
 * encounters.
 */
@Slow
class GauntletJobTest extends SparkTest {
    @TempDir
    static Path dir;

    @Test
    void standingsAndMovesAreThoseOfQilinMatch() throws IOException {
        Path openings = dir.resolve("openings.epd");
        Files.writeString(openings, "startpos moves h2e2 h9g7 h0g2 i9h9\nstartpos moves b2e2 b9c7\n");
        String qilin = "'" + Path.of(System.getProperty("java.home"), "bin", "java") + "' -cp '"
                + System.getProperty("java.class.path") + "' protocol.EngineLoop";
        List<String> match = List.of("--engine", "name=full", "cmd=" + qilin,
                "--engine", "name=small", "cmd=" + qilin, "option.pruning=small",
                "--engine", "name=material", "cmd=" + qilin, "option.knowledge=none",
                "--gauntlet", "--each", "nodes=300", "option.usebook=false", "--openings", openings.toString(),
                "--games", "4", "--maxplies", "80", "--resign", "movecount=2", "score=500");
        Path pgn = dir.resolve("match.pgn");
        CommandRun.Result oneMachine = CommandRun.run(new MatchCommand(), concat(match, "--pgnout", pgn.toString()));
        assertEquals(0, oneMachine.code(), oneMachine.err());

        Path out = dir.resolve("gauntlet");
        List<String> job = new ArrayList<>(List.of("--out", out.toString(), "--games-per-task", "3", "--"));
        job.addAll(match);
        CommandRun.Result cluster = CommandRun.run(new GauntletJob(() -> spark), job.toArray(String[]::new));
        assertEquals(0, cluster.code(), cluster.err());

        String standings = Files.readString(out.resolve(GauntletJob.STANDINGS));
        assertTrue(standings.contains("Rank Name"), standings);
        assertTrue(oneMachine.out().endsWith(standings), oneMachine.out() + "\n---\n" + standings);
        assertEquals(standings, cluster.out());
        assertEquals(movesAndTags(Files.readString(pgn)), movesAndTags(Files.readString(out.resolve(GauntletJob.GAMES))));
    }

    @Test
    void clocksAndTheRunnersOwnFilesAreRefusedInOneLine() {
        CommandRun.Result clock = CommandRun.run(Main.commandLine(), "gauntlet", "--out", dir.resolve("x").toString(),
                "--", "--engine", "name=a", "--engine", "name=b", "--tc", "10+0.1");
        assertEquals(2, clock.code());
        assertEquals(1, clock.err().lines().count(), clock.err());
        assertTrue(clock.err().contains("plays by the clock"), clock.err());
        CommandRun.Result pgnout = CommandRun.run(Main.commandLine(), "gauntlet", "--out", dir.resolve("x").toString(),
                "--", "--engine", "name=a", "--engine", "name=b", "--nodes", "100", "--pgnout", "x.pgn");
        assertEquals(2, pgnout.code());
        assertEquals(1, pgnout.err().lines().count(), pgnout.err());
    }

    /** A match PGN without what depends on the clock and the calendar: move comments (times) and the date. */
    private static List<String> movesAndTags(String pgn) {
        return List.of(pgn.replaceAll("\\{[^}]*\\}", " ").replaceAll("\\[Date [^\\]]*\\]", " ").trim().split("\\s+"));
    }

    private static String[] concat(List<String> args, String... more) {
        return Stream.concat(args.stream(), Stream.of(more)).toArray(String[]::new);
    }
}
