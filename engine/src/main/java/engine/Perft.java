package engine;

/** Counts the leaves of the legal move tree: the standard test of a move generator. */
public final class Perft {
    private final Position position;
    private final int[][] lists;

    public Perft(Position position, int maxDepth) {
        this.position = position;
        this.lists = new int[Math.max(1, maxDepth)][MoveGen.MAX_MOVES];
    }

    /** Leaves at {@code depth}; the last ply is bulk-counted from the legal move count. */
    public long count(int depth) {
        return count(depth, 0);
    }

    private long count(int depth, int ply) {
        if (depth <= 0) {
            return 1;
        }
        int[] list = lists[ply];
        if (depth == 1) {
            return MoveGen.countLegal(position, list);
        }
        int n = MoveGen.generateLegal(position, list, 0);
        long total = 0;
        for (int i = 0; i < n; i++) {
            position.makeMove(list[i]);
            total += count(depth - 1, ply + 1);
            position.unmakeMove();
        }
        return total;
    }

    /** Leaves below each legal root move, in generation order. */
    public long[] divide(int depth, int[] rootMoves, int n) {
        long[] counts = new long[n];
        for (int i = 0; i < n; i++) {
            position.makeMove(rootMoves[i]);
            counts[i] = count(depth - 1, 1);
            position.unmakeMove();
        }
        return counts;
    }
}
