package cli;

import engine.Search;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import protocol.Bench;

@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Searches the fixed benchmark positions to a fixed depth; prints total nodes and nodes/second.")
final class BenchCommand implements Callable<Integer> {
    @Option(names = "--depth", description = "Search depth (default: ${DEFAULT-VALUE}).")
    int depth = Bench.DEFAULT_DEPTH;

    @Option(names = "--threads", description = "Search threads (default: ${DEFAULT-VALUE}); more than one measures "
            + "time to depth, and the node count is then no signature.")
    int threads = 1;

    @Override
    public Integer call() {
        boolean[] failed = {false};
        Bench.run(Integer.toString(depth), threads, System.out::println, problem -> {
            System.err.println("qilin bench: " + problem);
            failed[0] = true;
        });
        return failed[0] ? 2 : 0;
    }
}
