package protocol.match;

import java.io.IOException;

/**
 * Starts the program behind one engine of a match. The runner speaks to whatever starts through its standard
 * streams, so a child process ({@link #CHILD_PROCESS}, as a GUI runs engines) and Qilin on a thread of this JVM
 * ({@link InProcessEngine#LAUNCHER}, for cluster tasks) play under the same game loop and adjudication.
 */
@FunctionalInterface
public interface EngineLauncher {
    Process start(EngineConfig config) throws IOException;

    /** The engine's command line as a child process, in its dir when it has one; its stderr is discarded. */
    EngineLauncher CHILD_PROCESS = config -> {
        ProcessBuilder builder = new ProcessBuilder(config.command()).redirectError(ProcessBuilder.Redirect.DISCARD);
        if (config.dir() != null) {
            builder.directory(config.dir().toFile());
        }
        return builder.start();
    };
}
