package protocol;

import engine.Evaluation;
import engine.Level;
import engine.SearchLimits;
import engine.TranspositionTable;
import java.util.List;
import java.util.Locale;

/** Every option the engine advertises, with its UCCI and UCI names. README.md documents each one. */
final class Options {
    static final int MAX_THREADS = engine.SearchPool.MAX_THREADS;
    static final int MAX_MULTI_PV = 128;
    static final long MAX_OVERHEAD_MS = 10_000;

    /** The evaluation the options start with: the engine's own, as the system properties configure it. */
    private final Evaluation.Kind startingKind = Evaluation.configuredKind();

    final Option useMillisec = Option.check("usemillisec", null, true);
    final Option batch = Option.check("batch", null, false);
    final Option debug = Option.check("debug", null, false);
    final Option ponder = Option.check("ponder", "Ponder", false);
    final Option useBook = Option.check("usebook", "UseBook", true);
    final Option bookFiles = Option.string("bookfiles", "BookFile", "");
    final Option hash = Option.spin("hashsize", "Hash", TranspositionTable.DEFAULT_MB, 0, TranspositionTable.MAX_MB);
    final Option threads = Option.spin("threads", "Threads", 1, 0, MAX_THREADS);
    final Option multiPv = Option.spin("multipv", "MultiPV", 1, 1, MAX_MULTI_PV);
    final Option moveOverhead = Option.spin("moveoverhead", "Move Overhead", SearchLimits.DEFAULT_MOVE_OVERHEAD_MS,
            0, MAX_OVERHEAD_MS);
    final Option idle = Option.combo("idle", null, "none", "none", "small", "medium", "large");
    final Option promotion = Option.check("promotion", null, false);
    final Option pruning = Option.combo("pruning", null, "large", "none", "small", "medium", "large");
    /** UCCI's evaluation knowledge: none is material alone ({@code -Dqilin.eval=material} makes it the default). */
    final Option knowledge = Option.combo("knowledge", null, startingKind == Evaluation.Kind.MATERIAL ? "none"
            : "large", "none", "small", "medium", "large");
    final Option randomness = Option.combo("randomness", "Randomness", "medium",
            "none", "tiny", "small", "medium", "large", "huge");
    final Option style = Option.combo("style", null, "normal", "solid", "normal", "risky");
    final Option resignMoves = Option.spin("resignmoves", "Resign Moves", 0, 0, 100);
    final Option drawOffers = Option.check("drawoffers", "Draw Offers", true);
    final Option repetitionRule = Option.combo("repetition", "Repetition Rule", "chinese", "chinese", "asian", "draw");
    final Option sixtyMoveRule = Option.check("sixtymoverule", "Sixty Move Rule", true);
    final Option newGame = Option.button("newgame", null);
    final Option clearHash = Option.button(null, "Clear Hash");
    /** Fairy-Stockfish's GUIs name the variant; only Xiangqi is played, and setting it switches to ranks 1-10. */
    final Option variant = Option.combo(null, "UCI_Variant", "xiangqi", "xiangqi");
    /**
     * The network to evaluate with (engine/NNUE.md): by default the embedded one's name, as Stockfish's EvalFile
     * names its embedded network (or the file {@code -Dqilin.evalfile} names), else a file of Qilin's format.
     * Pikafish's name, and UCCI's lower-case one.
     */
    final Option evalFile = Option.string("evalfile", "EvalFile", Evaluation.configuredNetworkName());
    /**
     * On: the network EvalFile names; off: the hand-written evaluation. Fairy-Stockfish's name; on by default
     * when the engine's own evaluation is the network ({@link Evaluation#DEFAULT_KIND}, {@code -Dqilin.eval}).
     */
    final Option useNnue = Option.check("usennue", "Use NNUE", startingKind == Evaluation.Kind.NETWORK);
    /** UCI {@code wdl W D L} per mille after every score, from {@link engine.WinModel}. */
    final Option showWdl = Option.check(null, "UCI_ShowWDL", false);

    /** Playing levels (engine.Level): the UCI pair, where the Elo counts only while LimitStrength is on. */
    final Option limitStrength = Option.check("limitstrength", "UCI_LimitStrength", false);
    final Option elo = Option.spin("elo", "UCI_Elo", Level.minElo(), Level.minElo(), Level.maxElo());
    /** Stockfish's and Fairy-Stockfish's levels: 20 is full strength. */
    final Option skillLevel = Option.spin("skilllevel", "Skill Level", Level.FULL_SKILL, 0, Level.FULL_SKILL);
    /** Seeds a level's choices (0: a seed of the session's own), so that a level can be replayed. */
    final Option randomSeed = Option.spin("randomseed", "Random Seed", 0, 0, Integer.MAX_VALUE);

    final List<Option> all = List.of(useMillisec, batch, debug, ponder, useBook, bookFiles, hash, threads,
            multiPv, moveOverhead, idle, promotion, pruning, knowledge, randomness, style, resignMoves, drawOffers,
            repetitionRule, sixtyMoveRule, newGame, clearHash, variant, showWdl, evalFile, useNnue, limitStrength,
            elo, skillLevel, randomSeed);

    /** The option of that name in the given dialect, case-insensitively, or null. */
    Option find(String name, boolean uci) {
        String wanted = name.trim().toLowerCase(Locale.ROOT);
        for (Option o : all) {
            String n = uci ? o.uciName : o.ucciName;
            if (n != null && n.toLowerCase(Locale.ROOT).equals(wanted)) {
                return o;
            }
        }
        return null;
    }
}
