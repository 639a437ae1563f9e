package cli;

import engine.Evaluation;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
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

    @Option(names = "--eval", split = ",", paramLabel = "KIND", description = "Evaluate with network (the embedded "
            + "one, or -Dqilin.evalfile's), handwritten or material (default: the engine's own); several, separated "
            + "by commas, are benched one after another and their nodes/s compared.")
    List<String> evals = List.of();

    @Override
    public Integer call() {
        List<Evaluation.Kind> kinds = new ArrayList<>();
        for (String label : evals) {
            Evaluation.Kind kind = Evaluation.Kind.named(label);
            if (kind == null) {
                System.err.println("qilin bench: --eval must be network, handwritten or material, not '" + label + "'");
                return 2;
            }
            kinds.add(kind);
        }
        if (kinds.isEmpty()) {
            return run(new Evaluation()) != null ? 0 : 2;
        }
        List<Bench.Result> results = new ArrayList<>();
        for (Evaluation.Kind kind : kinds) {
            System.out.println("Evaluation      : " + kind.label);
            Bench.Result r = run(new Evaluation(kind));
            if (r == null) {
                return 2;
            }
            results.add(r);
        }
        compare(kinds, results);
        return 0;
    }

    private Bench.Result run(Evaluation evaluation) {
        return Bench.run(Integer.toString(depth), threads, evaluation, System.out::println,
                problem -> System.err.println("qilin bench: " + problem));
    }

    /** Each evaluation's nodes/s beside the first one's. */
    private static void compare(List<Evaluation.Kind> kinds, List<Bench.Result> results) {
        if (kinds.size() < 2) {
            return;
        }
        System.out.println("===========================");
        double first = results.get(0).nodesPerSecond();
        for (int i = 0; i < kinds.size(); i++) {
            long nps = results.get(i).nodesPerSecond();
            System.out.println(String.format(Locale.ROOT, "%-16s: %d nodes/s, %.2f of %s's", kinds.get(i).label, nps,
                    nps / first, kinds.get(0).label));
        }
    }
}
