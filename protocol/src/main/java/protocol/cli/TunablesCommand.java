package protocol.cli;

import engine.Tunables;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

@Command(name = "tunables", mixinStandardHelpOptions = true,
        description = {"Lists the search's tunable numbers with the values in force, one 'name value' line each. "
                + "Set one with the system property qilin.tune.NAME, e.g. for a tuning run.",
            "Example: java -Dqilin.tune.rfpMargin=100 -jar qilin.jar tunables"})
final class TunablesCommand implements Callable<Integer> {
    @Override
    public Integer call() {
        for (Map.Entry<String, Integer> tunable : Tunables.all().entrySet()) {
            System.out.println(tunable.getKey() + " " + tunable.getValue());
        }
        for (String problem : Tunables.problems()) {
            System.err.println("qilin tunables: " + problem);
        }
        return Tunables.problems().isEmpty() ? 0 : 2;
    }
}
