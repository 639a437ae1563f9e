package protocol.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.Move;
import engine.Position;
import engine.notation.GameRecord;
import engine.notation.Pgn;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocol.CommandRun;

/** A whole match from the command line between two random fakes: runs, writes parsable PGN, resumes. */
class MatchCommandTest {
    private static final Path OPENINGS = Path.of(System.getProperty("qilin.root", "."), "test-positions",
            "openings.epd");
    private static final Pattern TAG = Pattern.compile("\\[(\\w+) \"(.*)\"\\]");

    @TempDir
    Path dir;

    private String run(String... extra) {
        List<String> args = new ArrayList<>(List.of(
                "--engine", "name=alpha", "cmd=" + FakeEngines.shellCommand("random"),
                "--engine", "name=beta", "cmd=" + FakeEngines.shellCommand("random"),
                "--each", "proto=ucci", "option.hashsize=1",
                "--tc", "10+0.1", "--maxplies", "24", "--concurrency", "2",
                "--pgnout", dir.resolve("out.pgn").toString()));
        args.addAll(List.of(extra));
        return runMain(args);
    }

    /** Runs {@code qilin match} in-process with these arguments, catching its stdout and stderr. */
    static CommandRun.Result execute(List<String> args) {
        return CommandRun.run(new MatchCommand(), args.toArray(String[]::new));
    }

    /** Runs {@code qilin match} in-process with these arguments, checks that it exits with 0, answers its stdout. */
    static String runMain(List<String> args) {
        CommandRun.Result run = execute(args);
        assertEquals(0, run.code(), run.err());
        return run.out();
    }

    @Test
    void matchRunsWritesPgnAndResumes() throws Exception {
        String out = run("--openings", OPENINGS.toString(), "--games", "2");
        assertTrue(out.contains("Score of alpha vs beta: "), out);
        assertTrue(out.contains("2/2, Elo"), out);
        List<Map<String, String>> games = parsePgn(dir.resolve("out.pgn"));
        assertEquals(2, games.size());
        // Same opening, colours reversed.
        assertEquals(games.get(0).get("Red"), games.get(1).get("Black"));

        String resumed = run("--openings", OPENINGS.toString(), "--games", "4", "--resume");
        assertEquals(4, parsePgn(dir.resolve("out.pgn")).size(), "only the two new games were played");
        assertTrue(resumed.contains("4/4, Elo"), resumed);
        assertFalse(resumed.contains("Finished game 1 "), resumed);
        assertFalse(resumed.contains("Finished game 2 "), resumed);

        run("--openings", OPENINGS.toString(), "--games", "4", "--resume");
        assertEquals(4, parsePgn(dir.resolve("out.pgn")).size(), "a finished match plays nothing on resume");
        long stateLines = Files.readAllLines(dir.resolve("out.pgn.state")).stream()
                .filter(l -> !l.startsWith("#")).count();
        assertEquals(4, stateLines);
    }

    /** Openings from PGN, cut to their first plies: every game starts with those plies as its book moves. */
    @Test
    void pgnOpeningsAreCutToTheOpeningPlies() throws Exception {
        Path openings = dir.resolve("openings.pgn");
        Files.writeString(openings, "[Game \"Chinese Chess\"]\n\n1. 炮二平五 马８进７ 2. 马二进三 车９平８ *\n\n"
                + "[Game \"Chinese Chess\"]\n\n1. c3c4 c6c5 2. b0c2 b9c7 *\n");
        run("--openings", openings.toString(), "--opening-plies", "3", "--games", "4");
        assertEquals(List.of(List.of("h2e2", "h9g7", "h0g2"), List.of("h2e2", "h9g7", "h0g2"),
                List.of("c3c4", "c6c5", "b0c2"), List.of("c3c4", "c6c5", "b0c2")), firstMovesByRound(3));
        String pgn = Files.readString(dir.resolve("out.pgn"));
        assertEquals(4 * 3, pgn.split("\\{book}", -1).length - 1, "three book moves a game: " + pgn);
    }

