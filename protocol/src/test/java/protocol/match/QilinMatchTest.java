package protocol.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import engine.RuleJudge;
import engine.Slow;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Two real Qilin processes play a 2-game match at {@code go nodes 2000}: the runner and the engine agree on
 * the protocol end to end.
 */
class QilinMatchTest {
    private static final TimeControl NODES = TimeControl.nodes(2000);

    private static EngineConfig qilin(String name) {
        List<String> cmd = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "protocol.EngineLoop");
        return new EngineConfig(name, cmd, null, EngineProtocol.UCCI, Map.of(), NODES);
    }

    @Test
    @Slow
    void twoQilinsPlayAShortMatch() throws Exception {
        List<EngineConfig> engines = List.of(qilin("qilin-a"), qilin("qilin-b"));
        List<int[]> pairs = Schedule.pairs(2, false);
        List<GameSpec> schedule = Schedule.build(pairs, 1, 2, List.of(Opening.startpos()));
        Game.Settings settings = new Game.Settings(MatchCommand.DEFAULT_MARGIN_MS, 20_000,
                AdjudicationRules.standard().withMaxPlies(60), RuleJudge.Variant.DRAW);
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
