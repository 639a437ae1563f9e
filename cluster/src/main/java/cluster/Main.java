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
    /** A class every job needs; the cluster provides it, the jar does not carry it. */
    private static final String SPARK_CLASS = "org.apache.spark.sql.SparkSession";
    private static final int NO_SPARK = 1;

    public static void main(String[] args) {
        if (!sparkPresent()) {
            System.err.println("qilin-cluster: Spark is not on the class path: run the jar with spark-submit "
                    + "(cluster/README.md)");
            System.exit(NO_SPARK);
        }
        System.exit(commandLine().execute(args));
    }

    private static boolean sparkPresent() {
        try {
            Class.forName(SPARK_CLASS, false, Main.class.getClassLoader());
            return true;
        } catch (ClassNotFoundException e) {
            return false;
        }
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
