package engine;

import java.io.IOException;
import java.io.InputStream;
import java.util.Properties;

/**
 * Which build this is: the commit the jar was built from (40 hex digits, with {@code -dirty} when the tree had
 * uncommitted changes) and the newest {@code Bench:} signature in that commit's history. The build writes them
 * (engine/pom.xml, {@code build-identity}); a build outside a git checkout says {@link #UNKNOWN} for both. They
 * are what a training data file records of the program that made it.
 */
public final class BuildInfo {
    public static final String UNKNOWN = "unknown";
    private static final String RESOURCE = "/engine/build.properties";

    /** The commit, or {@link #UNKNOWN}. */
    public static final String COMMIT;
    /** The bench signature, or {@link #UNKNOWN}. */
    public static final String BENCH;

    static {
        Properties p = new Properties();
        try (InputStream in = BuildInfo.class.getResourceAsStream(RESOURCE)) {
            if (in != null) {
                p.load(in);
            }
        } catch (IOException e) {
            p.clear();
        }
        COMMIT = p.getProperty("commit", UNKNOWN);
        BENCH = p.getProperty("bench", UNKNOWN);
    }

    private BuildInfo() {
    }
}
