package training.data;

/**
 * One self-play game as the data file holds it ({@link DataFile}): where it started, the opening plies played
 * at random, then every searched position's move and score, and how the game ended.
 *
 * @param index        the game's number in its run; with the seed it is all the game depends on
 * @param result       Red's result: {@link #BLACK_WON}, {@link #DRAW} or {@link #RED_WON}
 * @param termination  how the game ended, a {@code protocol.match.Termination} ordinal (documented in DATA.md)
 * @param startFen     the position the opening plies start from; null for the initial position
 * @param opening      the random opening plies, moves as {@code engine.Move} encodes them (14 bits)
 * @param moves        the searched plies: the move played from each position
 * @param scores       each searched position's score, from its side to move's view, in internal units
 */
public record GameData(int index, int result, int termination, String startFen, short[] opening, short[] moves,
        short[] scores) {
    public static final int BLACK_WON = 0;
    public static final int DRAW = 1;
    public static final int RED_WON = 2;

    public GameData {
        if (moves.length != scores.length) {
            throw new IllegalArgumentException(moves.length + " moves but " + scores.length + " scores");
        }
        if (result < BLACK_WON || result > RED_WON) {
            throw new IllegalArgumentException("result " + result);
        }
    }

    /** Red's result as a score: 1 won, 0.5 drawn, 0 lost. */
    public double redScore() {
        return result / 2.0;
    }
}
