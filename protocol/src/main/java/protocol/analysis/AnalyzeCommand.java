package protocol.analysis;

import engine.Position;
import engine.Score;
import engine.SearchLimits;
import engine.TranspositionTable;
import engine.notation.GameRecord;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import protocol.EngineId;
import protocol.report.Pictures;

@Command(name = "analyze", mixinStandardHelpOptions = true, sortOptions = false,
        description = {
            "Analyses a position (--fen, --moves) or every move of a game (--pgn, --line).",
            "A position: prints each iteration (depth, score, nodes, nps, time, PV in Chinese notation), then the "
                    + "best lines in Chinese notation and ICCS. Default limit: depth " + AnalyzeCommand.POSITION_DEPTH
                    + ".",
            "A game: for each move, the score of the move played and of the engine's best move, both from the "
                    + "mover's view, then a summary per side. Default limit: depth " + AnalyzeCommand.GAME_DEPTH
                    + " per move. Progress goes to stderr, the report to stdout."},
        footer = {
            "",
            "Scores are in pawns (100 internal units = 1 pawn) or 'mate N' / 'mated in N' (moves).",
            "How a game move is scored: the position before it is searched for the best move; a different played "
                    + "move is then searched alone in that position to the same depth.",
            "Marks by the score a move gives away against the best move: ?! at 0.50 pawns or more (inaccuracy), "
                    + "? at 1.00 (mistake), ?? at 3.00 (blunder). Scores are capped at +-10 pawns first (mates "
                    + "included), so a slower win is no mistake. --annotate writes NAGs $6, $2, $4 for them.",
            "Book moves (the default opening book's moves in that position) are marked 'book', not as mistakes.",
            "Exit codes: 0 done, 2 bad input (FEN, move, PGN, conflicting options, an --annotate or --html file that "
                    + "cannot be written: checked before the first search)."})
public final class AnalyzeCommand implements Callable<Integer> {
    static final int POSITION_DEPTH = 16;
    static final int GAME_DEPTH = 12;
    private static final int EXIT_OK = 0;
    private static final int EXIT_BAD_INPUT = 2;
    private static final String NAME = "qilin analyze";

    @Option(names = "--fen", paramLabel = "FEN", description = "Position to analyse (default: the start position).")
    String fen;

    @Option(names = "--moves", paramLabel = "MOVES",
            description = "Moves played from the position first, space separated (ICCS, WXF or Chinese).")
    String moves;

    @Option(names = "--pgn", paramLabel = "FILE", description = "Analyse every move of a game in this PGN file.")
    Path pgn;

    @Option(names = "--game", paramLabel = "N", description = "Which game of the PGN file (default: ${DEFAULT-VALUE}).")
    int game = 1;

    @Option(names = "--line", paramLabel = "LINE",
            description = "Analyse every move of 'startpos moves ...' or 'fen <FEN> moves ...'.")
    String line;

    @Option(names = "--depth", paramLabel = "N", description = "Search depth in plies.")
    Integer depth;

    @Option(names = "--movetime", paramLabel = "MS", description = "Search time in milliseconds.")
    Long moveTime;

    @Option(names = "--nodes", paramLabel = "N", description = "Nodes to search.")
    Long nodes;

    @Option(names = "--multipv", paramLabel = "K", description = "Best lines to show, positions only "
            + "(default: ${DEFAULT-VALUE}).")
    int multiPv = 1;

    @Option(names = "--hash", paramLabel = "MB", description = "Hash table size (default: ${DEFAULT-VALUE}).")
    int hash = TranspositionTable.DEFAULT_MB;

    @Option(names = "--annotate", paramLabel = "FILE", description = "Games: also write the game with comments "
            + "and NAGs to this PGN file.")
    Path annotate;

    @Option(names = "--html", paramLabel = "FILE", description = "Games: also write a page with the board, the "
            + "evaluation graph and the moves to this HTML file (one file, opens offline).")
    Path html;

    @Option(names = "--progress", negatable = true, defaultValue = "true", fallbackValue = "true",
            description = "Games: a progress line per move on stderr (default: on).")
    boolean progress = true;

    private final PrintStream givenOut;
    private final PrintStream givenErr;

    /** For picocli: writes UTF-8 to whatever System.out and System.err are when the command runs. */
    public AnalyzeCommand() {
        this(null, null);
    }

    /** For tests and embedding: writes to the given streams. */
    AnalyzeCommand(PrintStream out, PrintStream err) {
        this.givenOut = out;
        this.givenErr = err;
    }

    @Override
    public Integer call() {
        PrintStream out = givenOut != null ? givenOut : new PrintStream(System.out, true, StandardCharsets.UTF_8);
        PrintStream err = givenErr != null ? givenErr : new PrintStream(System.err, true, StandardCharsets.UTF_8);
        try {
            checkOptions();
            if (isGame()) {
                analyseGame(out, err);
            } else {
                analysePosition(out);
            }
            return EXIT_OK;
        } catch (AnalysisInputException e) {
            err.println(NAME + ": " + e.getMessage());
            return EXIT_BAD_INPUT;
        } finally {
            out.flush();
            err.flush();
        }
    }

    private boolean isGame() {
        return pgn != null || line != null;
    }

    // ---------------------------------------------------------------- checks

