package protocol;

import engine.Evaluation;
import engine.Position;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The stdin/stdout engine loop. The first {@code ucci} or {@code uci} fixes the dialect (UCCI until then).
 * Input is read on this thread and the search runs on its own, so {@code isready}, {@code stop},
 * {@code ponderhit} and {@code quit} are answered while thinking, and {@code setoption} is kept for when the
 * search has ended (GUIs change options while analysing, and the analysis goes on).
 */
public final class EngineLoop {
    /** Longer lines are refused rather than parsed: no GUI sends them and they would only cost memory. */
    static final int MAX_LINE = 1 << 16;

    private final BufferedReader in;
    private final Output out;
    private final Controller controller = new Controller();
    private final Ucci ucci;
    private final Uci uci;
    private Dialect dialect;
    /**
     * The setoption commands that came while a go owed its answer, in order (an option a search reads must not
     * change under it): applied before the first command read after the answer, or once a command has stopped
     * the search. isready, stop and ponderhit during the search leave them waiting.
     */
    private final List<String> pendingOptions = new ArrayList<>();

    public EngineLoop(InputStream in, OutputStream out) {
        this.in = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        this.out = new Output(out);
        this.ucci = new Ucci(controller, this.out);
        this.uci = new Uci(controller, this.out);
        this.dialect = ucci;
    }

    /**
     * The engine on stdin/stdout, as GUIs run it: the jar's entry point without arguments, and the main class
     * tests start engine processes with. Weights that do not load are one line on stderr and exit code 1.
     */
    public static void main(String[] args) {
        String problem = Evaluation.weightsProblem();
        if (problem != null) {
            System.err.println("qilin: " + problem);
            System.exit(1);
        }
        new EngineLoop(System.in, System.out).run();
        System.exit(0);
    }

    /** Reads commands until {@code quit} or the end of input. */
    public void run() {
        boolean warming = false;
        try {
            String line;
            while ((line = in.readLine()) != null) {
                if (!handle(line)) {
                    break;
                }
                if (!warming) {
                    controller.startWarmUp(); // after the first answer, so it does not delay ucciok
                    warming = true;
                }
                if (controller.options.batch.bool()) {
                    controller.awaitSearch();
                }
            }
        } catch (IOException e) {
            dialect.message("input failed: " + e.getMessage());
        }
        controller.stop();
        controller.awaitSearch();
    }

    /** Handles one line; answers false when the engine should exit. */
    boolean handle(String raw) {
        if (raw.length() > MAX_LINE) {
            dialect.message("line of " + raw.length() + " characters ignored (limit " + MAX_LINE + ")");
            return true;
        }
        String line = raw.strip();
        if (line.isEmpty()) {
            return true;
        }
        String[] words = line.split("\\s+");
        String command = words[0];
        if (!controller.thinking()) {
            applyPendingOptions();
        }
        switch (command) {
            case "ucci" -> {
                dialect = ucci;
                dialect.hello();
            }
            case "uci" -> {
                dialect = uci;
                dialect.hello();
            }
            case "isready" -> {
                tell(controller.awaitReady());
                tell(controller.evaluationNotice());
                out.line("readyok");
            }
            case "setoption" -> setOption(line.substring(command.length()));
            case "position" -> position(line.substring(command.length()));
            case "banmoves" -> { // UCCI's; UCI sessions may use it too
                String error = controller.ban(java.util.Arrays.copyOfRange(words, 1, words.length),
                        dialect.coordinates);
                if (error != null) {
                    dialect.message(error);
                }
            }
            case "go" -> go(words);
            case "stop" -> stop();
            case "ponderhit" -> controller.ponderhit(words.length > 1 && words[1].equals("draw"));
            case "quit" -> {
                controller.stop();
                controller.awaitSearch();
                String bye = dialect.farewell();
                if (bye != null) {
                    out.line(bye);
                }
                return false;
            }
            case "d" -> display();
            case "eval" -> evalLines();
            case "bench" -> {
                awaitIdle();
                Bench.run(words.length > 1 ? words[1] : null, 1, new Evaluation(), out::line, dialect::message);
            }
            default -> {
                if (!dialect.handle(command, line, words)) {
                    dialect.message("unknown command '" + abbreviate(command) + "'");
                }
            }
        }
        return true;
    }

    private void setOption(String rest) {
        if (controller.thinking()) {
            pendingOptions.add(rest);
        } else {
            dialect.setOption(rest);
        }
    }

    private void applyPendingOptions() {
        for (String rest : pendingOptions) {
            dialect.setOption(rest);
        }
        pendingOptions.clear();
    }

    private void position(String rest) {
        awaitIdle();
        Position p = PositionParser.parse(rest, dialect::message, dialect.coordinates,
                "go will answer without a move until a valid position comes");
        if (p != null) {
            controller.setPosition(p);
        } else {
            controller.refusePosition();
        }
    }

    private void go(String[] words) {
        awaitIdle();
        if (words.length >= 2 && words[1].equals("perft")) {
            perft(words);
            return;
        }
        dialect.go(words, System.nanoTime());
    }

    private void perft(String[] words) {
        int depth;
        try {
            depth = Integer.parseInt(words.length > 2 ? words[2] : "");
        } catch (NumberFormatException e) {
            dialect.message("go perft needs a depth");
            return;
        }
        if (depth < 0 || depth > PerftRunner.MAX_DEPTH) {
            dialect.message("perft depth must be between 0 and " + PerftRunner.MAX_DEPTH);
            return;
        }
        if (!controller.hasPosition()) {
            dialect.message(Controller.NO_POSITION);
            return;
        }
        PerftRunner.run(controller.position(), depth, true, dialect::moveText, out::line);
    }

    private void stop() {
        if (controller.searching()) {
            controller.stop();
        } else {
            dialect.stopWhileIdle();
        }
    }

    /**
     * Commands that change the engine's state stop a running search and wait for it to finish first, then apply
     * the options that came during it.
     */
    private void awaitIdle() {
        if (controller.searching()) {
            controller.stop();
            controller.awaitSearch();
        }
        applyPendingOptions();
    }

    private void display() {
        Position p = controller.position();
        for (String row : dialect.coordinates.board(p).split("\n")) {
            out.line(row);
        }
        out.line("Fen: " + p.fen());
        out.line(String.format("Key: %016X", p.key()));
        out.line("Checkers: " + (p.inCheck() ? "in check" : "none"));
    }

    private void tell(String text) {
        Controller.tell(dialect, text);
    }

    /** The evaluation term by term, then the total as before ("Evaluation: N ..." or "none" in check). */
    private void evalLines() {
        tell(controller.ensureEvaluation());
        for (String row : controller.explainEval().split("\n")) {
            out.line(row);
        }
        int eval = controller.staticEval();
        out.line(eval == engine.Score.NONE ? "Evaluation: none (side to move is in check)"
                : "Evaluation: " + eval + " (side to move's view, internal units)");
    }

    private static String abbreviate(String s) {
        return s.length() <= 32 ? s : s.substring(0, 32) + "...";
    }
}
