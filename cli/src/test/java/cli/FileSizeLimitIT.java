package cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import book.BookFiles;
import engine.Move;
import engine.MoveGen;
import engine.Position;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A book written by the built jar under a file-size limit (the shell's {@code ulimit -f}) too small for it: the
 * write fails, and the book that was there before stays whole and readable.
 */
class FileSizeLimitIT {
    /** In the shell's 1024-byte blocks: a smaller book fits, the larger one does not. */
    private static final int LIMIT_BLOCKS = 4;
    private static final int GAMES = 60;
    private static final int PLIES = 30;

    @TempDir
    Path dir;

    @Test
    void aBookTooLargeForTheLimitLeavesTheOldBookWhole() throws Exception {
        assumeTrue(Files.isExecutable(Path.of("/bin/bash")), "no bash for ulimit");
        Path pgn = dir.resolve("games.pgn");
        Files.writeString(pgn, randomGames(), StandardCharsets.UTF_8);
        Path book = dir.resolve("book.bin");
        assertEquals(0, build(pgn, book, "2", "").exitValue());
        byte[] old = Files.readAllBytes(book);
        assertTrue(old.length < LIMIT_BLOCKS * 1024, old.length + " bytes");

        Process limited = build(pgn, book, Integer.toString(PLIES), "ulimit -f " + LIMIT_BLOCKS + "; ");
        String err = new String(limited.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
        assertEquals(2, limited.exitValue(), err);
        assertEquals("qilin book build: cannot write " + book + ": File too large", err.strip());
        assertArrayEquals(old, Files.readAllBytes(book));
        BookFiles.open(book);
        try (var files = Files.list(dir)) {
            assertEquals(List.of("book.bin", "games.pgn"),
                    files.map(f -> f.getFileName().toString()).sorted().toList());
        }
    }

    /** {@code qilin book build} from bash, after {@code shell} (a ulimit), finished. */
    private static Process build(Path pgn, Path book, String maxPly, String shell) throws IOException,
            InterruptedException {
        Path jar = Path.of(System.getProperty("qilin.jar", "target/qilin.jar")).toAbsolutePath();
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        String command = shell + "exec '" + java + "' -jar '" + jar + "' book build '" + pgn + "' -o '" + book
                + "' --max-ply " + maxPly + " --progress 1000000";
        Process p = new ProcessBuilder("/bin/bash", "-c", command).redirectOutput(ProcessBuilder.Redirect.DISCARD)
                .start();
        assertTrue(p.waitFor(60, TimeUnit.SECONDS), "book build did not end");
        return p;
    }

    /** Games of random legal moves, a fixed seed: most positions after the first plies are new to the book. */
    private static String randomGames() {
        SplittableRandom random = new SplittableRandom(7);
        StringBuilder pgn = new StringBuilder();
        int[] moves = new int[MoveGen.MAX_MOVES];
        for (int g = 0; g < GAMES; g++) {
            pgn.append("[Result \"1-0\"]\n");
            Position p = Position.startpos();
            for (int ply = 0; ply < PLIES; ply++) {
                int n = MoveGen.generateLegal(p, moves, 0);
                if (n == 0) {
                    break;
                }
                int move = moves[random.nextInt(n)];
                pgn.append(ply % 2 == 0 ? (ply / 2 + 1) + ". " : "").append(Move.toIccs(move)).append(' ');
                p.makeMove(move);
            }
            pgn.append("1-0\n\n");
        }
        return pgn.toString();
    }
}
