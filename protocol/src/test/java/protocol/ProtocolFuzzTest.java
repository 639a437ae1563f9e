package protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.Move;
import engine.MoveGen;
import engine.Position;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * Thousands of random and mutated command lines: the engine must stay alive, answer every isready, never
 * print a stack trace, and every bestmove must be legal in the position the engine holds at that moment.
 */
class ProtocolFuzzTest {
    private static final long SEED = 20261122L;
    private static final int LINES = 3_000;
    private static final String[] SEEDS = {
        "ucci", "uci", "isready", "position startpos", "position startpos moves h2e2 h9g7 h0g2",
        "position fen 2b1ka3/4a4/4N4/9/4C4/P8/3RN4/9/9/2BAKAB2 w - - 0 33",
        "position fen 3k5/2P6/9/9/9/9/9/9/9/4K4 b - - 0 1",
        "position fen r1bak1b1r/4a4/1cn3n2/pC2p3p/2p3p2/9/P1P1P1PcP/4C1N2/2R6/RNBAKAB2 w - - 0 7 moves b2e2",
        "go depth 2", "go nodes 300", "go time 50 increment 0", "go ponder depth 2", "go draw depth 1",
        "go wtime 40 btime 40", "go movetime 5", "go infinite", "stop", "ponderhit", "ponderhit draw",
        "banmoves h2e2 b2e2", "probe startpos moves h2e2", "setoption usemillisec false", "setoption usemillisec true",
        "setoption name MultiPV value 2", "setoption name Ponder value true", "setoption newgame",
        "setoption randomness small", "setoption style risky", "setoption pruning small", "ucinewgame", "d", "eval",
        "", "   ", "\t", "position", "go", "setoption", "banmoves",
    };
    /** Lines whose legitimate run time or effect is not what this test is about. */
    private static final List<String> EXCLUDED = List.of("quit", "perft", "bench", "batch", "hash");

    @Test
    void survivesRandomInput() throws Exception {
        Random random = new Random(SEED);
        try (EngineSession e = new EngineSession()) {
            Position current = new Position();
            for (int i = 0; i < LINES; i++) {
                String line = mutate(SEEDS[random.nextInt(SEEDS.length)], random);
                if (excluded(line)) {
                    continue;
                }
                if (line.startsWith("go")) {
                    e.send("marker" + i); // answered as an unknown command: everything before it is old output
                    e.send("d");
                    current = readBoard(e, current, "marker" + i);
                }
                e.send(line);
                if (i % 50 == 0) {
                    e.send("position startpos");
                    e.send("sync" + i);
                    e.send("isready");
                    drain(e, current, "sync" + i);
                    current = new Position();
                }
            }
            e.send("position startpos");
            e.send("markerfinal");
            e.send("d");
            current = readBoard(e, current, "markerfinal");
            e.send("go depth 2");
            e.send("syncfinal");
            e.send("isready");
            String last = drain(e, current, "syncfinal");
            assertEquals("readyok", last);
        }
    }

    private static final long SUFFIX_SEED = 1414L;
    private static final int SUFFIX_CASES = 80;
    private static final int MAX_PLAYOUT = 40;
    private static final int MAX_PREFIX = 6;

    /**
     * Clients resend the current FEN with moves that no longer fit (issue 14): random FENs (from random games)
     * with a legal prefix, one illegal move and junk after it. Every answer must be a legal move of the FEN
     * with the prefix applied, which the test computes itself.
     */
    @Test
    void illegalSuffixesKeepTheFenAndTheLegalPrefix() throws Exception {
        Random random = new Random(SUFFIX_SEED);
        try (EngineSession e = new EngineSession()) {
            e.uciWithoutBook();
            for (int i = 0; i < SUFFIX_CASES; i++) {
                Position start = randomGame(random, random.nextInt(MAX_PLAYOUT));
                String fen = start.fen();
                Position meant = new Position(fen);
                StringBuilder moves = new StringBuilder();
                int prefix = random.nextInt(MAX_PREFIX + 1);
                for (int k = 0; k < prefix && legalMoves(meant).length > 0; k++) {
                    int[] legal = legalMoves(meant);
                    int m = legal[random.nextInt(legal.length)];
                    meant.makeMove(m);
                    moves.append(' ').append(Move.toIccs(m));
                }
                moves.append(' ').append(illegalMove(meant, random));
                for (int junk = random.nextInt(3); junk > 0; junk--) {
                    moves.append(' ').append(mutate("h2e2", random).strip());
                }
                e.send("position fen " + fen + " moves" + moves);
                e.send("go depth 1");
                String answer = e.first("bestmove");
                if (legalMoves(meant).length == 0) {
                    assertEquals("bestmove (none)", answer, fen + " moves" + moves);
                } else {
                    int played = Move.parse(answer.split("\\s+")[1]);
                    assertTrue(meant.isLegal(played), answer + " is not legal in " + meant.fen() + " (sent: "
                            + fen + " moves" + moves + ")");
                }
            }
        }
    }

