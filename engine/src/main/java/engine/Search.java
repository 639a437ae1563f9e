package engine;


import java.util.ArrayList;
import java.util.List;

/**
 * Iterative deepening over a principal-variation search with aspiration windows, quiescence search, a
 * transposition table, staged move ordering and the usual selectivity (null move, reverse futility,
 * futility, late-move pruning and reductions, SEE pruning, check extension, internal iterative reduction).
 * One instance per search thread; {@link #stop()} and {@link #ponderhit()} may be called from any thread.
 */
public final class Search {
    private static final int ASPIRATION_DEPTH = Tunables.value("aspirationDepth", 5, 1, 10, 1);
    private static final int ASPIRATION_WINDOW = Tunables.value("aspirationWindow", 24, 8, 80, 4);
    /** A failed window widens by its own size divided by this. */
    private static final int ASPIRATION_GROWTH_DIVISOR = 2;
    /** Past this score a window that fails opens fully: a winning score is usually on its way to a mate. */
    private static final int ASPIRATION_DECISIVE = Tunables.value("aspirationDecisive", 2_000, 500, 5_000, 100);
    private static final int RFP_DEPTH = Tunables.value("rfpDepth", 7, 2, 12, 1);
    private static final int RFP_MARGIN = Tunables.value("rfpMargin", 140, 40, 300, 10);
    /**
     * Past this beta (either sign) reverse futility does not cut. The network learned from game results, so its
     * scores flatten where the game is decided (net4 gives #13 of the mating-attacks suite +1568, where the search
     * reaches +5360): against a beta beyond that scale the side that is behind passes the margin nearly
     * everywhere, and the static cut hides the mate the search is proving.
     */
    private static final int RFP_DECIDED = Tunables.value("rfpDecided", 2_000, 1_000, 4_000, 100);
    /** Deeper than this, a node failing low below a PV node keeps the PV mark (Stockfish's depth > 3). */
    private static final int TT_PV_FAIL_LOW_DEPTH = 3;
    private static final int NULL_MIN_DEPTH = Tunables.value("nullMinDepth", 2, 1, 6, 1);
    /** Null-move reduction: a base, one more ply per this much depth, and up to a cap for eval above beta. */
    private static final int NULL_BASE_REDUCTION = Tunables.value("nullBaseReduction", 3, 1, 6, 1);
    private static final int NULL_DEPTH_DIVISOR = Tunables.value("nullDepthDivisor", 4, 2, 8, 1);
    private static final int NULL_MAX_EVAL_REDUCTION = Tunables.value("nullMaxEvalReduction", 3, 0, 6, 1);
    private static final int NULL_EVAL_DIVISOR = Tunables.value("nullEvalDivisor", 200, 50, 600, 25);
    private static final int IIR_DEPTH = Tunables.value("iirDepth", 4, 2, 10, 1);
    private static final int IIR_REDUCTION = Tunables.value("iirReduction", 1, 0, 3, 1);
    /** Checks are extended only while the line is shorter than this many times the iteration's depth... */
    private static final int CHECK_EXTENSION_PLY_FACTOR = 2;
    /** ...and only where the side in check has at most this many legal replies. */
    private static final int CHECK_EXTENSION_REPLIES = Tunables.value("checkExtensionReplies", 1, 0, 4, 1);
    private static final int LMP_DEPTH = Tunables.value("lmpDepth", 5, 1, 10, 1);
    private static final int LMP_BASE = Tunables.value("lmpBase", 3, 1, 10, 1);
    /** A node whose eval is not improving searches this many times fewer quiet moves before pruning. */
    private static final int LMP_NOT_IMPROVING_DIVISOR = Tunables.value("lmpNotImprovingDivisor", 2, 1, 4, 1);
    private static final int FUTILITY_DEPTH = Tunables.value("futilityDepth", 6, 1, 12, 1);
    private static final int FUTILITY_BASE = Tunables.value("futilityBase", 120, 0, 300, 10);
    private static final int FUTILITY_MARGIN = Tunables.value("futilityMargin", 100, 40, 250, 10);
    private static final int SEE_PRUNE_DEPTH = Tunables.value("seePruneDepth", 6, 1, 12, 1);
    private static final int SEE_CAPTURE_MARGIN = Tunables.value("seeCaptureMargin", 90, 20, 250, 10);
    private static final int DELTA_MARGIN = Tunables.value("deltaMargin", 150, 50, 400, 10);
    private static final int LMR_MIN_DEPTH = Tunables.value("lmrMinDepth", 3, 1, 6, 1);
    /** Expected cut nodes reduce late moves this much more. */
    private static final int LMR_CUT_NODE = Tunables.value("lmrCutNode", 1, 0, 3, 1);
    /** Nodes whose eval is not improving reduce late moves this much more. */
    private static final int LMR_NOT_IMPROVING = Tunables.value("lmrNotImproving", 1, 0, 3, 1);
    /** Late-move reductions grow with log(depth) * log(move number): base + product / divisor, in hundredths. */
    private static final int LMR_BASE_PERCENT = Tunables.value("lmrBasePercent", 75, 0, 200, 5);
    private static final int LMR_DIVISOR_PERCENT = Tunables.value("lmrDivisorPercent", 210, 100, 400, 10);
    /** At the root the first moves after the PV move are searched unreduced. */
    private static final int ROOT_LMR_FULL_MOVES = Tunables.value("rootLmrFullMoves", 3, 0, 10, 1);
    /** The count of best-move changes that stretches the time budget is halved every iteration. */
    private static final double BEST_MOVE_CHANGES_DECAY = 0.5;
    /** A quiet move's statistics (butterfly twice, three continuations) reduce it less above this offset. */
    private static final int STAT_OFFSET = Tunables.value("statOffset", 4_000, 0, 12_000, 500);
    private static final int LMR_HISTORY_DIVISOR = Tunables.value("lmrHistoryDivisor", 8_000, 2_000, 20_000, 500);
    /** A reduced search that beat alpha by this much (and more per ply reduced) is re-searched one ply deeper. */
    private static final int DEEPER_MARGIN = Tunables.value("deeperMargin", 25, 0, 100, 5);
    private static final int DEEPER_MARGIN_PER_PLY = Tunables.value("deeperMarginPerPly", 4, 0, 16, 1);
    /** Quiet moves whose continuation history is this bad per ply of depth are pruned near the leaves. */
    private static final int HISTORY_PRUNE_DEPTH = Tunables.value("historyPruneDepth", 4, 1, 8, 1);
    private static final int HISTORY_PRUNE_MARGIN = Tunables.value("historyPruneMargin", 500, 100, 2_000, 100);
    private static final int FUTILITY_HISTORY_DIVISOR = Tunables.value("futilityHistoryDivisor", 128, 32, 512, 16);
    private static final int RAZOR_DEPTH = Tunables.value("razorDepth", 3, 1, 6, 1);
    private static final int RAZOR_BASE = Tunables.value("razorBase", 300, 100, 800, 25);
    private static final int RAZOR_MARGIN = Tunables.value("razorMargin", 250, 100, 600, 25);
    private static final int PROBCUT_MIN_DEPTH = Tunables.value("probcutMinDepth", 5, 3, 10, 1);
    private static final int PROBCUT_MARGIN = Tunables.value("probcutMargin", 120, 40, 400, 10);
    private static final int PROBCUT_IMPROVING = Tunables.value("probcutImproving", 50, 0, 150, 5);
    private static final int PROBCUT_REDUCTION = Tunables.value("probcutReduction", 4, 2, 6, 1);
    private static final int NULL_VERIFY_DEPTH = Tunables.value("nullVerifyDepth", 12, 6, 24, 1);
    /** During a verification our null moves are off for three quarters of its depth. */
    private static final int NULL_VERIFY_PLY_NUMERATOR = 3;
    private static final int NULL_VERIFY_PLY_DENOMINATOR = 4;
    private static final int SINGULAR_MIN_DEPTH = Tunables.value("singularMinDepth", 6, 4, 12, 1);
    /** The table entry may be this much shallower than the node and still nominate a singular move. */
    private static final int SINGULAR_TT_DEPTH_SLACK = Tunables.value("singularTtDepthSlack", 3, 1, 6, 1);
    private static final int SINGULAR_MARGIN = Tunables.value("singularMargin", 2, 1, 6, 1);
    private static final int DOUBLE_EXTENSION_MARGIN = Tunables.value("doubleExtensionMargin", 20, 0, 80, 5);
    private static final int MAX_DOUBLE_EXTENSIONS = Tunables.value("maxDoubleExtensions", 10, 0, 20, 1);
    /** Table depths of quiescence entries: one that tried checks answers for one that would not, not vice versa. */
    private static final int QS_DEPTH_CHECKS = 0;
    private static final int QS_DEPTH_NO_CHECKS = -1;
    private static final int TIME_CHECK_MASK = 1023;
    /** A mate is taken as the shortest once the search is this many times deeper than its distance. */
    private static final int MATE_SETTLE_FACTOR = 2;

