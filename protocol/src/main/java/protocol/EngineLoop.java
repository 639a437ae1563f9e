package protocol;

import engine.FenException;
import engine.Move;
import engine.Position;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/**
 * The stdin/stdout engine loop. The dialect (UCCI or UCI) is fixed by the first meaningful command.
 */
public final class EngineLoop {
    private final BufferedReader in;
    private final PrintStream out;
    private Dialect dialect = Dialect.UNKNOWN;
    private Position position = Position.startpos();

    enum Dialect { UNKNOWN, UCCI, UCI }

    public EngineLoop(InputStream in, OutputStream out) {
        this.in = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8));
        this.out = new PrintStream(out, true, StandardCharsets.UTF_8);
    }

    public void run() {
        try {
            String line;
            while ((line = in.readLine()) != null) {
                if (!handle(line.trim())) {
                    return;
                }
            }
        } catch (IOException e) {
            message("input failed: " + e.getMessage());
        }
    }

    /** Handles one line; answers false when the engine should exit. */
    boolean handle(String line) {
        if (line.isEmpty()) {
            return true;
        }
        String[] words = line.split("\\s+");
        switch (words[0]) {
            case "ucci" -> {
                dialect = Dialect.UCCI;
                send("id name " + Main.NAME + " " + Main.VERSION);
                send("id author " + Main.AUTHOR);
                send("ucciok");
            }
            case "uci" -> {
                dialect = Dialect.UCI;
                send("id name " + Main.NAME + " " + Main.VERSION);
                send("id author " + Main.AUTHOR);
                send("uciok");
            }
            case "isready" -> send("readyok");
            case "position" -> position(line);
            case "go" -> go(words);
            case "d" -> {
                for (String row : position.toString().split("\n")) {
                    send(row);
                }
                send("Fen: " + position.fen());
                send(String.format("Key: %016X", position.key()));
            }
            case "quit" -> {
                if (dialect == Dialect.UCCI) {
                    send("bye");
                }
                return false;
            }
            default -> message("unknown command: " + words[0]);
        }
        return true;
    }

    private void position(String line) {
        String rest = line.substring("position".length()).trim();
        String movesPart = "";
        int m = rest.indexOf(" moves");
        if (m >= 0) {
            movesPart = rest.substring(m + " moves".length()).trim();
            rest = rest.substring(0, m).trim();
        } else if (rest.startsWith("moves")) {
            message("position needs 'startpos' or 'fen <FEN>' before 'moves'");
            return;
        }
        Position next;
        try {
            if (rest.equals("startpos")) {
                next = Position.startpos();
            } else if (rest.startsWith("fen ")) {
                next = new Position(rest.substring(4));
            } else {
                message("position needs 'startpos' or 'fen <FEN>'");
                return;
            }
        } catch (FenException e) {
            message("bad FEN: " + e.getMessage());
            return;
        }
        for (String text : movesPart.isEmpty() ? new String[0] : movesPart.split("\\s+")) {
            int move = Move.parse(text);
            if (move == Move.NONE || !next.isLegal(move)) {
                message("illegal move " + text + " in position " + next.fen() + "; position unchanged");
                return;
            }
            next.makeMove(move);
        }
        position = next;
    }

    private void go(String[] words) {
        if (words.length >= 3 && words[1].equals("perft")) {
            int depth;
            try {
                depth = Integer.parseInt(words[2]);
            } catch (NumberFormatException e) {
                message("go perft needs a depth, not '" + words[2] + "'");
                return;
            }
            if (depth < 0 || depth > Limits.MAX_PERFT_DEPTH) {
                message("perft depth must be between 0 and " + Limits.MAX_PERFT_DEPTH);
                return;
            }
            PerftRunner.run(position, depth, true, this::send);
            return;
        }
        message("go: only perft is implemented so far");
    }

    private void send(String line) {
        out.print(line);
        out.print('\n');
        out.flush();
    }

    private void message(String text) {
        send((dialect == Dialect.UCI ? "info string " : "info message ") + text);
    }
}
