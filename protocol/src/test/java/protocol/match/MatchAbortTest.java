package protocol.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import engine.RuleJudge;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Ctrl-C in the middle of a game: the runner's shutdown hook calls {@link Match#abort}, which kills the engines.
 * The game they were playing was cut short by the runner, not lost by an engine, so it must appear nowhere: not
 * in the PGN, the resume state, the games answered or the progress lines. Before abort existed the hook only
 * killed the engines, and the game went into every one of them as the killed engine's crash.
 */
class MatchAbortTest {
    /** A minute a move: the game waits on the hung engine until the abort, never for its clock. */
    private static final TimeControl MINUTE = TimeControl.moveTime(60);
    private static final long MARGIN_MS = 1_000;
    private static final long STALL_MS = 60_000;
    private static final long WAIT_MS = 30_000;

    @TempDir
    Path dir;

    @Test
    void aGameCutShortByAbortIsNotRecorded() throws Exception {
        Path hung = dir.resolve("hung");
        List<EngineConfig> configs = List.of(FakeEngines.config("alpha", MINUTE, "random"),
                FakeEngines.config("beta", MINUTE, "hang", "2", hung.toString()));
        List<int[]> pairs = Schedule.pairs(2, false);
        List<GameSpec> schedule = Schedule.build(pairs, 1, 2, List.of(Opening.startpos()));
        Game.Settings settings = new Game.Settings(MARGIN_MS, STALL_MS, AdjudicationRules.standard(),
                RuleJudge.Variant.DRAW);
        Path pgn = dir.resolve("out.pgn");
        Path state = dir.resolve("out.pgn.state");
        ByteArrayOutputStream progress = new ByteArrayOutputStream();
        Match.Sinks sinks = new Match.Sinks(PgnWriter.open(pgn, "abort", "?", true), ResumeState.open(state, true),
                null, new Progress(new PrintStream(progress, true, StandardCharsets.UTF_8), false));
        Match match = new Match(configs, pairs, schedule, settings, 1, sinks);

        AtomicReference<List<GameResult>> played = new AtomicReference<>();
        Thread runner = new Thread(() -> {
            try {
                played.set(match.run(Map.of()));
            } catch (EngineException e) {
                throw new IllegalStateException(e);
            }
        });
        runner.start();
        long deadline = System.nanoTime() + WAIT_MS * 1_000_000;
        while (!Files.exists(hung)) { // beta stops answering at its second move of game 1
            if (System.nanoTime() > deadline) {
                fail("the hung engine never reached its second move");
            }
            Thread.sleep(10);
        }
        match.abort();
        runner.join(WAIT_MS);

        assertFalse(runner.isAlive(), "the match did not end after abort");
        assertTrue(match.aborted());
        assertEquals(List.of(), played.get());
        assertEquals(Map.of(), ResumeState.read(state), "resume state: " + Files.readString(state));
        assertFalse(Files.exists(pgn), "no game, no PGN");
        String lines = progress.toString(StandardCharsets.UTF_8);
        assertFalse(lines.contains("Finished game"), lines);
        assertTrue(lines.contains("0 - 0 - 0"), "the closing table counts no game: " + lines);
    }
}
