package protocol.match;

import engine.Position;

/** The placeholder repetition rule: the third occurrence of a position is a draw, whoever forced it. */
final class ThreefoldRepetition implements RepetitionJudge {
    static final int OCCURRENCES_FOR_DRAW = 3;

    @Override
    public Verdict judge(Position position) {
        long key = position.key();
        // A capture cannot be undone, so only positions since the last capture can repeat; the same side
        // is to move only every second ply.
        int reach = Math.min(position.plies(), position.halfmoveClock());
        int seen = 1;
        for (int back = 2; back <= reach; back += 2) {
            if (position.keyBefore(back) == key && ++seen >= OCCURRENCES_FOR_DRAW) {
                return Verdict.draw(Termination.REPETITION, "position repeated " + seen + " times");
            }
        }
        return null;
    }
}