    /** --shuffle puts the openings in an order fixed by its seed: for seed 1 the file's 4th, 1st, 2nd, 3rd. */
    @Test
    void shuffleOrdersTheOpeningsBySeed() throws Exception {
        Path openings = dir.resolve("openings.txt");
        Files.writeString(openings, "startpos moves h2e2\nstartpos moves b2e2\nstartpos moves c3c4\n"
                + "startpos moves g3g4\n");
        run("--openings", openings.toString(), "--shuffle", "1", "--games", "8");
        List<List<String>> expected = new ArrayList<>();
        for (String move : List.of("g3g4", "h2e2", "b2e2", "c3c4")) {
            expected.add(List.of(move));
            expected.add(List.of(move)); // each opening twice, colours reversed
        }
        assertEquals(expected, firstMovesByRound(1));
    }

    /** The first moves of every game in out.pgn, in schedule order (the Round tag). */
    private List<List<String>> firstMovesByRound(int plies) throws Exception {
        List<GameRecord> games = new ArrayList<>(Pgn.read(Files.readAllBytes(dir.resolve("out.pgn"))).games());
        games.sort(Comparator.comparingInt(g -> Integer.parseInt(g.tag("Round"))));
        List<List<String>> moves = new ArrayList<>();
        for (GameRecord game : games) {
            List<String> first = new ArrayList<>();
            for (int ply = 0; ply < plies; ply++) {
                first.add(Move.toIccs(game.move(ply)));
            }
            moves.add(first);
        }
        return moves;
    }

    /**
     * An engine that never started — no such program, or one that dies before its handshake — is an error of
     * the match, found before the first game: one line naming it, exit code 1, no game and no score.
     */
    @Test
    void engineThatCannotStartStopsTheMatchBeforeTheFirstGame() throws Exception {
        for (String cmd : List.of("/nonexistent/engine", FakeEngines.shellCommand("dead"))) {
            CommandRun.Result run = execute(List.of("--engine", "name=alpha",
                    "cmd=" + FakeEngines.shellCommand("random"), "--engine", "name=beta", "cmd=" + cmd,
                    "--depth", "1", "--pgnout", dir.resolve("out.pgn").toString()));
            assertEquals(1, run.code(), run.err());
            assertEquals(1, run.err().lines().count(), run.err());
            assertTrue(run.err().startsWith("qilin match: engine beta cannot start: "), run.err());
            if (!cmd.startsWith("/")) { // it exits before its handshake: not "Broken pipe" or "Stream closed"
                assertEquals("qilin match: engine beta cannot start: beta exited (exit code "
                        + FakeEngine.CRASH_EXIT_CODE + ")", run.err().strip());
            }
            assertEquals("", run.out(), "no game, no score");
            assertFalse(Files.exists(dir.resolve("out.pgn")), "no empty PGN");
            assertFalse(Files.exists(dir.resolve("out.pgn.state")), "no empty state");
        }
    }

    /**
     * A PGN file that takes no more games mid-match (/dev/full: the disk is full) stops the match after the game
     * it could not write, with one line and exit code 1; no other game starts and the state file lists none.
     */
    @Test
    void aPgnFileThatCannotBeWrittenStopsTheMatch() throws Exception {
        Path full = Path.of("/dev/full");
        Assumptions.assumeTrue(Files.isWritable(full), "needs /dev/full");
        CommandRun.Result run = execute(List.of("--engine", "name=alpha", "cmd=" + FakeEngines.shellCommand("random"),
                "--engine", "name=beta", "cmd=" + FakeEngines.shellCommand("random"), "--depth", "1",
                "--maxplies", "2", "--games", "6", "--pgnout", full.toString(), "--state",
                dir.resolve("m.state").toString()));
        assertEquals(1, run.code(), run.err());
        assertEquals(List.of("qilin match: cannot write /dev/full: No space left on device"),
                run.err().lines().toList());
        assertFalse(run.out().contains("Finished game"), run.out());
        assertFalse(Files.exists(dir.resolve("m.state")), "the state file this run made lists no game: removed");
    }

