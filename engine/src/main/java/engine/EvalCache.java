package engine;

/**
 * One search thread's evaluations by position key: the upper 32 key bits beside the score in one long, so an
 * entry is read whole. Each thread owns its cache, so threads never disturb each other's entries. Entries of
 * older weights are dropped when a search starts ({@link #checkWeights}), as the tuner may change them
 * between searches.
 */
final class EvalCache {
    private static final int SIZE = 1 << 16;
    private static final long KEY_BITS = 0xFFFF_FFFF_0000_0000L;

    private final long[] entries = new long[SIZE];
    private int weightsVersion = Weights.version();

    int evaluate(Position p) {
        long key = p.key;
        int index = (int) key & (SIZE - 1);
        long entry = entries[index];
        if (entry != 0 && ((entry ^ key) & KEY_BITS) == 0) {
            return (int) entry;
        }
        int score = Evaluation.evaluate(p);
        entries[index] = key & KEY_BITS | score & 0xFFFF_FFFFL;
        return score;
    }

    /** Forgets every entry if the weights have changed since they were computed. */
    void checkWeights() {
        int now = Weights.version();
        if (now != weightsVersion) {
            java.util.Arrays.fill(entries, 0);
            weightsVersion = now;
        }
    }
}
