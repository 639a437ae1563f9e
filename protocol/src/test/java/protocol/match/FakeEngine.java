package protocol.match;

import engine.Move;
import engine.MoveGen;
import engine.Position;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;

/**
 * A deliberately broken UCCI engine for the match runner's tests. Arguments: {@code MODE [K]}. It plays
 * random legal moves; {@code dead} exits at once, before its handshake; with the other modes, at its K-th
 * {@code go} of a game the mode's fault happens:
 * {@code random} (never), {@code crash} (exits without answering), {@code illegal} (answers a move the
 * rules forbid), {@code garbage} (answers text that is no move), {@code claim} (answers {@code nobestmove}
 * with legal moves left, as ElephantEye claims a draw), {@code hang} (never answers, ignores
 * quit; it creates the file named by the optional third argument when it stops answering, so that a test knows
 * a game is under way), {@code slow} (answers legally but only after its whole time plus {@code EXTRA}
 * milliseconds, the optional third argument, half a second by default).
 */
public final class FakeEngine {
    private static final long DEFAULT_SLOW_EXTRA_MS = 500;
    static final int CRASH_EXIT_CODE = 3;

    private final String mode;
    private final int faultAt;
    private final long slowExtraMs;
    private final Path hangMarker;
    private final Random random = new Random();
    private Position position = Position.startpos();
    private int goes;
    private boolean millis;
    private boolean hung;

    private FakeEngine(String mode, int faultAt, String third) {
        this.mode = mode;
        this.faultAt = faultAt;
        this.slowExtraMs = mode.equals("slow") && third != null ? Long.parseLong(third) : DEFAULT_SLOW_EXTRA_MS;
        this.hangMarker = mode.equals("hang") && third != null ? Path.of(third) : null;
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        String mode = args.length > 0 ? args[0] : "random";
        int k = args.length > 1 ? Integer.parseInt(args[1]) : Integer.MAX_VALUE;
        if (mode.equals("dead")) {
            System.exit(CRASH_EXIT_CODE);
        }
        new FakeEngine(mode, k, args.length > 2 ? args[2] : null).loop();
    }

    private void loop() throws IOException, InterruptedException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            if (!handle(line.trim())) {
                return;
            }
        }
    }

    private boolean handle(String line) throws IOException, InterruptedException {
        if (hung) {
            return true; // a hung engine hears nothing, not even quit
        }
        if (line.equals("ucci")) {
            send("id name Fake-" + mode);
            send("option usemillisec type check default false");
            send("ucciok");
        } else if (line.equals("isready")) {
            send("readyok");
        } else if (line.equals("setoption usemillisec true")) {
            millis = true;
        } else if (line.equals("setoption newgame")) {
            goes = 0;
        } else if (line.startsWith("position fen ")) {
            setPosition(line.substring("position fen ".length()));
        } else if (line.startsWith("go")) {
            go(line);
        } else if (line.equals("quit")) {
            send("bye");
            return false;
        }
        return true;
    }

    private void setPosition(String text) {
        int m = text.indexOf(" moves ");
        position = new Position(m < 0 ? text : text.substring(0, m));
        if (m >= 0) {
            for (String move : text.substring(m + " moves ".length()).trim().split("\\s+")) {
                position.makeMove(Move.parse(move));
            }
        }
    }

    private void go(String line) throws IOException, InterruptedException {
        goes++;
        if (goes == faultAt) {
            switch (mode) {
                case "crash" -> System.exit(CRASH_EXIT_CODE);
                case "illegal" -> {
                    send("bestmove " + illegalMove());
                    return;
                }
                case "garbage" -> {
                    send("bestmove xyzzy");
                    return;
                }
                case "claim" -> {
                    send("nobestmove");
                    return;
                }
                case "hang" -> {
                    hung = true;
                    if (hangMarker != null) {
                        Files.createFile(hangMarker);
                    }
                    return;
                }
                case "slow" -> Thread.sleep(timeMs(line) + slowExtraMs);
                default -> {
                }
            }
        }
        int[] moves = new int[MoveGen.MAX_MOVES];
        int n = MoveGen.generateLegal(position, moves, 0);
        if (n == 0) {
            send("nobestmove");
            return;
        }
        String move = Move.toIccs(moves[random.nextInt(n)]);
        send("info depth 1 score " + (random.nextInt(41) - 20) + " pv " + move);
        send("bestmove " + move);
    }

    private long timeMs(String line) {
        String[] w = line.split("\\s+");
        for (int i = 1; i < w.length - 1; i++) {
            if (w[i].equals("time")) {
                long t = Long.parseLong(w[i + 1]);
                return millis ? t : t * 1000;
            }
        }
        return 0;
    }

    /** A move of the right shape that the rules forbid here. */
    private String illegalMove() {
        for (int from = 0; from < engine.Square.COUNT; from++) {
            for (int to = 0; to < engine.Square.COUNT; to++) {
                int move = Move.of(from, to);
                if (from != to && !position.isLegal(move)) {
                    return Move.toIccs(move);
                }
            }
        }
        throw new IllegalStateException("every move is legal?");
    }

    private static void send(String line) {
        System.out.print(line + "\n");
        System.out.flush();
    }
}
