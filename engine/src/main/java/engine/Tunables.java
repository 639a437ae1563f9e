package engine;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The search's numbers (margins, reductions, time shares) where a tuner can reach them: each is read once,
 * when its class loads, from the system property {@code qilin.tune.NAME} (a whole number), else the value
 * written in the code. Being static finals they cost nothing in the hot path; {@link #all()} lists them,
 * and a property that is not a whole number keeps the default and is reported by {@link #problems()}.
 */
public final class Tunables {
    public static final String PREFIX = "qilin.tune.";

    private static final Map<String, Integer> VALUES = Collections.synchronizedMap(new TreeMap<>());
    private static final List<String> PROBLEMS = Collections.synchronizedList(new ArrayList<>());

    private Tunables() {
    }

    /** The value of the tunable {@code name}: its system property when set and readable, else the default. */
    static int value(String name, int defaultValue) {
        int value = defaultValue;
        String text = System.getProperty(PREFIX + name);
        if (text != null) {
            try {
                value = Integer.parseInt(text.trim());
            } catch (NumberFormatException e) {
                PROBLEMS.add(PREFIX + name + "=" + text + " is not a whole number; keeping " + defaultValue);
            }
        }
        VALUES.put(name, value);
        return value;
    }

    /** Every tunable read so far with the value in force, by name. Loads the classes that hold them. */
    public static Map<String, Integer> all() {
        load(Search.class);
        load(TimeManager.class);
        synchronized (VALUES) {
            return new TreeMap<>(VALUES);
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
