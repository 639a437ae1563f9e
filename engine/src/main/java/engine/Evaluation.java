package engine;

/**
 * Static evaluation from the side to move's view: tapered material and piece-square sums, kept incrementally
 * by the position, plus a tempo bonus. The search sees only {@link #evaluate}.
 */
public final class Evaluation {
    private Evaluation() {
    }

    public static int evaluate(Position p) {
        int phase = Math.min(p.phase, Psqt.PHASE_MAX);
        int red = (p.psqMg * phase + p.psqEg * (Psqt.PHASE_MAX - phase)) / Psqt.PHASE_MAX;
        return (p.side == Piece.RED ? red : -red) + Weights.TEMPO;
    }

    /** Material value of a piece type in the middlegame: what exchanges and move ordering weigh. */
    static int pieceValue(int type) {
        return Weights.MATERIAL_MG[type];
    }
}
