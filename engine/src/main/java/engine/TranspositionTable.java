package engine;

/**
 * The transposition table: buckets of four entries, each entry two longs (the full key xor the packed data,
 * then the data), so a bucket is 64 bytes, the size of a cache line (Java does not align the array, so a bucket
 * may span two lines). Replacement keeps deep entries of the current search and lets entries from earlier
 * searches go first.
 *
 * <p>Search threads share one table without locks. A writer stores the two longs one after the other, so a
 * reader racing with it may see the key word of one entry beside the data word of another; storing the key
 * xor the data makes such a torn entry fail the key test, and the reader sees a miss. A move read from the
 * table is still checked for legality before it is played (hash collisions of the full key are possible in
 * principle).
 */
public final class TranspositionTable {
    public static final int DEFAULT_MB = 64;
    public static final int MAX_MB = 4096;

    private static final int ENTRIES_PER_BUCKET = 4;
    private static final int LONGS_PER_ENTRY = 2;
    private static final int BUCKET_LONGS = ENTRIES_PER_BUCKET * LONGS_PER_ENTRY;
    private static final int BYTES_PER_ENTRY = 16;

    /** Packed data: move 14 bits | score 16 | eval 16 | depth 8 | bound 2 | age 7 | on the PV 1. */
    private static final int SCORE_SHIFT = 14;
    private static final int EVAL_SHIFT = 30;
    private static final int DEPTH_SHIFT = 46;
    private static final int BOUND_SHIFT = 54;
    private static final int AGE_SHIFT = 56;
    private static final int PV_SHIFT = 63;
    /** Quiescence stores depths below zero; the offset keeps the stored field unsigned. */
    private static final int DEPTH_OFFSET = 8;
    private static final int AGE_MASK = 0x7F;
    private static final int SAMPLE_BUCKETS = 250;

    private long[] table;
    private int bucketMask;
    private int age;

    public TranspositionTable(int megabytes) {
        resize(megabytes);
    }

    /**
     * Sets the size in MB (rounded down to a power of two buckets) and clears the table. Answers false when
     * Java's heap cannot hold that size: the table then keeps its old size, cleared. The old table is let go
     * first, since old and new together may not fit where the new one alone does; the field is never null.
     */
    public boolean resize(int megabytes) {
        int mb = Math.max(1, Math.min(MAX_MB, megabytes));
        long entries = (long) mb * 1024 * 1024 / BYTES_PER_ENTRY;
        long buckets = Long.highestOneBit(entries / ENTRIES_PER_BUCKET);
        long oldBuckets = table == null ? 0 : bucketMask + 1L;
        // Let the old table go before allocating, through a one-bucket stand-in rather than null: the engine
        // loop may clear the table (a new game) while the warm-up thread resizes it.
        allocate(1);
        try {
            allocate(buckets);
            return true;
        } catch (OutOfMemoryError e) {
            if (oldBuckets == 0) {
                throw e;
            }
            allocate(oldBuckets);
            return false;
        }
    }

    private void allocate(long buckets) {
        table = new long[(int) (buckets * BUCKET_LONGS)];
        bucketMask = (int) buckets - 1;
        age = 0;
    }

    public int megabytes() {
        return (int) ((long) table.length * Long.BYTES / (1024 * 1024));
    }

    public void clear() {
        java.util.Arrays.fill(table, 0);
        age = 0;
    }

    /** Called once per search so entries of older searches can be told apart and replaced first. */
    public void newSearch() {
        age = (age + 1) & AGE_MASK;
    }

    private int bucket(long key) {
        return ((int) (key >>> 32) & bucketMask) * BUCKET_LONGS;
    }

    /**
     * The first and last words of {@code key}'s bucket combined: reading them starts loading the bucket into the
     * cache, Java's stand-in for a prefetch instruction. Both ends are read because the bucket may span two
     * lines (measured: +2.8 % nodes/s over reading the first word alone). The caller keeps the result in a field
     * of its own, so the JIT cannot drop the reads, and threads sharing the table do not write to one line.
     */
    public long touch(long key) {
        int b = bucket(key);
        return table[b] ^ table[b + BUCKET_LONGS - 1];
    }

    /** The packed data for {@code key}, or 0 when absent. Decode with the static accessors. */
    public long probe(long key) {
        int b = bucket(key);
        for (int i = b; i < b + BUCKET_LONGS; i += LONGS_PER_ENTRY) {
            long data = table[i + 1];
            if ((table[i] ^ data) == key && data != 0) {
                return data;
            }
        }
        return 0;
    }

    /**
     * Stores a search result. {@code pv}: the position is or was on a principal variation (Stockfish's ttPv),
     * which the search keeps from being pruned as if it were an ordinary node.
     */
    public void store(long key, int move, int score, int eval, int depth, int bound, boolean pv) {
        int b = bucket(key);
        int victim = b;
        int worst = Integer.MAX_VALUE;
        for (int i = b; i < b + BUCKET_LONGS; i += LONGS_PER_ENTRY) {
            long data = table[i + 1];
            if ((table[i] ^ data) == key || data == 0) {
                victim = i;
                if (move == Move.NONE && data != 0) {
                    move = move(data); // keep the old best move when this search found none
                }
                break;
            }
            int value = depth(data) - 8 * ((age - age(data)) & AGE_MASK);
            if (value < worst) {
                worst = value;
                victim = i;
            }
        }
        long data = pack(move, score, eval, depth, bound, pv);
        table[victim] = key ^ data;
        table[victim + 1] = data;
    }

    private long pack(int move, int score, int eval, int depth, int bound, boolean pv) {
        return (long) move
                | (long) (score & 0xFFFF) << SCORE_SHIFT
                | (long) (eval & 0xFFFF) << EVAL_SHIFT
                | (long) (Math.max(0, Math.min(255, depth + DEPTH_OFFSET))) << DEPTH_SHIFT
                | (long) bound << BOUND_SHIFT
                | (long) age << AGE_SHIFT
                | (pv ? 1L : 0L) << PV_SHIFT;
    }

    public static int move(long data) {
        return (int) (data & 0x3FFF);
    }

    public static int score(long data) {
        return (short) (data >>> SCORE_SHIFT);
    }

    public static int eval(long data) {
        return (short) (data >>> EVAL_SHIFT);
    }

    public static int depth(long data) {
        return (int) (data >>> DEPTH_SHIFT & 0xFF) - DEPTH_OFFSET;
    }

    public static int bound(long data) {
        return (int) (data >>> BOUND_SHIFT & 3);
    }

    /** Whether the entry's position was on a principal variation when it was stored. */
    public static boolean isPv(long data) {
        return data < 0;
    }

    private static int age(long data) {
        return (int) (data >>> AGE_SHIFT & AGE_MASK);
    }

    /** Permille of sampled entries written by the current search. */
    public int hashfull() {
        int used = 0;
        int buckets = Math.min(SAMPLE_BUCKETS, bucketMask + 1);
        for (int i = 0; i < buckets * BUCKET_LONGS; i += LONGS_PER_ENTRY) {
            long data = table[i + 1];
            if (data != 0 && age(data) == age) {
                used++;
            }
        }
        return used * 1000 / (buckets * ENTRIES_PER_BUCKET);
    }
}
