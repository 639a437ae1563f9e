package engine.nnue;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A network file reads back as written; each kind of bad file is refused with a message naming the fault. */
class NetworkFileTest {
    private static final Network NET = RandomNetworks.of(3);

    @TempDir
    Path dir;

    @Test
    void aFileReadsBackWeightForWeight() throws IOException {
        Path file = dir.resolve("net.qnn");
        Files.write(file, RandomNetworks.file(NET));
        Network read = Network.read(file);
        assertArrayEquals(NET.weights, read.weights);
        assertArrayEquals(NET.biases, read.biases);
        assertArrayEquals(NET.output, read.output);
        assertEquals(NET.outputBias, read.outputBias);
    }

    @Test
    void badFilesAreRefusedNamingTheFault() {
        byte[] good = RandomNetworks.file(NET);
        assertRefused(Arrays.copyOf(good, good.length - 100), "takes " + Network.FILE_BYTES);
        assertRefused(Arrays.copyOf(good, good.length + 1), "more than");
        assertRefused(RandomNetworks.file(NET, Network.VERSION, 2, Network.HIDDEN), "architecture 2");
        assertRefused(RandomNetworks.file(NET, 9, Network.ARCHITECTURE, Network.HIDDEN), "format version 9");
        assertRefused(RandomNetworks.file(NET, Network.VERSION, Network.ARCHITECTURE, 512), "hidden neurons 512");
        byte[] damaged = good.clone();
        damaged[Network.HEADER_BYTES + 1000] ^= 1;
        assertRefused(damaged, "checksum");
        assertRefused("QILINDAT and then some".getBytes(), "not a Qilin network");
        assertRefused(new byte[0], "not a Qilin network");
    }

    @Test
    void aFolderOrAMissingFileIsRefused() {
        IOException folder = assertThrows(IOException.class, () -> Network.read(dir));
        assertTrue(folder.getMessage().contains("a folder"), folder.getMessage());
        IOException missing = assertThrows(IOException.class, () -> Network.read(dir.resolve("missing.qnn")));
        assertEquals("no such file", missing.getMessage());
    }

    private static void assertRefused(byte[] bytes, String reason) {
        IOException e = assertThrows(IOException.class, () -> Network.read(new ByteArrayInputStream(bytes)));
        assertTrue(e.getMessage().contains(reason), e.getMessage() + " (wanted: " + reason + ")");
    }
}
