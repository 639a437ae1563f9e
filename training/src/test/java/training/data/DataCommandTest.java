package training.data;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocol.CommandRun;
import training.nnue.TrainCommand;

/** 'qilin data' on small self-play files made here; every count checked by reading the files back. */
class DataCommandTest {
    private static final String[] FAST = {"--nodes", "600", "--random-plies", "6", "--verify-nodes", "300",
        "--threads", "2"};

    @TempDir
    static Path shared;
    @TempDir
    Path dir;
    /** Five games of seed 1, three of seed 2. */
    static Path five;
    static Path three;

    @BeforeAll
    static void makeShards() {
        five = datagen("five.qdat", "5", "1");
        three = datagen("three.qdat", "3", "2");
    }

    private static Path datagen(String name, String games, String seed) {
        Path out = shared.resolve(name);
        List<String> args = new ArrayList<>(List.of("--out", out.toString(), "--games", games, "--seed", seed));
        args.addAll(List.of(FAST));
        CommandRun.Result r = CommandRun.run(new DatagenCommand(), args.toArray(String[]::new));
        assertEquals(0, r.code(), r.err());
        return out;
    }

    /** Two damaged spots planted in games 1 and 3 are both found, each with the next whole game's offset. */
    @Test
    void verifyFindsEveryDamagedSpot() throws Exception {
        long[] at = frameOffsets(five);
        byte[] bytes = Files.readAllBytes(five);
        bytes[(int) at[1] + 20] ^= 1;
        bytes[(int) at[3] + 30] ^= 1;
        Path damaged = dir.resolve("damaged.qdat");
        Files.write(damaged, bytes);
        CommandRun.Result r = data("verify", damaged.toString());
        assertEquals(1, r.code(), r.out() + r.err());
        assertTrue(r.out().contains("3 games"), r.out());
        assertTrue(r.out().contains("DAMAGED at byte " + at[1] + " (a game whose checksum fails), with whole games "
                + "after it (next at byte " + at[2] + ")"), r.out());
        assertTrue(r.out().contains("DAMAGED at byte " + at[3] + " (a game whose checksum fails), with whole games "
                + "after it (next at byte " + at[4] + ")"), r.out());
        CommandRun.Result clean = data("list", five.toString());
        assertEquals(0, clean.code(), clean.err());
        assertTrue(clean.out().contains("5 games, " + positions(five) + " positions; nodes 600, seed 1, evaluation "
                + "network 9cd4252d"), clean.out());
        assertTrue(clean.out().contains("sha256 " + sha256(five) + "\n  clean\n"), clean.out());

        Path cut = dir.resolve("cut.qdat");
        Files.write(cut, java.util.Arrays.copyOf(Files.readAllBytes(five), (int) at[4] + 9));
        CommandRun.Result partial = data("verify", cut.toString());
        assertEquals(0, partial.code());
        assertTrue(partial.out().contains("ends in a partial game (9 bytes at byte " + at[4] + ")"), partial.out());

        CommandRun.Result refused = data("merge", "--out", dir.resolve("m.qdat").toString(), damaged.toString());
        assertEquals(1, refused.code());
        assertTrue(refused.err().startsWith("qilin data merge: " + damaged + ": damaged at byte " + at[1]),
                refused.err());
        CommandRun.Result skipped = data("merge", "--skip-damaged", "--out", dir.resolve("m.qdat").toString(),
                damaged.toString());
        assertEquals(0, skipped.code(), skipped.err());
        List<GameData> kept = games(dir.resolve("m.qdat"));
        List<GameData> all = games(five);
        assertEquals(3, kept.size());
        assertSame(List.of(all.get(0), all.get(2), all.get(4)), kept);
        assertTrue(skipped.out().contains("skipped damaged.qdat bytes " + at[1] + " to " + at[2]), skipped.out());
    }

