package cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code qilin match} ended by a signal ({@code kill}, as Ctrl-C): its shutdown hook says how many games are
 * done and that --resume plays the rest, instead of ending without a word.
 */
class MatchSignalIT {
    private static final int GAMES = 200;

    @TempDir
    Path dir;

    @Test
    void killSaysHowManyGamesAreDoneAndHowToGoOn() throws Exception {
        Path jar = Path.of(System.getProperty("qilin.jar", "target/qilin.jar")).toAbsolutePath();
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String engine = "cmd='" + java + "' -jar '" + jar + "'";
        Process match = new ProcessBuilder(List.of(java, "-jar", jar.toString(), "match",
                "--engine", "name=a", engine, "--engine", "name=b", engine, "--depth", "1", "--maxplies", "10",
                "--games", Integer.toString(GAMES), "--pgnout", dir.resolve("m.pgn").toString()))
                .redirectError(dir.resolve("err.txt").toFile()).start();
        try (BufferedReader out = new BufferedReader(new InputStreamReader(match.getInputStream(),
                StandardCharsets.UTF_8))) {
            for (String line = out.readLine(); line != null; line = out.readLine()) {
                if (line.startsWith("Finished game")) {
                    break;
                }
            }
            match.destroy(); // SIGTERM
            assertTrue(match.waitFor(30, TimeUnit.SECONDS), "the match did not end");
        }
        String err = Files.readString(dir.resolve("err.txt"), StandardCharsets.UTF_8);
        assertTrue(err.strip().matches("qilin match: stopped after [1-9]\\d* of " + GAMES
                + " games; run again with --resume to play the rest"), err);
    }
}
