package engine;

/**
 * Repetitions seen by the search. A position that occurred before with the same side to move (within the
 * plies since the last capture) is a repetition; its verdict is a draw here. The perpetual check and chase
 * rules slot in at {@link #verdict}.
 */
final class Repetition {
    /** A cycle needs at least two moves by each side. */
    private static final int SHORTEST_CYCLE = 4;

    private Repetition() {
    }

    /** The score of the side to move if the position repeats, else {@link Score#NONE}. */
    static int score(Position p, int ply) {
        int limit = Math.min(p.halfmoveClock(), p.plies());
        long key = p.key();
        for (int back = SHORTEST_CYCLE; back <= limit; back += 2) {
            if (p.keyBefore(back) == key) {
                return verdict(p, back, ply);
            }
        }
        return Score.NONE;
    }

    @SuppressWarnings("unused")
    private static int verdict(Position p, int cycle, int ply) {
        return Score.DRAW;
    }
}
