package protocol.match;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The {@code key=value} words of an option such as {@code --draw} or {@code --sprt}: only the keys the option
 * knows, each value read as a number when it is asked for, every problem one line naming option and key.
 */
final class KeyValues {
    private final String option;
    private final Map<String, String> values;

    private KeyValues(String option, Map<String, String> values) {
        this.option = option;
        this.values = values;
    }

    static KeyValues parse(String option, List<String> words, String... keys) {
        List<String> known = List.of(keys);
        Map<String, String> values = new HashMap<>();
        for (String word : words) {
            int eq = word.indexOf('=');
            if (eq <= 0 || !known.contains(word.substring(0, eq))) {
                throw new IllegalArgumentException(option + " expects " + String.join("= ", known) + "=, not '"
                        + word + "'");
            }
            values.put(word.substring(0, eq), word.substring(eq + 1));
        }
        return new KeyValues(option, values);
    }

    /** The whole number given for {@code key} (at least {@code min}), or {@code absent}. */
    int count(String key, int min, int absent) {
        return values.containsKey(key) ? count(key, min) : absent;
    }

    /** The whole number given for {@code key}, which has no sensible default, at least {@code min}. */
    int count(String key, int min) {
        if (!values.containsKey(key)) {
            throw new IllegalArgumentException(option + " needs " + key + "=N");
        }
        return NumberArgument.count(option + " " + key, values.get(key), min);
    }

    /** The number given for {@code key}, or {@code absent}. */
    double number(String key, double absent) {
        return values.containsKey(key) ? NumberArgument.decimal(option + " " + key, values.get(key)) : absent;
    }
}
