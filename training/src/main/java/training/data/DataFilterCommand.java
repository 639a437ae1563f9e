package training.data;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import protocol.match.Termination;

@Command(name = "filter", mixinStandardHelpOptions = true,
        description = {"Writes the whole games of the shards that pass every test given, numbered 0, 1, 2 …; the "
                + "header records the tests. Shards whose evaluation does not match --evaluation are left out whole.",
            "Example: qilin data filter --out long.qdat --min-plies 60 --result red --result black a.qdat"})
final class DataFilterCommand extends DataSubcommand {
    private static final String RESULTS = "black, draw, red";

    @Parameters(arity = "1..*", paramLabel = "SHARD", description = "Data files to read.")
    List<Path> inputs;

    @Mixin
    OutputFile out = new OutputFile();

    @Option(names = "--min-plies", description = "Games of at least this many searched plies.")
    int minPlies = 0;

    @Option(names = "--max-plies", description = "Games of at most this many searched plies.")
    int maxPlies = Integer.MAX_VALUE;

    @Option(names = "--result", description = "Games with this result (red, draw or black: Red won, drawn, Black "
            + "won); repeat for several.")
    List<String> results = new ArrayList<>();

    @Option(names = "--ending", description = "Games ended this way (mate, stalemate, repetition, perpetual-check, "
            + "perpetual-chase, no-capture, max-plies, draw-adjudication, resign-adjudication …); repeat for several.")
    List<String> endings = new ArrayList<>();

    @Option(names = "--max-first-score", description = "Games whose first searched position is scored within this "
            + "either way, internal units: openings that stayed level.")
    int maxFirstScore = Integer.MAX_VALUE;

    @Option(names = "--evaluation", description = "Shards whose evaluation's SHA-256 starts with this (or whose "
            + "evaluation is this, e.g. material).")
    String evaluation;

    @Override
    int run() throws IOException, Failure {
        boolean[] result = new boolean[GameData.RED_WON + 1];
        boolean[] ending = new boolean[Termination.values().length];
        parse(result, ending);
        out.check(inputs);
        List<ShardInfo> sources = new ArrayList<>();
        for (ShardInfo s : describe(inputs, false)) {
            if (evaluation == null || matches(s.report().provenance().get(Provenance.EVALUATION))) {
                sources.add(s);
            } else {
                System.out.println("left out: " + s.file() + " (evaluation "
                        + s.report().provenance().get(Provenance.EVALUATION) + ")");
            }
        }
        if (sources.isEmpty()) {
            throw badArgument("--evaluation " + evaluation + ": no shard has it");
        }
        long[] read = {0};
        try (ShardOutput o = out.open(Lineage.of("qilin data filter", Map.of("filter", tests()),
                sources))) {
            for (ShardInfo s : sources) {
                s.games((g, at) -> {
                    read[0]++;
                    if (keeps(g, result, ending)) {
                        o.write(g);
                    }
                });
            }
            o.commit();
            System.out.printf(Locale.ROOT, "wrote %s: %d games of %d, %d positions%n", out, o.games(), read[0],
                    o.positions());
        }
        reportTails(sources);
        return 0;
    }

    /** Fills the results and endings asked for (all when none is named); refuses a word it does not know. */
    private void parse(boolean[] result, boolean[] ending) throws Failure {
        if (minPlies < 0 || maxPlies < minPlies || maxFirstScore < 0) {
            throw badArgument("--min-plies must be 0 to --max-plies, and --max-first-score not negative");
        }
        for (String r : results) {
            int i = List.of(RESULTS.split(", ")).indexOf(r.toLowerCase(Locale.ROOT));
            if (i < 0) {
                throw badArgument("--result " + r + ": not one of " + RESULTS);
            }
            result[i] = true;
        }
        for (String e : endings) {
            try {
                ending[Termination.valueOf(e.toUpperCase(Locale.ROOT).replace('-', '_')).ordinal()] = true;
            } catch (IllegalArgumentException x) {
                throw badArgument("--ending " + e + ": no such ending (qilin data filter --help lists them)");
            }
        }
        if (results.isEmpty()) {
            java.util.Arrays.fill(result, true);
        }
        if (endings.isEmpty()) {
            java.util.Arrays.fill(ending, true);
        }
    }

    private boolean keeps(GameData g, boolean[] result, boolean[] ending) {
        int plies = g.moves().length;
        return plies >= minPlies && plies <= maxPlies && result[g.result()] && ending[g.termination()]
                && (plies == 0 || Math.abs(g.scores()[0]) <= maxFirstScore);
    }

    private boolean matches(String identity) {
        return identity != null && (identity.equals(evaluation) || identity.contains("sha256:" + evaluation));
    }

    /** The tests as the header records them. */
    private String tests() {
        return String.format(Locale.ROOT, "searched plies %d to %d; results %s; endings %s; first score within "
                + "%d; evaluation %s", minPlies, maxPlies, results.isEmpty() ? "all" : String.join(" ", results),
                endings.isEmpty() ? "all" : String.join(" ", endings), maxFirstScore,
                evaluation == null ? "any" : evaluation);
    }
}
