package engine;

/**
 * Material plus piece-square values by piece code and point, as Red sees them, middlegame and endgame packed
 * in one int ({@link Evaluation#pack}): Black's entries are the negated values of the point turned half a
 * circle. Immutable; a {@link Position} keeps the sums of one table up to date in make/unmake
 * ({@link Position#use}).
 */
final class Psqt {
    /** Game-phase weight of each piece type; the full board sums to {@link #PHASE_MAX}. */
    static final int[] PHASE = {0, 0, 0, 0, 2, 4, 2, 0};
    static final int PHASE_MAX = 2 * (2 * 2 + 2 * 4 + 2 * 2);

    /** All zeros: what a position sums before an evaluation gives it its table. */
    static final Psqt NONE = new Psqt();

    final int[] packed = new int[Piece.CODE_COUNT * Square.COUNT];

    private Psqt() {
    }

    /** From material by type and piece-square tables by type, written top row first (rank 9). */
    Psqt(int[] materialMg, int[] materialEg, int[][] psqMg, int[][] psqEg) {
        for (int type = Piece.KING; type <= Piece.PAWN; type++) {
            for (int sq = 0; sq < Square.COUNT; sq++) {
                int at = Weights.cell(Square.rank(sq), Square.file(sq));
                int vMg = materialMg[type] + psqMg[type][at];
                int vEg = materialEg[type] + psqEg[type][at];
                int red = Piece.make(Piece.RED, type);
                int black = Piece.make(Piece.BLACK, type);
                packed[red * Square.COUNT + sq] = HandWrittenEval.pack(vMg, vEg);
                packed[black * Square.COUNT + Square.flip(sq)] = HandWrittenEval.pack(-vMg, -vEg);
            }
        }
    }
}