    private void checkOptions() throws AnalysisInputException {
        if (count(fen, pgn, line) > 1) {
            throw new AnalysisInputException("give one of --fen, --pgn, --line");
        }
        if (moves != null && isGame()) {
            throw new AnalysisInputException("--moves goes with --fen; a game's moves come from --pgn or --line");
        }
        if (count(depth, moveTime, nodes) > 1) {
            throw new AnalysisInputException("give one limit: --depth, --movetime or --nodes");
        }
        require(depth == null || depth >= 1 && depth < Score.MAX_PLY, "--depth must be 1 to " + (Score.MAX_PLY - 1));
        require(moveTime == null || moveTime >= 1, "--movetime must be positive");
        require(nodes == null || nodes >= 1, "--nodes must be positive");
        require(hash >= 1 && hash <= TranspositionTable.MAX_MB, "--hash must be 1 to " + TranspositionTable.MAX_MB);
        require(multiPv >= 1, "--multipv must be positive");
        require(multiPv == 1 || !isGame(), "--multipv is for single positions");
        require(game == 1 || pgn != null, "--game goes with --pgn");
        require(annotate == null || isGame(), "--annotate goes with --pgn or --line");
        require(html == null || isGame(), "--html goes with --pgn or --line");
    }

    private static int count(Object... options) {
        int n = 0;
        for (Object o : options) {
            n += o != null ? 1 : 0;
        }
        return n;
    }

    private static void require(boolean condition, String message) throws AnalysisInputException {
        if (!condition) {
            throw new AnalysisInputException(message);
        }
    }

    /** A fresh limit object per search: the search may change the one it is given. */
    private SearchLimits limits() {
        SearchLimits limits = new SearchLimits();
        if (moveTime != null) {
            limits.moveTime = moveTime;
        } else if (nodes != null) {
            limits.nodes = nodes;
        } else {
            limits.depth = depth != null ? depth : isGame() ? GAME_DEPTH : POSITION_DEPTH;
        }
        limits.multiPv = multiPv;
        return limits;
    }

    private String limitText() {
        return moveTime != null ? moveTime + " ms" : nodes != null ? nodes + " nodes" : "depth " + limits().depth;
    }

    // ---------------------------------------------------------------- the two jobs

    private void analysePosition(PrintStream out) throws AnalysisInputException {
        Position position = AnalysisInput.position(fen, moves);
        PositionReport report = new PositionReport(out, position, multiPv);
        report.header();
        List<AnalysisLine> lines = new Analyst(hash).analyse(position, limits(), report.iterations());
        report.bestLines(lines);
    }

    private void analyseGame(PrintStream out, PrintStream err) throws AnalysisInputException {
        GameRecord record = pgn != null ? AnalysisInput.pgnGame(pgn, game) : AnalysisInput.line(line);
        for (Path output : new Path[] {annotate, html}) {
            if (output != null) {
                checkWritable(output);
            }
        }
        GameReport report = new GameReport(out);
        report.header(record, limitText());
        long start = System.nanoTime();
        GameAnalyzer.Progress shown = (index, total) -> progressLine(err, index, total, start);
        GameAnalyzer.Progress none = (index, total) -> { };
        List<MoveReview> reviews = new GameAnalyzer(new Analyst(hash), this::limits)
                .analyse(record, progress ? shown : none, report::row);
        report.summary(record, reviews);
        String method = EngineId.NAME + " " + EngineId.VERSION + ", " + limitText() + " per move";
        if (annotate != null) {
            write(annotate, AnnotatedPgn.write(record, reviews, method));
        }
        if (html != null) {
            write(html, Pictures.gamePage(ReviewPage.of(record, reviews, method)));
        }
    }

    /**
     * {@code ply 12/80  elapsed 3.1 s  eta 17.6 s}: the time left is the plies left at the average time of the
     * plies done (the first ply has no estimate).
     */
    private static void progressLine(PrintStream err, int index, int total, long startNanos) {
        double elapsed = (System.nanoTime() - startNanos) / 1e9;
        String eta = index == 0 ? "" : String.format(Locale.ROOT, "  eta %.1f s", elapsed / index * (total - index));
        err.printf(Locale.ROOT, "ply %d/%d  elapsed %.1f s%s%n", index + 1, total, elapsed, eta);
    }

    /** Refuses an output file that could not be written before any search, not after the whole game. */
    private static void checkWritable(Path file) throws AnalysisInputException {
        String problem = writeProblem(file);
        if (problem != null) {
            throw new AnalysisInputException("cannot write " + file + ": " + problem);
        }
    }

    /** Why {@code file} could not be written, or null: it must be a writable file, or new in a writable folder. */
    private static String writeProblem(Path file) {
        if (Files.isDirectory(file)) {
            return "it is a folder";
        }
        if (Files.exists(file)) {
            return Files.isWritable(file) ? null : "the file is read-only";
        }
        Path folder = file.toAbsolutePath().getParent();
        if (folder == null || !Files.isDirectory(folder)) {
            return "there is no folder " + folder;
        }
        return Files.isWritable(folder) ? null : "the folder " + folder + " is read-only";
    }

    private static void write(Path file, String text) throws AnalysisInputException {
        try {
            Files.writeString(file, text, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new AnalysisInputException("cannot write " + file + ": " + e.getMessage());
        }
    }
}
