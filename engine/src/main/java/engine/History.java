package engine;

/**
 * What the search learns about quiet moves: butterfly history (side, from, to), two killer moves per ply and
 * a counter-move per previous move. History updates use gravity, {@code h += b - h*|b|/MAX}, so values stay
 * within +-MAX without ever overflowing or needing to be rescaled.
 */
final class History {
    static final int MAX = 16_384;
    private static final int MAX_BONUS = 1_600;

    private final int[] butterfly = new int[2 * Square.COUNT * Square.COUNT];
    private final int[] killers = new int[2 * (Score.MAX_PLY + 2)];
    private final int[] counters = new int[Piece.CODE_COUNT * Square.COUNT];

    void clear() {
        java.util.Arrays.fill(butterfly, 0);
        java.util.Arrays.fill(killers, 0);
        java.util.Arrays.fill(counters, 0);
    }

    /** Killers belong to the previous search's plies; keep history, forget killers. */
    void newSearch() {
        java.util.Arrays.fill(killers, 0);
    }

    static int bonus(int depth) {
        return Math.min(MAX_BONUS, depth * depth * 16 + depth * 32);
    }

    int score(int side, int move) {
        return butterfly[index(side, move)];
    }

    void update(int side, int move, int bonus) {
        int i = index(side, move);
        butterfly[i] += bonus - butterfly[i] * Math.abs(bonus) / MAX;
    }

    private static int index(int side, int move) {
        return (side * Square.COUNT + Move.from(move)) * Square.COUNT + Move.to(move);
    }

    int killer(int ply, int slot) {
        return killers[2 * ply + slot];
    }

    void addKiller(int ply, int move) {
        if (killers[2 * ply] != move) {
            killers[2 * ply + 1] = killers[2 * ply];
            killers[2 * ply] = move;
        }
    }

    /** The remembered reply to the previous move, indexed by the piece that moved and where it went. */
    int counter(int previousPiece, int previousMove) {
        return counters[previousPiece * Square.COUNT + Move.to(previousMove)];
    }

    void setCounter(int previousPiece, int previousMove, int move) {
        counters[previousPiece * Square.COUNT + Move.to(previousMove)] = move;
    }
}
