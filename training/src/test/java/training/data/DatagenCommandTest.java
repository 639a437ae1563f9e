package training.data;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.Score;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
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
        assertTrue(more.out().contains("resuming " + out + ": 3 games and "), more.out());
        assertTrue(more.out().contains("adding games 3 to 4"), more.out());
        assertTrue(more.out().contains("done: games 5/5 (this run 2)"), more.out());
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
        assertTrue(again.out().contains("resuming " + out + ": 2 games and "), again.out());
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
        assertEquals("qilin datagen: --nodes must be positive, not 0\n", r.err());
        assertTrue(!Files.exists(dir.resolve("x")), "nothing written");
        Path nowhere = dir.resolve("no such folder").resolve("x.qdat");
        CommandRun.Result unwritable = run(nowhere, "--games", "1");
        assertEquals(1, unwritable.code());
        assertEquals("qilin datagen: " + nowhere + ": its folder does not exist\n", unwritable.err());
        Path text = dir.resolve("text.txt");
        String line = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w ; 10 ; 1-0\n";
        Files.writeString(text, line);
        CommandRun.Result notData = run(text, "--games", "1");
        assertEquals(1, notData.code());
        assertTrue(notData.err().contains("not a Qilin data file"), notData.err());
        assertEquals(line, Files.readString(text), "the file is left as it was");
    }

    /** Absurd sizes are refused at once, in one line, before anything is allocated or written. */
    @Test
    void refusesWhatCannotRun() {
        Path out = dir.resolve("big.qdat");
        CommandRun.Result hash = run(out, "--hash", "999999", "--games", "1");
        assertEquals(2, hash.code());
        assertEquals("qilin datagen: --hash must be 1 to 4096 MB, not 999999\n", hash.err());
        CommandRun.Result threads = run(out, "--threads", "100000", "--games", "1");
        assertEquals(2, threads.code());
        assertEquals("qilin datagen: --threads must be 1 to 256, not 100000\n", threads.err());
        CommandRun.Result heap = run(out, "--threads", "256", "--hash", "4096", "--games", "1");
        assertEquals(2, heap.code());
        assertTrue(heap.err().startsWith("qilin datagen: --threads 256 with --hash 4096 need about 1,050,624 MB "
                + "of Java's heap"), heap.err());
        assertTrue(!Files.exists(out), "nothing written");
    }

    /** A file is resumed only with the settings that made it: its header names them, and the first that differs. */
    @Test
    void resumingWithOtherSettingsIsRefused() throws Exception {
        Path out = dir.resolve("settings.qdat");
        assertEquals(0, run(out, "--games", "2", "--threads", "1").code());
        byte[] before = Files.readAllBytes(out);
        CommandRun.Result other = CommandRun.run(new DatagenCommand(), "--out", out.toString(), "--nodes", "500",
                "--random-plies", "6", "--verify-nodes", "300", "--games", "4");
        assertEquals(1, other.code());
        assertEquals("qilin datagen: " + out + ": made with other settings than this run's (nodes: the file has "
                + "600, this run 500); resume it with its own, or write another file\n", other.err());
        assertArrayEquals(before, Files.readAllBytes(out));
        Provenance p = ShardScan.of(out).provenance();
        assertEquals("600", p.get(Provenance.NODES));
        assertEquals("1", p.get(Provenance.SEED));
        assertTrue(p.get(Provenance.EVALUATION).startsWith("network sha256:9cd4252d"), p.text());
        assertTrue(p.get(Provenance.COMMIT).length() >= 7, p.text());
    }

    /**
     * A damaged byte before whole games stops the resume with its offset, and the file stays as it was: cutting
     * there would throw away the games behind it.
     */
    @Test
    void aFileDamagedBeforeItsEndIsNotResumed() throws Exception {
        Path out = dir.resolve("damaged.qdat");
        assertEquals(0, run(out, "--games", "4", "--threads", "2").code());
        ShardScan whole = ShardScan.of(out);
        byte[] bytes = Files.readAllBytes(out);
        long second = firstGameEnd(out);
        bytes[(int) second + 20] ^= 1;
        Files.write(out, bytes);
        CommandRun.Result r = run(out, "--games", "6", "--threads", "1");
        assertEquals(1, r.code());
        assertTrue(r.err().startsWith("qilin datagen: " + out + ": damaged at byte " + second
                + " (a game whose checksum fails) after 1 whole games, with whole games after it (the next at byte "),
                r.err());
        assertArrayEquals(bytes, Files.readAllBytes(out));
        assertEquals(4, whole.games());
    }

    /** Two runs on one file: the second is refused in one line while the first holds it. */
    @Test
    void aSecondWriterIsRefused() throws Exception {
        Path out = dir.resolve("locked.qdat");
        try (FileChannel first = FileChannel.open(out, StandardOpenOption.CREATE, StandardOpenOption.WRITE);
                FileLock lock = first.lock()) {
            CommandRun.Result second = run(out, "--games", "1");
            assertEquals(1, second.code());
            assertEquals("qilin datagen: " + out + ": another run is writing it (the file is locked)\n",
                    second.err());
            assertEquals(0, Files.size(out));
        }
    }

    /** Asked for fewer games than the file holds, the run says so and adds nothing. */
    @Test
    void fewerGamesThanThereAddNothing() throws Exception {
        Path out = dir.resolve("enough.qdat");
        assertEquals(0, run(out, "--games", "3", "--threads", "2").code());
        byte[] before = Files.readAllBytes(out);
        CommandRun.Result fewer = run(out, "--games", "2");
        assertEquals(0, fewer.code(), fewer.err());
        assertEquals(out + " holds 3 games, --games 2 asks for no more: nothing to add\n", fewer.out());
        assertArrayEquals(before, Files.readAllBytes(out));
    }

    /** Where the file's first game ends: its header and that game, as the reader counts them. */
    private static long firstGameEnd(Path file) throws Exception {
        try (GameReader reader = GameReader.open(file)) {
            reader.next();
            return reader.wholeBytes();
        }
    }

    private static CommandRun.Result run(Path out, String... more) {
        List<String> args = new ArrayList<>(List.of("--out", out.toString()));
        args.addAll(List.of(FAST));
        args.addAll(List.of(more));
        return CommandRun.run(new DatagenCommand(), args.toArray(String[]::new));
    }
}
