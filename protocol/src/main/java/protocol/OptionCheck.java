package protocol;

import java.math.BigDecimal;

/**
 * Checks of one command-line option's value. A value out of range is refused with an
 * {@link IllegalArgumentException} whose message names that one option, the rule and the value given
 * ({@code --epochs must be positive, not 0}), so a user fixes the right option on the first try; a command
 * prints it as its one line on stderr.
 */
public final class OptionCheck {
    private OptionCheck() {
    }

    public static void positive(String option, double value) {
        require(value > 0, option, "positive", value);
    }

    public static void notNegative(String option, double value) {
        require(value >= 0, option, "0 or more", value);
    }

    /** {@code value} from {@code min} to {@code max}, both included. */
    public static void within(String option, double value, double min, double max) {
        require(value >= min && value <= max, option, "from " + show(min) + " to " + show(max), value);
    }

    /** Refuses {@code given} unless {@code ok}: "OPTION must be RULE, not GIVEN". */
    public static void require(boolean ok, String option, String rule, double given) {
        if (!ok) {
            throw new IllegalArgumentException(option + " must be " + rule + ", not " + show(given));
        }
    }

    /** A whole number without ".0", any other as Java writes it (NaN included). */
    private static String show(double value) {
        return Double.isFinite(value) ? BigDecimal.valueOf(value).stripTrailingZeros().toPlainString()
                : Double.toString(value);
    }
}
