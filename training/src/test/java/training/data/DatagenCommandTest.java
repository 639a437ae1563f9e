package training.data;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.Position;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocol.CommandRun;
import training.tune.Tuner;

/** {@code qilin datagen}: self-play positions with scores and results, written game by game, resumable. */
class DatagenCommandTest {
    private static final String[] FAST = {"--nodes", "600", "--random-plies", "6", "--skip", "2"};

    @TempDir
    Path dir;

    /**
     * Three games on two threads, then the same command asked for five: the file holds games 0 to 4 once each,
     * the first three as they were. Every kept line is a position, a score no larger than --max-score and its
     * game's result, read back as such by the tuner's reader. Game 1 played alone, on one thread, is the same
     * game move for move: a game depends on its number and the seed only.
     */
    @Test
    void writesResumableDeterministicGames() throws Exception {
        Path out = dir.resolve("data.txt");
        CommandRun.Result first = run(out, "--games", "3", "--threads", "2");
        assertEquals(0, first.code(), first.out() + first.err());
        Map<Integer, List<String>> three = games(out);
        assertEquals(List.of(0, 1, 2), new ArrayList<>(three.keySet().stream().sorted().toList()));
        CommandRun.Result more = run(out, "--games", "5", "--threads", "2");
        assertEquals(0, more.code(), more.out() + more.err());
        assertTrue(more.out().contains("resuming " + out + ": 3 games already there"), more.out());
        Map<Integer, List<String>> five = games(out);
        assertEquals(5, five.size());
        for (int g = 0; g < 3; g++) {
            assertEquals(three.get(g), five.get(g), "game " + g + " kept as it was");
        }
        int lines = 0;
        for (List<String> block : five.values()) {
            String result = block.get(0).split(" ")[3];
            for (String line : block.subList(1, block.size())) {
                String[] fields = line.split(" ; ");
                assertEquals(3, fields.length, line);
                Position p = new Position(fields[0]);
                assertTrue(!p.inCheck(), line);
                assertTrue(Math.abs(Integer.parseInt(fields[1])) <= 3000, line);
                assertEquals(result, fields[2], line);
                lines++;
            }
        }
        assertTrue(lines > 20, "positions kept: " + lines);
        List<String> problems = new ArrayList<>();
        List<Tuner.Scored> scored = Tuner.scored(Files.readAllLines(out), problems::add);
        assertEquals(List.of(), problems);
        assertTrue(scored.stream().noneMatch(s -> Double.isNaN(s.position().result())), "every result read");
        Path alone = dir.resolve("alone.txt");
        assertEquals(0, run(alone, "--games", "2", "--threads", "1").code());
        assertEquals(five.get(1), games(alone).get(1));
    }

    @Test
    void refusesNonsense() {
        CommandRun.Result r = CommandRun.run(new DatagenCommand(), "--out", dir.resolve("x.txt").toString(), "--nodes", "0");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("must be positive"), r.err());
        assertTrue(!Files.exists(dir.resolve("x.txt")), "nothing written");
        Path nowhere = dir.resolve("no such folder").resolve("x.txt");
        CommandRun.Result unwritable = run(nowhere, "--games", "1");
        assertEquals(1, unwritable.code());
        assertTrue(unwritable.err().startsWith("qilin datagen: " + nowhere), unwritable.err());
    }

    private static CommandRun.Result run(Path out, String... more) {
        List<String> args = new ArrayList<>(List.of("--out", out.toString()));
        args.addAll(List.of(FAST));
        args.addAll(List.of(more));
        return CommandRun.run(new DatagenCommand(), args.toArray(String[]::new));
    }

    /** The blocks of a data file by game number: the '# game' line, then the game's positions. */
    private static Map<Integer, List<String>> games(Path file) throws Exception {
        Map<Integer, List<String>> games = new LinkedHashMap<>();
        List<String> block = null;
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            if (line.startsWith("# game ")) {
                block = new ArrayList<>();
                assertEquals(null, games.put(Integer.parseInt(line.split(" ")[2]), block), "game written twice");
            }
            block.add(line);
        }
        return games;
    }
}
