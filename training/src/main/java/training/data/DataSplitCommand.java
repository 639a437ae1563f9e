package training.data;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "split", mixinStandardHelpOptions = true,
        description = {"Cuts a data file into parts of --games whole games each (the last may hold fewer), "
                + "PREFIX-000.qdat, PREFIX-001.qdat …, each numbered from 0; a part's header names the source and "
                + "the source's games it holds.",
            "Example: qilin data split --games 10000 --out part big.qdat"})
final class DataSplitCommand extends DataSubcommand {
    @Parameters(paramLabel = "SHARD", description = "The data file to split.")
    Path input;

    @Option(names = "--games", required = true, description = "Games a part.")
    int games;

    @Option(names = "--out", required = true, paramLabel = "PREFIX", description = "The parts' names before "
            + "-NNN.qdat.")
    String prefix;

    @Option(names = "--force", description = "Overwrite parts that exist.")
    boolean force;

    @Override
    int run() throws IOException, Failure {
        if (games <= 0) {
            throw badArgument("--games must be positive, not " + games);
        }
        ShardInfo source = describe(List.of(input), false).get(0);
        int parts = (int) Math.max(1, (source.report().games() + games - 1) / games);
        List<Path> targets = new ArrayList<>();
        for (int i = 0; i < parts; i++) {
            targets.add(Path.of(String.format(Locale.ROOT, "%s-%03d.qdat", prefix, i)));
            ShardOutput.check(targets.get(i), force, List.of(input));
        }
        ShardOutput[] current = new ShardOutput[1];
        long[] read = {0};
        try {
            source.games((g, at) -> {
                if (read[0] % games == 0) {
                    current[0] = next(current[0], source, targets, (int) (read[0] / games));
                }
                current[0].write(g);
                read[0]++;
            });
            if (current[0] == null) {
                current[0] = next(null, source, targets, 0);
            }
            finish(current[0], targets.get(parts - 1));
        } finally {
            if (current[0] != null) {
                current[0].close();
            }
        }
        reportTails(List.of(source));
        return 0;
    }

    /** Finishes part {@code i - 1}, if any, and opens part {@code i}. */
    private ShardOutput next(ShardOutput previous, ShardInfo source, List<Path> targets, int i) throws IOException {
        if (previous != null) {
            finish(previous, targets.get(i - 1));
        }
        long first = (long) i * games;
        long last = Math.min(first + games, source.report().games()) - 1;
        return ShardOutput.open(targets.get(i), Lineage.of("qilin data split", Map.of("part", (i + 1) + " of "
                + targets.size() + ": the source's games " + first + " to " + last), List.of(source)));
    }

    private static void finish(ShardOutput part, Path target) throws IOException {
        part.commit();
        System.out.printf("wrote %s: %d games, %d positions%n", target, part.games(), part.positions());
    }
}
