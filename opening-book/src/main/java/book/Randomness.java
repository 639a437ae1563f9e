package book;

import java.util.List;
import java.util.Locale;
import java.util.random.RandomGenerator;

/**
 * How freely a book move is chosen. A move is picked with probability proportional to weight^exponent:
 * none plays the heaviest move, tiny (4) and small (2) sharpen the weights, medium (1) follows them, large
 * (0.5) flattens them and huge (0) picks uniformly among the moves with a positive weight.
 */
public enum Randomness {
    NONE(Double.NaN), TINY(4), SMALL(2), MEDIUM(1), LARGE(0.5), HUGE(0);

    private final double exponent;

    Randomness(double exponent) {
        this.exponent = exponent;
    }

    /** The level of a UCCI combo word (none/tiny/small/medium/large/huge); unknown words mean none. */
    public static Randomness parse(String word) {
        for (Randomness r : values()) {
            if (r.name().equalsIgnoreCase(word.trim())) {
                return r;
            }
        }
        return NONE;
    }

    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** Picks one of the moves with a positive weight, or answers null when there is none. */
    public BookMove choose(List<BookMove> moves, RandomGenerator random) {
        BookMove heaviest = null;
        double total = 0;
        for (BookMove m : moves) {
            if (m.weight() > 0) {
                heaviest = heaviest == null || m.weight() > heaviest.weight() ? m : heaviest;
                total += share(m);
            }
        }
        if (this == NONE || heaviest == null) {
            return heaviest;
        }
        double x = random.nextDouble() * total;
        for (BookMove m : moves) {
            if (m.weight() > 0) {
                x -= share(m);
                if (x < 0) {
                    return m;
                }
            }
        }
        return heaviest; // rounding left a sliver at the end
    }

    private double share(BookMove m) {
        return this == NONE ? m.weight() : Math.pow(m.weight(), exponent);
    }
}
