package protocol.match;

import engine.Piece;
import engine.Position;
import java.util.List;
import java.util.OptionalInt;

/**
 * Scores positions with another engine's search, to tune on its judgement ({@code qilin tune --scores}): one
 * engine process, a new game before each position (so no table carries over from one to the next), and the
 * engine's own limit for each search, usually a node count. The score is the last one the engine reported,
 * in its centipawns from the side to move's view.
 */
public final class Labeller implements AutoCloseable {
    /** Longest one search may take before the engine counts as stalled. */
    private static final long WAIT_MS = 60_000;

    private final EngineProcess engine;

    public Labeller(EngineConfig config) throws EngineException {
        engine = EngineProcess.start(config);
    }

    /**
     * The engine's score of a position, or empty when it reported none or a mate (a mate says nothing of how
     * the pieces stand). Throws when the engine crashed or stalled.
     */
    public OptionalInt score(Position position) throws EngineException {
        engine.newGame();
        Clock clock = new Clock(engine.config().timeControl());
        Reply r = engine.go(position.fen(), List.of(), clock, clock, position.sideToMove() == Piece.RED, WAIT_MS);
        if (r.kind() == Reply.Kind.CRASH || r.kind() == Reply.Kind.STALL) {
            throw new EngineException(r.kind(), engine.name() + ": " + r.detail());
        }
        boolean mate = Math.abs(r.score()) >= Reply.MATE_CP_FLOOR;
        return r.hasScore() && !mate ? OptionalInt.of(r.score()) : OptionalInt.empty();
    }

    @Override
    public void close() {
        engine.close();
    }
}