    private static Position randomGame(Random random, int plies) {
        Position p = new Position();
        for (int i = 0; i < plies && legalMoves(p).length > 0; i++) {
            int[] legal = legalMoves(p);
            p.makeMove(legal[random.nextInt(legal.length)]);
        }
        return new Position(p.fen());
    }

    private static int[] legalMoves(Position p) {
        int[] list = new int[MoveGen.MAX_MOVES];
        return java.util.Arrays.copyOf(list, MoveGen.generateLegal(p, list, 0));
    }

    /** A move-shaped text that is not legal in {@code p}. */
    private static String illegalMove(Position p, Random random) {
        while (true) {
            String text = "" + (char) ('a' + random.nextInt(9)) + random.nextInt(10)
                    + (char) ('a' + random.nextInt(9)) + random.nextInt(10);
            int m = Move.parse(text);
            if (m == Move.NONE || !p.isLegal(m)) {
                return text;
            }
        }
    }

    private static boolean excluded(String line) {
        String lower = line.toLowerCase(java.util.Locale.ROOT);
        for (String word : EXCLUDED) {
            if (lower.contains(word)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Reads up to the readyok that follows the answer to {@code marker} (an earlier readyok may answer a fuzzed
     * isready while a search still runs), checking every bestmove against the position shown by the last d.
     */
    private static String drain(EngineSession e, Position position, String marker) {
        Position current = position;
        boolean marked = false;
        while (true) {
            String line = e.next();
            check(line, current);
            if (line.startsWith("Fen: ")) {
                current = new Position(line.substring(5));
            }
            marked |= line.endsWith("'" + marker + "'");
            if (marked && line.equals("readyok")) {
                return line;
            }
        }
    }

    /**
     * Reads up to the marker (older output, checked against the positions shown as it goes), then the board
     * that our own d shows.
     */
    private static Position readBoard(EngineSession e, Position previous, String marker) {
        Position current = previous;
        boolean marked = false;
        while (true) {
            String line = e.next();
            if (line.startsWith("Fen: ")) {
                current = new Position(line.substring(5));
            }
            check(line, current);
            marked |= line.endsWith("'" + marker + "'");
            if (marked && line.startsWith("Checkers: ")) {
                return current;
            }
        }
    }

    /** The last lines read, shown when a check fails. */
    private static final java.util.ArrayDeque<String> RECENT = new java.util.ArrayDeque<>();
    private static final int RECENT_LINES = 40;

    /** The last go was told there is no position (a position command was refused): its answer has no move. */
    private static boolean noPosition;

    private static void check(String line, Position p) {
        RECENT.addLast(line);
        if (RECENT.size() > RECENT_LINES) {
            RECENT.removeFirst();
        }
        noPosition |= line.startsWith("info string " + Controller.NO_POSITION);
        if (line.startsWith("bestmove ") && noPosition) {
            noPosition = false;
            assertEquals("bestmove (none)", line, "a move without a position; last lines: " + String.join(" | ", RECENT));
            return;
        }
        assertFalse(line.contains("Exception") || line.startsWith("\tat "), "stack trace on stdout: " + line);
        if (line.startsWith("bestmove ") && !line.equals("bestmove (none)")) {
            int move = Move.parse(line.split("\\s+")[1]);
            assertTrue(p.isLegal(move), line + " is illegal in " + p.fen() + "; last lines: " + String.join(" | ", RECENT));
        }
        if (line.equals("bestmove (none)")) { // UCCI's nobestmove also answers stop or depth 0, so only UCI's
            int[] moves = new int[MoveGen.MAX_MOVES];
            assertEquals(0, MoveGen.generateLegal(p, moves, 0), line + " although " + p.fen() + " has moves; "
                    + "last lines: " + String.join(" | ", RECENT));
        }
    }

    private static String mutate(String line, Random random) {
        StringBuilder sb = new StringBuilder(line);
        int edits = random.nextInt(4);
        for (int k = 0; k < edits; k++) {
            switch (random.nextInt(6)) {
                case 0 -> sb.append(' ').append(random.nextInt(2001) - 1000);
                case 1 -> sb.append(' ').append(Long.MAX_VALUE - random.nextInt(3));
                case 2 -> {
                    if (sb.length() > 0) {
                        sb.setLength(random.nextInt(sb.length()));
                    }
                }
                case 3 -> {
                    if (sb.length() > 0) {
                        sb.setCharAt(random.nextInt(sb.length()), (char) (32 + random.nextInt(95)));
                    }
                }
                case 4 -> sb.append(" moves ").append((char) ('a' + random.nextInt(9))).append(random.nextInt(10))
                        .append((char) ('a' + random.nextInt(9))).append(random.nextInt(10));
                default -> sb.append(" \u9a6c\u516b\u8fdb\u4e03");
            }
        }
        // A carriage return ends a line for the reader, so it may only come last (a CRLF line end).
        return sb.toString().replace("\n", " ").replace("\r", " ") + (random.nextInt(8) == 0 ? "\r" : "");
    }
}
