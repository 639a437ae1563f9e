package training.data;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "merge", mixinStandardHelpOptions = true,
        description = {"Writes the whole games of every shard, in the order given, into one data file, numbered 0, "
                + "1, 2 …; its header names each source with its checksum and keeps the settings all of them share. "
                + "A damaged shard is refused unless --skip-damaged (then the whole games on both sides of each "
                + "damaged spot are kept and the skipped bytes listed).",
            "Example: qilin data merge --out all.qdat a.qdat b.qdat"})
final class DataMergeCommand extends DataSubcommand {
    @Parameters(arity = "1..*", paramLabel = "SHARD", description = "Data files to merge.")
    List<Path> inputs;

    @Mixin
    OutputFile out = new OutputFile();

    @Option(names = "--skip-damaged", description = "Keep the whole games of damaged shards, skipping the damage.")
    boolean skipDamaged;

    @Override
    int run() throws IOException, Failure {
        out.check(inputs);
        List<ShardInfo> sources = describe(inputs, skipDamaged);
        Map<String, String> skipped = new LinkedHashMap<>();
        for (ShardInfo s : sources) {
            for (ShardWalk.Damage d : s.report().damage()) {
                skipped.put("skipped-" + skipped.size(), s.name() + " bytes " + d.at() + " to " + d.nextGameAt()
                        + " (" + d.reason() + ")");
            }
        }
        try (ShardOutput o = out.open(Lineage.of("qilin data merge", skipped, sources))) {
            for (ShardInfo s : sources) {
                s.games((g, at) -> o.write(g));
            }
            o.commit();
            System.out.printf("wrote %s: %d games, %d positions from %d shards%n", out, o.games(), o.positions(),
                    sources.size());
        }
        skipped.values().forEach(range -> System.out.println("skipped " + range));
        reportTails(sources);
        return 0;
    }
}