    /** Merge writes every game of its sources in order, numbered 0, 1, 2 …, and names them in its header. */
    @Test
    void mergeKeepsEveryGameAndNamesItsSources() throws Exception {
        Path out = dir.resolve("all.qdat");
        CommandRun.Result r = data("merge", "--out", out.toString(), five.toString(), three.toString());
        assertEquals(0, r.code(), r.err());
        List<GameData> expected = new ArrayList<>(games(five));
        expected.addAll(games(three));
        List<GameData> merged = games(out);
        assertSame(expected, merged);
        for (int i = 0; i < merged.size(); i++) {
            assertEquals(i, merged.get(i).index());
        }
        Provenance p = ShardScan.of(out).provenance();
        assertEquals("qilin data merge", p.get(Provenance.GENERATOR));
        assertEquals("five.qdat sha256 " + sha256(five) + " games 5 positions " + positions(five), p.get("source-0"));
        assertTrue(p.get("source-1").startsWith("three.qdat sha256 " + sha256(three) + " games 3"), p.text());
        assertEquals("600", p.get(Provenance.NODES), "shared settings are kept");
        assertEquals(null, p.get(Provenance.SEED), "settings that differ are not");
    }

    /** Outputs are never an input, never overwritten without --force, and never left half written. */
    @Test
    void outputsAreCheckedAndWrittenWhole() throws Exception {
        byte[] before = Files.readAllBytes(five);
        CommandRun.Result self = data("merge", "--force", "--out", five.toString(), five.toString());
        assertEquals(2, self.code());
        assertEquals("qilin data merge: " + five + ": also an input; write the output elsewhere\n", self.err());
        Path taken = dir.resolve("taken.qdat");
        Files.writeString(taken, "mine");
        CommandRun.Result exists = data("shuffle", "--seed", "1", "--out", taken.toString(), five.toString());
        assertEquals(2, exists.code());
        assertEquals("qilin data shuffle: " + taken + ": exists (--force overwrites it)\n", exists.err());
        assertEquals("mine", Files.readString(taken));
        CommandRun.Result notData = data("merge", "--out", dir.resolve("x.qdat").toString(), taken.toString());
        assertEquals(1, notData.code());
        assertTrue(notData.err().startsWith("qilin data merge: " + taken + ": not a Qilin data file"), notData.err());
        CommandRun.Result bad = data("split", "--games", "0", "--out", dir.resolve("p").toString(), five.toString());
        assertEquals(2, bad.code());
        assertEquals("qilin data split: --games must be positive, not 0\n", bad.err());
        assertArrayEquals(before, Files.readAllBytes(five));
        try (Stream<Path> files = Files.list(dir)) {
            assertEquals(List.of("taken.qdat"), files.map(f -> f.getFileName().toString()).toList());
        }
    }

    /** Split cuts into parts of --games games whose games, in order, are the source's. */
    @Test
    void splitCutsIntoParts() throws Exception {
        String prefix = dir.resolve("part").toString();
        CommandRun.Result r = data("split", "--games", "2", "--out", prefix, five.toString());
        assertEquals(0, r.code(), r.err());
        List<GameData> joined = new ArrayList<>();
        for (String part : List.of("-000", "-001", "-002")) {
            List<GameData> games = games(Path.of(prefix + part + ".qdat"));
            assertEquals(part.endsWith("2") ? 1 : 2, games.size());
            joined.addAll(games);
        }
        assertSame(games(five), joined);
        assertFalse(Files.exists(Path.of(prefix + "-003.qdat")));
    }

    /** Filter keeps exactly the games that pass its tests. */
    @Test
    void filterKeepsTheGamesThatPass() throws Exception {
        Path out = dir.resolve("f.qdat");
        CommandRun.Result r = data("filter", "--out", out.toString(), "--result", "red", "--result", "black",
                "--min-plies", "20", five.toString(), three.toString());
        assertEquals(0, r.code(), r.err());
        List<GameData> expected = new ArrayList<>(games(five));
        expected.addAll(games(three));
        expected.removeIf(g -> g.result() == GameData.DRAW || g.moves().length < 20);
        assertSame(expected, games(out));
        CommandRun.Result bad = data("filter", "--out", out.toString(), "--result", "white", five.toString());
        assertEquals(2, bad.code());
        assertEquals("qilin data filter: --result white: not one of black, draw, red\n", bad.err());
    }