    private static final int[][] REDUCTIONS = new int[Score.MAX_PLY][MoveGen.MAX_MOVES];

    static {
        for (int d = 1; d < Score.MAX_PLY; d++) {
            for (int m = 1; m < MoveGen.MAX_MOVES; m++) {
                double product = 100 * Math.log(d) * Math.log(m) * 100 / LMR_DIVISOR_PERCENT;
                REDUCTIONS[d][m] = (int) ((LMR_BASE_PERCENT + product) / 100);
            }
        }
    }

    /** Which selectivity features are on; all by default, switchable for measuring each one's worth. */
    public static final class Features {
        public boolean nullMove = true;
        public boolean lmr = true;
        public boolean reverseFutility = true;
        public boolean futility = true;
        public boolean lateMovePruning = true;
        public boolean checkExtension = true;
        public boolean seePruning = true;
        public boolean iir = true;
        /** Moves that give check are never pruned by SEE: sacrificial checks start most mates. */
        public boolean checkSacrifices = true;
        /** Quiescence tries checking moves at its first ply. */
        public boolean quiescenceChecks = true;
        /** A null move that gets mated marks a mate threat: no shallow pruning there, one ply less reduction. */
        public boolean mateThreats = true;
        /** An aspiration window that fails beyond a decisive score opens fully. */
        public boolean decisiveWindows = true;
        /** Continuation histories order quiet moves and feed their reductions. */
        public boolean contHistory = true;
        /** Capture history orders captures. */
        public boolean captureHistory = true;
        /** Quiet moves with bad history are pruned near the leaves, and history shifts the futility margin. */
        public boolean historyPruning = true;
        /** A reduced search that beats alpha is re-searched deeper or shallower by how far it beat it. */
        public boolean lmrResearchDepth = true;
        public boolean razoring = true;
        public boolean probCut = true;
        /** A null move that fails high at high depth is verified by a search without our null moves. */
        public boolean nullVerification = true;
        /** Singular extensions, multi-cut and negative extensions of the table move. */
        public boolean singular = true;
        /** The static evaluation is corrected by what searches found for the same pawn structure. */
        public boolean correctionHistory = true;
        /**
         * A node the table marks as once on a principal variation is treated like a PV node: no reverse
         * futility cut, one ply less late-move reduction. Off, only the PV nodes themselves are.
         */
        public boolean ttPv = true;

        /** Turns one feature off by its field name; answers false when there is no such feature. */
        public boolean disable(String name) {
            switch (name) {
                case "nullMove" -> nullMove = false;
                case "lmr" -> lmr = false;
                case "reverseFutility" -> reverseFutility = false;
                case "futility" -> futility = false;
                case "lateMovePruning" -> lateMovePruning = false;
                case "checkExtension" -> checkExtension = false;
                case "seePruning" -> seePruning = false;
                case "iir" -> iir = false;
                case "checkSacrifices" -> checkSacrifices = false;
                case "quiescenceChecks" -> quiescenceChecks = false;
                case "mateThreats" -> mateThreats = false;
                case "decisiveWindows" -> decisiveWindows = false;
                case "contHistory" -> contHistory = false;
                case "captureHistory" -> captureHistory = false;
                case "historyPruning" -> historyPruning = false;
                case "lmrResearchDepth" -> lmrResearchDepth = false;
                case "razoring" -> razoring = false;
                case "probCut" -> probCut = false;
                case "nullVerification" -> nullVerification = false;
                case "singular" -> singular = false;
                case "correctionHistory" -> correctionHistory = false;
                case "ttPv" -> ttPv = false;
                default -> {
                    return false;
                }
            }
            return true;
        }

        /** Turns off every feature of a comma-separated list; answers the names that are not features. */
        public List<String> disableAll(String names) {
            List<String> unknown = new ArrayList<>();
            for (String name : names.split(",")) {
                if (!name.isBlank() && !disable(name.trim())) {
                    unknown.add(name.trim());
                }
            }
            return unknown;
        }
    }

    private final TranspositionTable tt;
    private final History history = new History();
    private final See see = new See();
    private EvalState evalState;
    private final MovePicker[] pickers = new MovePicker[Score.MAX_PLY + 1];
    private final int[][] pv = new int[Score.MAX_PLY + 1][Score.MAX_PLY + 1];
    private final int[] pvLength = new int[Score.MAX_PLY + 1];
    private final CorrectionHistory correction = new CorrectionHistory();
    /** Each ply's static evaluation as refined by the table: what pruning and "improving" compare. */
    private final int[] staticEvals = new int[Score.MAX_PLY + 1];
    /** Each ply's static evaluation as computed (what the table stores), and as corrected by history. */
    private final int[] rawEvals = new int[Score.MAX_PLY + 1];
    private final int[] correctedEvals = new int[Score.MAX_PLY + 1];
    private final int[][] quietsTried = new int[Score.MAX_PLY + 1][MoveGen.MAX_MOVES];
    private final int[][] capturesTried = new int[Score.MAX_PLY + 1][MoveGen.MAX_MOVES];
    /** The continuation key ({@link History#pieceTo}) of the move being searched at each ply. */
    private final int[] contKeys = new int[Score.MAX_PLY + 1];
    /** The move a singular search at this ply leaves out, or {@link Move#NONE}. */
    private final int[] excludedMoves = new int[Score.MAX_PLY + 1];
    /** Per ply: the node is or was on a principal variation (a PV node, or the table says it was one). */
    private final boolean[] ttPvs = new boolean[Score.MAX_PLY + 1];
    /** Double extensions on the line to each ply. */
    private final int[] doubleExtensions = new int[Score.MAX_PLY + 2];
    private final TimeManager time = new TimeManager();
    private final HardLimitAlarm alarm = new HardLimitAlarm();
    private final RuleScores ruleScores = new RuleScores();
    public final Features features;
    Evaluation evaluation;
    /** The threads searching this position together, the main thread first; see {@link SearchPool}. */
    private Search[] team = {this};
    /** How a helper thread leaves out iterations: blocks of {@code skipSize} depths, shifted by the phase. */
    private int skipSize;
    private int skipPhase;

