package protocol.match;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.Stack;
import picocli.CommandLine.Command;
import picocli.CommandLine.IParameterConsumer;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/** {@code qilin match}: plays engines against each other, in the manner of cutechess-cli. */
@Command(name = "match", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Plays UCCI/UCI engines against each other with real clocks and writes PGN.",
            "SPRT model: trinomial (W/D/L) generalized SPRT, normal approximation, logistic Elo.",
            "Example: qilin match --engine name=a cmd=./qilin --engine name=b cmd=./old --each proto=ucci "
                + "--tc 40/60+0.5 --openings test-positions/openings.epd --games 100 --concurrency 2 "
                + "--pgnout games.pgn"})
public final class MatchCommand implements Callable<Integer> {
    static final long DEFAULT_MARGIN_MS = 50;
    static final long DEFAULT_STALL_TIMEOUT_MS = 10_000;
    private static final int USAGE_ERROR = 2;

    /**
     * Collects one {@code --engine}'s words up to the next option. (A repeated arg group cannot tell where
     * one multi-valued {@code --engine} ends and the next begins, so the words are consumed here.)
     */
    static final class EngineWords implements IParameterConsumer {
        @Override
        public void consumeParameters(Stack<String> args, ArgSpec argSpec, CommandSpec commandSpec) {
            List<String> words = new ArrayList<>();
            while (!args.isEmpty() && !args.peek().startsWith("--")) {
                words.add(args.pop());
            }
            if (words.isEmpty()) {
                throw new ParameterException(commandSpec.commandLine(), "--engine needs key=value words");
            }
            ((MatchCommand) commandSpec.userObject()).engineWords.add(words);
        }
    }

    @Option(names = "--engine", required = true, parameterConsumer = EngineWords.class, paramLabel = "KEY=VALUE",
            description = "An engine (give two or more): name= cmd= proto=ucci|uci [dir=] [ranks=0-9|1-10] [option.NAME=VALUE] "
                + "[tc=|st=|depth=|nodes=].")
    List<String> engineOption;

    final List<List<String>> engineWords = new ArrayList<>();

    @Option(names = "--each", arity = "1..*", paramLabel = "KEY=VALUE",
            description = "Settings for every engine (an engine's own value wins).")
    List<String> each = new ArrayList<>();

    @Option(names = "--gauntlet", description = "The first engine plays each other engine (default: round robin).")
    boolean gauntlet;

    @Option(names = "--tc", description = "Clock: [moves/]seconds[+increment], e.g. 40/60+0.5 or 10+0.1.")
    String tc;

    @Option(names = "--st", description = "Fixed seconds per move.")
    Double st;

    @Option(names = "--depth", description = "Search depth per move.")
    Integer depth;

    @Option(names = "--nodes", description = "Nodes per move.")
    Long nodes;

    @Option(names = "--margin", description = "Milliseconds an engine may overrun its clock (default ${DEFAULT-VALUE}).")
    long marginMs = DEFAULT_MARGIN_MS;

    @Option(names = "--stall-timeout", description = "Milliseconds past its time before a silent engine is "
            + "killed as hung (default ${DEFAULT-VALUE}; the whole allowance for depth/nodes games).")
    long stallTimeoutMs = DEFAULT_STALL_TIMEOUT_MS;

    @Option(names = "--openings", description = "Openings: EPD/FEN lines, or 'startpos moves ...' / 'fen F moves ...'.")
    Path openingsFile;

    @Option(names = "--rounds", description = "Rounds (default ${DEFAULT-VALUE}).")
    int rounds = 1;

    @Option(names = "--games", description = "Games per encounter per round (default ${DEFAULT-VALUE}: one "
            + "opening with both colours).")
    int games = 2;

    @Option(names = "--maxplies", description = "Draw after this many plies in total (default: no limit).")
    int maxPlies;

    @Option(names = "--draw", arity = "1..*", paramLabel = "KEY=VALUE",
            description = "Draw adjudication: movenumber= movecount= score= (centipawns).")
    List<String> draw;

    @Option(names = "--resign", arity = "1..*", paramLabel = "KEY=VALUE",
            description = "Resign adjudication: movecount= score= (both engines agree).")
    List<String> resign;

    @Option(names = "--sprt", arity = "1..*", paramLabel = "KEY=VALUE",
            description = "Stop when decided: elo0= elo1= alpha= beta= (two engines only).")
    List<String> sprt;

    @Option(names = "--concurrency", description = "Games at once (default ${DEFAULT-VALUE}).")
    int concurrency = 1;

