package training.data;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

@Command(name = "shuffle", mixinStandardHelpOptions = true,
        description = {"Writes the whole games of every shard in an order shuffled by --seed, numbered 0, 1, 2 …: a "
                + "training set whose games come from every shard throughout. Games are shuffled, not positions "
                + "(a game's positions stay together; the trainer shuffles positions as it reads). One seed and "
                + "the same shards in the same order write the same bytes. Memory: 8 bytes a game.",
            "Example: qilin data shuffle --out train.qdat --seed 1 a.qdat b.qdat"})
final class DataShuffleCommand extends DataSubcommand {
    /** A game's place: its shard in the high bits, its frame's offset in the low ones. */
    private static final int OFFSET_BITS = 48;
    private static final int MAX_SHARDS = (1 << (Long.SIZE - 1 - OFFSET_BITS)) - 1;

    @Parameters(arity = "1..*", paramLabel = "SHARD", description = "Data files to shuffle together.")
    List<Path> inputs;

    @Mixin
    OutputFile out = new OutputFile();

    @Option(names = "--seed", required = true, description = "Seed of the order.")
    long seed;

    @Override
    int run() throws IOException, Failure {
        out.check(inputs);
        List<ShardInfo> sources = describe(inputs, false);
        if (sources.size() > MAX_SHARDS) {
            throw badArgument(sources.size() + " shards: shuffle at most " + MAX_SHARDS + " at once");
        }
        long total = sources.stream().mapToLong(s -> s.report().games()).sum();
        if (total > Integer.MAX_VALUE - 8) {
            throw badArgument(total + " games: too many to shuffle at once; shuffle fewer shards");
        }
        long[] places = new long[(int) total];
        int[] n = {0};
        for (int i = 0; i < sources.size(); i++) {
            long shard = (long) i << OFFSET_BITS;
            sources.get(i).games((g, at) -> places[n[0]++] = shard | at);
        }
        shuffle(places, new SplittableRandom(seed));
        FileChannel[] channels = new FileChannel[sources.size()];
        try (ShardOutput o = out.open(Lineage.of("qilin data shuffle", Map.of("shuffle-seed",
                Long.toString(seed)), sources))) {
            for (int i = 0; i < channels.length; i++) {
                channels[i] = FileChannel.open(sources.get(i).file(), StandardOpenOption.READ);
            }
            for (long place : places) {
                o.write(ShardWalk.gameAt(channels[(int) (place >>> OFFSET_BITS)], place & ((1L << OFFSET_BITS) - 1)));
            }
            o.commit();
            System.out.printf("wrote %s: %d games, %d positions from %d shards, shuffled by seed %d%n", out,
                    o.games(), o.positions(), sources.size(), seed);
        } finally {
            for (FileChannel c : channels) {
                if (c != null) {
                    c.close();
                }
            }
        }
        reportTails(sources);
        return 0;
    }

    /** Fisher–Yates: every order equally likely, one order a seed. */
    static void shuffle(long[] a, SplittableRandom random) {
        for (int i = a.length - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            long t = a[i];
            a[i] = a[j];
            a[j] = t;
        }
    }
}
