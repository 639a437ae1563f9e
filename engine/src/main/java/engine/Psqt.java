package engine;

/**
 * Material plus piece-square values, middlegame and endgame, as Red sees them: Black's entries are the
 * negated values of the point turned half a circle. Position keeps their sums up to date in make/unmake.
 */
final class Psqt {
    static final int[] MG = new int[Piece.CODE_COUNT * Square.COUNT];
    static final int[] EG = new int[Piece.CODE_COUNT * Square.COUNT];

    /** Game-phase weight of each piece type; the full board sums to {@link #PHASE_MAX}. */
    static final int[] PHASE = {0, 0, 0, 0, 2, 4, 2, 0};
    static final int PHASE_MAX = 2 * (2 * 2 + 2 * 4 + 2 * 2);

    static {
        rebuild();
    }

    private Psqt() {
    }

    /** Recomputes the tables from {@link Weights} (after the tuner changed them). */
    static void rebuild() {
        for (int type = Piece.KING; type <= Piece.PAWN; type++) {
            for (int sq = 0; sq < Square.COUNT; sq++) {
                // Tables are written top row first (rank 9), as a player reads the board from Red's seat.
                int at = (Square.RANKS - 1 - Square.rank(sq)) * Square.FILES + Square.file(sq);
                int mg = Weights.MATERIAL_MG[type] + Weights.PSQ_MG[type][at];
                int eg = Weights.MATERIAL_EG[type] + Weights.PSQ_EG[type][at];
                int red = Piece.make(Piece.RED, type);
                int black = Piece.make(Piece.BLACK, type);
                MG[red * Square.COUNT + sq] = mg;
                EG[red * Square.COUNT + sq] = eg;
                MG[black * Square.COUNT + Square.flip(sq)] = -mg;
                EG[black * Square.COUNT + Square.flip(sq)] = -eg;
            }
        }
    }
}
