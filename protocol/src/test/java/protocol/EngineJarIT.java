package protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.Move;
import engine.Position;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The built jar, started as a GUI starts it: a child process spoken to over its standard streams. */
class EngineJarIT {
    private static final long EXIT_WAIT_S = 10;

    private static Process start() throws IOException {
        Path jar = Path.of(System.getProperty("qilin.jar", "target/qilin.jar"));
        assertTrue(Files.isRegularFile(jar), "no jar at " + jar.toAbsolutePath());
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        return new ProcessBuilder(java, "-jar", jar.toString()).redirectError(ProcessBuilder.Redirect.DISCARD)
                .start();
    }

    private static List<String> readUntil(BufferedReader out, String prefix) throws IOException {
        List<String> lines = new ArrayList<>();
        String line;
        while ((line = out.readLine()) != null) {
            lines.add(line);
            if (line.startsWith(prefix)) {
                return lines;
            }
        }
        throw new AssertionError("stream ended before '" + prefix + "': " + lines);
    }

    @Test
    void ucciGameMoveThenQuit() throws Exception {
        Process p = start();
        try (Writer in = new OutputStreamWriter(p.getOutputStream(), StandardCharsets.UTF_8);
                BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(),
                        StandardCharsets.UTF_8))) {
            in.write("ucci\n");
            in.flush();
            assertTrue(readUntil(out, "ucciok").get(0).startsWith("id name Qilin"));
            in.write("setoption usebook false\nposition startpos moves h2e2 h9g7\nisready\n");
            in.flush();
            readUntil(out, "readyok");
            in.write("go depth 5\n");
            in.flush();
            List<String> lines = readUntil(out, "bestmove");
            String best = lines.get(lines.size() - 1).split("\\s+")[1];
            Position pos = new Position();
            pos.makeMove(Move.parse("h2e2"));
            pos.makeMove(Move.parse("h9g7"));
            assertTrue(pos.isLegal(Move.parse(best)), best);
            assertTrue(lines.stream().anyMatch(l -> l.startsWith("info depth 5 score ")), lines.toString());
            in.write("quit\n");
            in.flush();
            assertEquals("bye", out.readLine());
        }
        assertTrue(p.waitFor(EXIT_WAIT_S, TimeUnit.SECONDS), "the engine did not exit after quit");
        assertEquals(0, p.exitValue());
    }

    @Test
    void uciBookMoveFromTheStartPosition() throws Exception {
        Process p = start();
        try (Writer in = new OutputStreamWriter(p.getOutputStream(), StandardCharsets.UTF_8);
                BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(),
                        StandardCharsets.UTF_8))) {
            in.write("uci\nposition startpos\ngo movetime 1000\n");
            in.flush();
            List<String> lines = readUntil(out, "bestmove");
            assertTrue(lines.stream().anyMatch(l -> l.startsWith("info string book move ")), lines.toString());
            String best = lines.get(lines.size() - 1).split("\\s+")[1];
            assertTrue(new Position().isLegal(Move.parse(best)), best);
            in.write("quit\n");
            in.flush();
        }
        assertTrue(p.waitFor(EXIT_WAIT_S, TimeUnit.SECONDS));
    }
}
