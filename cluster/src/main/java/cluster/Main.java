package cluster;

import picocli.CommandLine;
import picocli.CommandLine.Command;
import protocol.EngineId;
import protocol.OneLineErrors;

/**
 * The job jar's entry point, for {@code spark-submit}: one subcommand per job. Each job gets the session
 * spark-submit configured (master, executors, memory); the jar carries Qilin, the cluster carries Spark.
 */
@Command(name = "qilin-cluster", mixinStandardHelpOptions = true, versionProvider = Main.Version.class,
        description = "Qilin's jobs for many machines, as Apache Spark jobs (cluster/README.md).",
        subcommands = {DatagenJob.class, AnalyzeJob.class, GauntletJob.class})
public final class Main implements Runnable {
    public static void main(String[] args) {
        System.exit(commandLine().execute(args));
    }

    /** The jobs' command line: an argument picocli cannot take is one line on stderr and exit code 2. */
    static CommandLine commandLine() {
        return new CommandLine(new Main()).setParameterExceptionHandler(new OneLineErrors());
    }

    /** Without a job: the list of jobs. */
    @Override
    public void run() {
        new CommandLine(this).usage(System.err);
    }

    static final class Version implements CommandLine.IVersionProvider {
        @Override
        public String[] getVersion() {
            return new String[] {EngineId.NAME + " " + EngineId.VERSION + " cluster jobs"};
        }
    }
}
