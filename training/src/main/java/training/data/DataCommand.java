package training.data;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

@Command(name = "data", mixinStandardHelpOptions = true,
        description = {"Works with self-play data files (training/DATA.md, \"Working with data\"): list or verify "
                + "them, count what they hold, merge, split, filter, shuffle or rescore them, and write a training "
                + "set's manifest.",
            "Example: qilin data verify *.qdat"},
        subcommands = {DataVerifyCommand.class, DataStatsCommand.class, DataMergeCommand.class,
            DataSplitCommand.class, DataFilterCommand.class, DataShuffleCommand.class, DataRescoreCommand.class,
            DataManifestCommand.class})
public final class DataCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        System.err.println("qilin data: give a subcommand: verify (or list), stats, merge, split, filter, shuffle, "
                + "rescore or manifest ('qilin data --help')");
        return 2;
    }
}
