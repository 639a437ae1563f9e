package engine;

/**
 * The rules' verdicts as search scores: repetitions and the no-capture rule as the search sees them. A
 * position that occurred before with the same side to move (no capture since) is judged by {@link RuleJudge}
 * at its second occurrence only when the first lies inside the search tree, after the root. Then every way to
 * deviate from the cycle is searched by the ancestors on the cycle (the repeated position has the same moves
 * as its first occurrence), so the verdict (a draw, or a win or loss by perpetual check or chase) only decides
 * what continuing the cycle is worth. When the cycle reaches back to the root or into the game history, the
 * game is only decided at the third occurrence (as the adjudicator rules); before that the node is searched
 * normally, since both sides may still deviate. (Scoring such a second occurrence a draw let a side that was
 * behind believe it held by stepping back into an earlier position, while the opponent simply played on.)
 * Verdict scores lie in a band just below the mate scores ({@link Score#repetitionWin}), so they are never
 * taken for mates. They depend on the path, so {@link #tableBound} stores a win only as an upper bound and a
 * loss only as a lower one: such an entry cuts only when the window already lies beyond the verdict (alpha
 * at or above the win, beta at or below the loss), and otherwise lends its move, not its score.
 */
final class RuleScores {
    private final RuleJudge judge = new RuleJudge();

    /** The score of the side to move if a rule ends the game here, else {@link Score#NONE}. */
    int score(Position p, int ply, SearchLimits limits) {
        int back = RuleJudge.previousOccurrence(p, 0);
        if (back != 0) {
            int verdict = verdict(p, back, ply, limits.repetitionRule);
            if (verdict != Score.NONE) {
                return verdict;
            }
        }
        if (limits.sixtyMoveRule && p.halfmoveClock() >= RuleJudge.NO_CAPTURE_DRAW_PLIES) {
            return Score.DRAW;
        }
        return Score.NONE;
    }

    private int verdict(Position p, int cycle, int ply, RuleJudge.Variant variant) {
        boolean insideTree = cycle < ply;
        if (!insideTree && RuleJudge.previousOccurrence(p, cycle) == 0) {
            return Score.NONE; // second occurrence only, reaching the root: play on
        }
        if (variant == RuleJudge.Variant.DRAW) {
            return Score.DRAW;
        }
        RuleJudge.Ruling ruling = judge.judge(p, cycle, variant);
        if (!ruling.decisive()) {
            return Score.DRAW;
        }
        return ruling.sign() > 0 ? Score.repetitionWin(ply) : -Score.repetitionWin(ply);
    }

    /** The bound to store with a score: a repetition verdict never cuts inside a window that contains it. */
    static int tableBound(int score, int bound) {
        if (!Score.isRepetitionVerdict(score)) {
            return bound;
        }
        // A win then cuts only when alpha is already at or above it, a loss only when beta is at or below it.
        return score > 0 ? Bound.UPPER : Bound.LOWER;
    }
}
