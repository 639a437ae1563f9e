package engine;

import java.util.List;
import java.util.SplittableRandom;

/**
 * Chooses the move a {@link Level} plays among the best lines of its (shallow, narrow) search, so that its
 * mistakes are a weaker player's: likelier the smaller they are, and the harder their refutation is to see.
 *
 * <p>The model. Each line's loss is what it gives away of the best line's expected score
 * ({@link WinModel#expectedScore}: a pawn matters in an even position, hardly in a won one). A search of
 * {@link #SHALLOW_DEPTH} plies over the same moves tells how much of that loss shows at once — a piece left
 * hanging, a one-move threat missed: that part counts in full. The part that only the deeper search sees
 * counts {@link #HIDDEN_SHARE} of itself, since a player misses a deep refutation far more often than a
 * shallow one. A line is drawn with weight {@code exp(-perceivedLoss / temperature)}; at every level but the
 * lowest, a move that allows a mate in one is never drawn (a two-ply check), unless every line allows one.
 *
 * <p>The draw is seeded by the seed and the position, so one seed plays the same move in the same position
 * and search: a level is repeatable.
 */
public final class WeakMoveChooser {
    /** Our move and the reply, with the captures after them: what a player sees at a glance. */
    static final int SHALLOW_DEPTH = 2;
    /** The share of a loss, hidden from the shallow search, that counts in a line's weight. */
    static final double HIDDEN_SHARE = 0.5;

    /** The shallow search, with its own small table so that the main search's deeper entries do not leak in. */
    private final Search probe = new Search(new TranspositionTable(1));
    private final int[] replies = new int[MoveGen.MAX_MOVES];
    private final int[] scratch = new int[MoveGen.MAX_MOVES];

    /** The shallow search evaluates as the main search does (UCCI knowledge, networks); only between searches. */
    public void useEvaluation(Evaluation e) {
        probe.useEvaluation(e);
    }

    /**
     * The line to play among {@code lines} (best first, at least one) of a search of {@code root} within
     * {@code limits} (whose rules of repetition the shallow search follows).
     */
    public SearchInfo choose(Position root, SearchLimits limits, List<SearchInfo> lines, Level level,
                             double temperature, long seed) {
        int n = lines.size();
        if (n == 1 || temperature <= 0) {
            return lines.get(0);
        }
        double[] shallow = shallowScores(root, limits, lines);
        double best = WinModel.expectedScore(lines.get(0).score());
        double shallowBest = max(shallow);
        double[] weights = new double[n];
        double total = 0;
        for (int i = 0; i < n; i++) {
            int move = lines.get(i).pv()[0];
            if (i > 0 && level.guardsMateInOne() && allowsMateInOne(root, move)) {
                continue;
            }
            double loss = Math.max(0, best - WinModel.expectedScore(lines.get(i).score()));
            double seen = Math.min(loss, Math.max(0, shallowBest - shallow[i]));
            double perceived = seen + HIDDEN_SHARE * (loss - seen);
            weights[i] = Math.exp(-perceived / temperature);
            total += weights[i];
        }
        double r = new SplittableRandom(seed ^ root.key()).nextDouble() * total;
        for (int i = 0; i < n; i++) {
            r -= weights[i];
            if (r < 0) {
                return lines.get(i);
            }
        }
        return lines.get(0); // rounding left r at 0 after the last weight
    }

    /** Each line's move scored by a {@link #SHALLOW_DEPTH}-ply search, as expected score; in line order. */
    private double[] shallowScores(Position root, SearchLimits limits, List<SearchInfo> lines) {
        int n = lines.size();
        int[] moves = new int[n];
        for (int i = 0; i < n; i++) {
            moves[i] = lines.get(i).pv()[0];
        }
        SearchLimits glance = new SearchLimits();
        glance.depth = SHALLOW_DEPTH;
        glance.multiPv = n;
        glance.searchMoves = moves;
        glance.repetitionRule = limits.repetitionRule;
        glance.sixtyMoveRule = limits.sixtyMoveRule;
        RootLines seen = new RootLines(SearchListener.NONE);
        probe.clear();
        probe.arm();
        probe.run(root, glance, seen);
        double[] scores = new double[n]; // a move the shallow search did not score stays 0: lost at a glance
        for (SearchInfo line : seen.lines()) {
            int at = indexOf(moves, line.pv()[0]);
            if (at >= 0) {
                scores[at] = WinModel.expectedScore(line.score());
            }
        }
        return scores;
    }

    /** Whether the opponent has a reply to {@code move} after which we have no legal move (mate or stalemate). */
    boolean allowsMateInOne(Position root, int move) {
        Position p = root.copy();
        p.makeMove(move);
        int n = MoveGen.generateLegal(p, replies, 0);
        for (int i = 0; i < n; i++) {
            p.makeMove(replies[i]);
            boolean mated = MoveGen.countLegal(p, scratch) == 0;
            p.unmakeMove();
            if (mated) {
                return true;
            }
        }
        return false;
    }

    private static int indexOf(int[] moves, int move) {
        for (int i = 0; i < moves.length; i++) {
            if (moves[i] == move) {
                return i;
            }
        }
        return -1;
    }

    private static double max(double[] values) {
        double m = 0;
        for (double v : values) {
            m = Math.max(m, v);
        }
        return m;
    }
}
