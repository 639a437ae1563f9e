package protocol.match;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One engine of a match as given on the command line: {@code name=.. cmd=.. proto=ucci|uci [dir=..]
 * [ranks=0-9|1-10] [option.NAME=VALUE ..] [tc=..|st=..|depth=..|nodes=..]}.
 */
public final class EngineConfig {
    private static final String OPTION_PREFIX = "option.";

    private final String name;
    private final List<String> command;
    private final Path dir;
    private final EngineProtocol protocol;
    private final Map<String, String> options;
    private final TimeControl timeControl;
    private RankNumbering ranks = RankNumbering.FROM_ZERO;

    public EngineConfig(String name, List<String> command, Path dir, EngineProtocol protocol, Map<String, String> options,
            TimeControl timeControl) {
        if (command.isEmpty()) {
            throw new IllegalArgumentException("engine " + name + " has no cmd");
        }
        this.name = name;
        this.command = List.copyOf(command);
        this.dir = dir;
        this.protocol = protocol;
        this.options = Collections.unmodifiableMap(new LinkedHashMap<>(options));
        this.timeControl = timeControl;
    }

    /**
     * Builds an engine from its {@code key=value} words; {@code each} words apply unless the engine gives
     * the same key itself. {@code fallback} is the match's time control.
     */
    public static EngineConfig parse(List<String> words, List<String> each, TimeControl fallback) {
        Map<String, String> values = new LinkedHashMap<>();
        putAll(values, each);
        putAll(values, words);
        Map<String, String> options = new LinkedHashMap<>();
        values.forEach((k, v) -> {
            if (k.startsWith(OPTION_PREFIX)) {
                options.put(k.substring(OPTION_PREFIX.length()), v);
            }
        });
        String cmd = values.get("cmd");
        if (cmd == null) {
            throw new IllegalArgumentException("engine needs cmd=...: " + words);
        }
        Path dir = values.containsKey("dir") ? Path.of(values.get("dir")) : null;
        List<String> command = resolve(CommandLineSplitter.split(cmd), dir);
        String name = values.getOrDefault("name", Path.of(command.get(0)).getFileName().toString());
        EngineProtocol protocol = EngineProtocol.parse(values.getOrDefault("proto", "ucci"));
        EngineConfig config = new EngineConfig(name, command, dir, protocol, options, timeControl(values, fallback));
        config.ranks = RankNumbering.parse(values.getOrDefault("ranks", "0-9"));
        return config;
    }

    private static void putAll(Map<String, String> values, List<String> words) {
        for (String word : words) {
            int eq = word.indexOf('=');
            if (eq <= 0) {
                throw new IllegalArgumentException("expected key=value, got '" + word + "'");
            }
            values.put(word.substring(0, eq), word.substring(eq + 1));
        }
    }

    private static TimeControl timeControl(Map<String, String> values, TimeControl fallback) {
        if (values.containsKey("tc")) {
            return TimeControl.parse(values.get("tc"));
        }
        if (values.containsKey("st")) {
            return TimeControl.moveTime(Double.parseDouble(values.get("st")));
        }
        if (values.containsKey("depth")) {
            return TimeControl.depth(Integer.parseInt(values.get("depth")));
        }
        if (values.containsKey("nodes")) {
            return TimeControl.nodes(Long.parseLong(values.get("nodes")));
        }
        return fallback;
    }

    /** A relative program path with a slash is taken from the engine's dir, as a user would expect. */
    private static List<String> resolve(List<String> command, Path dir) {
        String program = command.get(0);
        if (dir == null || !program.contains("/") || Path.of(program).isAbsolute()) {
            return command;
        }
        Path inDir = dir.resolve(program);
        if (!Files.exists(inDir)) {
            return command;
        }
        List<String> resolved = new ArrayList<>(command);
        resolved.set(0, inDir.toAbsolutePath().toString());
        return resolved;
    }

    public String name() {
        return name;
    }

    public List<String> command() {
        return command;
    }

    public Path dir() {
        return dir;
    }

    /** How the engine numbers ranks in its move text. */
    RankNumbering ranks() {
        return ranks;
    }

    public EngineProtocol protocol() {
        return protocol;
    }

    public Map<String, String> options() {
        return options;
    }

    /** Null when neither the engine nor the match gave one. */
    public TimeControl timeControl() {
        return timeControl;
    }
}
