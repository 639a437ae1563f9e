package engine;

import java.util.ArrayList;
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
 * shallow one. A line is drawn with weight {@code exp(-perceivedLoss / temperature)}. At every level but the
 * lowest, a move that allows a mate in one is never drawn (a two-ply check); when every line allows one, the
 * shallow search looks for a defence among the other moves.
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
    private final Search probe;
    private final int[] replies = new int[MoveGen.MAX_MOVES];
    private final int[] scratch = new int[MoveGen.MAX_MOVES];

    /** A chooser whose shallow search evaluates with {@code evaluation} (until {@link #useEvaluation}). */
    public WeakMoveChooser(Evaluation evaluation) {
        probe = new Search(new TranspositionTable(1), evaluation);
    }

    /** The shallow search evaluates as the main search does (UCCI knowledge, networks); only between searches. */
    public void useEvaluation(Evaluation e) {
        probe.useEvaluation(e);
    }

    /**
     * The line to play among {@code lines} (best first, at least one) of a search of {@code root} within
     * {@code limits} (whose rules of repetition the shallow searches follow).
     */
    public SearchInfo choose(Position root, SearchLimits limits, List<SearchInfo> lines, Level level,
                             double temperature, long seed) {
        List<SearchInfo> candidates = level.guardsMateInOne() ? safe(root, lines) : lines;
        if (candidates.isEmpty()) {
            SearchInfo parry = parry(root, limits);
            return parry != null ? parry : lines.get(0);
        }
        if (candidates.size() == 1 || temperature <= 0) {
            return candidates.get(0);
        }
        double[] weights = weights(root, limits, candidates, temperature);
        return candidates.get(draw(weights, new SplittableRandom(seed ^ root.key()).nextDouble()));
    }

    /** Each candidate's weight, {@code exp(-perceivedLoss / temperature)}: see the class comment. */
    private double[] weights(Position root, SearchLimits limits, List<SearchInfo> candidates, double temperature) {
        double[] shallow = glance(root, limits, moves(candidates));
        double best = WinModel.expectedScore(candidates.get(0).score());
        double shallowBest = max(shallow);
        double[] weights = new double[candidates.size()];
        for (int i = 0; i < weights.length; i++) {
            double loss = Math.max(0, best - WinModel.expectedScore(candidates.get(i).score()));
            double seen = Math.min(loss, Math.max(0, shallowBest - shallow[i]));
            double perceived = seen + HIDDEN_SHARE * (loss - seen);
            weights[i] = Math.exp(-perceived / temperature);
        }
        return weights;
    }

    /** The index that {@code uniform} (in [0, 1)) falls on when the weights are laid end to end. */
    private static int draw(double[] weights, double uniform) {
        double total = 0;
        for (double w : weights) {
            total += w;
        }
        double r = uniform * total;
        for (int i = 0; i < weights.length; i++) {
            r -= weights[i];
            if (r < 0) {
                return i;
            }
        }
        return 0; // rounding left r at 0 after the last weight
    }

    /** The lines whose move does not allow a mate in one, in their order. */
    private List<SearchInfo> safe(Position root, List<SearchInfo> lines) {
        List<SearchInfo> safe = new ArrayList<>(lines.size());
        for (SearchInfo line : lines) {
            if (!allowsMateInOne(root, line.pv()[0])) {
                safe.add(line);
            }
        }
        return safe;
    }

    /**
     * Every line allows a mate in one: the best move, at a glance, among those that do not (a player who sees
     * the threat looks for a defence), or null when there is none.
     */
    private SearchInfo parry(Position root, SearchLimits limits) {
        int[] legal = new int[MoveGen.MAX_MOVES];
        int n = MoveGen.generateLegal(root, legal, 0);
        int[] defences = new int[n];
        int count = 0;
        for (int i = 0; i < n; i++) {
            if (limits.allowsRootMove(legal[i]) && !allowsMateInOne(root, legal[i])) {
                defences[count++] = legal[i];
            }
        }
        if (count == 0) {
            return null;
        }
        List<SearchInfo> seen = search(root, limits, java.util.Arrays.copyOf(defences, count), 1);
        return seen.isEmpty() ? null : seen.get(0);
    }

    /** Each move scored by a {@link #SHALLOW_DEPTH}-ply search, as expected score; in the moves' order. */
    private double[] glance(Position root, SearchLimits limits, int[] moves) {
        double[] scores = new double[moves.length]; // a move the shallow search did not score stays 0: lost
        for (SearchInfo line : search(root, limits, moves, moves.length)) {
            int at = indexOf(moves, line.pv()[0]);
            if (at >= 0) {
                scores[at] = WinModel.expectedScore(line.score());
            }
        }
        return scores;
    }

    /** The best {@code width} lines of a {@link #SHALLOW_DEPTH}-ply search over {@code moves}, from a clear table. */
    private List<SearchInfo> search(Position root, SearchLimits limits, int[] moves, int width) {
        SearchLimits glance = new SearchLimits();
        glance.depth = SHALLOW_DEPTH;
        glance.multiPv = width;
        glance.searchMoves = moves;
        glance.repetitionRule = limits.repetitionRule;
        glance.sixtyMoveRule = limits.sixtyMoveRule;
        RootLines seen = new RootLines(SearchListener.NONE);
        probe.clear();
        probe.arm();
        probe.run(root, glance, seen);
        return seen.lines();
    }

    private static int[] moves(List<SearchInfo> lines) {
        int[] moves = new int[lines.size()];
        for (int i = 0; i < moves.length; i++) {
            moves[i] = lines.get(i).pv()[0];
        }
        return moves;
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
