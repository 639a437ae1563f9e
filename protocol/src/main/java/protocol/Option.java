package protocol;

import java.util.List;
import java.util.Locale;

/**
 * One engine option as GUIs see it: a name, a type (check, spin, combo, string, button) and its bounds.
 * The same definition is printed in both dialects and validates values from both.
 */
final class Option {
    enum Type { CHECK, SPIN, COMBO, STRING, BUTTON }

    /** How an empty string option is printed, as Stockfish prints it; GUIs send it back as the value. */
    static final String EMPTY = "<empty>";

    final String ucciName;
    final String uciName;
    final Type type;
    final String defaultValue;
    final long min;
    final long max;
    final List<String> choices;
    private String value;

    private Option(String ucciName, String uciName, Type type, String defaultValue, long min, long max,
            List<String> choices) {
        this.ucciName = ucciName;
        this.uciName = uciName;
        this.type = type;
        this.defaultValue = defaultValue;
        this.min = min;
        this.max = max;
        this.choices = choices;
        this.value = defaultValue;
    }

    static Option check(String ucci, String uci, boolean def) {
        return new Option(ucci, uci, Type.CHECK, Boolean.toString(def), 0, 0, List.of());
    }

    static Option spin(String ucci, String uci, long def, long min, long max) {
        return new Option(ucci, uci, Type.SPIN, Long.toString(def), min, max, List.of());
    }

    static Option combo(String ucci, String uci, String def, String... choices) {
        return new Option(ucci, uci, Type.COMBO, def, 0, 0, List.of(choices));
    }

    static Option string(String ucci, String uci, String def) {
        return new Option(ucci, uci, Type.STRING, def, 0, 0, List.of());
    }

    static Option button(String ucci, String uci) {
        return new Option(ucci, uci, Type.BUTTON, "", 0, 0, List.of());
    }

    String value() {
        return value;
    }

    boolean bool() {
        return Boolean.parseBoolean(value);
    }

    long number() {
        return Long.parseLong(value);
    }

    /** Sets the value; answers an error text naming the problem, or null when the value was taken. */
    String set(String text) {
        String v = text == null ? "" : text.trim();
        switch (type) {
            case CHECK -> {
                String lower = v.toLowerCase(Locale.ROOT);
                if (!lower.equals("true") && !lower.equals("false")) {
                    return "must be true or false, not '" + v + "'";
                }
                value = lower;
            }
            case SPIN -> {
                long n;
                try {
                    n = Long.parseLong(v);
                } catch (NumberFormatException e) {
                    return "must be a whole number, not '" + v + "'";
                }
                if (n < min || n > max) {
                    return "must be between " + min + " and " + max + ", not " + n;
                }
                value = Long.toString(n);
            }
            case COMBO -> {
                for (String c : choices) {
                    if (c.equalsIgnoreCase(v)) {
                        value = c;
                        return null;
                    }
                }
                return "must be one of " + String.join(", ", choices) + ", not '" + v + "'";
            }
            case STRING -> value = v.equals(EMPTY) ? "" : v;
            case BUTTON -> { }
            default -> throw new IllegalStateException(type.toString());
        }
        return null;
    }

    /** {@code option <name> type <t> ...} in UCCI's form. */
    String ucciLine() {
        return "option " + ucciName + " type " + describe(" var ", " default ");
    }

    /** {@code option name <N> type <t> ...} in UCI's form. */
    String uciLine() {
        return "option name " + uciName + " type " + describe(" var ", " default ");
    }

    private String describe(String var, String def) {
        String t = type.name().toLowerCase(Locale.ROOT);
        return switch (type) {
            case CHECK -> t + def + defaultValue;
            case SPIN -> t + " min " + min + " max " + max + def + defaultValue;
            case COMBO -> t + var + String.join(var, choices) + def + defaultValue;
            case STRING -> t + def + (defaultValue.isEmpty() ? EMPTY : defaultValue);
            case BUTTON -> t;
        };
    }
}
