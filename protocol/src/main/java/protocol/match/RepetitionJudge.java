package protocol.match;

import engine.Position;
import engine.RuleJudge;

/**
 * Decides what a repeated position means; the match runner asks before every move, and this is the only place
 * it looks at repetitions. Matches use {@link #rules} (the engine's rule judge, Chinese rules); the plain
 * {@link #threefold} draw is for tests of the runner.
 */
public interface RepetitionJudge {

    /** Null while the game goes on; otherwise how the repetition ends it. */
    Verdict judge(Position position);

    /** Any position occurring for the third time with the same side to move is a draw. */
    static RepetitionJudge threefold() {
        return new ThreefoldRepetition();
    }

    /** The third occurrence is judged by the engine's rule judge: the perpetual checker or chaser loses. */
    static RepetitionJudge rules(RuleJudge.Variant variant) {
        return new RuleRepetition(variant);
    }
}
