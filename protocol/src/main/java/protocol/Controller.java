package protocol;

import book.Randomness;
import engine.Evaluation;
import engine.Level;
import engine.Move;
import engine.MoveGen;
import engine.Piece;
import engine.RuleJudge;
import engine.Position;
import engine.RootLines;
import engine.Score;
import engine.Search;
import engine.SearchPool;
import engine.SearchInfo;
import engine.SearchLimits;
import engine.SearchResult;
import engine.TimeManager;
import engine.TranspositionTable;
import engine.WeakMoveChooser;
import engine.nnue.EmbeddedNetwork;
import engine.nnue.Network;
import java.util.Locale;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The engine behind both dialects: the current position and banned moves, the options, the hash table and
 * the search thread. Dialects turn commands into calls here and results into lines.
 */
final class Controller {
    /** How the dialect reports what the search thread finds. */
    interface Reporter {
        void info(SearchInfo info);

        /** {@code suffix} is null, "draw" or "resign". */
        void bestMove(int move, int ponder, String suffix);

        /** No move is allowed (every legal move banned, no legal move, or nothing searched). */
        void noMove();

        /** The side to move is mated or stalemated: a score line without a pv (noMove answers later). */
        void matedScore();

        void message(String text);

        /** A move as this session writes moves. */
        String moveText(int move);
    }

    /** A draw offer is accepted when our score is at or below this (internal units); style shifts it. */
    private static final int DRAW_ACCEPT_SCORE = 0;
    private static final int STYLE_SHIFT = 60;
    /** Scores at or below this for {@code resignmoves} searches in a row resign the game. */
    private static final int RESIGN_SCORE = -2_000;
    private static final long MB = 1024 * 1024;
    private static final int WARMUP_DEPTH = 9;
    /** isready waits at most this long for start-up work; a GUI's own timeout is seconds. */
    private static final long READY_WAIT_MS = 2_000;
    /** What go answers, with no move, after a refused position. */
    static final String NO_POSITION = "no position: the last position command was refused; send a valid one";

    final Options options = new Options();
    /** Starts tiny; the configured size is allocated before the first search so start-up stays fast. */
    private final TranspositionTable tt = new TranspositionTable(1);
    private int allocatedMb = 1;
    /**
     * Searches with the hand-written evaluation, made at once, until the options' evaluation is in force
     * ({@link #ensureEvaluation}): reading a network before the first answer would delay it.
     */
    private final SearchPool search = new SearchPool(tt, new Evaluation(Evaluation.Kind.HAND_WRITTEN));
    /** The network EvalFile named when it was last read, and that name ("" and null: none read yet). */
    private Network network;
    private String networkFile = "";
    /** The options' evaluation is in force: chosen by a setoption that concerns it, or the first need of it. */
    private boolean evaluationChosen;
    /** The evaluation in force, as {@link #evaluationNotice} tells it, and what it told last ("" for nothing). */
    private String evaluationInForce = "";
    private String evaluationTold = "";
    /** The thread that runs searches, made once: go hands it a task. */
    private final java.util.concurrent.ExecutorService searchThread =
            java.util.concurrent.Executors.newSingleThreadExecutor(task -> {
                Thread t = new Thread(task, "search");
                t.setDaemon(true);
                return t;
            });
    private java.util.concurrent.Future<?> searching;
    /** From a go handed to the search thread until its answer: the GUI still waits for a bestmove. */
    private volatile boolean thinking;
    private Position position = Position.startpos();
    /**
     * The last position command was refused: go answers without a move until a valid one comes, since the
     * position kept is not one the GUI asked about.
     */
    private boolean positionRefused;
    private int[] banMoves = new int[0];
    private volatile boolean drawOffered;
    private int losingStreak;
    private Thread warmUp;
    /** Opens once the warm-up thread has allocated the hash table (or when there is no warm-up). */
    private final java.util.concurrent.CountDownLatch hashReady = new java.util.concurrent.CountDownLatch(1);
    private SearchPool warmUpSearch;
    private final BookMoves book = new BookMoves();
    /** Draws a limited level's move from its search's lines. */
    private final WeakMoveChooser chooser = new WeakMoveChooser(search.evaluation());
    /** The levels' seed while the Random Seed option is 0: this session's own. */
    private final long sessionSeed = System.nanoTime();

