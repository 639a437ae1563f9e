package protocol;

import engine.MoveGen;
import engine.Perft;
import engine.Position;
import java.util.function.Consumer;
import java.util.function.IntFunction;

/** Runs perft with per-move output (divide), shared by the protocol loops and the {@code perft} command. */
public final class PerftRunner {
    /** The deepest perft a user may ask for, so absurd input gets an answer instead of a hang. */
    public static final int MAX_DEPTH = 12;

    private PerftRunner() {
    }

    /**
     * Prints {@code <move>: <count>} per root move (when {@code divide}), the moves written by {@code moveText}
     * and in the order of that text, and {@code Nodes searched: <n>}.
     */
    public static long run(Position position, int depth, boolean divide, IntFunction<String> moveText,
            Consumer<String> out) {
        Position p = position.copy();
        Perft perft = new Perft(p, depth);
        if (!divide || depth < 1) {
            long total = perft.count(depth);
            out.accept("Nodes searched: " + total);
            return total;
        }
        int[] moves = new int[MoveGen.MAX_MOVES];
        int n = MoveGen.generateLegal(p, moves, 0);
        sortByName(moves, n, moveText);
        long[] counts = perft.divide(depth, moves, n);
        long total = 0;
        for (int i = 0; i < n; i++) {
            out.accept(moveText.apply(moves[i]) + ": " + counts[i]);
            total += counts[i];
        }
        out.accept("");
        out.accept("Nodes searched: " + total);
        return total;
    }

    private static void sortByName(int[] moves, int n, IntFunction<String> moveText) {
        for (int i = 1; i < n; i++) {
            int m = moves[i];
            String name = moveText.apply(m);
            int j = i - 1;
            while (j >= 0 && moveText.apply(moves[j]).compareTo(name) > 0) {
                moves[j + 1] = moves[j];
                j--;
            }
            moves[j + 1] = m;
        }
    }
}
