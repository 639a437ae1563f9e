package engine.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assumptions.assumeTrue;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class FileProblemsTest {
    @TempDir
    Path dir;

    @Test
    void aReadableFileHasNoProblem() throws IOException {
        Path file = Files.writeString(dir.resolve("games.pgn"), "");
        assertNull(FileProblems.inputProblem(file));
        assertEquals(file, FileProblems.requireInput(file));
    }

    @Test
    void eachInputProblemIsNamed() {
        assertEquals("no such file", FileProblems.inputProblem(dir.resolve("none.pgn")));
        assertEquals("no such folder " + dir.resolve("nowhere"),
                FileProblems.inputProblem(dir.resolve("nowhere").resolve("x.pgn")));
        assertEquals("is a folder, not a file", FileProblems.inputProblem(dir));
    }

    @Test
    void aDeviceIsRefusedRatherThanReadForever() {
        Path zero = Path.of("/dev/zero");
        assumeTrue(Files.exists(zero), "no /dev/zero here");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> FileProblems.requireInput(zero));
        assertEquals("cannot read /dev/zero: is not a regular file (a device or a pipe is not read)", e.getMessage());
    }
}
