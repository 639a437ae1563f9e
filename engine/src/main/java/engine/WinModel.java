package engine;

/**
 * Win, draw and loss chances of the side to move from a score in internal units, and the UCI centipawn scale
 * derived from them. The model is two logistic curves sharing one spread:
 * <pre>
 *   win(v)  = 1 / (1 + exp((EVEN - v) / SPREAD))
 *   loss(v) = win(-v)
 *   draw(v) = 1 - win(v) - loss(v)
 * </pre>
 * {@code EVEN} is the score at which the side to move wins half its games; UCI reports it as 100 cp, as
 * Pikafish does, so a GUI's "+1.00" means the same chance of winning whatever the evaluation's own units are.
 *
 * <p>The constants were fitted by maximum likelihood ({@code qilin wdl}, {@code training.tune.WdlFit}) on 8,201 distinct quiet
 * positions (from ply 16 on) of 258 games: 238 self-play games of the current evaluation at 3,000 nodes per
 * move (openings {@code test-positions/openings-wide.txt}, books off, at most 300 plies; 104-104-30) and the 20
 * games of {@code shared/test-data/pgn}. Fitted: even 389, spread 451, log-loss 0.898 per position. The
 * self-play games alone give 414/477, the 20 engine-tournament games alone 157/162: the data are few and
 * fast, so the scale is a stable convention rather than a precise forecast. See README ("Scores").
 */
public final class WinModel {
    /** Internal score at which the side to move wins half its games: 100 UCI centipawns. */
    public static final int EVEN = 389;
    /** How fast the chances change with the score (internal units per unit of the logistic's argument). */
    public static final double SPREAD = 451;
    /** UCI centipawns for {@link #EVEN}. */
    public static final int EVEN_CENTIPAWNS = 100;
    private static final int PER_MILLE = 1000;

    private WinModel() {
    }

    /** The UCI centipawn value of a non-decisive internal score. */
    public static int centipawns(int score) {
        return (int) Math.round((double) score * EVEN_CENTIPAWNS / EVEN);
    }

    /**
     * Win, draw and loss per mille for the side to move, summing to 1000; a decisive score
     * ({@link Score#isDecisive}) is a certain win or loss.
     */
    public static int[] perMille(int score) {
        if (Score.isDecisive(score)) {
            return score > 0 ? new int[] {PER_MILLE, 0, 0} : new int[] {0, 0, PER_MILLE};
        }
        int win = (int) Math.round(PER_MILLE * win(score, EVEN, SPREAD));
        int loss = (int) Math.round(PER_MILLE * win(-score, EVEN, SPREAD));
        return new int[] {win, PER_MILLE - win - loss, loss};
    }

    /**
     * The side to move's expected result, win 1, draw one half, loss 0: what a move gives away is measured in
     * it ({@link WeakMoveChooser}), so that a pawn matters more in an even position than in a won one.
     */
    public static double expectedScore(int score) {
        if (Score.isDecisive(score)) {
            return score > 0 ? 1 : 0;
        }
        return (1 + win(score, EVEN, SPREAD) - win(-score, EVEN, SPREAD)) / 2;
    }

    /** The model's win chance of {@code score} with the constants {@code even} and {@code spread}. */
    public static double win(double score, double even, double spread) {
        return 1 / (1 + Math.exp((even - score) / spread));
    }
}
