package protocol.match;

import engine.Position;
import engine.RuleJudge;

/**
 * Repetition by the rules (rules.md): at the third occurrence of a position the cycle since its previous
 * occurrence is judged by the engine's {@link RuleJudge}, so the adjudicator and the engine's search agree.
 * The checker or chaser loses; otherwise the game is drawn.
 */
final class RuleRepetition implements RepetitionJudge {
    private static final int OCCURRENCES = 3;

    private final RuleJudge judge = new RuleJudge();
    private final RuleJudge.Variant variant;

    RuleRepetition(RuleJudge.Variant variant) {
        this.variant = variant;
    }

    @Override
    public Verdict judge(Position position) {
        int cycle = RuleJudge.previousOccurrence(position, 0);
        if (cycle == 0) {
            return null;
        }
        int seen = 2;
        for (int back = cycle; seen < OCCURRENCES; seen++) {
            back = RuleJudge.previousOccurrence(position, back);
            if (back == 0) {
                return null;
            }
        }
        RuleJudge.Ruling ruling = judge.judge(position, cycle, variant);
        if (!ruling.decisive()) {
            return Verdict.draw(Termination.REPETITION, "position repeated " + seen + " times ("
                    + ruling.reason() + ")");
        }
        int loser = ruling.sign() < 0 ? position.sideToMove() : position.sideToMove() ^ 1;
        Termination why = ruling.byCheck() ? Termination.PERPETUAL_CHECK : Termination.PERPETUAL_CHASE;
        return Verdict.loss(loser, why, Adjudicator.colorName(loser) + " loses by " + ruling.reason());
    }
}
