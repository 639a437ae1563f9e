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

    final int[] packed = new int[Piece.CODE_COUNT * Square.COUNT];

    /** From material by type and piece-square tables by type, written top row first (rank 9). */
    Psqt(int[] materialMg, int[] materialEg, int[][] psqMg, int[][] psqEg) {
        for (int type = Piece.KING; type <= Piece.PAWN; type++) {
            for (int sq = 0; sq < Square.COUNT; sq++) {
                int at = cell(Square.rank(sq), Square.file(sq));
                int vMg = materialMg[type] + psqMg[type][at];
                int vEg = materialEg[type] + psqEg[type][at];
                int red = Piece.make(Piece.RED, type);
                int black = Piece.make(Piece.BLACK, type);
                packed[red * Square.COUNT + sq] = Evaluation.pack(vMg, vEg);
                packed[black * Square.COUNT + Square.flip(sq)] = Evaluation.pack(-vMg, -vEg);
            }
        }
    }

    /** A point's index in a table as the weights file writes it: 10 rows of 9, rank 9 first, Red's view. */
    static int cell(int rank, int file) {
        return (Square.RANKS - 1 - rank) * Square.FILES + file;
    }
}
