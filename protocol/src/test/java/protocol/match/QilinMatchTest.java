package protocol.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Two real Qilin processes play a 2-game match at {@code go nodes 2000}. Skipped (not failed) while the
 * engine loop cannot search yet: a probe {@code go nodes} must answer {@code bestmove} first.
 */
class QilinMatchTest {
    private static final TimeControl NODES = TimeControl.nodes(2000);
    private static final long PROBE_WAIT_MS = 3_000;

    private static EngineConfig qilin(String name) {
        List<String> cmd = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "protocol.Main");
        return new EngineConfig(name, cmd, null, Dialect.UCCI, Map.of(), NODES);
    }

    private static boolean qilinSearches() {
        try (EngineProcess probe = EngineProcess.start(qilin("probe"))) {
            Clock clock = new Clock(TimeControl.nodes(100));
            Reply reply = probe.go(Opening.startpos().fen(), List.of(), clock, clock, true, PROBE_WAIT_MS);
            return reply.kind() == Reply.Kind.MOVE;
        } catch (EngineException e) {
            return false;
        }
    }

    @Test
    void twoQilinsPlayAShortMatch() {
        assumeTrue(qilinSearches(), "the engine loop does not answer go nodes yet");
        List<EngineConfig> engines = List.of(qilin("qilin-a"), qilin("qilin-b"));
        List<int[]> pairs = Schedule.pairs(2, false);
        List<GameSpec> schedule = Schedule.build(pairs, 1, 2, List.of(Opening.startpos()));
        Game.Settings settings = new Game.Settings(MatchCommand.DEFAULT_MARGIN_MS, 20_000,
                AdjudicationRules.standard().withMaxPlies(60), RepetitionJudge.threefold());
        List<GameResult> games = new Match(engines, pairs, schedule, settings, 1, Match.Sinks.quiet()).run(Map.of());
        assertEquals(2, games.size());
        for (GameResult game : games) {
            // Whatever the result, it must come from the board or the ply limit, never from a fault.
            assertNotEquals(Termination.CRASH, game.termination(), game.verdict().detail());
            assertNotEquals(Termination.STALL, game.termination(), game.verdict().detail());
            assertNotEquals(Termination.ILLEGAL_MOVE, game.termination(), game.verdict().detail());
            assertNotEquals(Termination.TIME_FORFEIT, game.termination(), game.verdict().detail());
        }
    }
}
