package protocol.match;

import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.Stack;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.IParameterConsumer;
import picocli.CommandLine.Model.ArgSpec;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Unmatched;
import protocol.report.MatchPage;
import protocol.report.Pictures;

/**
 * {@code qilin match}: plays engines against each other, in the manner of cutechess-cli. Every argument is
 * checked before the first game; a bad one is refused with one line on stderr naming it and what is accepted
 * (exit code 2). Numbers are therefore taken as text and read here by {@link NumberArgument}: picocli's own
 * conversion would print the whole usage after the problem.
 */
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
    /** An engine did not start, or a result could not be written. */
    private static final int MATCH_FAILED = 1;

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
            ((MatchCommand) commandSpec.userObject()).engineWords.add(words);
        }
    }

    @Option(names = "--engine", parameterConsumer = EngineWords.class, paramLabel = "KEY=VALUE",
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
    String st;

    @Option(names = "--depth", description = "Search depth per move.")
    String depth;

    @Option(names = "--nodes", description = "Nodes per move.")
    String nodes;

    @Option(names = "--margin", description = "Milliseconds an engine may overrun its clock (default ${DEFAULT-VALUE}).")
    String marginMs = Long.toString(DEFAULT_MARGIN_MS);

    @Option(names = "--stall-timeout", description = "Milliseconds past its time before a silent engine is "
            + "killed as hung (default ${DEFAULT-VALUE}; the whole allowance for depth/nodes games).")
    String stallTimeoutMs = Long.toString(DEFAULT_STALL_TIMEOUT_MS);

    @Option(names = "--openings", description = "Openings: Xiangqi PGN (*.pgn, or a file starting with a tag; each "
            + "game's start and moves), else EPD/FEN lines, or 'startpos moves ...' / 'fen F moves ...'.")
    Path openingsFile;

    @Option(names = "--opening-plies", paramLabel = "N", description = "Play only the first N plies of each opening "
            + "(default: all of them).")
    String openingPlies;

    @Option(names = "--shuffle", paramLabel = "SEED", description = "Play the openings in a random order fixed by "
            + "SEED, a whole number (the same seed gives the same order; --resume needs the same).")
    String shuffle;

    @Option(names = "--rounds", description = "Rounds (default ${DEFAULT-VALUE}).")
    String rounds = "1";

    @Option(names = "--games", description = "Games per encounter per round (default ${DEFAULT-VALUE}: one "
            + "opening with both colours).")
    String games = "2";

    @Option(names = "--maxplies", description = "Draw after this many plies in total (default: no limit).")
    String maxPlies = "0";

    @Option(names = "--draw", arity = "1..*", paramLabel = "KEY=VALUE",
            description = "Draw adjudication: movenumber= movecount= score= (centipawns).")
    List<String> draw;

    @Option(names = "--resign", arity = "1..*", paramLabel = "KEY=VALUE",
            description = "Resign adjudication: [movecount=] score= (centipawns, required; both engines agree).")
    List<String> resign;

    @Option(names = "--draw-claims", paramLabel = "MODE", description = "A UCCI engine's nobestmove with legal "
            + "moves left (ElephantEye's draw claim): rule = a draw when the board backs it (no attacking pieces, "
            + "100 plies without capture, a repeated position the claimant does not lose), else a loss; forfeit = "
            + "always a loss (default ${DEFAULT-VALUE}).")
    String drawClaims = "rule";

    @Option(names = "--sprt", arity = "1..*", paramLabel = "KEY=VALUE",
            description = "Stop when decided: elo0= elo1= alpha= beta= (two engines only).")
    List<String> sprt;

    @Option(names = "--concurrency", description = "Games at once (default ${DEFAULT-VALUE}).")
    String concurrency = "1";

    @Option(names = "--pgnout", description = "Write finished games to this PGN file as they end.")
    Path pgnOut;

    @Option(names = "--state", description = "Resume file (default: the PGN file + .state).")
    Path stateFile;

    @Option(names = "--resume", description = "Continue the match in the state file, skipping finished games, "
            + "and add to its PGN file.")
    boolean resume;

    @Option(names = "--overwrite", description = "Replace the PGN and state files of an earlier match (without it "
            + "or --resume, files that hold games are refused).")
    boolean overwrite;

    @Option(names = "--html", description = "After the match, write its page (cross table, Elo, score curve, "
            + "terminations, depth and time) to this HTML file, from the --pgnout file.")
    Path html;

    @Option(names = "--from-pgn", paramLabel = "FILE", description = "Play nothing: write the --html page of the "
            + "match in this PGN file (as --pgnout writes it).")
    Path fromPgn;

    @Option(names = "--from-state", paramLabel = "FILE", description = "Play nothing: write the --html page of the "
            + "match in this state file (results only: no depth or time).")
    Path fromState;

    @Option(names = "--event", description = "PGN Event tag (default ${DEFAULT-VALUE}).")
    String event = "Qilin match";

    @Option(names = "--site", description = "PGN Site tag (default ${DEFAULT-VALUE}).")
    String site = "?";

    /** Unknown options and stray words, refused in one line by {@link #call()} rather than with the usage. */
    @Unmatched
    List<String> unmatched = new ArrayList<>();

    @Override
    public Integer call() {
        try {
            return runMatch();
        } catch (IllegalArgumentException e) {
            System.err.println("qilin match: " + e.getMessage());
            return USAGE_ERROR;
        } catch (UncheckedIOException e) { // the state file could not be released
            System.err.println("qilin match: " + e.getMessage());
            return MATCH_FAILED;
        }
    }

    private int runMatch() {
        refuseUnmatched();
        if (fromPgn != null || fromState != null) {
            if (html == null || !engineWords.isEmpty() || fromPgn != null && fromState != null) {
                throw new IllegalArgumentException("--from-pgn or --from-state makes a page of played games: give "
                        + "one of them, --html and no --engine");
            }
            if (fromPgn != null) {
                writePage("--from-pgn", fromPgn);
            } else {
                writeStatePage();
            }
            return 0;
        }
        if (html != null && pgnOut == null) {
            throw new IllegalArgumentException("--html is made from the match's games: give --pgnout too");
        }
        MatchPlan plan = plan();
        Sprt test = sprt == null ? null : Sprt.parse(sprt);
        if (test != null && plan.pairs().size() != 1) {
            throw new IllegalArgumentException("--sprt needs exactly two engines");
        }
        int workers = NumberArgument.count("--concurrency", concurrency, 1);
        Path state = stateFile != null ? stateFile : pgnOut == null ? null : Path.of(pgnOut + ".state");
        if ((resume || overwrite) && state == null) {
            throw new IllegalArgumentException((resume ? "--resume" : "--overwrite") + " needs --pgnout or --state");
        }
        if (resume && overwrite) {
            throw new IllegalArgumentException("give --resume or --overwrite, not both");
        }
        requireDistinct(List.of("--openings", "--pgnout", "--state", "--html"),
                Arrays.asList(openingsFile, pgnOut, state, html));
        if (!resume && !overwrite) {
            refuseEarlierMatch("--pgnout", pgnOut);
            refuseEarlierMatch("--state", state);
        }
        // The files last: every other argument is checked before one is opened.
        PgnWriter pgn = pgnOut == null ? null
                : FileArgument.write("--pgnout", pgnOut, file -> PgnWriter.open(file, event, site, !resume));
        ResumeState resumeState = state == null ? null
                : FileArgument.write("--state", state, file -> ResumeState.open(file, !resume));
        try (ResumeState held = resumeState) {
            return play(plan, workers, new Match.Sinks(pgn, held, test,
                    new Progress(System.out, System.console() != null)), state);
        }
    }

    /** Plays the match into {@code sinks}, whose state file {@code state} (if any) this runner holds. */
    private int play(MatchPlan plan, int workers, Match.Sinks sinks, Path state) {
        Map<Integer, ResumeState.Entry> finished = resume
                ? FileArgument.read("--state", state, file -> sinks.state().finished()) : Map.of();
        Match match = new Match(plan.engines(), plan.pairs(), plan.schedule(), plan.settings(), workers, sinks);
        try {
            match.runUntilInterrupted(finished, done -> System.err.println("qilin match: stopped after " + done
                    + " of " + plan.schedule().size() + " games" + (sinks.state() == null ? ""
                    : "; run again with --resume to play the rest")));
            if (html != null) {
                writePage("--pgnout", pgnOut);
            }
            return 0;
        } catch (EngineException | UncheckedIOException e) {
            System.err.println("qilin match: " + e.getMessage());
            return MATCH_FAILED;
        }
    }

    /**
     * Refuses an output file that holds an earlier match (null: not given): started afresh, the state file would
     * lose its games, and the PGN would hold the games of two matches.
     */
    private static void refuseEarlierMatch(String option, Path file) {
        if (file != null && Files.isRegularFile(file) && FileArgument.write(option, file, Files::size) > 0) {
            throw new IllegalArgumentException(option + " " + file + " holds an earlier match: --resume continues "
                    + "it, --overwrite replaces it");
        }
    }

    /**
     * The plan of a match given as {@code qilin match}'s arguments, for a runner of its own (the cluster's
     * gauntlet), checked as this command checks them. Refuses, as an {@link IllegalArgumentException} of one
     * line, a bad argument and the options that belong to this runner: its files, pages and SPRT.
     */
    public static MatchPlan plan(List<String> args) {
        MatchCommand command = new MatchCommand();
        try {
            new CommandLine(command).parseArgs(args.toArray(String[]::new));
        } catch (CommandLine.ParameterException e) {
            throw new IllegalArgumentException(e.getMessage());
        }
        command.refuseUnmatched();
        Map<String, Boolean> own = new LinkedHashMap<>();
        own.put("--pgnout", command.pgnOut != null);
        own.put("--state", command.stateFile != null);
        own.put("--resume", command.resume);
        own.put("--overwrite", command.overwrite);
        own.put("--html", command.html != null);
        own.put("--from-pgn", command.fromPgn != null);
        own.put("--from-state", command.fromState != null);
        own.put("--sprt", command.sprt != null);
        own.forEach((option, given) -> {
            if (given) {
                throw new IllegalArgumentException(option + " belongs to qilin match itself");
            }
        });
        return command.plan();
    }

    /** The engines, the schedule and the rules of the command line, every argument checked. */
    private MatchPlan plan() {
        List<EngineConfig> engines = engines();
        List<Opening> openings = openings();
        List<int[]> pairs = Schedule.pairs(engines.size(), gauntlet);
        List<GameSpec> schedule = Schedule.build(pairs, NumberArgument.count("--rounds", rounds, 1),
                NumberArgument.count("--games", games, 1), openings);
        Game.Settings settings = new Game.Settings(NumberArgument.whole("--margin", marginMs, 0, Long.MAX_VALUE),
                NumberArgument.whole("--stall-timeout", stallTimeoutMs, 1, Long.MAX_VALUE), rules(),
                engine.RuleJudge.Variant.CHINESE);
        return new MatchPlan(engines, pairs, schedule, settings, event, site);
    }

    private void refuseUnmatched() {
        if (!unmatched.isEmpty()) {
            throw new IllegalArgumentException("unknown option '" + unmatched.get(0) + "' (qilin match --help lists "
                    + "them)");
        }
    }

    /** The --html page of the games in {@code pgn}, the file of {@code option}. */
    private void writePage(String option, Path pgn) {
        String text = FileArgument.read(option, pgn, file -> Files.readString(file, StandardCharsets.UTF_8));
        writeHtml(MatchPages.fromPgn(text, pgn.toString()));
    }

    /** The --html page of the games in the --from-state file. */
    private void writeStatePage() {
        Map<Integer, ResumeState.Entry> games = FileArgument.read("--from-state", fromState, ResumeState::read);
        writeHtml(MatchPages.fromState(games.values(), fromState.toString()));
    }

    private void writeHtml(MatchPage page) {
        String text = Pictures.matchPage(page);
        FileArgument.replace("--html", html, text);
    }

    /** The engines of the command line, each with a limit and a name of its own. */
    private List<EngineConfig> engines() {
        if (engineWords.size() < 2) {
            throw new IllegalArgumentException("give at least two --engine");
        }
        Map<String, String> limits = new HashMap<>();
        limits.put("tc", tc);
        limits.put("st", st);
        limits.put("depth", depth);
        limits.put("nodes", nodes);
        TimeControl fallback = TimeControl.choose(limits, key -> "--" + key, null);
        List<EngineConfig> engines = new ArrayList<>();
        Set<String> names = new HashSet<>();
        for (List<String> words : engineWords) {
            EngineConfig config = EngineConfig.parse(words, each, fallback);
            if (config.timeControl() == null) {
                throw new IllegalArgumentException(config.name() + " has no time control: give --tc, --st, "
                        + "--depth or --nodes (or tc= in --engine/--each)");
            }
            // Names tell the engines apart in the tables, the PGN and the state file that --resume reads.
            if (!names.add(config.name())) {
                throw new IllegalArgumentException("two engines are named '" + config.name() + "': give each its "
                        + "own name=");
            }
            engines.add(config);
        }
        return engines;
    }

    /**
     * Refuses one file named by two options (null: not given): the new state file would empty the PGN, the PGN
     * would grow the openings.
     */
    private static void requireDistinct(List<String> options, List<Path> files) {
        for (int i = 0; i < files.size(); i++) {
            for (int j = i + 1; j < files.size(); j++) {
                if (files.get(i) != null && files.get(j) != null && files.get(i).toAbsolutePath().normalize()
                        .equals(files.get(j).toAbsolutePath().normalize())) {
                    throw new IllegalArgumentException(options.get(j) + " " + files.get(j) + " is also "
                            + options.get(i) + ": give each its own file");
                }
            }
        }
    }

    /** The openings in the order the schedule uses them. */
    private List<Opening> openings() {
        if (openingsFile == null) {
            if (openingPlies != null || shuffle != null) {
                throw new IllegalArgumentException((shuffle != null ? "--shuffle" : "--opening-plies")
                        + " needs --openings");
            }
            return List.of(Opening.startpos());
        }
        List<Opening> openings = new ArrayList<>(FileArgument.read("--openings", openingsFile, Openings::load));
        if (openingPlies != null) {
            int plies = NumberArgument.count("--opening-plies", openingPlies, 0);
            openings.replaceAll(opening -> opening.firstPlies(plies));
        }
        if (shuffle != null) {
            // java.util.Random and Collections.shuffle are specified to the bit: a seed means one order anywhere.
            Collections.shuffle(openings, new Random(NumberArgument.whole("--shuffle", shuffle, 0, Long.MAX_VALUE)));
        }
        return openings;
    }

    private AdjudicationRules rules() {
        AdjudicationRules rules = AdjudicationRules.standard()
                .withMaxPlies(NumberArgument.count("--maxplies", maxPlies, 0))
                .withDrawClaims(AdjudicationRules.DrawClaims.parse(drawClaims));
        if (draw != null) {
            KeyValues v = KeyValues.parse("--draw", draw, "movenumber", "movecount", "score");
            rules = rules.withDraw(v.count("movenumber", 0, 0), v.count("movecount", 1, 1), v.count("score", 0, 0));
        }
        if (resign != null) {
            KeyValues v = KeyValues.parse("--resign", resign, "movecount", "score");
            // No default score: with 0, a side both engines see behind by any margin would lose.
            rules = rules.withResign(v.count("movecount", 1, 1), v.count("score", 1));
        }
        return rules;
    }
}
