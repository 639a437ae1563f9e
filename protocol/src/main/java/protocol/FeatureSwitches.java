package protocol;

import engine.Search;
import org.slf4j.LoggerFactory;

/**
 * The system property {@code qilin.disable} (comma-separated feature names, e.g. {@code nullMove,lmr}) turns
 * single search features off, so that a match or a benchmark can measure what each one is worth.
 */
public final class FeatureSwitches {
    static final String PROPERTY = "qilin.disable";

    private FeatureSwitches() {
    }

    /** Turns off the features the property names; names that are not features are logged and skipped. */
    public static void applyDisabled(Search.Features features) {
        for (String unknown : features.disableAll(System.getProperty(PROPERTY, ""))) {
            LoggerFactory.getLogger(FeatureSwitches.class).warn("{}: no search feature named '{}'", PROPERTY, unknown);
        }
    }
}
