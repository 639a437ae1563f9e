package training.data;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import engine.io.AtomicFile;

@Command(name = "manifest", mixinStandardHelpOptions = true,
        description = {"Prints the manifest of a training set made of these shards (training/DATA.md): each shard's "
                + "games, positions, size, SHA-256 and header. Shards must be whole: damaged ones, or ones that end "
                + "in a partial game, are refused. 'qilin train MANIFEST' checks the shards against it.",
            "Example: qilin data manifest --name net5 a.qdat b.qdat --out net5.manifest"})
final class DataManifestCommand extends DataSubcommand {
    @Parameters(arity = "1..*", paramLabel = "SHARD", description = "The training set's data files.")
    List<Path> inputs;

    @Option(names = "--name", description = "The training set's name, in the first line (default: the --out file's "
            + "name without its extension, else 'unnamed').")
    String name;

    @Option(names = "--out", description = "Write the manifest to this file (whole or not at all) rather than print "
            + "it.")
    Path out;

    @Option(names = "--force", description = "Overwrite --out when it exists.")
    boolean force;

    @Override
    int run() throws IOException, Failure {
        if (name != null && (name.isBlank() || name.contains("\n"))) {
            throw badArgument("--name must be one line of text");
        }
        if (out != null) {
            ShardOutput.check(out, force, inputs);
        }
        List<ShardInfo> shards = describe(inputs, false);
        if (shards.stream().map(ShardInfo::name).distinct().count() < shards.size()) {
            throw badArgument("two shards of one name: a manifest names its shards by their files' names");
        }
        for (ShardInfo s : shards) {
            if (s.report().tailAt() >= 0) {
                throw badInput(s.file() + " " + s.report().verdict().get(0) + ": a training set's shards are whole "
                        + "(cut a copy to its whole games: truncate -s " + s.report().tailAt() + ")");
            }
        }
        String text = Manifest.text(name != null ? name : defaultName(), shards);
        if (out == null) {
            System.out.print(text);
        } else {
            AtomicFile.write(out, text.getBytes(StandardCharsets.UTF_8));
            System.out.printf("wrote %s: %d shards%n", out, shards.size());
        }
        return 0;
    }

    private String defaultName() {
        if (out == null) {
            return "unnamed";
        }
        String file = out.getFileName().toString();
        int dot = file.lastIndexOf('.');
        return dot > 0 ? file.substring(0, dot) : file;
    }
}
