package cli;

import engine.Evaluation;
import picocli.CommandLine.Command;
import picocli.CommandLine;
import protocol.EngineId;
import protocol.EngineLoop;
import protocol.OneLineErrors;
import protocol.analysis.AnalyzeCommand;
import protocol.match.MatchCommand;
import training.data.DataCommand;
import training.data.DatagenCommand;
import training.nnue.TrainCommand;
import training.data.LabelCommand;
import training.tune.SpsaCommand;
import training.tune.TuneCommand;
import training.tune.WdlCommand;

/**
 * The {@code qilin} tool. Without arguments it is an engine speaking UCCI or UCI on stdin/stdout; with a
 * subcommand it is a command-line tool. The engine path skips picocli entirely so a GUI sees it start fast.
 */
@Command(name = "qilin", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = "Qilin, a Xiangqi engine. Run without arguments to speak UCCI/UCI on stdin/stdout.",
        subcommands = {PerftCommand.class, BenchCommand.class, AnalyzeCommand.class, BoardCommand.class,
            BookCommand.class, MatchCommand.class, EvalCommand.class, TuneCommand.class, DatagenCommand.class,
            DataCommand.class, LabelCommand.class, WdlCommand.class, TrainCommand.class, SolveCommand.class,
            TunablesCommand.class, SpsaCommand.class})
public final class Main implements Runnable {
    public static void main(String[] args) {
        if (args.length == 0) {
            EngineLoop.main(args);
        }
        String problem = Evaluation.weightsProblem();
        if (problem != null) {
            System.err.println("qilin: " + problem);
            System.exit(1);
        }
        System.exit(commandLine().execute(args));
    }

    /**
     * The tool's command line. An argument picocli cannot take (a value given twice, missing, or not a number) is
     * one line on stderr naming it, and exit code 2, as every command's own checks answer; not the whole usage.
     */
    static CommandLine commandLine() {
        return new CommandLine(new Main()).setParameterExceptionHandler(new OneLineErrors());
    }

    @Override
    public void run() {
        new EngineLoop(System.in, System.out).run();
    }

    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {EngineId.NAME + " " + EngineId.VERSION};
        }
    }
}
