package cli;

import engine.EpdEntry;
import engine.FenException;
import engine.Move;
import engine.Position;
import engine.Score;
import engine.Search;
import engine.SearchLimits;
import engine.SearchListener;
import engine.SearchResult;
import engine.TranspositionTable;
import engine.io.FileProblems;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import protocol.FeatureSwitches;
import protocol.OptionCheck;

/**
 * Runs a test suite: every position of an EPD file searched from a cleared table within one limit. A
 * position with {@code dm N} is solved by a mate in at most N moves, any other by a move of {@code bm}. A
 * {@code dm} position is searched as {@code go mate N}: the search stops at the first such mate instead of
 * going on to twice its length to confirm that no shorter one exists, so that a large node limit costs only
 * what the unsolved positions take.
 */
@Command(name = "solve", mixinStandardHelpOptions = true,
        description = "Searches every position of EPD suites (bm/dm); prints which are solved and the rate.")
final class SolveCommand implements Callable<Integer> {
    private static final long DEFAULT_MOVETIME_MS = 1000;

    @Parameters(arity = "1..*", paramLabel = "EPD",
            description = "Suite files, e.g. test-positions/mating-attacks.epd.")
    List<Path> files;

    @Option(names = "--movetime", description = "Milliseconds per position (default: 1000).")
    long moveTime;

    @Option(names = "--nodes", description = "Nodes per position instead of a time.")
    long nodes;

    @Option(names = "--hash", description = "Hash table in MB (default: ${DEFAULT-VALUE}).")
    int hashMb = 64;

    private final PrintStream out;
    private final PrintStream err;

    SolveCommand() {
        this(System.out, System.err);
    }

    SolveCommand(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    @Override
    public Integer call() {
        try {
            OptionCheck.notNegative("--movetime", moveTime);
            OptionCheck.notNegative("--nodes", nodes);
            if (moveTime > 0 && nodes > 0) {
                throw new IllegalArgumentException("give --movetime or --nodes, not both");
            }
            files.forEach(FileProblems::requireInput);
        } catch (IllegalArgumentException e) {
            err.println("qilin solve: " + e.getMessage());
            return 2;
        }
        List<EpdEntry> suite = new ArrayList<>();
        for (Path file : files) {
            try {
                for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
                    EpdEntry entry = EpdEntry.parse(line);
                    if (entry != null) {
                        suite.add(entry);
                    }
                }
            } catch (IOException | IllegalArgumentException e) {
                err.println("qilin solve: cannot read " + file + ": " + e.getMessage());
                return 2;
            }
        }
        Search search = new Search(new TranspositionTable(hashMb));
        FeatureSwitches.applyDisabled(search.features);
        int solved = 0;
        long totalNodes = 0;
        for (int i = 0; i < suite.size(); i++) {
            EpdEntry entry = suite.get(i);
            Position position;
            try {
                position = new Position(entry.fen());
            } catch (FenException e) {
                err.println("qilin solve: bad FEN in position " + (i + 1) + ": " + e.getMessage());
                return 2;
            }
            search.clear();
            SearchResult r = search.run(position, limits(entry), SearchListener.NONE);
            boolean ok = solves(entry, r);
            solved += ok ? 1 : 0;
            totalNodes += r.nodes();
            out.printf("%3d/%d %-3s %-9s %-6s %s depth %d nodes %d %d ms %s%n", i + 1, suite.size(),
                    ok ? "ok" : "--", scoreText(r.score()), Move.toIccs(r.bestMove()), expected(entry), r.depth(),
                    r.nodes(), r.timeMs(), entry.id());
        }
        out.printf("solved %d/%d (%.1f%%) at %s per position, %d nodes%n", solved, suite.size(),
                100.0 * solved / Math.max(1, suite.size()), nodes > 0 ? nodes + " nodes" : timeText(), totalNodes);
        return 0;
    }

    /** The command's limit; a {@code dm} position's search stops at the first mate within it. */
    private SearchLimits limits(EpdEntry entry) {
        SearchLimits limits = new SearchLimits();
        limits.mate = entry.mateMoves();
        if (nodes > 0) {
            limits.nodes = nodes;
        } else {
            limits.moveTime = moveTime > 0 ? moveTime : DEFAULT_MOVETIME_MS;
        }
        return limits;
    }

    private String timeText() {
        return (moveTime > 0 ? moveTime : DEFAULT_MOVETIME_MS) + " ms";
    }

    /** A listed mate distance asks for a mate no longer than it; otherwise one of the best moves. */
    static boolean solves(EpdEntry entry, SearchResult r) {
        if (entry.mateMoves() > 0) {
            return Score.matesWithin(r.score(), entry.mateMoves());
        }
        return entry.bestMoves().contains(Move.toIccs(r.bestMove()));
    }

    private static String expected(EpdEntry entry) {
        return entry.mateMoves() > 0 ? "(dm " + entry.mateMoves() + ")"
                : "(bm " + String.join(" ", entry.bestMoves()) + ")";
    }

    /**
     * {@code mate 3}, {@code mate -2}, a win or loss by the repetition rules as {@code rule 4} or {@code rule -4}
     * (moves to the deciding repetition; no mate, so it does not solve a {@code dm} position), else {@code cp 35}.
     */
    static String scoreText(int score) {
        if (Score.isMate(score)) {
            return "mate " + Score.mateMoves(score);
        }
        return Score.isRepetitionVerdict(score) ? "rule " + Score.movesToDecision(score) : "cp " + score;
    }
}