    private Position pos;
    private SearchLimits limits;
    private RootMove[] rootMoves;
    private int pvIndex;
    /** The line last reported for the best move: the one a GUI shows as the engine's. */
    private int[] reportedPv;
    private long nodes;
    private int selDepth;
    private int rootDepth;
    /** Changes of the best root move within recent iterations (halved every iteration): they stretch the budget. */
    private double bestMoveChanges;
    private boolean stopped;
    /** While a null move is verified: the side that may not pass again before this ply. */
    private int nullMinPly;
    private int nullColor;
    /** What {@link #prefetch} read last; nothing uses it, it is only there so that the read is not dropped. */
    private long prefetched;
    private volatile boolean stopRequested;
    private volatile boolean ponderhitPending;
    /** When the ponderhit arrived: our clock runs from then, however late the search sees it. */
    private volatile long ponderhitNanos;

    public Search(TranspositionTable tt) {
        this(tt, new Evaluation());
    }

    /** A search that evaluates with {@code evaluation} rather than the engine's own (a tool's, or a placeholder). */
    public Search(TranspositionTable tt, Evaluation evaluation) {
        this(tt, new Features(), evaluation);
    }

    /**
     * A search over a (perhaps shared) table with (perhaps shared) feature switches and evaluation: a thread
     * of a {@link SearchPool}, or a search with weights other than the engine's own.
     */
    Search(TranspositionTable tt, Features features, Evaluation evaluation) {
        this.tt = tt;
        this.features = features;
        this.evaluation = evaluation;
        this.evalState = evaluation.newState();
        for (int i = 0; i < pickers.length; i++) {
            pickers[i] = new MovePicker(see, history);
        }
    }

    /**
     * Evaluates with {@code e} from the next search on (a GUI chose another network or evaluator); only between
     * searches. The table keeps its entries: their scores are the old evaluation's, as after any change of mind.
     */
    void useEvaluation(Evaluation e) {
        evaluation = e;
        evalState = e.newState();
    }

    /** Forgets everything learned: for a new game. */
    public void clear() {
        clearHistory();
        tt.clear();
        time.newGame();
    }

    /** Forgets the move statistics but not the (perhaps shared) table. */
    void clearHistory() {
        history.clear();
        correction.clear();
    }

    public void stop() {
        stopRequested = true;
    }

    /**
     * Clears earlier stop and ponderhit requests. A caller that runs the search on another thread calls this
     * before starting it, so that a stop or ponderhit sent right after is never lost to a late reset.
     */
    public void arm() {
        stopRequested = false;
        ponderhitPending = false;
    }

    /** The opponent played the predicted move: from now on the time limits apply. */
    public void ponderhit() {
        ponderhitNanos = System.nanoTime();
        ponderhitPending = true;
    }

    /** Joins a pool: {@code members} search together, this one at {@code index}; the first is the main thread. */
    void joinTeam(Search[] members, int index) {
        team = members;
        // Helpers 1-2 skip every other depth, 3-6 two depths in four, 7-12 three in six..., each at its own phase,
        // so that at any time some helpers search deeper than the main thread and fill the table ahead of it.
        skipSize = 0;
        skipPhase = 0;
        if (index > 0) {
            int first = 0;
            int size = 1;
            while (index - 1 >= first + 2 * size) {
                first += 2 * size;
                size++;
            }
            skipSize = size;
            skipPhase = index - 1 - first;
        }
    }

    /** Whether this helper leaves out an iteration of this depth (the main thread never does). */
    private boolean skipsDepth(int depth) {
        return skipSize > 0 && (depth + skipPhase) / skipSize % 2 == 1;
    }

    /** Nodes of every thread of the team: other threads' counts are read without synchronisation, a moment old. */
    long teamNodes() {
        long sum = 0;
        for (Search s : team) {
            sum += s.nodes;
        }
        return sum;
    }

    private static final class RootMove implements Comparable<RootMove> {
        final int move;
        int score = -Score.INFINITE;
        int previousScore = -Score.INFINITE;
        /** Nodes this thread spent below this move, over all iterations of the search. */
        long effort;
        int selDepth;
        int[] pv = new int[0];

        RootMove(int move) {
            this.move = move;
        }

        @Override
        public int compareTo(RootMove o) {
            return o.score != score ? Integer.compare(o.score, score) : Integer.compare(o.previousScore, previousScore);
        }
    }

    // ---------------------------------------------------------------- iterative deepening

    /** Searches {@code root} (left as it was) within {@code limits}, reporting progress to {@code listener}. */
    public SearchResult run(Position root, SearchLimits searchLimits, SearchListener listener) {
        pos = root.copy();
        limits = searchLimits;
        nodes = 0;
        stopped = false;
        nullMinPly = 0;
        time.start(limits, pos.gamePly());
        time.setLimited(time.limited() && !limits.ponder);
        if (team.length == 1) {
            tt.newSearch(); // a pool ages the shared table once, before its threads start
        }
        history.newSearch();
        evalState.prepare(pos);
        reportedPv = null;
        rootMoves = collectRootMoves();
        if (rootMoves.length == 0) {
            int score = Score.matedIn(0);
            listener.onIteration(new SearchInfo(0, 0, 1, score, 0, 0, 0, 0, new int[0]));
            return new SearchResult(Move.NONE, Move.NONE, score, 0, 0, time.searchMs());
        }
        armAlarm();
        int maxDepth = limits.depth > 0 ? Math.min(limits.depth, Score.MAX_PLY - 1) : Score.MAX_PLY - 1;
        int multiPv = Math.max(1, Math.min(limits.multiPv, rootMoves.length));
        int completedDepth = 0;
        int lastBest = Move.NONE;
        int lastChangeDepth = 0;
        bestMoveChanges = 0;
        for (rootDepth = 1; rootDepth <= maxDepth; rootDepth++) {
            if (skipsDepth(rootDepth) && rootDepth < maxDepth) {
                continue;
            }
            for (RootMove rm : rootMoves) {
                rm.previousScore = rm.score;
            }
            bestMoveChanges *= BEST_MOVE_CHANGES_DECAY;
            for (pvIndex = 0; pvIndex < multiPv && !stopped; pvIndex++) {
                selDepth = 0;
                aspirate(listener, multiPv);
            }
            if (stopped && completedDepth > 0) {
                break;
            }
            completedDepth = rootDepth;
            if (rootMoves[0].move != lastBest) {
                lastBest = rootMoves[0].move;
                lastChangeDepth = completedDepth;
            }
            if (stopped || shouldStop(completedDepth, lastChangeDepth)) {
                break;
            }
        }
        alarm.disarm();
        if (team[0] == this && !java.util.Arrays.equals(rootMoves[0].pv, reportedPv)) {
            // An iteration cut short changed the best move or its line after the last report: show the line
            // that is played, as the GUI takes the last one for it (helpers report only completed iterations,
            // which is what the pool compares).
            for (int i = 0; i < multiPv; i++) {
                report(listener, i, rootDepth);
            }
        }
        time.finish(rootMoves[0].score);
        awaitAnswerAllowed(limits);
        RootMove best = rootMoves[0];
        int ponder = best.pv.length > 1 ? best.pv[1] : Move.NONE;
        return new SearchResult(best.move, ponder, best.score, completedDepth, teamNodes(), time.searchMs());
    }

