package cluster;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.Slow;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.apache.spark.TaskContext;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocol.CommandRun;
import training.data.DatagenCommand;
import training.data.GameData;
import training.data.GameReader;

/**
 * The cluster's datagen writes what qilin datagen writes: 16 games over 4 tasks, merged, are the single-machine
 * file byte for byte, and a task that fails once and is tried again leaves each game exactly once.
 */
@Slow
class DatagenJobTest extends SparkTest {
    private static final String[] GAMES = {"--games", "16", "--nodes", "200", "--verify-nodes", "200", "--seed",
        "7"};
    private static byte[] oneMachine;

    @TempDir
    static Path dir;

    @BeforeAll
    static void startAndPlayOnOneMachine() throws IOException {
        Path file = dir.resolve("one-machine.qdat");
        CommandRun.Result r = CommandRun.run(new DatagenCommand(), args("--out", file.toString(), "--threads", "2"));
        assertEquals(0, r.code(), r.err());
        oneMachine = Files.readAllBytes(file);
    }

    @Test
    void sixteenGamesOverFourTasksAreTheSingleMachineFile() throws IOException {
        Path out = dir.resolve("four-tasks");
        Path merged = dir.resolve("merged.qdat");
        CommandRun.Result r = CommandRun.run(new DatagenJob(() -> spark), args("--out", out.toString(),
                "--games-per-task", "4", "--merge", merged.toString()));
        assertEquals(0, r.code(), r.err());
        assertArrayEquals(oneMachine, Files.readAllBytes(merged));
        List<Path> parts = parts(out);
        assertEquals(4, parts.size());
        for (int p = 0; p < parts.size(); p++) {
            assertEquals(List.of(4 * p, 4 * p + 1, 4 * p + 2, 4 * p + 3), indexes(Files.readAllBytes(parts.get(p))),
                    "part " + p + " is a data file of its own games");
        }
        assertTrue(Files.exists(out.resolve("_SUCCESS")));
        assertFalse(Files.exists(out.resolve("_temporary")));
    }

    @Test
    void aTaskThatFailsOnceIsRetriedWithoutDuplicatingGames() throws IOException {
        Path out = dir.resolve("retried");
        Path merged = dir.resolve("retried.qdat");
        DatagenJob job = new DatagenJob(() -> spark);
        // The first attempt of task 1 dies after writing its first game; Spark runs the task again.
        job.hook = (partition, game) -> {
            if (partition == 1 && game == 5 && TaskContext.get().attemptNumber() == 0) {
                throw new IllegalStateException("task 1 killed for the test");
            }
        };
        CommandRun.Result r = CommandRun.run(job, args("--out", out.toString(), "--games-per-task", "4",
                "--merge", merged.toString()));
        assertEquals(0, r.code(), r.err());
        List<Integer> all = new ArrayList<>();
        for (Path part : parts(out)) {
            all.addAll(indexes(Files.readAllBytes(part)));
        }
        assertEquals(java.util.stream.IntStream.range(0, 16).boxed().toList(), all, "every game once, in order");
        assertArrayEquals(oneMachine, Files.readAllBytes(merged));
        assertFalse(Files.exists(out.resolve("_temporary")), "the failed attempt's file is gone");

        CommandRun.Result again = CommandRun.run(new DatagenJob(() -> spark), args("--out", out.toString()));
        assertEquals(1, again.code(), "a folder with parts of a run is not written into again");
        assertTrue(again.err().contains("already holds parts"), again.err());
    }

    @Test
    void badArgumentsAreOneLineAndExitCode2() {
        CommandRun.Result r = CommandRun.run(Main.commandLine(), "datagen", "--out", dir.resolve("x").toString(),
                "--games-per-task", "0");
        assertEquals(2, r.code());
        assertEquals(1, r.err().lines().count(), r.err());
        CommandRun.Result unknown = CommandRun.run(Main.commandLine(), "datagen", "--out", "x", "--frobnicate");
        assertEquals(2, unknown.code());
        assertEquals(1, unknown.err().lines().count(), unknown.err());
    }

    private static String[] args(String... more) {
        return Stream.concat(Stream.of(GAMES), Stream.of(more)).toArray(String[]::new);
    }

    private static List<Path> parts(Path out) throws IOException {
        try (Stream<Path> files = Files.list(out)) {
            return files.filter(f -> f.getFileName().toString().startsWith("part-")).sorted().toList();
        }
    }

    /** The game numbers a data file holds, in order; its header checked. */
    private static List<Integer> indexes(byte[] file) throws IOException {
        GameReader in = new GameReader(new ByteArrayInputStream(file));
        List<Integer> indexes = new ArrayList<>();
        for (GameData g = in.next(); g != null; g = in.next()) {
            indexes.add(g.index());
        }
        assertNull(in.stopReason(), "whole games to the end");
        return indexes;
    }
}