    @Option(names = "--pgnout", description = "Append finished games to this PGN file.")
    Path pgnOut;

    @Option(names = "--state", description = "Resume file (default: the PGN file + .state).")
    Path stateFile;

    @Option(names = "--resume", description = "Continue the match in the state file, skipping finished games.")
    boolean resume;

    @Option(names = "--event", description = "PGN Event tag (default ${DEFAULT-VALUE}).")
    String event = "Qilin match";

    @Option(names = "--site", description = "PGN Site tag (default ${DEFAULT-VALUE}).")
    String site = "?";

    @Override
    public Integer call() throws IOException {
        try {
            return runMatch();
        } catch (IllegalArgumentException e) {
            System.err.println("qilin match: " + e.getMessage());
            return USAGE_ERROR;
        }
    }

    private int runMatch() throws IOException {
        TimeControl fallback = timeControl();
        List<EngineConfig> engines = new ArrayList<>();
        if (engineWords.size() < 2) {
            throw new IllegalArgumentException("give at least two --engine");
        }
        for (List<String> words : engineWords) {
            EngineConfig config = EngineConfig.parse(words, each, fallback);
            if (config.timeControl() == null) {
                throw new IllegalArgumentException(config.name() + " has no time control: give --tc, --st, "
                        + "--depth or --nodes (or tc= in --engine/--each)");
            }
            engines.add(config);
        }
        List<Opening> openings = openingsFile == null ? List.of(Opening.startpos()) : Openings.load(openingsFile);
        List<int[]> pairs = Schedule.pairs(engines.size(), gauntlet);
        List<GameSpec> schedule = Schedule.build(pairs, rounds, games, openings);
        Sprt test = sprt == null ? null : Sprt.parse(sprt);
        if (test != null && pairs.size() != 1) {
            throw new IllegalArgumentException("--sprt needs exactly two engines");
        }
        Path state = stateFile != null ? stateFile : pgnOut == null ? null : Path.of(pgnOut + ".state");
        if (resume && state == null) {
            throw new IllegalArgumentException("--resume needs --pgnout or --state");
        }
        ResumeState resumeState = state == null ? null : resume ? ResumeState.open(state) : ResumeState.create(state);
        Map<Integer, ResumeState.Entry> finished = resume ? resumeState.finished() : new HashMap<>();
        Game.Settings settings = new Game.Settings(marginMs, stallTimeoutMs, rules(),
                engine.RuleJudge.Variant.CHINESE);
        PgnWriter pgn = pgnOut == null ? null : new PgnWriter(pgnOut, event, site);
        Progress progress = new Progress(System.out, System.console() != null);
        Match match = new Match(engines, pairs, schedule, settings, concurrency,
                new Match.Sinks(pgn, resumeState, test, progress));
        Thread hook = new Thread(match::closeEngines, "match-shutdown");
        Runtime.getRuntime().addShutdownHook(hook);
        match.run(finished);
        Runtime.getRuntime().removeShutdownHook(hook);
        return 0;
    }

    private TimeControl timeControl() {
        if (tc != null) {
            return TimeControl.parse(tc);
        }
        if (st != null) {
            return TimeControl.moveTime(st);
        }
        if (depth != null) {
            return TimeControl.depth(depth);
        }
        return nodes != null ? TimeControl.nodes(nodes) : null;
    }

    private AdjudicationRules rules() {
        AdjudicationRules rules = AdjudicationRules.standard().withMaxPlies(maxPlies);
        if (draw != null) {
            Map<String, Integer> v = keyValues(draw, "movenumber", "movecount", "score");
            rules = rules.withDraw(v.getOrDefault("movenumber", 0), v.getOrDefault("movecount", 1),
                    v.getOrDefault("score", 0));
        }
        if (resign != null) {
            Map<String, Integer> v = keyValues(resign, "movecount", "score");
            rules = rules.withResign(v.getOrDefault("movecount", 1), v.getOrDefault("score", 0));
        }
        return rules;
    }

    private static Map<String, Integer> keyValues(List<String> words, String... keys) {
        Map<String, Integer> values = new HashMap<>();
        List<String> allowed = List.of(keys);
        for (String word : words) {
            String[] kv = word.split("=", 2);
            if (kv.length != 2 || !allowed.contains(kv[0])) {
                throw new IllegalArgumentException("expected one of " + allowed + " as key=value, got " + word);
            }
            values.put(kv[0], Integer.parseInt(kv[1]));
        }
        return values;
    }
}