    /**
     * A match started again over the files of an earlier one is refused unless told what to do with them: the
     * state file would lose its games and the PGN would hold two matches. --overwrite replaces both.
     */
    @Test
    void anEarlierMatchIsContinuedOrReplacedOnlyWhenAsked() throws Exception {
        run("--games", "2");
        Path pgn = dir.resolve("out.pgn");
        String before = Files.readString(pgn);
        String state = Files.readString(dir.resolve("out.pgn.state"));
        CommandRun.Result again = execute(List.of("--engine", "name=alpha",
                "cmd=" + FakeEngines.shellCommand("random"), "--engine", "name=beta",
                "cmd=" + FakeEngines.shellCommand("random"), "--depth", "1", "--pgnout", pgn.toString()));
        assertEquals(2, again.code(), again.err());
        assertEquals(List.of("qilin match: --pgnout " + pgn + " holds an earlier match: --resume continues it, "
                + "--overwrite replaces it"), again.err().lines().toList());
        assertEquals(before, Files.readString(pgn));
        assertEquals(state, Files.readString(dir.resolve("out.pgn.state")));

        run("--games", "2", "--overwrite");
        assertEquals(2, parsePgn(pgn).size(), "the games of this match only");
        assertEquals(2, Files.readAllLines(dir.resolve("out.pgn.state")).stream()
                .filter(l -> !l.startsWith("#")).count());
    }

    /** A runner of its own (the cluster's gauntlet) is refused this runner's file options, each by its name. */
    @Test
    void anotherRunnerIsRefusedTheFileOptionsOneByOne() {
        for (String option : List.of("--pgnout", "--overwrite", "--resume")) {
            List<String> args = new ArrayList<>(List.of("--engine", "name=a", "cmd=a", "--engine", "name=b", "cmd=b",
                    "--depth", "1", option));
            if (option.equals("--pgnout")) {
                args.add("m.pgn");
            }
            IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> MatchCommand.plan(args));
            assertEquals(option + " belongs to qilin match itself", e.getMessage());
        }
    }

    /** A second runner on a match another one holds is refused in one line, before it plays or writes. */
    @Test
    void aSecondRunnerOnTheSameStateFileIsRefused() throws Exception {
        Path state = dir.resolve("out.pgn.state");
        try (ResumeState first = ResumeState.open(state, true)) {
            CommandRun.Result second = execute(List.of("--engine", "name=alpha",
                    "cmd=" + FakeEngines.shellCommand("random"), "--engine", "name=beta",
                    "cmd=" + FakeEngines.shellCommand("random"), "--depth", "1", "--pgnout",
                    dir.resolve("out.pgn").toString(), "--resume"));
            assertEquals(2, second.code(), second.err());
            assertEquals(List.of("qilin match: --state " + state + " cannot be written: another qilin match is "
                    + "using it"), second.err().lines().toList());
            assertFalse(Files.exists(dir.resolve("out.pgn")));
        }
    }

    /** A small PGN reader: tags, numbered ICCS moves replayed on the board, comment, result. */
    static List<Map<String, String>> parsePgn(Path file) throws Exception {
        List<Map<String, String>> games = new ArrayList<>();
        Map<String, String> tags = new HashMap<>();
        StringBuilder movetext = new StringBuilder();
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            Matcher m = TAG.matcher(line);
            if (m.matches()) {
                if (movetext.length() > 0) {
                    games.add(check(tags, movetext.toString()));
                    tags = new HashMap<>();
                    movetext.setLength(0);
                }
                tags.put(m.group(1), m.group(2));
            } else if (!line.isBlank()) {
                movetext.append(line).append(' ');
            }
        }
        if (movetext.length() > 0) {
            games.add(check(tags, movetext.toString()));
        }
        return games;
    }

    private static Map<String, String> check(Map<String, String> tags, String movetext) {
        assertEquals("Chinese Chess", tags.get("Game"), tags.toString());
        for (String tag : List.of("Event", "Site", "Date", "Round", "Red", "Black", "Result", "PlyCount",
                "Termination")) {
            assertTrue(tags.containsKey(tag), "missing tag " + tag + " in " + tags);
        }
        Position p = tags.containsKey("FEN") ? new Position(tags.get("FEN")) : Position.startpos();
        String text = movetext.replaceAll("\\{[^}]*\\}", " ").trim();
        String[] tokens = text.split("\\s+");
        assertEquals(tags.get("Result"), tokens[tokens.length - 1]);
        int plies = 0;
        for (int i = 0; i < tokens.length - 1; i++) {
            if (tokens[i].matches("\\d+\\.(\\.\\.)?")) {
                continue;
            }
            int move = Move.parse(tokens[i]);
            assertTrue(p.isLegal(move), "illegal " + tokens[i] + " in " + p.fen());
            p.makeMove(move);
            plies++;
        }
        assertEquals(Integer.parseInt(tags.get("PlyCount")), plies);
        return tags;
    }
}
