package training.data;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.Score;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocol.CommandRun;
import training.tune.Tuner;

class DatagenCommandTest {
    private static final String[] FAST = {"--nodes", "600", "--random-plies", "6", "--verify-nodes", "300"};

    @TempDir
    Path dir;

    /**
     * Three games on two threads, then the same command asked for five: the file is byte for byte the file of
     * five games played on one thread from scratch (games are written in order and depend on their number and
     * the seed only). Read back, it holds games 0 to 4 in order, every move legal, every game ended.
     */
    @Test
    void oneSeedWritesTheSameBytesOnAnyThreadsAndResumes() throws Exception {
        Path out = dir.resolve("data.qdat");
        CommandRun.Result first = run(out, "--games", "3", "--threads", "2");
        assertEquals(0, first.code(), first.out() + first.err());
        CommandRun.Result more = run(out, "--games", "5", "--threads", "2");
        assertEquals(0, more.code(), more.out() + more.err());
        assertTrue(more.out().contains("resuming " + out + ": 3 games already there"), more.out());
        assertTrue(more.out().contains("done: games 5/5"), more.out());
        Path alone = dir.resolve("alone.qdat");
        assertEquals(0, run(alone, "--games", "5", "--threads", "1").code());
        assertArrayEquals(Files.readAllBytes(alone), Files.readAllBytes(out));

        List<Integer> indexes = new ArrayList<>();
        DataReader.Count all = DataReader.read(out, DataReader.Filter.ALL, (p, score, game, ply) -> {
            if (ply == 0) {
                indexes.add(game.index());
                assertTrue(game.opening().length == 6 || game.opening().length == 7, "opening plies");
            }
            assertTrue(!Score.isDecisive(score), "ALL leaves out mates");
        });
        assertEquals(List.of(0, 1, 2, 3, 4), indexes);
        assertEquals(5, all.games());
        assertTrue(all.positions() > 50, all.toString());
    }

    /** A run stopped while writing leaves part of a game: the next run cuts it off and writes that game again. */
    @Test
    void aGameCutShortIsWrittenAgain() throws Exception {
        Path out = dir.resolve("cut.qdat");
        assertEquals(0, run(out, "--games", "3", "--threads", "2").code());
        byte[] whole = Files.readAllBytes(out);
        try (FileChannel channel = FileChannel.open(out, StandardOpenOption.WRITE)) {
            channel.truncate(whole.length - 7);
        }
        CommandRun.Result again = run(out, "--games", "3", "--threads", "1");
        assertEquals(0, again.code(), again.err());
        assertTrue(again.out().contains("resuming " + out + ": 2 games already there"), again.out());
        assertArrayEquals(whole, Files.readAllBytes(out));
    }

    /** The tuner reads the data as it reads scored lines: quiet positions with their games' results. */
    @Test
    void theTunerReadsTheData() throws Exception {
        Path out = dir.resolve("tune.qdat");
        assertEquals(0, run(out, "--games", "2", "--threads", "2").code());
        List<Tuner.Scored> scored = Tuner.scored(out);
        assertTrue(scored.size() > 10, "scored positions: " + scored.size());
        assertTrue(scored.stream().noneMatch(s -> Double.isNaN(s.position().result())), "every result read");
    }

    @Test
    void refusesNonsense() throws Exception {
        CommandRun.Result r = CommandRun.run(new DatagenCommand(), "--out", dir.resolve("x").toString(), "--nodes", "0");
        assertEquals(2, r.code());
        assertTrue(r.err().contains("must be positive"), r.err());
        assertTrue(!Files.exists(dir.resolve("x")), "nothing written");
        Path nowhere = dir.resolve("no such folder").resolve("x.qdat");
        CommandRun.Result unwritable = run(nowhere, "--games", "1");
        assertEquals(1, unwritable.code());
        assertTrue(unwritable.err().startsWith("qilin datagen: " + nowhere), unwritable.err());
        Path text = dir.resolve("text.txt");
        Files.writeString(text, "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w ; 10 ; 1-0\n");
        CommandRun.Result notData = run(text, "--games", "1");
        assertEquals(1, notData.code());
        assertTrue(notData.err().contains("not a Qilin data file"), notData.err());
    }

    private static CommandRun.Result run(Path out, String... more) {
        List<String> args = new ArrayList<>(List.of("--out", out.toString()));
        args.addAll(List.of(FAST));
        args.addAll(List.of(more));
        return CommandRun.run(new DatagenCommand(), args.toArray(String[]::new));
    }
}
