package engine;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The search's numbers (margins, reductions, time shares) where a tuner can reach them. Each is declared in one
 * line with its default, the range a tuner may try and the step it should try them at, as Stormphrax declares
 * its {@code SP_TUNABLE_PARAM}s:
 * <pre>
 *   private static final int RFP_MARGIN = Tunables.value("rfpMargin", 140, 40, 300, 10);
 * </pre>
 * Each is read once, when its class loads, from the system property {@code qilin.tune.NAME} (a whole number
 * within the range), else the default. Being static finals they cost nothing in the hot path; {@link #all()}
 * lists them, and a property that is not a whole number in range keeps the default and is reported by
 * {@link #problems()}.
 */
public final class Tunables {
    public static final String PREFIX = "qilin.tune.";

    /** One tunable: the value in force, the default and the range and step an SPSA tuner works with. */
    public record Tunable(String name, int value, int defaultValue, int min, int max, int step) {
    }

    private static final Map<String, Tunable> ALL = Collections.synchronizedMap(new TreeMap<>());
    private static final List<String> PROBLEMS = Collections.synchronizedList(new ArrayList<>());

    private Tunables() {
    }

    /**
     * The value of the tunable {@code name}: its system property when set, a whole number and within
     * {@code min..max}, else {@code defaultValue}. {@code step} is the change a tuner tries at first.
     */
    static int value(String name, int defaultValue, int min, int max, int step) {
        if (min > defaultValue || defaultValue > max || step <= 0) {
            throw new IllegalArgumentException(name + ": default " + defaultValue + " outside " + min + ".." + max
                    + " or step " + step + " not positive");
        }
        int value = defaultValue;
        String text = System.getProperty(PREFIX + name);
        if (text != null) {
            try {
                int read = Integer.parseInt(text.trim());
                if (read < min || read > max) {
                    PROBLEMS.add(PREFIX + name + "=" + text + " is outside " + min + ".." + max + "; keeping "
                            + defaultValue);
                } else {
                    value = read;
                }
            } catch (NumberFormatException e) {
                PROBLEMS.add(PREFIX + name + "=" + text + " is not a whole number; keeping " + defaultValue);
            }
        }
        ALL.put(name, new Tunable(name, value, defaultValue, min, max, step));
        return value;
    }

    /** Every tunable, by name. Loads the classes that hold them. */
    public static Map<String, Tunable> all() {
        load(Search.class);
        load(TimeManager.class);
        load(CorrectionHistory.class);
        synchronized (ALL) {
            return new TreeMap<>(ALL);
        }
    }

    /** Properties that could not be read, one sentence each. */
    public static List<String> problems() {
        synchronized (PROBLEMS) {
            return new ArrayList<>(PROBLEMS);
        }
    }

    private static void load(Class<?> holder) {
        try {
            Class.forName(holder.getName(), true, holder.getClassLoader());
        } catch (ClassNotFoundException e) {
            throw new IllegalStateException(e);
        }
    }
}
