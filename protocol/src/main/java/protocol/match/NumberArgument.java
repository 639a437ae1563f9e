package protocol.match;

import java.math.BigDecimal;

/**
 * Reads a number given on the command line. A value that is no number, or out of range, is refused with one
 * line naming the option, what it accepts and what was given, so a typo stops the match before its first game
 * (picocli's own conversion would print the whole usage after the problem).
 */
final class NumberArgument {
    private NumberArgument() {
    }

    /** A whole number of at least {@code min} that fits an int. */
    static int count(String option, String text, int min) {
        return (int) whole(option, text, min, Integer.MAX_VALUE);
    }

    /** A whole number from {@code min} to {@code max}. */
    static long whole(String option, String text, long min, long max) {
        try {
            long value = Long.parseLong(text.trim());
            if (value >= min && value <= max) {
                return value;
            }
        } catch (NumberFormatException e) {
            // refused below, with what is accepted
        }
        String range = max == Long.MAX_VALUE || max == Integer.MAX_VALUE ? "of at least " + min
                : "from " + min + " to " + max;
        throw new IllegalArgumentException(option + " must be a whole number " + range + ", not '" + text + "'");
    }

    /** A finite decimal number of at least {@code min}. */
    static double decimal(String option, String text, double min) {
        double value = finite(text);
        if (value >= min) {
            return value;
        }
        throw new IllegalArgumentException(option + " must be a number of at least "
                + BigDecimal.valueOf(min).stripTrailingZeros().toPlainString() + ", not '" + text + "'");
    }

    /** Any finite decimal number. */
    static double decimal(String option, String text) {
        double value = finite(text);
        if (!Double.isNaN(value)) {
            return value;
        }
        throw new IllegalArgumentException(option + " must be a number, not '" + text + "'");
    }

    /** The number, or NaN for text that is no finite number (NaN and Infinity included). */
    private static double finite(String text) {
        try {
            double value = Double.parseDouble(text.trim());
            return Double.isFinite(value) ? value : Double.NaN;
        } catch (NumberFormatException e) {
            return Double.NaN;
        }
    }
}
