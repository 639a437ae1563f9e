package protocol.analysis;

import engine.Position;
import engine.Score;
import engine.SearchLimits;
import engine.TranspositionTable;
import engine.io.AtomicFile;
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
import protocol.EngineId;
import protocol.analysis.AnalysisInput.NamedGame;
import protocol.report.GameIndex;
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
    private static final int MAX_THREADS = 256;
    private static final String INDEX_PAGE = "index.html";
    private static final String PAGE_SUFFIX = ".html";

    @Option(names = "--fen", paramLabel = "FEN", description = "Position to analyse (default: the start position).")
    String fen;

    @Option(names = "--moves", paramLabel = "MOVES",
            description = "Moves played from the position first, space separated (ICCS, WXF or Chinese).")
    String moves;

    @Option(names = "--pgn", paramLabel = "FILE", description = "Analyse every move of a game in this PGN file, or of "
            + "every game of the .pgn files of this folder.")
    Path pgn;

    @Option(names = "--all-games", description = "Every game of the --pgn file, not one (a folder means all games).")
    boolean allGames;

    @Option(names = "--threads", paramLabel = "N", description = "Games reviewed at once, each on one thread with "
            + "its own hash table (default: ${DEFAULT-VALUE}).")
    int threads = 1;

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

    @Option(names = "--html", paramLabel = "FILE", description = "Also write a page with the board, the evaluation "
            + "graph and the moves (a position: its best lines) to this HTML file (one file, opens offline); for "
            + "several games a folder, with a page per game and index.html.")
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

    private boolean manyGames() {
        return pgn != null && (allGames || Files.isDirectory(pgn));
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
        require(!allGames || pgn != null, "--all-games goes with --pgn");
        require(game == 1 || !manyGames(), "--game picks one game: not with --all-games or a folder");
        require(threads >= 1 && threads <= MAX_THREADS, "--threads must be 1 to " + MAX_THREADS);
        require(annotate == null || isGame(), "--annotate goes with --pgn or --line");
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

    /** Who analysed and how deep, for the reports: {@code Qilin 0.1, depth 12}. */
    private String engineAndLimit() {
        return engineAndLimit(limitText());
    }

    private static String engineAndLimit(String limitText) {
        return EngineId.NAME + " " + EngineId.VERSION + ", " + limitText;
    }

    /** The annotator of a reviewed game's PGN: {@code Qilin 0.1, depth 12 per move}. */
    static String perMove(String limitText) {
        return engineAndLimit(limitText) + " per move";
    }

    private String limitText() {
        return limitText(limits().depth, moveTime, nodes);
    }

    /** A limit as the reports name it: {@code 200 ms}, {@code 5000 nodes} or {@code depth 12}, the first given. */
    static String limitText(Integer depth, Long moveTime, Long nodes) {
        return moveTime != null ? moveTime + " ms" : nodes != null ? nodes + " nodes" : "depth " + depth;
    }

    // ---------------------------------------------------------------- the two jobs

    private void analysePosition(PrintStream out) throws AnalysisInputException {
        Position position = AnalysisInput.position(fen, moves);
        if (html != null) {
            checkWritable(html);
        }
        PositionReport report = new PositionReport(out, position, multiPv);
        report.header();
        List<AnalysisLine> lines = new Analyst(hash).analyse(position, limits(), report.iterations());
        report.bestLines(lines);
        if (html != null) {
            write(html, Pictures.gamePage(ReviewPage.ofPosition(position, lines, engineAndLimit())));
        }
    }

    private void analyseGame(PrintStream out, PrintStream err) throws AnalysisInputException {
        List<NamedGame> games = manyGames() ? AnalysisInput.pgnGames(pgn, skipped -> err.println("skipped " + skipped))
                : List.of(new NamedGame("game", pgn != null ? AnalysisInput.pgnGame(pgn, game)
                        : AnalysisInput.line(line)));
        boolean pageFolder = html != null && manyGames();
        if (annotate != null) {
            checkWritable(annotate);
        }
        if (html != null && !pageFolder) {
            checkWritable(html);
        } else if (pageFolder) {
            createFolder(html);
        }
        List<GameBatch.Reviewed> reviewed = new GameBatch(this::limits, hash, limitText())
                .run(games, threads, out, err, progress);
        String method = perMove(limitText());
        if (annotate != null) {
            StringBuilder pgnText = new StringBuilder();
            reviewed.forEach(r -> pgnText.append(pgnText.length() == 0 ? "" : "\n")
                    .append(AnnotatedPgn.write(r.named().game(), r.reviews(), method)));
            write(annotate, pgnText.toString());
        }
        if (pageFolder) {
            writePages(reviewed, method);
        } else if (html != null) {
            write(html, Pictures.gamePage(ReviewPage.of(games.get(0).game(), reviewed.get(0).reviews(), method)));
        }
    }

    /** A page per game in the --html folder, named after the game, and the index linking them. */
    private void writePages(List<GameBatch.Reviewed> reviewed, String method) throws AnalysisInputException {
        List<GameIndex.Row> rows = new ArrayList<>();
        for (GameBatch.Reviewed r : reviewed) {
            String page = r.named().name() + PAGE_SUFFIX;
            write(html.resolve(page), Pictures.gamePage(ReviewPage.of(r.named().game(), r.reviews(), method)));
            rows.add(ReviewPage.indexRow(r.named().name(), page, r.named().game(), r.reviews()));
        }
        write(html.resolve(INDEX_PAGE), Pictures.indexPage(new GameIndex(method, List.copyOf(rows))));
    }

    /** The folder of several games' pages: made when missing, before any search. */
    private static void createFolder(Path folder) throws AnalysisInputException {
        try {
            Files.createDirectories(folder);
        } catch (IOException e) {
            throw new AnalysisInputException("cannot make the folder " + folder + ": " + e.getMessage());
        }
    }

    /** Refuses an output file that could not be written before any search, not after the whole game. */
    private static void checkWritable(Path file) throws AnalysisInputException {
        String problem = FileProblems.outputProblem(file);
        if (problem != null) {
            throw new AnalysisInputException("cannot write " + file + ": " + problem);
        }
    }

    private static void write(Path file, String text) throws AnalysisInputException {
        try {
            AtomicFile.writeString(file, text);
        } catch (IOException e) {
            throw new AnalysisInputException("cannot write " + FileProblems.describe(file, e));
        }
    }
}
