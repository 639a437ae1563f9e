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
    private static final Network BUCKETED = RandomNetworks.bucketed(3);

    @TempDir
    Path dir;

    @Test
    void aFileReadsBackWeightForWeight() throws IOException {
        for (Network net : new Network[] {NET, BUCKETED}) {
            Path file = dir.resolve("net.qnn");
            Files.write(file, RandomNetworks.file(net));
            Network read = Network.read(file);
            assertArrayEquals(net.weights, read.weights);
            assertArrayEquals(net.biases, read.biases);
            assertArrayEquals(net.output, read.output);
            assertArrayEquals(net.outputBias, read.outputBias);
        }
        assertEquals(1, Network.read(new ByteArrayInputStream(RandomNetworks.file(NET))).architecture());
        assertEquals(2, Network.read(new ByteArrayInputStream(RandomNetworks.file(BUCKETED))).architecture());
    }

    /** NNUE.md's sizes: header 36 bytes, int16 weights and biases, int32 output biases, CRC-32. */
    @Test
    void eachArchitectureHasItsSize() {
        int featureTransformer = 2 * (1260 * 256 + 256);
        assertEquals(36 + featureTransformer + 2 * 512 + 4 + 4, RandomNetworks.file(NET).length);
        assertEquals(36 + featureTransformer + 8 * (2 * 512 + 4) + 4, RandomNetworks.file(BUCKETED).length);
    }

    @Test
    void badFilesAreRefusedNamingTheFault() {
        byte[] good = RandomNetworks.file(NET);
        assertRefused(Arrays.copyOf(good, good.length - 100), "file of 646600 bytes, architecture 1 takes 646700");
        assertRefused(Arrays.copyOf(good, good.length + 1), "file of more than 646700 bytes");
        byte[] bucketed = RandomNetworks.file(BUCKETED);
        assertRefused(Arrays.copyOf(bucketed, bucketed.length + 1), "file of more than 653896 bytes");
        assertRefused(RandomNetworks.file(NET, Network.VERSION, 3, Network.HIDDEN), "architecture 3");
        assertRefused(RandomNetworks.file(NET, Network.VERSION, 2, Network.HIDDEN), "architecture 2 takes");
        assertRefused(RandomNetworks.file(BUCKETED, Network.VERSION, 1, Network.HIDDEN), "architecture 1 takes");
        assertRefused(RandomNetworks.file(NET, 9, Network.PLAIN, Network.HIDDEN), "format version 9");
        assertRefused(RandomNetworks.file(NET, Network.VERSION, Network.PLAIN, 512), "hidden neurons 512");
        byte[] damaged = good.clone();
        damaged[Network.HEADER_BYTES + 1000] ^= 1;
        assertRefused(damaged, "checksum");
        assertRefused("QILINDAT and then some".getBytes(), "not a Qilin network");
        assertRefused(new byte[0], "not a Qilin network");
    }

    /**
     * A network that could score beyond the evaluation's range (a diverged training's: here every output weight
     * at the int16 limit) is refused; the shipped network's reach is far inside it.
     */
    @Test
    void aNetworkThatCanLeaveTheEvaluationsRangeIsRefused() throws IOException {
        Network wild = RandomNetworks.of(3);
        for (int[] row : wild.output) {
            Arrays.fill(row, Short.MAX_VALUE);
        }
        wild.outputBias[0] = 0;
        // 512 activations at QA² / QA, each times 32767, scaled by SCALE / (QA × QB): NNUE.md's formula.
        assertRefused(RandomNetworks.file(wild), "can score up to 6553400 internal units, beyond the evaluation's "
                + "range of ±25000");
        assertTrue(EmbeddedNetwork.get().reach() < 20_000, "net4's reach: " + EmbeddedNetwork.get().reach());
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
