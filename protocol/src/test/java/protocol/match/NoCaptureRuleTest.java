package protocol.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import engine.Position;
import engine.RuleJudge;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The match's 60-move rule (rules.md, "End of game"): a game is drawn once 120 plies have passed without a
 * capture, counting the plies the opening's FEN declares; with the rule off it plays on.
 */
class NoCaptureRuleTest {
    /** Bare kings on different files: no capture can ever happen and neither side runs out of moves. */
    private static final String BARE_KINGS = "3k5/9/9/9/9/9/9/9/9/4K4 w - - %d 1";
    private static final AdjudicationRules OFF = new AdjudicationRules(0, 0, 0, 0, 0, 0, 0,
            AdjudicationRules.DrawClaims.RULE);

    private static Position kings(int pliesWithoutCapture) {
        return new Position(String.format(BARE_KINGS, pliesWithoutCapture));
    }

    private static Verdict verdict(AdjudicationRules rules, int pliesWithoutCapture) {
        return new Adjudicator(rules, RuleJudge.Variant.DRAW).beforeMove(kings(pliesWithoutCapture));
    }

    @Test
    void drawAtExactly120Plies() {
        assertNull(verdict(AdjudicationRules.standard(), 119));
        Verdict draw = verdict(AdjudicationRules.standard(), 120);
        assertNotNull(draw);
        assertEquals(Outcome.DRAW, draw.outcome());
        assertEquals(Termination.NO_CAPTURE, draw.termination());
    }

    @Test
    void ruleOffPlaysOn() {
        assertNull(verdict(OFF, 120));
        assertNull(verdict(OFF, 500));
    }

    /** Two random movers from a FEN at 117 plies: three more moves reach 120, and the game ends there. */
    @Test
    void gameFromALateFenEndsAfterTheRemainingPlies() {
        GameResult game = play(AdjudicationRules.standard().withMaxPlies(10), 117);
        assertEquals(Termination.NO_CAPTURE, game.termination(), game.verdict().detail());
        assertEquals(Outcome.DRAW, game.outcome());
        assertEquals(3, game.moves().size(), game.moves().toString());
    }

    @Test
    void gameWithTheRuleOffRunsToThePlyLimit() {
        GameResult game = play(OFF.withMaxPlies(6), 117);
        assertEquals(Termination.MAX_PLIES, game.termination(), game.verdict().detail());
        assertEquals(6, game.moves().size(), game.moves().toString());
    }

    private static GameResult play(AdjudicationRules rules, int pliesWithoutCapture) {
        TimeControl tc = TimeControl.depth(1);
        List<EngineConfig> configs = List.of(FakeEngines.config("red", tc, "random"),
                FakeEngines.config("black", tc, "random"));
        Opening opening = new Opening(String.format(BARE_KINGS, pliesWithoutCapture), List.of());
        GameSpec spec = new GameSpec(0, 0, 0, 0, 1, true, 0, opening);
        Game.Settings settings = new Game.Settings(MatchCommand.DEFAULT_MARGIN_MS,
                MatchCommand.DEFAULT_STALL_TIMEOUT_MS, rules, RuleJudge.Variant.DRAW);
        try (EnginePool pool = new EnginePool(configs)) {
            return new Game(spec, configs, settings).play(pool);
        }
    }
}
