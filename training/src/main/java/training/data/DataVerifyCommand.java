package training.data;

import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

@Command(name = "verify", aliases = "list", mixinStandardHelpOptions = true,
        description = {"Reads every shard whole and prints, a shard, one line of what it holds (games, positions, "
                + "nodes, seed, evaluation, commit, size, SHA-256) and its verdict: clean, ends in a partial game "
                + "(a run stopped or still writing), or DAMAGED at each damaged spot with whole games after it. "
                + "Exit code 1 when any shard is damaged or unreadable.",
            "Example: qilin data verify *.qdat"})
final class DataVerifyCommand extends DataSubcommand {
    @Parameters(arity = "1..*", paramLabel = "SHARD", description = "Data files.")
    List<Path> inputs;

    @Override
    int run() {
        int code = 0;
        for (Path input : inputs) {
            try {
                checkInputs(List.of(input));
                ShardInfo shard = describeOne(input);
                System.out.println(shard.summary());
                shard.report().verdict().forEach(line -> System.out.println("  " + line));
                if (shard.report().damaged()) {
                    code = BAD_INPUT;
                }
            } catch (Failure | IOException e) {
                code = fail(e.getMessage(), BAD_INPUT);
            }
        }
        return code;
    }
}
