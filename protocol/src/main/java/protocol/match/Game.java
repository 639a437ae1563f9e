package protocol.match;

import engine.Move;
import engine.Position;
import engine.RuleJudge;
import java.util.ArrayList;
import java.util.List;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Plays one game between two engine processes, keeping the real clocks and judging every answer. Any
 * failure of an engine (crash, stall, flag fall, illegal move) is a loss for that engine, never for the
 * runner: the game always ends with a verdict.
 */
public final class Game {
    private static final Logger LOG = LoggerFactory.getLogger(Game.class);

    private final GameSpec spec;
    private final List<EngineConfig> configs;
    private final Settings settings;

    /**
     * What every game of a match shares.
     *
     * @param marginMs       time an engine may exceed its clock by (process and pipe overhead)
     * @param stallTimeoutMs added to the time budget before an engine is declared hung and killed
     */
    public record Settings(long marginMs, long stallTimeoutMs, AdjudicationRules rules,
            RuleJudge.Variant repetitionRule) {
    }

    public Game(GameSpec spec, List<EngineConfig> configs, Settings settings) {
        this.spec = spec;
        this.configs = configs;
        this.settings = settings;
    }

    public GameResult play(EngineSource source) {
        Position position = spec.opening().position();
        List<String> moves = new ArrayList<>(spec.opening().moves());
        List<String> comments = new ArrayList<>(java.util.Collections.nCopies(moves.size(), MoveComment.BOOK));
        Verdict verdict = run(source, position, moves, comments);
        LOG.debug("game {}: {} ({})", spec.index() + 1, verdict.outcome().pgn(), verdict.detail());
        return new GameResult(spec, name(0), name(1), verdict, spec.opening().fen(), moves, comments);
    }

    /** Plays on from {@code position}, adding each move and its {@link MoveComment} to the lists. */
    private Verdict run(EngineSource source, Position position, List<String> moves, List<String> comments) {
        EngineProcess[] engines = new EngineProcess[2];
        for (int color = 0; color < 2; color++) {
            try {
                engines[color] = source.acquire(spec.engine(color));
                engines[color].newGame();
            } catch (EngineException e) {
                if (engines[color] != null) {
                    engines[color].kill();
                }
                return failure(color, e.kind(), e.getMessage());
            }
        }
        Clock[] clocks = {new Clock(config(0).timeControl()), new Clock(config(1).timeControl())};
        Adjudicator adjudicator = new Adjudicator(settings.rules(), settings.repetitionRule());
        while (true) {
            Verdict verdict = adjudicator.beforeMove(position);
            if (verdict != null) {
                return verdict;
            }
            int side = position.sideToMove();
            Clock own = clocks[side];
            long waitMs = own.budgetMs() + settings.marginMs() + settings.stallTimeoutMs();
            Reply reply = engines[side].go(spec.opening().fen(), moves, own, clocks[side ^ 1], side == 0, waitMs);
            verdict = judge(position, side, reply, own, engines[side], adjudicator);
            if (verdict != null) {
                return verdict;
            }
            int move = Move.parse(reply.move());
            position.makeMove(move);
            moves.add(Move.toIccs(move));
            comments.add(MoveComment.of(reply));
            verdict = adjudicator.afterMove(position, side, reply.hasScore(), reply.score());
            if (verdict != null) {
                return verdict;
            }
        }
    }

    /** The verdict an answer forces, or null when it is a legal move made in time. */
    private Verdict judge(Position position, int side, Reply reply, Clock clock, EngineProcess engine,
                          Adjudicator adjudicator) {
        String who = name(side) + " (" + Adjudicator.colorName(side) + ")";
        switch (reply.kind()) {
            case CRASH, STALL -> {
                engine.kill();
                return failure(side, reply.kind(), reply.detail());
            }
            default -> {
            }
        }
        long left = clock.remainingMs();
        if (!clock.charge(reply.elapsedMs(), settings.marginMs())) {
            return Verdict.loss(side, Termination.TIME_FORFEIT,
                    who + " loses on time: used " + reply.elapsedMs() + " ms with " + left + " ms on its clock");
        }
        return switch (reply.kind()) {
            case RESIGN -> Verdict.loss(side, Termination.RESIGNATION, who + " resigns");
            case NO_MOVE -> adjudicator.drawClaim(position, side, who);
            default -> {
                int move = Move.parse(reply.move());
                yield move != Move.NONE && position.isLegal(move) ? null
                        : Verdict.loss(side, Termination.ILLEGAL_MOVE, who + " plays illegal move " + reply.move());
            }
        };
    }

    private Verdict failure(int color, Reply.Kind kind, String detail) {
        Termination termination = kind == Reply.Kind.STALL ? Termination.STALL : Termination.CRASH;
        return Verdict.loss(color, termination, name(color) + " (" + Adjudicator.colorName(color) + "): " + detail);
    }

    private EngineConfig config(int color) {
        return configs.get(spec.engine(color));
    }

    private String name(int color) {
        return config(color).name();
    }
}
