package protocol.match;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Builds engine configurations that start {@link FakeEngine} with the test JVM's java and classpath. */
final class FakeEngines {
    private FakeEngines() {
    }

    static List<String> command(String... args) {
        List<String> cmd = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"),
                // A fake engine needs no optimizing compiler; starting fast keeps the tests short.
                "-XX:TieredStopAtLevel=1", "-XX:+UseSerialGC", "-Xshare:auto",
                FakeEngine.class.getName()));
        cmd.addAll(List.of(args));
        return cmd;
    }

    static EngineConfig config(String name, TimeControl tc, String... args) {
        return new EngineConfig(name, command(args), null, EngineProtocol.UCCI, Map.of(), tc);
    }

    /** The same command as one shell-quoted string, for the command-line tests. */
    static String shellCommand(String... args) {
        StringBuilder s = new StringBuilder();
        for (String word : command(args)) {
            s.append(s.length() > 0 ? " " : "").append('\'').append(word.replace("'", "'\\''")).append('\'');
        }
        return s.toString();
    }
}