    /** One seed gives one order of the same games; another seed another order. */
    @Test
    void shuffleIsDeterministicBySeed() throws Exception {
        Path a = dir.resolve("a.qdat");
        Path b = dir.resolve("b.qdat");
        Path c = dir.resolve("c.qdat");
        for (Object[] run : new Object[][] {{a, "7"}, {b, "7"}, {c, "8"}}) {
            CommandRun.Result r = data("shuffle", "--seed", (String) run[1], "--out", run[0].toString(),
                    five.toString(), three.toString());
            assertEquals(0, r.code(), r.err());
        }
        assertArrayEquals(Files.readAllBytes(a), Files.readAllBytes(b));
        List<String> original = keys(games(five));
        original.addAll(keys(games(three)));
        List<String> shuffled = keys(games(a));
        assertFalse(original.equals(shuffled), "shuffled");
        assertFalse(shuffled.equals(keys(games(c))), "seed 8 gives another order");
        assertEquals(original.stream().sorted().toList(), shuffled.stream().sorted().toList());
    }

    /** Rescoring at depth 1 keeps moves and results, changes scores, on any number of threads alike. */
    @Test
    void rescoreChangesScoresNotMoves() throws Exception {
        Path one = dir.resolve("one.qdat");
        Path two = dir.resolve("two.qdat");
        assertEquals(0, data("rescore", "--depth", "1", "--out", one.toString(), three.toString()).code());
        assertEquals(0, data("rescore", "--depth", "1", "--threads", "2", "--out", two.toString(),
                three.toString()).code());
        assertArrayEquals(Files.readAllBytes(one), Files.readAllBytes(two));
        List<GameData> before = games(three);
        List<GameData> after = games(one);
        assertEquals(before.size(), after.size());
        int changed = 0;
        for (int i = 0; i < before.size(); i++) {
            assertArrayEquals(before.get(i).moves(), after.get(i).moves());
            assertArrayEquals(before.get(i).opening(), after.get(i).opening());
            assertEquals(before.get(i).result(), after.get(i).result());
            for (int ply = 0; ply < before.get(i).scores().length; ply++) {
                changed += before.get(i).scores()[ply] != after.get(i).scores()[ply] ? 1 : 0;
            }
        }
        assertTrue(changed > 0, "depth 1 scores differ from 600 nodes' somewhere");
        Provenance p = ShardScan.of(one).provenance();
        assertEquals("depth 1", p.get("rescore"));
        assertTrue(p.get("rescore-evaluation").startsWith("network sha256:9cd4252d"), p.text());
        assertTrue(p.get("source-0").startsWith("three.qdat sha256 " + sha256(three)), p.text());
    }

    /** Stats count results and positions as a reader of the file counts them. */
    @Test
    void statsCountResults() throws Exception {
        CommandRun.Result r = data("stats", five.toString(), three.toString());
        assertEquals(0, r.code(), r.err());
        List<GameData> all = new ArrayList<>(games(five));
        all.addAll(games(three));
        long red = all.stream().filter(g -> g.result() == GameData.RED_WON).count();
        long positions = all.stream().mapToLong(g -> g.moves().length).sum();
        assertTrue(r.out().startsWith("games 8, positions " + positions + " (searched), from 2 shards\n"), r.out());
        assertTrue(r.out().contains("results: Red wins " + red + " ("), r.out());
        long[] quiet = {0};
        DataReader.read(five, DataReader.Filter.QUIET, (p, score, game, ply) -> quiet[0]++);
        DataReader.read(three, DataReader.Filter.QUIET, (p, score, game, ply) -> quiet[0]++);
        assertTrue(r.out().contains("kept by DataReader.Filter.QUIET: " + quiet[0] + " ("), r.out());
    }

