package protocol.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.RuleJudge;
import engine.Slow;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Each fault of {@link FakeEngine} must end the game as a loss for the faulty engine, for the right reason.
 * The margins are wide so that a loaded machine changes no outcome: a healthy engine has {@link #MARGIN_MS}
 * beyond its 100 ms to answer, and the slow engine answers {@link #SLOW_EXTRA_MS} after its time, well past
 * the margin and well before the stall timeout.
 */
class FaultTest {
    private static final TimeControl MOVE_TIME = TimeControl.moveTime(0.1);
    private static final long MARGIN_MS = 1_500;
    private static final long STALL_MS = 3_000;
    /** 1.5 s past the margin, 1.5 s before the engine counts as stalled. */
    private static final long SLOW_EXTRA_MS = MARGIN_MS + 1_500;
    private static final int MAX_PLIES = 40;

    private static Game.Settings settings() {
        return new Game.Settings(MARGIN_MS, STALL_MS, AdjudicationRules.standard().withMaxPlies(MAX_PLIES),
                RuleJudge.Variant.DRAW);
    }

    /** Plays one game: the broken engine as Red ({@code brokenIsRed}) or Black, a random mover as the other. */
    private static GameResult play(boolean brokenIsRed, String... brokenArgs) {
        List<EngineConfig> configs = List.of(FakeEngines.config("broken", MOVE_TIME, brokenArgs),
                FakeEngines.config("random", MOVE_TIME, "random"));
        int red = brokenIsRed ? 0 : 1;
        GameSpec spec = new GameSpec(0, 0, 0, red, 1 - red, brokenIsRed, 0, Opening.startpos());
        try (EnginePool pool = new EnginePool(configs)) {
            return new Game(spec, configs, settings()).play(pool);
        }
    }

    private static void assertLoss(GameResult game, Termination why) {
        assertEquals(why, game.termination(), game.verdict().detail());
        assertEquals("broken", game.loser(), game.verdict().detail());
    }

    @Test
    void crashIsALossForTheCrashedEngine() {
        GameResult game = play(true, "crash", "3");
        assertLoss(game, Termination.CRASH);
        assertEquals("broken (Red): broken exited (exit code " + FakeEngine.CRASH_EXIT_CODE + ")",
                game.verdict().detail());
        assertEquals(4, game.moves().size()); // Red moved twice, Black twice, Red died on its third go
    }

    @Test
    void illegalMoveLoses() {
        assertLoss(play(false, "illegal", "2"), Termination.ILLEGAL_MOVE);
    }

    @Test
    void unparsableMoveLoses() {
        assertLoss(play(true, "garbage", "1"), Termination.ILLEGAL_MOVE);
    }

    @Test
    @Slow
    void hangIsDetectedAndTheEngineKilled() {
        long start = System.nanoTime();
        GameResult game = play(false, "hang", "2");
        assertLoss(game, Termination.STALL);
        long ms = (System.nanoTime() - start) / 1_000_000;
        assertTrue(ms < 60_000, "stall noticed after " + ms + " ms");
    }

    /** The verdict says how long the move took and how much the clock had left: 100 ms, its move time. */
    @Test
    void exceedingTheClockIsATimeForfeit() {
        GameResult game = play(true, "slow", "2", Long.toString(SLOW_EXTRA_MS));
        assertLoss(game, Termination.TIME_FORFEIT);
        assertTrue(game.verdict().detail().matches("broken \\(Red\\) loses on time: used \\d+ ms with 100 ms on its "
                + "clock"), game.verdict().detail());
    }

    /** A UCCI engine started as UCI waits for "ucci" and never answers "uci": the refusal suggests proto=ucci. */
    @Test
    @Slow
    void aUcciEngineStartedAsUciIsToldToTryUcci() {
        EngineConfig asUci = new EngineConfig("fake", FakeEngines.command("random"), null, EngineProtocol.UCI,
                Map.of(), MOVE_TIME);
        EngineException e = assertThrows(EngineException.class,
                () -> EngineProcess.start(asUci).close());
        assertEquals("fake did not answer in time; no uciok: is it a UCCI engine? try proto=ucci", e.getMessage());
    }

    /** ElephantEye's draw claim, {@code nobestmove} with legal moves left, in a position no rule draws. */
    @Test
    void aDrawClaimThatNoRuleBacksLoses() {
        GameResult game = play(false, "claim", "2");
        assertLoss(game, Termination.ILLEGAL_MOVE);
        assertTrue(game.verdict().detail().contains("answers no move with legal moves left"), game.verdict().detail());
    }

    /**
     * The same claim after 100 plies without capture (ElephantEye's 50-move rule) is a draw, unless the tester
     * chose {@code --draw-claims forfeit}; it was always scored as a loss before.
     */
    @Test
    void aDrawClaimBackedByTheNoCaptureRuleIsADrawUnlessClaimsForfeit() {
        Opening quiet = new Opening("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 100 51",
                List.of());
        GameResult drawn = playFrom(quiet, AdjudicationRules.DrawClaims.RULE);
        assertEquals(Termination.DRAW_CLAIM, drawn.termination(), drawn.verdict().detail());
        assertEquals(Outcome.DRAW, drawn.verdict().outcome());
        assertTrue(drawn.verdict().detail().contains("100 plies without capture"), drawn.verdict().detail());
        assertLoss(playFrom(quiet, AdjudicationRules.DrawClaims.FORFEIT), Termination.ILLEGAL_MOVE);
    }

    private static GameResult playFrom(Opening opening, AdjudicationRules.DrawClaims claims) {
        List<EngineConfig> configs = List.of(FakeEngines.config("broken", MOVE_TIME, "claim", "1"),
                FakeEngines.config("random", MOVE_TIME, "random"));
        GameSpec spec = new GameSpec(0, 0, 0, 0, 1, true, 0, opening);
        Game.Settings settings = new Game.Settings(MARGIN_MS, STALL_MS,
                AdjudicationRules.standard().withMaxPlies(MAX_PLIES).withDrawClaims(claims), RuleJudge.Variant.DRAW);
        try (EnginePool pool = new EnginePool(configs)) {
            return new Game(spec, configs, settings).play(pool);
        }
    }

    /**
     * Within a game, an engine that cannot be started (again, after a crash: the match checked that every
     * engine starts before its first game) forfeits that game.
     */
    @Test
    void engineThatCannotBeStartedForAGameLosesIt() {
        List<EngineConfig> configs = List.of(
                FakeEngines.config("random", MOVE_TIME, "random"),
                new EngineConfig("broken", List.of("/nonexistent/engine"), null, EngineProtocol.UCCI, Map.of(), MOVE_TIME));
        GameSpec spec = new GameSpec(0, 0, 0, 0, 1, true, 0, Opening.startpos());
        try (EnginePool pool = new EnginePool(configs)) {
            assertLoss(new Game(spec, configs, settings()).play(pool), Termination.CRASH);
        }
    }

    @Test
    void crashedEngineIsRestartedForTheNextGame() throws Exception {
        List<EngineConfig> configs = List.of(FakeEngines.config("broken", MOVE_TIME, "crash", "2"),
                FakeEngines.config("random", MOVE_TIME, "random"));
        List<int[]> pairs = Schedule.pairs(2, false);
        List<GameSpec> schedule = Schedule.build(pairs, 1, 2, List.of(Opening.startpos()));
        List<GameResult> games = new Match(configs, pairs, schedule, settings(), 1, Match.Sinks.quiet())
                .run(Map.of());
        assertEquals(2, games.size());
        for (GameResult game : games) {
            assertLoss(game, Termination.CRASH);
            // The restarted engine played its first move again before crashing on its second.
            assertTrue(game.moves().size() >= 2, "moves " + game.moves());
        }
        List<Termination> reasons = new ArrayList<>();
        games.forEach(g -> reasons.add(g.termination()));
        assertEquals(List.of(Termination.CRASH, Termination.CRASH), reasons);
    }
}
