package protocol.match;

import engine.Position;
import engine.RuleJudge;

/**
 * Decides what a repeated position means. The match runner asks after every move. The simple judge below
 * calls a third occurrence a draw; the engine's rule judge (perpetual check and chase, see rules.md) will
 * replace it by implementing this interface, which is why it is the only place repetitions are looked at.
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