    /** A manifest written by 'data manifest' is what 'train' reads, and a shard that is not its file is refused. */
    @Test
    void trainReadsAManifestAndChecksItsShards() throws Exception {
        Path manifest = dir.resolve("set.manifest");
        CommandRun.Result r = data("manifest", "--name", "tiny", "--out", manifest.toString(), five.toString(),
                three.toString());
        assertEquals(0, r.code(), r.err());
        Manifest m = Manifest.read(manifest);
        assertEquals(List.of("five.qdat", "three.qdat"), m.shards().stream().map(Manifest.Shard::name).toList());
        assertEquals(sha256(five), m.shards().get(0).entries().get("sha256"));
        assertEquals("1", m.shards().get(0).entries().get(Provenance.SEED));
        assertEquals(List.of(5L, 3L), m.check(shared).stream().map(Manifest.Checked::games).toList());
        assertTrue(Files.readString(manifest).startsWith("# Qilin training set tiny\n[shard five.qdat]\nformat=2\n"
                + "games=5\n"));

        Path net = dir.resolve("n.qnn");
        CommandRun.Result trained = CommandRun.run(new TrainCommand(), manifest.toString(), "--data-dir",
                shared.toString(), "--out", net.toString(), "--epochs", "1", "--threads", "1", "--batch", "64");
        assertEquals(0, trained.code(), trained.err());
        assertTrue(trained.out().startsWith("data: 8 games, "), trained.out());

        Files.copy(three, dir.resolve("five.qdat"));
        Files.copy(three, dir.resolve("three.qdat"));
        CommandRun.Result wrong = CommandRun.run(new TrainCommand(), manifest.toString(), "--out", net.toString());
        assertEquals(1, wrong.code());
        assertTrue(wrong.err().startsWith("qilin train: " + manifest + ": shard " + dir.resolve("five.qdat") + ": "
                + Files.size(three) + " bytes, the manifest says " + Files.size(five)), wrong.err());
        Files.writeString(manifest, Files.readString(manifest).replace("games=3\n", "games=4\n"));
        Files.copy(five, dir.resolve("five.qdat"), java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        CommandRun.Result games = CommandRun.run(new TrainCommand(), manifest.toString(), "--out", net.toString());
        assertEquals(1, games.code());
        assertTrue(games.err().contains("three.qdat holds 3 whole games, the manifest says 4"), games.err());
    }

    private static CommandRun.Result data(String... args) {
        return CommandRun.run(new DataCommand(), args);
    }

    private static List<GameData> games(Path file) throws Exception {
        List<GameData> games = new ArrayList<>();
        try (GameReader reader = GameReader.open(file)) {
            for (GameData g = reader.next(); g != null; g = reader.next()) {
                games.add(g);
            }
            assertEquals(null, reader.stopReason());
        }
        return games;
    }

    /** Where each game's frame starts, and (last) where the games end. */
    private static long[] frameOffsets(Path file) throws Exception {
        List<Long> at = new ArrayList<>();
        try (GameReader reader = GameReader.open(file)) {
            at.add(reader.wholeBytes());
            while (reader.next() != null) {
                at.add(reader.wholeBytes());
            }
        }
        return at.stream().mapToLong(Long::longValue).toArray();
    }

    private static long positions(Path file) throws Exception {
        return games(file).stream().mapToLong(g -> g.moves().length).sum();
    }

    private static String sha256(Path file) throws Exception {
        return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(file)));
    }

    /** A game as text, its number left out. */
    private static List<String> keys(List<GameData> games) {
        List<String> keys = new ArrayList<>();
        for (GameData g : games) {
            keys.add(g.result() + " " + g.termination() + " " + java.util.Arrays.toString(g.opening()) + " "
                    + java.util.Arrays.toString(g.moves()) + " " + java.util.Arrays.toString(g.scores()));
        }
        return keys;
    }

    private static void assertSame(List<GameData> expected, List<GameData> actual) {
        assertEquals(keys(expected), keys(actual));
    }
}
