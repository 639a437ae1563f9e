package protocol;

import engine.Search;
import engine.Tunables;
import java.util.Map;
import org.slf4j.LoggerFactory;

/**
 * The system property {@code qilin.disable} (comma-separated feature names, e.g. {@code nullMove,lmr}) turns
 * single search features off, so that a match or a benchmark can measure what each one is worth. Properties
 * {@code qilin.tune.NAME} set the search's numbers ({@link Tunables}); the mistakes among them are logged.
 */
public final class FeatureSwitches {
    static final String PROPERTY = "qilin.disable";

    private FeatureSwitches() {
    }

    private static boolean tunablesChecked;

    /** Turns off the features the property names; names that are not features are logged and skipped. */
    public static void applyDisabled(Search.Features features) {
        for (String unknown : features.disableAll(System.getProperty(PROPERTY, ""))) {
            LoggerFactory.getLogger(FeatureSwitches.class).warn("{}: no search feature named '{}'", PROPERTY, unknown);
        }
        checkTunables();
    }

    /** Logs, once per run, tuning properties that name no tunable or are not whole numbers in range. */
    private static synchronized void checkTunables() {
        if (tunablesChecked) {
            return;
        }
        tunablesChecked = true;
        Map<String, Tunables.Tunable> known = Tunables.all();
        for (String property : System.getProperties().stringPropertyNames()) {
            if (property.startsWith(Tunables.PREFIX)
                    && !known.containsKey(property.substring(Tunables.PREFIX.length()))) {
                LoggerFactory.getLogger(FeatureSwitches.class).warn("{}: no such tunable", property);
            }
        }
        for (String problem : Tunables.problems()) {
            LoggerFactory.getLogger(FeatureSwitches.class).warn(problem);
        }
    }
}
