package protocol.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.Position;
import engine.RuleJudge;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Qilin in-process under the match runner: the same handshake, options and game loop as a child process, games
 * at fixed nodes that repeat move for move, and an engine that ends when the runner closes it.
 */
class InProcessEngineTest {
    private static final EngineConfig QILIN = new EngineConfig("qilin", List.of("unused"), null,
            EngineProtocol.UCCI, Map.of("usebook", "false"), TimeControl.nodes(300));

    @Test
    void aFixedNodeMatchInProcessRepeatsMoveForMove() throws Exception {
        List<GameResult> first = play();
        List<GameResult> second = play();
        assertEquals(2, first.size());
        for (int g = 0; g < first.size(); g++) {
            assertEquals(Termination.MAX_PLIES, first.get(g).termination(), first.get(g).verdict().detail());
            assertEquals(20, first.get(g).moves().size());
            assertEquals(first.get(g).moves(), second.get(g).moves());
        }
    }

    private static List<GameResult> play() throws EngineException {
        List<int[]> pairs = Schedule.pairs(2, false);
        Opening opening = new Opening(Position.startpos().fen(), List.of("h2e2", "h9g7"));
        List<GameSpec> schedule = Schedule.build(pairs, 1, 2, List.of(opening));
        Game.Settings settings = new Game.Settings(MatchCommand.DEFAULT_MARGIN_MS, 20_000,
                AdjudicationRules.standard().withMaxPlies(20), RuleJudge.Variant.CHINESE);
        return new Match(List.of(QILIN, QILIN), pairs, schedule, settings, 1, Match.Sinks.progressTo(System.err),
                InProcessEngine.LAUNCHER).run(Map.of());
    }

    @Test
    void closingTheEngineEndsItsLoop() throws Exception {
        EngineProcess engine = EngineProcess.start(QILIN, InProcessEngine.LAUNCHER);
        assertTrue(engine.alive());
        Process process = InProcessEngine.LAUNCHER.start(QILIN);
        process.destroy();
        assertTrue(process.waitFor(5, TimeUnit.SECONDS), "the loop ends at the end of its input");
        assertEquals(0, process.exitValue());
        engine.close();
        assertFalse(engine.alive());
    }
}
