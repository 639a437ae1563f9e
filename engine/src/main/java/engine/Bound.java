package engine;

/**
 * What a stored or reported score is known to be: a lower bound (the search failed high), an upper bound (it
 * failed low), or exact, which is both. Two bits, so {@code bound & LOWER} asks "at least this"; 0 is an
 * empty table entry. Plain ints rather than an enum: the search stores and tests them in its hot path.
 */
public final class Bound {
    public static final int UPPER = 1;
    public static final int LOWER = 2;
    public static final int EXACT = UPPER | LOWER;

    private Bound() {
    }

    /** True when the true score is at least the stored one (a lower bound or exact). */
    public static boolean isLower(int bound) {
        return (bound & LOWER) != 0;
    }

    /** True when the true score is at most the stored one (an upper bound or exact). */
    public static boolean isUpper(int bound) {
        return (bound & UPPER) != 0;
    }
}
