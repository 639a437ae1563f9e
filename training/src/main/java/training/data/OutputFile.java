package training.data;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Option;

/** The data file a command writes (--out), refused when it exists unless --force, or when it is an input. */
final class OutputFile {
    @Option(names = "--out", required = true, description = "The file to write (whole, or not at all).")
    Path path;

    @Option(names = "--force", description = "Overwrite --out when it exists.")
    boolean force;

    void check(List<Path> inputs) throws DataSubcommand.Failure, IOException {
        ShardOutput.check(path, force, inputs);
    }

    ShardOutput open(Provenance provenance) throws IOException {
        return ShardOutput.open(path, provenance);
    }

    @Override
    public String toString() {
        return path.toString();
    }
}