    private RootMove[] collectRootMoves() {
        int[] list = new int[MoveGen.MAX_MOVES];
        int n = MoveGen.generateLegal(pos, list, 0);
        List<RootMove> moves = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            if (limits.allowsRootMove(list[i])) {
                moves.add(new RootMove(list[i]));
            }
        }
        return moves.toArray(new RootMove[0]);
    }

    /** One root search of the current depth and PV line, widening the window until the score fits. */
    private void aspirate(SearchListener listener, int multiPv) {
        RootMove current = rootMoves[pvIndex];
        int previous = current.previousScore;
        int delta = ASPIRATION_WINDOW;
        int alpha = -Score.INFINITE;
        int beta = Score.INFINITE;
        if (rootDepth >= ASPIRATION_DEPTH && previous > -Score.MATE_BOUND && previous < Score.MATE_BOUND) {
            alpha = Math.max(previous - delta, -Score.INFINITE);
            beta = Math.min(previous + delta, Score.INFINITE);
        }
        while (true) {
            int score = searchRoot(alpha, beta, rootDepth);
            sortRootMoves(pvIndex, rootMoves.length);
            if (stopped) {
                break;
            }
            if (score <= alpha) {
                beta = (alpha + beta) / 2;
                alpha = decisive(-score) ? -Score.INFINITE : Math.max(score - delta, -Score.INFINITE);
            } else if (score >= beta) {
                alpha = (alpha + beta) / 2; // the mirror of a fail low: a narrower window proves the new score cheaper
                beta = decisive(score) ? Score.INFINITE : Math.min(score + delta, Score.INFINITE);
            } else {
                break;
            }
            delta += delta / ASPIRATION_GROWTH_DIVISOR;
        }
        sortRootMoves(0, pvIndex + 1);
        if (!stopped && pvIndex == 0) {
            RootMove best = rootMoves[0];
            tt.store(pos.key(), best.move, Score.toTable(best.score, 0), Score.NONE, rootDepth,
                    RuleScores.tableBound(best.score, Bound.EXACT), true);
        }
        if (!stopped || rootDepth == 1) {
            for (int i = 0; i <= pvIndex && pvIndex == multiPv - 1; i++) {
                report(listener, i, rootDepth);
            }
        }
    }

    /** Whether a score (from the failing side's view) is decisive enough to open the window fully. */
    private boolean decisive(int score) {
        return features.decisiveWindows && score >= ASPIRATION_DECISIVE;
    }

    private void sortRootMoves(int from, int to) {
        java.util.Arrays.sort(rootMoves, from, to);
    }

    private void report(SearchListener listener, int index, int depth) {
        RootMove rm = rootMoves[index];
        boolean searched = rm.score != -Score.INFINITE;
        int score = searched ? rm.score : rm.previousScore;
        int d = searched ? depth : Math.max(1, depth - 1);
        long ms = time.searchMs();
        long all = teamNodes();
        if (index == 0) {
            reportedPv = rm.pv;
        }
        listener.onIteration(new SearchInfo(d, Math.max(rm.selDepth, d), index + 1, score, all, SearchInfo.nps(all, ms),
                ms, tt.hashfull(), rm.pv.clone()));
    }

    private boolean isRequestedMate(int score) {
        return limits.mate > 0 && Score.matesWithin(score, limits.mate);
    }

    private boolean shouldStop(int depth, int lastChangeDepth) {
        int score = rootMoves[0].score;
        if (isRequestedMate(score)) {
            return true;
        }
        // A found mate settles the search, unless go mate N asked for a shorter one than this.
        if (Score.isMate(score) && score > 0 && depth >= MATE_SETTLE_FACTOR * (Score.MATE - score)
                && !limits.infinite && limits.mate == 0) {
            return true;
        }
        if (limits.isTimed() && rootMoves.length == 1) {
            return true;
        }
        double effort = nodes > 0 ? (double) rootMoves[0].effort / nodes : 0;
        return time.stopAfterIteration(depth, score, lastChangeDepth, bestMoveChanges, effort);
    }

    /**
     * Returns when a search within {@code limits} may answer: a ponder or infinite search that finished early
     * (or had nothing to search) must not answer before it is told to, by stop or, when pondering, ponderhit.
     */
    public void awaitAnswerAllowed(SearchLimits limits) {
        while ((limits.ponder || limits.infinite) && !stopRequested) {
            if (ponderhitPending && !limits.infinite) {
                return;
            }
            try {
                Thread.sleep(1);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    // ---------------------------------------------------------------- root

    private int searchRoot(int alpha, int beta, int depth) {
        int bestScore = -Score.INFINITE;
        pvLength[0] = 0;
        ttPvs[0] = true; // the root is on every principal variation
        for (int i = pvIndex; i < rootMoves.length; i++) {
            RootMove rm = rootMoves[i];
            int move = rm.move;
            boolean givesCheck = pos.givesCheck(move);
            contKeys[0] = continuationKey(History.pieceTo(pos, move));
            long nodesBefore = nodes;
            prefetch(pos.keyAfter(move));
            pos.makeMove(move, givesCheck);
            int newDepth = depth - 1;
            int score;
            if (i == pvIndex) {
                score = -search(-beta, -alpha, newDepth, 1, false);
            } else {
                int r = features.lmr && depth >= LMR_MIN_DEPTH && i > pvIndex + ROOT_LMR_FULL_MOVES && !givesCheck
                        ? Math.min(REDUCTIONS[depth][i - pvIndex] - 1, newDepth - 1) : 0;
                score = -search(-alpha - 1, -alpha, newDepth - Math.max(0, r), 1, true);
                if (score > alpha && r > 0) {
                    score = -search(-alpha - 1, -alpha, newDepth, 1, true);
                }
                if (score > alpha && score < beta) {
                    score = -search(-beta, -alpha, newDepth, 1, false);
                }
            }
            pos.unmakeMove();
            rm.effort += nodes - nodesBefore;
            if (stopped) {
                return bestScore;
            }
            if (i > pvIndex && score > alpha && pvIndex == 0) {
                bestMoveChanges++;
            }
            if (i == pvIndex || score > alpha) {
                rm.score = score;
                rm.selDepth = selDepth;
                int childMoves = pvLength[1] - 1;
                rm.pv = new int[childMoves + 1];
                rm.pv[0] = move;
                System.arraycopy(pv[1], 1, rm.pv, 1, childMoves);
            } else {
                rm.score = -Score.INFINITE;
            }
            if (score > bestScore) {
                bestScore = score;
                if (score > alpha) {
                    alpha = score;
                    if (score >= beta || isRequestedMate(score)) {
                        break; // go mate N asks for a mate within N, not for the shortest one
                    }
                }
            }
        }
        return bestScore;
    }

    // ---------------------------------------------------------------- main search

    /** A node below the root: {@code ply} is at least 1 ({@link #searchRoot} is ply 0), its parent at {@code ply - 1}. */
    private int search(int alpha, int beta, int depth, int ply, boolean cutNode) {
        boolean pvNode = beta - alpha > 1;
        boolean inCheck = pos.inCheck();
        int excluded = excludedMoves[ply];
        // Step 1. Check extension, and quiescence at the horizon. Only a check that leaves a single reply is
        // extended: checks are everywhere in Xiangqi (a cannon checks over any screen), and extending them all
        // doubled the tree; a forced reply is where a mating net closes.
        if (inCheck && features.checkExtension && ply < CHECK_EXTENSION_PLY_FACTOR * rootDepth
                && pickers[ply].generateEvasions(pos) <= CHECK_EXTENSION_REPLIES) {
            depth++;
        }
        if (depth <= 0) {
            return quiesce(alpha, beta, ply, features.quiescenceChecks);
        }
        // Step 2. Stop, and the rules that end the game here (repetition, no-capture draw, the ply limit)
        pvLength[ply] = ply;
        if (countNode()) {
            return 0;
        }
        selDepth = Math.max(selDepth, ply);
        int ruled = ruleScore(ply);
        if (ruled != Score.NONE) {
            return ruled;
        }
        if (ply >= Score.MAX_PLY - 1) {
            return inCheck ? 0 : evalState.evaluate(pos);
        }
        // Step 3. Mate distance pruning
        alpha = Math.max(alpha, Score.matedIn(ply));
        beta = Math.min(beta, Score.mateIn(ply + 1));
        if (alpha >= beta) {
            return alpha;
        }

        // Step 4. Transposition table lookup; a singular search leaves it alone, its bound lacks the best move
        long entry = excluded == Move.NONE ? tt.probe(pos.key()) : 0;
        int ttMove = entry != 0 ? TranspositionTable.move(entry) : Move.NONE;
        int ttScore = entry != 0 ? Score.fromTable(TranspositionTable.score(entry), ply) : Score.NONE;
        if (excluded == Move.NONE) {
            ttPvs[ply] = pvNode || features.ttPv && entry != 0 && TranspositionTable.isPv(entry);
        }
        if (!pvNode && entry != 0 && TranspositionTable.depth(entry) >= depth
                && cutsOff(TranspositionTable.bound(entry), ttScore, beta)) {
            return ttScore;
        }

        // Step 5. Static evaluation, corrected by history, refined by the table's bound
        int eval = Score.NONE;
        if (excluded != Move.NONE) {
            eval = staticEvals[ply]; // the node that excluded the move has evaluated this very position
        } else if (inCheck) {
            rawEvals[ply] = Score.NONE;
            correctedEvals[ply] = Score.NONE;
        } else {
            rawEvals[ply] = staticEval(entry);
            eval = correctedEvals[ply] = corrected(rawEvals[ply]);
            if (entry != 0 && refines(TranspositionTable.bound(entry), ttScore, eval)) {
                eval = ttScore; // a searched bound on the right side is a better guess than the static one
            }
        }
        staticEvals[ply] = eval;
        boolean threatened = false;
        boolean improving = !inCheck && ply >= 2 && staticEvals[ply - 2] != Score.NONE && eval > staticEvals[ply - 2];

        if (!pvNode && !inCheck) {
            // Step 6. Razoring: so far below alpha that only a capture or a check could help; quiescence decides
            if (features.razoring && depth <= RAZOR_DEPTH && alpha > -Score.MATE_BOUND
                    && eval + RAZOR_BASE + RAZOR_MARGIN * depth * depth < alpha) {
                int score = quiesce(alpha - 1, alpha, ply, features.quiescenceChecks);
                if (stopped) {
                    return 0;
                }
                if (score < alpha) {
                    return score;
                }
            }
            // Step 7. Reverse futility pruning, not where a principal variation has been (the line the search
            // expects is where a won position's mate is found, and a static cut there hides it) and not once the
            // game is decided, where the static scale has run out
            if (features.reverseFutility && !ttPvs[ply] && depth <= RFP_DEPTH && Math.abs(beta) < RFP_DECIDED
                    && eval - RFP_MARGIN * (depth - (improving ? 1 : 0)) >= beta) {
                return eval;
            }
            // Step 8. Null move, verified at high depth where a zugzwang would cost most
            if (features.nullMove && excluded == Move.NONE && depth >= NULL_MIN_DEPTH && eval >= beta
                    && pos.lastMove() != Move.NULL && pos.hasAttackers(pos.side, false)
                    && Math.abs(beta) < Score.MATE_BOUND && (ply >= nullMinPly || pos.side != nullColor)) {
                int r = NULL_BASE_REDUCTION + depth / NULL_DEPTH_DIVISOR
                        + Math.min(NULL_MAX_EVAL_REDUCTION, (eval - beta) / NULL_EVAL_DIVISOR);
                contKeys[ply] = History.NO_PIECE_TO;
                pos.makeNullMove();
                int score = -search(-beta, -beta + 1, depth - r, ply + 1, !cutNode);
                pos.unmakeNullMove();
                if (stopped) {
                    return 0;
                }
                if (score >= beta) {
                    score = score >= Score.MATE_BOUND ? beta : score;
                    if (!features.nullVerification || nullMinPly != 0 || depth < NULL_VERIFY_DEPTH) {
                        return score;
                    }
                    if (verifiesNullMove(beta, depth - r, ply)) {
                        return score;
                    }
                } else {
                    threatened = features.mateThreats && score <= -Score.MATE_BOUND;
                }
            }
            // Step 9. ProbCut: a capture that beats beta by a margin at reduced depth will very likely beat it,
            // unless the null move showed a mate threat that so shallow a search may not see
            int probBeta = beta + PROBCUT_MARGIN - (improving ? PROBCUT_IMPROVING : 0);
            if (features.probCut && excluded == Move.NONE && depth >= PROBCUT_MIN_DEPTH && !threatened
                    && Math.abs(beta) < Score.MATE_BOUND
                    && !(entry != 0 && TranspositionTable.depth(entry) > depth - PROBCUT_REDUCTION
                            && ttScore < probBeta)) {
                int score = probCut(probBeta, depth, ply, ttMove, eval, cutNode);
                if (stopped) {
                    return 0;
                }
                if (score != Score.NONE) {
                    return score;
                }
            }
        }
        // Step 10. Internal iterative reduction
        if (features.iir && depth >= IIR_DEPTH && ttMove == Move.NONE && (pvNode || cutNode)) {
            depth -= IIR_REDUCTION;
        }

        // Step 11. Singular extension: when no other move comes near the table move, the table move is extended
        int ttExtension = 0;
        if (features.singular && excluded == Move.NONE && ttMove != Move.NONE && depth >= SINGULAR_MIN_DEPTH
                && ply < CHECK_EXTENSION_PLY_FACTOR * rootDepth && Bound.isLower(TranspositionTable.bound(entry))
                && TranspositionTable.depth(entry) >= depth - SINGULAR_TT_DEPTH_SLACK && !Score.isDecisive(ttScore)
                && pos.isLegal(ttMove)) {
            int singularBeta = ttScore - SINGULAR_MARGIN * depth;
            excludedMoves[ply] = ttMove;
            int score = search(singularBeta - 1, singularBeta, (depth - 1) / 2, ply, cutNode);
            excludedMoves[ply] = Move.NONE;
            if (stopped) {
                return 0;
            }
            if (score < singularBeta) {
                boolean far = !pvNode && score < singularBeta - DOUBLE_EXTENSION_MARGIN;
                ttExtension = far && doubleExtensions[ply] < MAX_DOUBLE_EXTENSIONS ? 2 : 1;
            } else if (singularBeta >= beta) {
                return singularBeta; // multi-cut: another move beats beta too
            } else if (ttScore >= beta) {
                ttExtension = -2; // not singular, and expected to cut anyway: a shallower look will do
            } else if (ttScore <= alpha && ttScore <= score) {
                ttExtension = -1;
            }
        }

        return searchMoves(alpha, beta, depth, ply, cutNode, pvNode, inCheck, excluded, ttMove, eval, improving,
                threatened, ttExtension);
    }

    /**
     * Steps 12 to 17 of {@link #search}: the moves of the node, then the history and table updates. A method of
     * its own because the JIT gives each compiled method one inlining budget: inside search, the inlined
     * pruning steps used it up, and every call of this, the hottest loop, stayed a real call.
     */
    private int searchMoves(int alpha, int beta, int depth, int ply, boolean cutNode, boolean pvNode,
                            boolean inCheck, int excluded, int ttMove, int eval, boolean improving,
                            boolean threatened, int ttExtension) {
        // Step 12. Move ordering: table move, captures, killers, counter move, history
        int previous = pos.lastMove();
        int previousPiece = previous != Move.NONE && previous != Move.NULL ? pos.board[Move.to(previous)] : 0;
        int counter = previousPiece != 0 ? history.counter(previousPiece, previous) : Move.NONE;
        int killer1 = history.killer(ply, 0);
        int killer2 = history.killer(ply, 1);
        int cont1 = contKey(ply - 1);
        int cont2 = contKey(ply - 2);
        int cont4 = contKey(ply - 4);
        MovePicker picker = pickers[ply];
        picker.init(pos, ttMove, killer1, killer2, counter);
        picker.continuations(cont1, cont2, cont4);

        int bestScore = -Score.INFINITE;
        int bestMove = Move.NONE;
        int moveCount = 0;
        int quietCount = 0;
        int captureCount = 0;
        boolean skipQuiets = false;
        int[] quiets = quietsTried[ply];
        int[] captures = capturesTried[ply];
        // Step 13's condition, apart from the best score, holds or fails for every move of the node alike.
        boolean mayPrune = !inCheck && !threatened && pos.hasAttackers(pos.side, false);
        int move;
        while ((move = picker.next(skipQuiets)) != Move.NONE) {
            if (move == excluded || !inCheck && !pos.leavesKingSafe(move)) {
                continue;
            }
            moveCount++;
            boolean capture = pos.board[Move.to(move)] != Piece.EMPTY;
            boolean givesCheck = pos.givesCheck(move);
            int pieceTo = History.pieceTo(pos, move);
            int contHistory = capture ? 0 : history.continuations(cont1, cont2, cont4, pieceTo);
            int stat = capture ? 0 : 2 * history.score(pos.side, move) + contHistory;
            int reduction = REDUCTIONS[depth][Math.min(moveCount, MoveGen.MAX_MOVES - 1)];
            int newDepth = depth - 1;

            // Step 13. Shallow-depth pruning: late move count, history, futility, SEE
            if (bestScore > -Score.MATE_BOUND && mayPrune) {
                if (!capture && !givesCheck) {
                    if (features.lateMovePruning && depth <= LMP_DEPTH
                            && quietCount >= lateQuietCount(depth, improving)) {
                        skipQuiets = true;
                        continue;
                    }
                    int lmrDepth = Math.max(0, newDepth - reduction);
                    if (features.historyPruning && lmrDepth < HISTORY_PRUNE_DEPTH
                            && contHistory < -HISTORY_PRUNE_MARGIN * (depth - 1)) {
                        continue;
                    }
                    int historyMargin = features.historyPruning ? stat / FUTILITY_HISTORY_DIVISOR : 0;
                    if (features.futility && lmrDepth <= FUTILITY_DEPTH && alpha < Score.MATE_BOUND
                            && eval + FUTILITY_BASE + FUTILITY_MARGIN * lmrDepth + historyMargin <= alpha) {
                        continue;
                    }
                } else if (capture && (!givesCheck || !features.checkSacrifices) && features.seePruning
                        && depth <= SEE_PRUNE_DEPTH
                        && !see.atLeast(pos, move, -SEE_CAPTURE_MARGIN * depth)) {
                    continue;
                }
            }
            if (capture) {
                captureCount = remember(captures, captureCount, move);
            } else {
                quietCount = remember(quiets, quietCount, move);
            }

            // Step 14. Extensions
            int extension = move == ttMove ? ttExtension : 0;
            newDepth += extension;
            doubleExtensions[ply + 1] = doubleExtensions[ply] + (extension > 1 ? 1 : 0);

            // Step 15. Late move reductions, then the null-window and full-window re-searches
            contKeys[ply] = continuationKey(pieceTo);
            prefetch(pos.keyAfter(move));
            pos.makeMove(move, givesCheck);
            int score;
            if (features.lmr && depth >= LMR_MIN_DEPTH && moveCount > 1 + (pvNode ? 1 : 0) && !capture) {
                int r = reduction;
                r += cutNode ? LMR_CUT_NODE : 0;
                r += improving || reduction == 0 ? 0 : LMR_NOT_IMPROVING;
                r -= ttPvs[ply] ? 1 : 0;
                r -= givesCheck ? 1 : 0;
                r -= threatened ? 1 : 0;
                r -= move == killer1 || move == killer2 || move == counter ? 1 : 0;
                r -= (stat - STAT_OFFSET) / LMR_HISTORY_DIVISOR;
                int reduced = Math.max(1, Math.min(newDepth, newDepth - r));
                score = -search(-alpha - 1, -alpha, reduced, ply + 1, true);
                if (score > alpha && reduced < newDepth) {
                    if (features.lmrResearchDepth) {
                        boolean deeper = score > alpha + DEEPER_MARGIN + DEEPER_MARGIN_PER_PLY * (newDepth - reduced);
                        boolean shallower = score < bestScore + newDepth;
                        newDepth += (deeper ? 1 : 0) - (shallower ? 1 : 0);
                    }
                    if (reduced < newDepth) {
                        score = -search(-alpha - 1, -alpha, newDepth, ply + 1, !cutNode);
                    }
                    if (features.lmrResearchDepth) {
                        int bonus = History.bonus(newDepth);
                        history.updateContinuations(cont1, cont2, cont4, pieceTo, score > alpha ? bonus : -bonus);
                    }
                }
            } else if (!pvNode || moveCount > 1) {
                score = -search(-alpha - 1, -alpha, newDepth, ply + 1, !cutNode);
            } else {
                score = alpha + 1; // the first move of a PV node goes straight to the full window
            }
            if (pvNode && (moveCount == 1 || score > alpha && score < beta)) {
                score = -search(-beta, -alpha, newDepth, ply + 1, false);
            }
            pos.unmakeMove();
            if (stopped) {
                return 0;
            }
            // Step 16. New best move
            if (score > bestScore) {
                bestScore = score;
                if (score > alpha) {
                    bestMove = move;
                    if (pvNode) {
                        updatePv(ply, move);
                    }
                    if (score >= beta) {
                        break;
                    }
                    alpha = score;
                }
            }
        }

        // Step 17. No legal move; history and table updates
        if (moveCount == 0) {
            // No legal move loses, stalemate too; in a singular search only the excluded move was legal.
            return excluded != Move.NONE ? alpha : Score.matedIn(ply);
        }
        if (bestScore >= beta && bestMove != Move.NONE) {
            rewardCutoff(ply, depth, bestMove, quiets, quietCount, captures, captureCount, previousPiece, previous);
        }
        if (excluded == Move.NONE) {
            // A node that fails low below a PV node may hold that line's refutation: it stays marked
            ttPvs[ply] |= features.ttPv && bestMove == Move.NONE && ttPvs[ply - 1] && depth > TT_PV_FAIL_LOW_DEPTH;
            int bound = bestScore >= beta ? Bound.LOWER
                    : bestMove != Move.NONE && pvNode ? Bound.EXACT : Bound.UPPER;
            bound = RuleScores.tableBound(bestScore, bound);
            tt.store(pos.key(), bestMove, Score.toTable(bestScore, ply), rawEvals[ply], depth, bound, ttPvs[ply]);
            // Step 18. Correction history: a quiet node's result says how wrong its static eval was
            if (features.correctionHistory && !inCheck && !Score.isDecisive(bestScore)
                    && (bestMove == Move.NONE || pos.board[Move.to(bestMove)] == Piece.EMPTY)
                    && (bestScore < correctedEvals[ply] && bestScore < beta
                            || bestScore > correctedEvals[ply] && bestMove != Move.NONE)) {
                correction.update(pos, depth, bestScore, correctedEvals[ply]);
            }
        }
        return bestScore;
    }

    /**
     * The null move failed high at high depth: searches again at its reduced depth with our null moves
     * forbidden for a while, so that a zugzwang, where passing would be best, cannot fool the search.
     */
    private boolean verifiesNullMove(int beta, int depth, int ply) {
        nullMinPly = ply + NULL_VERIFY_PLY_NUMERATOR * depth / NULL_VERIFY_PLY_DENOMINATOR;
        nullColor = pos.side;
        int verified = search(beta - 1, beta, depth, ply, false);
        nullMinPly = 0;
        return verified >= beta;
    }

    /**
     * Tries the captures that win at least {@code probBeta - eval} by SEE: a quiescence search first, then a
     * reduced search, each against {@code probBeta}. Answers the score of the first that holds, stored as a
     * lower bound, or {@link Score#NONE}.
     */
    private int probCut(int probBeta, int depth, int ply, int ttMove, int eval, boolean cutNode) {
        MovePicker picker = pickers[ply];
        picker.initQuiescence(pos, ttMove, false);
        int move;
        while ((move = picker.next(false)) != Move.NONE) {
            if (!pos.leavesKingSafe(move) || !see.atLeast(pos, move, probBeta - eval)) {
                continue;
            }
            contKeys[ply] = continuationKey(History.pieceTo(pos, move));
            prefetch(pos.keyAfter(move));
            pos.makeMove(move);
            int score = -quiesce(-probBeta, -probBeta + 1, ply + 1, false);
            if (score >= probBeta) {
                score = -search(-probBeta, -probBeta + 1, depth - PROBCUT_REDUCTION, ply + 1, !cutNode);
            }
            pos.unmakeMove();
            if (stopped) {
                return Score.NONE;
            }
            if (score >= probBeta) {
                tt.store(pos.key(), move, Score.toTable(score, ply), rawEvals[ply], depth - PROBCUT_REDUCTION + 1,
                        RuleScores.tableBound(score, Bound.LOWER), ttPvs[ply]);
                return score;
            }
        }
        return Score.NONE;
    }

    /**
     * Starts loading the table entry of the position after a move, before the move is made: by the time the
     * child node probes the table, the processor has had the work of making the move to wait for memory in.
     */
    private void prefetch(long key) {
        prefetched = tt.touch(key);
    }

    /** The continuation key of the move played at {@code ply}; none before the root. */
    private int contKey(int ply) {
        return ply >= 0 ? contKeys[ply] : History.NO_PIECE_TO;
    }

    /** Appends a move to a node's list of searched moves while there is room; answers the new count. */
    private static int remember(int[] list, int count, int move) {
        if (count < list.length) {
            list[count++] = move;
        }
        return count;
    }

    /** How many quiet moves a shallow node searches before it prunes the rest (captures do not count). */
    private static int lateQuietCount(int depth, boolean improving) {
        return (LMP_BASE + depth * depth) / (improving ? 1 : LMP_NOT_IMPROVING_DIVISOR);
    }

    /** The static evaluation, from the hash entry when it has one. */
    private int staticEval(long entry) {
        int stored = entry != 0 ? TranspositionTable.eval(entry) : Score.NONE;
        return stored != Score.NONE ? stored : evalState.evaluate(pos);
    }

    /** A static evaluation corrected by {@link CorrectionHistory}. */
    private int corrected(int raw) {
        return features.correctionHistory ? correction.correct(pos, raw) : raw;
    }

    private static boolean refines(int bound, int score, int eval) {
        return score > eval ? Bound.isLower(bound) : Bound.isUpper(bound);
    }

    private static boolean cutsOff(int bound, int score, int beta) {
        return score >= beta ? Bound.isLower(bound) : Bound.isUpper(bound);
    }

    /**
     * A move beat beta: it earns a bonus in its history, and every move searched before it that did not cut
     * (quiet moves in quiet history, captures in capture history) earns the same as a malus.
     */
    private void rewardCutoff(int ply, int depth, int best, int[] quiets, int quietCount, int[] captures,
                              int captureCount, int previousPiece, int previous) {
        int bonus = History.bonus(depth);
        int cont1 = contKey(ply - 1);
        int cont2 = contKey(ply - 2);
        int cont4 = contKey(ply - 4);
        if (pos.board[Move.to(best)] == Piece.EMPTY) {
            history.update(pos.side, best, bonus);
            history.updateContinuations(cont1, cont2, cont4, History.pieceTo(pos, best), bonus);
            for (int i = 0; i < quietCount; i++) {
                if (quiets[i] != best) {
                    history.update(pos.side, quiets[i], -bonus);
                    history.updateContinuations(cont1, cont2, cont4, History.pieceTo(pos, quiets[i]), -bonus);
                }
            }
            history.addKiller(ply, best);
            if (previousPiece != 0) {
                history.setCounter(previousPiece, previous, best);
            }
        } else if (features.captureHistory) {
            history.updateCapture(pos, best, bonus);
        }
        if (features.captureHistory) {
            for (int i = 0; i < captureCount; i++) {
                if (captures[i] != best) {
                    history.updateCapture(pos, captures[i], -bonus);
                }
            }
        }
    }

    /** The key a move leaves for the continuation histories below it; none when they are switched off. */
    private int continuationKey(int pieceTo) {
        return features.contHistory ? pieceTo : History.NO_PIECE_TO;
    }

    private void updatePv(int ply, int move) {
        pv[ply][ply] = move;
        int length = pvLength[ply + 1];
        System.arraycopy(pv[ply + 1], ply + 1, pv[ply], ply + 1, length - ply - 1);
        pvLength[ply] = Math.max(length, ply + 1);
    }

    /**
     * The score when a rule ends the game here: a repetition draw or verdict (a win or loss by perpetual check
     * or chase), or the no-capture draw; {@link Score#NONE} otherwise.
     */
    private int ruleScore(int ply) {
        return ruleScores.score(pos, ply, limits);
    }

    // ---------------------------------------------------------------- quiescence

    /**
     * Captures (and evasions when in check) until the position is quiet. At its first ply ({@code checks})
     * it also tries every move that gives check, losing captures included: the sacrificial check that
     * starts a mate must not be lost at the horizon.
     */
    private int quiesce(int alpha, int beta, int ply, boolean checks) {
        pvLength[ply] = ply;
        if (countNode()) {
            return 0;
        }
        selDepth = Math.max(selDepth, ply);
        boolean inCheck = pos.inCheck();
        if (ply >= Score.MAX_PLY - 1) {
            return inCheck ? 0 : evalState.evaluate(pos);
        }
        boolean pvNode = beta - alpha > 1;
        long key = pos.key();
        long entry = tt.probe(key);
        int ttMove = entry != 0 ? TranspositionTable.move(entry) : Move.NONE;
        int ttDepth = checks ? QS_DEPTH_CHECKS : QS_DEPTH_NO_CHECKS;
        if (!pvNode && entry != 0 && TranspositionTable.depth(entry) >= ttDepth) {
            int ttScore = Score.fromTable(TranspositionTable.score(entry), ply);
            if (cutsOff(TranspositionTable.bound(entry), ttScore, beta)) {
                return ttScore;
            }
        }
        int rawEval = Score.NONE;
        int standPat = Score.NONE;
        int bestScore;
        if (inCheck) {
            bestScore = -Score.INFINITE;
        } else {
            rawEval = staticEval(entry);
            standPat = corrected(rawEval);
            if (standPat >= beta) {
                return standPat;
            }
            alpha = Math.max(alpha, standPat);
            bestScore = standPat;
        }
        MovePicker picker = pickers[ply];
        picker.initQuiescence(pos, ttMove, checks && !inCheck);
        int bestMove = Move.NONE;
        int moveCount = 0;
        int move;
        while ((move = picker.next(false)) != Move.NONE) {
            if (!inCheck && !pos.leavesKingSafe(move)) {
                continue;
            }
            moveCount++;
            // Out of check, a quiet move is here only because the picker found that it gives check.
            boolean quiet = pos.board[Move.to(move)] == Piece.EMPTY;
            if (!inCheck && !(checks && (quiet || pos.givesCheck(move)))) {
                int victim = See.value(pos.board[Move.to(move)]);
                if (standPat + victim + DELTA_MARGIN <= alpha) {
                    bestScore = Math.max(bestScore, standPat + victim + DELTA_MARGIN);
                    continue;
                }
                if (!see.atLeast(pos, move, 0)) {
                    continue;
                }
            }
            prefetch(pos.keyAfter(move));
            pos.makeMove(move);
            int score = -quiesce(-beta, -alpha, ply + 1, false);
            pos.unmakeMove();
            if (stopped) {
                return 0;
            }
            if (score > bestScore) {
                bestScore = score;
                if (score > alpha) {
                    bestMove = move;
                    if (pvNode) {
                        updatePv(ply, move);
                    }
                    if (score >= beta) {
                        break;
                    }
                    alpha = score;
                }
            }
        }
        if (inCheck && moveCount == 0) {
            return Score.matedIn(ply);
        }
        int bound = bestScore >= beta ? Bound.LOWER : Bound.UPPER;
        tt.store(key, bestMove, Score.toTable(bestScore, ply), rawEval, ttDepth, bound,
                entry != 0 && TranspositionTable.isPv(entry));
        return bestScore;
    }

    /**
     * The principal variation of a quiescence search from {@code root} over captures (and evasions when in
     * check), with no limit; {@code root} is left as it was. Played out, it leads to the position whose static
     * evaluation the quiescence score is: the quiet position the evaluation tuner fits ({@link Tuner}).
     */
    public int[] quiescenceLine(Position root) {
        pos = root.copy();
        limits = new SearchLimits();
        time.start(limits, pos.gamePly());
        nodes = 0;
        stopped = false;
        quiesce(-Score.INFINITE, Score.INFINITE, 0, false);
        return java.util.Arrays.copyOf(pv[0], pvLength[0]);
    }

    // ---------------------------------------------------------------- limits

    /** A timed search (not a ponder search, until ponderhit) ends at its hard limit however little it runs. */
    private void armAlarm() {
        if (time.limited()) {
            alarm.arm(time.msToHardLimit());
        }
    }

    /** Counts a node and answers whether the search must stop now. */
    private boolean countNode() {
        if (stopped) {
            return true;
        }
        nodes++;
        // Depth 1 always completes (a few hundred nodes): whatever stops the search, it has a searched move and
        // a line to show, never the first generated move with no score.
        if (rootDepth == 1) {
            return false;
        }
        if (limits.nodes > 0 && nodes >= limits.nodes) {
            stopped = true;
        }
        // Read at every node (two volatile loads; bench showed no slowdown, median ratio 1.12 over 6 noisy pairs):
        // a thread with little of the processor, one of 64 on 2 cores, took 0.3-1 s to stop when it read them
        // every 1,024 nodes.
        if (stopRequested || alarm.rang()) {
            stopped = true;
        }
        if ((nodes & TIME_CHECK_MASK) == 0) {
            if (ponderhitPending && limits.ponder) {
                limits.ponder = false;
                time.restartAt(ponderhitNanos);
                time.setLimited(limits.isTimed() && !limits.infinite);
                armAlarm();
            }
            if (time.hardExpired()) {
                stopped = true;
            }
            if (team.length > 1 && limits.nodes > 0 && teamNodes() >= limits.nodes) {
                stopped = true; // a node limit counts every thread; only the main thread has one
            }
        }
        return stopped;
    }
}
