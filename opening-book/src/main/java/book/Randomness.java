package book;

import java.util.List;
import java.util.Locale;
import java.util.random.RandomGenerator;

/**
 * UCCI's {@code randomness}: how freely a book move is chosen, and how freely a playing level strays from its
 * best line. A book move is picked with probability proportional to weight^exponent: none plays the heaviest
 * move, tiny (4) and small (2) sharpen the weights, medium (1) follows them, large (0.5) flattens them and huge
 * (0) picks uniformly among the moves with a positive weight. A level's temperature is multiplied by
 * {@link #temperatureScale()}: none 0 (the level's best line), tiny ¼, small ½, medium 1 (the level as
 * calibrated), large 2, huge 4.
 */
public enum Randomness {
    NONE(Double.NaN, 0), TINY(4, 0.25), SMALL(2, 0.5), MEDIUM(1, 1), LARGE(0.5, 2), HUGE(0, 4);

    private final double exponent;
    private final double temperatureScale;

    Randomness(double exponent, double temperatureScale) {
        this.exponent = exponent;
        this.temperatureScale = temperatureScale;
    }

    /** The factor on a playing level's temperature. */
    public double temperatureScale() {
        return temperatureScale;
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
