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
    /** The keys besides {@code option.NAME} and the limits of {@link TimeControl#LIMIT_KEYS}. */
    private static final List<String> KEYS = List.of("name", "cmd", "dir", "proto", "ranks");

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
     * the same key itself (any limit of its own, tc= st= depth= nodes=, replaces any of {@code each}'s).
     * {@code fallback} is the match's time control. A bad word is refused with one line naming the engine.
     */
    public static EngineConfig parse(List<String> words, List<String> each, TimeControl fallback) {
        Map<String, String> own = keyValues("--engine", words);
        Map<String, String> values = keyValues("--each", each);
        if (own.keySet().stream().anyMatch(TimeControl.LIMIT_KEYS::contains)) {
            values.keySet().removeAll(TimeControl.LIMIT_KEYS);
        }
        values.putAll(own);
        if (values.getOrDefault("cmd", "").isBlank()) {
            throw new IllegalArgumentException("an --engine without cmd=PROGRAM: " + words);
        }
        try {
            return build(values, fallback);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException("engine " + values.getOrDefault("name", values.get("cmd")) + ": "
                    + e.getMessage());
        }
    }

    private static Map<String, String> keyValues(String option, List<String> words) {
        Map<String, String> values = new LinkedHashMap<>();
        for (String word : words) {
            int eq = word.indexOf('=');
            if (eq <= 0) {
                throw new IllegalArgumentException(option + " expects key=value words, not '" + word + "'");
            }
            values.put(word.substring(0, eq), word.substring(eq + 1));
        }
        return values;
    }

    private static EngineConfig build(Map<String, String> values, TimeControl fallback) {
        Map<String, String> options = new LinkedHashMap<>();
        values.forEach((key, value) -> {
            if (key.startsWith(OPTION_PREFIX) && key.length() > OPTION_PREFIX.length()) {
                options.put(key.substring(OPTION_PREFIX.length()), value);
            } else if (!KEYS.contains(key) && !TimeControl.LIMIT_KEYS.contains(key)) {
                throw new IllegalArgumentException("unknown key '" + key + "' (keys: name= cmd= dir= proto= ranks= "
                        + OPTION_PREFIX + "NAME= tc= st= depth= nodes=)");
            }
        });
        Path dir = values.containsKey("dir") ? Path.of(values.get("dir")) : null;
        if (dir != null && !Files.isDirectory(dir)) {
            throw new IllegalArgumentException("dir=" + dir + " is not a folder");
        }
        List<String> command = resolve(CommandLineSplitter.split(values.get("cmd")), dir);
        Path program = Path.of(command.get(0)).getFileName();
        String name = values.getOrDefault("name", program == null ? command.get(0) : program.toString());
        EngineProtocol protocol = EngineProtocol.parse(values.getOrDefault("proto", "ucci"));
        TimeControl timeControl = TimeControl.choose(values, key -> key + "=", fallback);
        EngineConfig config = new EngineConfig(name, command, dir, protocol, options, timeControl);
        config.ranks = RankNumbering.parse(values.getOrDefault("ranks", "0-9"));
        return config;
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
