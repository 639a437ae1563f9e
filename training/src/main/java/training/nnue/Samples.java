package training.nnue;

import engine.Piece;
import engine.Position;
import engine.nnue.OutputBuckets;
import java.util.Arrays;

/**
 * Training positions held compactly: each sample's active features (the side to move's, then the other side's,
 * as {@code short}s: 2 bytes a piece and perspective, 128 bytes for a full board), the search's score
 * ({@code short}, side to move's view), the game's result from the side to move's view (a {@code byte}: 0
 * lost, 1 drawn, 2 won), which views have a mirror twin ({@link #twins}) and its output bucket
 * ({@link OutputBuckets}), 10 bytes more. At most 2³¹ feature entries: some 35 million full-board positions.
 */
public final class Samples {
    short[] features = new short[1 << 16];
    /** Sample i's features start at {@code start[i]}; its side to move's are the first {@code stmCount[i]}. */
    int[] start = new int[1 << 10];
    byte[] stmCount = new byte[1 << 10];
    short[] score = new short[1 << 10];
    byte[] result = new byte[1 << 10];
    /**
     * Bit 0: the side to move's view has a left-right twin ({@link Features#hasTwin}), bit 1: the other side's.
     * The mirror image of the position is then these views' features through {@link Features#TWIN}, the
     * others' unchanged.
     */
    byte[] twins = new byte[1 << 10];
    /** The position's {@link OutputBuckets} bucket: a mirror image's is the same. */
    byte[] bucket = new byte[1 << 10];
    int size;
    static final int STM_TWIN = 1;
    static final int OTHER_TWIN = 2;
    private int used;
    private final int[] scratch = new int[2 * Features.MAX_ACTIVE];

    public int size() {
        return size;
    }

    /**
     * Adds a position with the search's score (side to move's view, internal units) and Red's result
     * ({@code GameData}'s 0 Black won, 1 draw, 2 Red won).
     */
    public void add(Position p, int score, int redResult) {
        int stm = p.sideToMove();
        int nStm = Features.active(p, stm, scratch, 0);
        int nOther = Features.active(p, 1 - stm, scratch, nStm);
        if (size == start.length) {
            int grown = start.length * 2;
            start = Arrays.copyOf(start, grown);
            stmCount = Arrays.copyOf(stmCount, grown);
            this.score = Arrays.copyOf(this.score, grown);
            result = Arrays.copyOf(result, grown);
            twins = Arrays.copyOf(twins, grown);
            bucket = Arrays.copyOf(bucket, grown);
        }
        int n = nStm + nOther;
        if (used + n > features.length) {
            long grown = Math.min((long) features.length * 2, Integer.MAX_VALUE - 8);
            if (used + n > grown) {
                throw new IllegalStateException("more positions than one trainer holds (" + size + ")");
            }
            features = Arrays.copyOf(features, (int) grown);
        }
        for (int k = 0; k < n; k++) {
            features[used + k] = (short) scratch[k];
        }
        start[size] = used;
        stmCount[size] = (byte) nStm;
        this.score[size] = (short) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, score));
        result[size] = (byte) (stm == Piece.RED ? redResult : 2 - redResult);
        twins[size] = (byte) ((Features.hasTwin(p, stm) ? STM_TWIN : 0) | (Features.hasTwin(p, 1 - stm) ? OTHER_TWIN : 0));
        bucket[size] = (byte) OutputBuckets.of(p);
        used += n;
        size++;
    }

    /** Sample i's features end here (exclusive). */
    int end(int i) {
        return i + 1 < size ? start[i + 1] : used;
    }
}
