package cli;

import engine.Tunables;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "tunables", mixinStandardHelpOptions = true,
        description = {"Lists the search's tunable numbers: the value in force, the default, the range a tuner may "
                + "try and its step. Set one with the system property qilin.tune.NAME, e.g. for a tuning run.",
            "--format openbench prints the SPSA input of OpenBench ('name, int, value, min, max, step, 0.002'), "
                + "--format json that of weather-factory-style tuners.",
            "Example: java -Dqilin.tune.rfpMargin=100 -jar qilin.jar tunables"})
final class TunablesCommand implements Callable<Integer> {
    /** OpenBench's default SPSA learning rate at the end of a run (its r_end column). */
    private static final double OPENBENCH_R_END = 0.002;

    enum Format { text, openbench, json }

    @Option(names = "--format", description = "text, openbench or json (default: ${DEFAULT-VALUE}).")
    Format format = Format.text;

    @Override
    public Integer call() {
        var all = Tunables.all().values();
        if (format == Format.json) {
            System.out.println("{");
        }
        int i = 0;
        for (Tunables.Tunable t : all) {
            boolean last = ++i == all.size();
            System.out.println(switch (format) {
                case text -> String.format(Locale.ROOT, "%-32s %6d   default %6d, %d..%d step %d", t.name(), t.value(),
                        t.defaultValue(), t.min(), t.max(), t.step());
                case openbench -> String.format(Locale.ROOT, "%s, int, %d, %d, %d, %d, %s", t.name(), t.value(),
                        t.min(), t.max(), t.step(), OPENBENCH_R_END);
                case json -> String.format(Locale.ROOT,
                        "  \"%s\": {\"value\": %d, \"min_value\": %d, \"max_value\": %d, \"step\": %d}%s",
                        t.name(), t.value(), t.min(), t.max(), t.step(), last ? "" : ",");
            });
        }
        if (format == Format.json) {
            System.out.println("}");
        }
        for (String problem : Tunables.problems()) {
            System.err.println("qilin tunables: " + problem);
        }
        return Tunables.problems().isEmpty() ? 0 : 2;
    }
}