    Position position() {
        return position;
    }

    void setPosition(Position p) {
        position = p;
        positionRefused = false;
        banMoves = new int[0];
    }

    /** A position command was refused: go has no position to search until the next valid one. */
    void refusePosition() {
        positionRefused = true;
    }

    /** Whether go has a position the GUI sent (none after a refused position command). */
    boolean hasPosition() {
        return !positionRefused;
    }

    /**
     * Forbids root moves until the next position (UCCI banmoves); answers an error, banning nothing, when a
     * move is not legal here.
     */
    String ban(String[] texts, Coordinates coordinates) {
        int[] moves = new int[texts.length];
        for (int i = 0; i < texts.length; i++) {
            int m = coordinates.parse(texts[i]);
            if (m == Move.NONE || !position.isLegal(m)) {
                return "banmoves: " + texts[i] + " is not a legal move here; nothing banned";
            }
            moves[i] = m;
        }
        banMoves = moves;
        return null;
    }

    /**
     * Start-up work that the first move should not pay for is done (answering isready), the network read
     * included; answers what is wrong with the options' evaluation, if anything (else null).
     */
    String awaitReady() {
        book.awaitPreload();
        if (warmUp != null) { // else not started yet (isready as the very first command): nothing to wait for
            try {
                hashReady.await(READY_WAIT_MS, java.util.concurrent.TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        return ensureEvaluation();
    }

    /**
     * Whether a go still owes its answer: options that come meanwhile wait for it. The search thread may go on
     * a moment after answering, reading no option then; a task that ended without answering owes nothing.
     */
    boolean thinking() {
        return thinking && searching();
    }

    boolean searching() {
        java.util.concurrent.Future<?> f = searching;
        return f != null && !f.isDone();
    }

    void awaitSearch() {
        java.util.concurrent.Future<?> f = searching;
        if (f == null) {
            return;
        }
        try {
            f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (java.util.concurrent.ExecutionException e) {
            log().error("search task failed", e.getCause()); // think() answers its own failures; not reached
        }
    }

    void stop() {
        search.stop();
    }

    void ponderhit(boolean draw) {
        if (draw) {
            drawOffered = true;
        }
        search.ponderhit();
    }

    void newGame() {
        awaitStopped();
        search.clear();
        losingStreak = 0;
    }

    void clearHash() {
        awaitStopped();
        tt.clear();
    }

    /**
     * Searches with material alone under UCCI's {@code knowledge none} (as ElephantEye does), else with the
     * network EvalFile names while Use NNUE is on (its default name, or empty: the embedded one) at full
     * strength, else with the hand-written evaluation, from the next search on. A playing level keeps the
     * hand-written evaluation because its Elo was measured with it: the same Skill with the network beat it
     * 63-29-8 at Skill 17 and 54-36-10 at Skill 10 (RESULTS.md note P). A network is read when it is first
     * needed, or waited for while the warm-up thread reads it. A file that cannot be used changes nothing: the
     * answer says what is wrong with it (null when all is well).
     */
    String chooseEvaluation() {
        Evaluation e;
        String told;
        if (knowledgeNone()) {
            e = new Evaluation(Evaluation.Kind.MATERIAL);
            told = "material-only evaluation enabled (knowledge none)";
        } else if (!options.useNnue.bool() || level() != null) {
            e = new Evaluation(Evaluation.Kind.HAND_WRITTEN);
            told = "hand-written evaluation enabled ("
                    + (options.useNnue.bool() ? "playing levels use it" : "Use NNUE is off") + ")";
        } else {
            String file = evalFile();
            if (!file.equals(networkFile)) {
                try {
                    network = EmbeddedNetwork.orFile(file);
                    networkFile = file;
                } catch (java.io.IOException | java.nio.file.InvalidPathException ex) {
                    return "network " + file + ": " + ex.getMessage() + "; the evaluation stays as it was";
                }
            }
            e = new Evaluation(network, file);
            told = "NNUE evaluation using " + file + " enabled";
        }
        awaitStopped();
        search.setEvaluation(e);
        chooser.useEvaluation(e);
        evaluationChosen = true;
        evaluationInForce = told;
        return null;
    }

    /**
     * The evaluation in force, in a line like Stockfish's ({@code NNUE evaluation using <file> enabled}), once
     * after it has changed, else null: isready and go tell it, once the evaluation they put in force is loaded.
     */
    String evaluationNotice() {
        if (evaluationInForce.equals(evaluationTold)) {
            return null;
        }
        evaluationTold = evaluationInForce;
        return evaluationInForce;
    }

    /** Whether {@code option} is one that {@link #chooseEvaluation} reads, directly or through {@link #level}. */
    boolean choosesEvaluation(Option option) {
        return option == options.evalFile || option == options.useNnue || option == options.knowledge
                || option == options.skillLevel || option == options.limitStrength || option == options.elo;
    }

    /** UCCI's {@code knowledge none}: material alone, whatever the other options say. */
    private boolean knowledgeNone() {
        return options.knowledge.value().equals("none");
    }

    /** EvalFile's setting, an empty one read as the embedded network's name. */
    private String evalFile() {
        String file = options.evalFile.value();
        return file.isEmpty() ? EmbeddedNetwork.NAME : file;
    }

    /**
     * Puts the options' evaluation in force unless that is done: before the first search or evaluation, at the
     * latest. Answers what {@link #chooseEvaluation} answers, and tries again next time when that is a problem.
     */
    String ensureEvaluation() {
        return evaluationChosen ? null : chooseEvaluation();
    }

    /**
     * Re-allocates the table at the size the hash option now asks for, once no search uses it; answers why
     * not, when Java's heap cannot hold it (the table and the option then keep the old size), else null.
     */
    String resizeHash() {
        awaitStopped();
        return ensureHash();
    }

    /**
     * Builds the search threads the option asks for now (before readyok), not inside the first timed search;
     * answers why not, when Java's heap cannot hold them (the option then keeps the threads there are), else null.
     */
    String setThreads() {
        awaitStopped();
        int asked = (int) options.threads.number();
        if (search.setThreads(asked)) {
            return null;
        }
        options.threads.set(String.valueOf(search.threads()));
        return doNotFit(asked + " search threads", "staying at " + search.threads());
    }

    /** The answer to a setting Java's heap cannot hold: what was asked, the heap's size, and what stays. */
    private static String doNotFit(String asked, String stays) {
        return asked + " do not fit in Java's memory (at most " + Runtime.getRuntime().maxMemory() / MB
                + " MB, see README); " + stays;
    }

    /** The search threads built now (the pool's size). */
    int searchThreads() {
        return search.threads();
    }

    /** Allocates the hash table the options ask for, if it is not that size already (0 = the default). */
    private synchronized String ensureHash() {
        long asked = options.hash.number();
        int mb = asked == 0 ? TranspositionTable.DEFAULT_MB : (int) asked;
        if (mb == allocatedMb) {
            return null;
        }
        if (!tt.resize(mb)) {
            options.hash.set(String.valueOf(allocatedMb));
            return doNotFit(mb + " MB", "the hash table stays at " + allocatedMb + " MB");
        }
        allocatedMb = mb;
        return null;
    }

    /** Logging is only for failures: created on first use so start-up does not pay for it. */
    private static Logger log() {
        return LoggerFactory.getLogger(Controller.class);
    }

    private void awaitStopped() {
        if (searching()) {
            search.stop();
            awaitSearch();
        }
    }

    /** The hash table's entry for a position: UCCI {@code probe}. */
    long probe(Position p) {
        ensureHash();
        return tt.probe(p.key());
    }

    /** Starts thinking; the reporter gets the info lines and exactly one bestmove/nobestmove. */
    void go(SearchLimits limits, boolean drawOffer, Reporter reporter) {
        if (positionRefused) {
            reporter.message(NO_POSITION);
            answerNoMove(limits, reporter);
            return;
        }
        int legalCount = MoveGen.generateLegal(position, new int[MoveGen.MAX_MOVES], 0);
        if (legalCount == 0) {
            reporter.matedScore();
            answerNoMove(limits, reporter);
            return;
        }
        if (fallbackMove(position, banMoves) == Move.NONE) {
            reporter.message("banmoves forbids all " + legalCount + " legal moves; no move to play");
            answerNoMove(limits, reporter);
            return;
        }
        tell(reporter, ensureEvaluation());
        tell(reporter, evaluationNotice());
        if (book.play(position, banMoves, limits, options, search.evaluation(), reporter)) {
            return; // a book move is played at once, without searching
        }
        stopWarmUp();
        awaitStopped();
        ensureHash();
        drawOffered = drawOffer;
        limits.banMoves = banMoves;
        limits.multiPv = (int) options.multiPv.number();
        limits.moveOverhead = options.moveOverhead.number();
        limits.repetitionRule = RuleJudge.Variant.valueOf(options.repetitionRule.value().toUpperCase(Locale.ROOT));
        limits.sixtyMoveRule = options.sixtyMoveRule.bool();
        applyPruning();
        Level level = level();
        int width = level == null ? 0 : level.width(widthDraw(position));
        if (level != null) {
            limitTo(level, width, limits);
        }
        if (options.debug.bool() && limits.isTimed()) {
            TimeManager.Budget b = TimeManager.plan(limits, position.gamePly());
            reporter.message("time budget: optimum " + b.optimumMs() + " ms, maximum " + b.maximumMs() + " ms");
        }
        search.setThreads((int) options.threads.number());
        Position root = position.copy();
        search.arm();
        thinking = true;
        searching = searchThread.submit(() -> think(root, limits, level, width, reporter));
    }

    /** A message for the user, if there is one (null: none). */
    static void tell(Reporter reporter, String text) {
        if (text != null) {
            reporter.message(text);
        }
    }

    /**
     * Answers that there is no move to play: at once, or for an infinite or ponder search only when stop (or
     * ponderhit) comes, as for a search, on the search thread, so that the stop is the search's and not an idle
     * one that UCCI would answer a second time.
     */
    private void answerNoMove(SearchLimits limits, Reporter reporter) {
        if (!limits.infinite && !limits.ponder) {
            reporter.noMove();
            return;
        }
        search.arm();
        thinking = true;
        searching = searchThread.submit(() -> {
            search.awaitAnswerAllowed(limits);
            answer(reporter, Move.NONE, Move.NONE, null);
        });
    }

    /** The search thread's answer to its go: the move and its ponder and suffix, or no move (NONE). */
    private void answer(Reporter reporter, int move, int ponder, String suffix) {
        thinking = false;
        if (move == Move.NONE) {
            reporter.noMove();
        } else {
            reporter.bestMove(move, ponder, suffix);
        }
    }

    private void think(Position root, SearchLimits limits, Level level, int width, Reporter reporter) {
        try {
            SearchResult result = level == null ? search.run(root, limits, reporter::info)
                    : playLevel(root, limits, level, width, reporter);
            int best = result.bestMove();
            if (best == Move.NONE || !root.isLegal(best)) {
                best = fallbackMove(root, limits.banMoves);
            }
            if (best == Move.NONE) {
                answer(reporter, Move.NONE, Move.NONE, null);
                return;
            }
            answer(reporter, best, ponderMove(root, best, result.ponderMove()), suffix(root, result.score()));
        } catch (RuntimeException e) {
            log().error("search failed", e);
            reporter.message("internal error in search: " + e);
            answer(reporter, fallbackMove(root, limits.banMoves), Move.NONE, null);
        }
    }

    /**
     * The level the options ask for, or null for full strength: UCI_Elo while UCI_LimitStrength is on, else a
     * Skill Level below 20.
     */
    private Level level() {
        if (options.limitStrength.bool()) {
            return Level.ofElo((int) options.elo.number());
        }
        long skill = options.skillLevel.number();
        return skill < Level.FULL_SKILL ? Level.ofSkill((int) skill) : null;
    }

    /**
     * A level searches at most its nodes (the clock and the GUI's limits still apply) and at least its width for
     * this move.
     */
    private void limitTo(Level level, int width, SearchLimits limits) {
        limits.nodes = limits.nodes > 0 ? Math.min(limits.nodes, level.nodes()) : level.nodes();
        limits.multiPv = Math.max(limits.multiPv, width);
    }

    /** The seed of a level's draws: RandomSeed when set, else one for the session. */
    private long levelSeed() {
        return options.randomSeed.number() != 0 ? options.randomSeed.number() : sessionSeed;
    }

    /**
     * The uniform draw that sets a level's width in {@code root}: seeded by the seed and the position, like the
     * move's draw, but a stream of its own (split off), so that the two are independent.
     */
    private double widthDraw(Position root) {
        return new java.util.SplittableRandom(levelSeed() ^ root.key()).split().nextDouble();
    }

    /**
     * Searches at a level and draws the move to play from its lines. The GUI is shown the line played last (GUIs
     * show every line as the engine's best, and the match runner reads the last one's score), at the depth the
     * search reached, with the whole search's nodes and time.
     */
    private SearchResult playLevel(Position root, SearchLimits limits, Level level, int width, Reporter reporter) {
        RootLines lines = new RootLines(reporter::info);
        // the main thread alone, so that a level's nodes, and with a seed its moves, are the same in every run
        SearchResult result = search.runAlone(root, limits, lines);
        if (result.bestMove() == Move.NONE || lines.lines().isEmpty()) { // nothing to choose from
            return result;
        }
        java.util.List<SearchInfo> all = lines.lines();
        java.util.List<SearchInfo> candidates = all.subList(0, Math.min(width, all.size()));
        SearchInfo line = chooser.choose(root, limits, candidates, level, temperature(level), levelSeed());
        int depth = result.depth();
        for (SearchInfo l : all) {
            depth = Math.max(depth, l.depth());
        }
        reporter.info(new SearchInfo(depth, Math.max(depth, line.selDepth()), 1, line.score(), result.nodes(),
                SearchInfo.nps(result.nodes(), result.timeMs()), result.timeMs(), line.hashfull(), line.pv()));
        int[] pv = line.pv();
        return new SearchResult(pv[0], pv.length > 1 ? pv[1] : Move.NONE, line.score(), depth,
                result.nodes(), result.timeMs());
    }

    /**
     * A level's temperature scaled by UCCI's randomness, which lets the engine play moves it does not think best
     * ({@link Randomness#temperatureScale()}).
     */
    private double temperature(Level level) {
        return level.temperature() * Randomness.parse(options.randomness.value()).temperatureScale();
    }

    /** Any legal, unbanned move (what to play if the search could not answer), or NONE when there is none. */
    private static int fallbackMove(Position root, int[] banned) {
        int[] list = new int[MoveGen.MAX_MOVES];
        int n = MoveGen.generateLegal(root, list, 0);
        for (int i = 0; i < n; i++) {
            if (!Move.isIn(list[i], banned)) {
                return list[i];
            }
        }
        return Move.NONE;
    }

    /**
     * The reply to expect after {@code best}: the line's second move, else the table's move for the position
     * after {@code best} (a line cut short by a fail high has only its first move), else NONE. A GUI ponders
     * only when it is given one.
     */
    private int ponderMove(Position root, int best, int ponder) {
        Position after = root.copy();
        after.makeMove(best);
        if (ponder != Move.NONE && after.isLegal(ponder)) {
            return ponder;
        }
        int stored = TranspositionTable.move(tt.probe(after.key()));
        return stored != Move.NONE && after.isLegal(stored) ? stored : Move.NONE;
    }

    /** Draw acceptance or offer, or resignation, decided from the search's score. */
    private String suffix(Position root, int score) {
        losingStreak = score <= RESIGN_SCORE ? losingStreak + 1 : 0;
        long resignAfter = options.resignMoves.number();
        if (resignAfter > 0 && losingStreak >= resignAfter) {
            return "resign";
        }
        if (drawOffered && score <= drawAcceptScore()) {
            return "draw";
        }
        if (options.drawOffers.bool() && deadDrawn(root)) {
            return "draw";
        }
        return null;
    }

    private int drawAcceptScore() {
        return switch (options.style.value()) {
            case "solid" -> DRAW_ACCEPT_SCORE + STYLE_SHIFT;
            case "risky" -> DRAW_ACCEPT_SCORE - STYLE_SHIFT;
            default -> DRAW_ACCEPT_SCORE;
        };
    }

    /** Neither side has a piece that could ever give mate. */
    private static boolean deadDrawn(Position p) {
        return !p.hasAttackers(Piece.RED, true) && !p.hasAttackers(Piece.BLACK, true);
    }

    /**
     * UCCI's pruning option switches the search's selectivity in steps; {@link FeatureSwitches} turns single
     * features off for measurement.
     */
    private void applyPruning() {
        Search.Features f = search.features();
        String level = options.pruning.value();
        boolean some = !level.equals("none");
        boolean more = level.equals("medium") || level.equals("large");
        boolean all = level.equals("large");
        f.nullMove = some;
        f.reverseFutility = some;
        f.lmr = more;
        f.futility = more;
        f.seePruning = more;
        f.lateMovePruning = all;
        f.checkExtension = true;
        f.iir = true;
        FeatureSwitches.applyDisabled(f);
    }

    int staticEval() {
        return position.inCheck() ? Score.NONE : search.evaluation().evaluate(position);
    }

    /** The evaluation of the current position term by term. */
    String explainEval() {
        return search.evaluation().explain(position);
    }

    /**
     * Runs short searches on a side thread at start-up so the JIT has compiled the search before a go; reads the
     * embedded network first there when the options use it, so that neither the first answer nor the first
     * isready pays for it all (they wait only for what is left of the read).
     */
    void startWarmUp() {
        warmUpSearch = new SearchPool(new TranspositionTable(1), search.evaluation());
        boolean embedded = options.useNnue.bool() && !knowledgeNone()
                && evalFile().equals(EmbeddedNetwork.NAME);
        warmUp = new Thread(() -> {
            ensureHash(); // allocating the table here keeps it off the first move's clock
            hashReady.countDown();
            if (embedded) {
                try {
                    warmUpSearch.setEvaluation(new Evaluation(EmbeddedNetwork.get(), EmbeddedNetwork.NAME));
                } catch (java.io.IOException e) {
                    // the evaluation's choice on the input thread reads it again and reports the fault
                }
            }
            SearchLimits limits = new SearchLimits();
            limits.depth = WARMUP_DEPTH;
            warmUpSearch.run(Position.startpos(), limits, info -> { });
        }, "warm-up");
        warmUp.setDaemon(true);
        warmUp.setPriority(Thread.MIN_PRIORITY);
        warmUp.start();
    }

    private void stopWarmUp() {
        if (warmUp != null) {
            warmUpSearch.stop();
            try {
                warmUp.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            warmUp = null;
        }
    }
}
