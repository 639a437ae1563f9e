package engine.nnue;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.Boards;
import engine.Evaluation;
import engine.Position;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.HexFormat;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The network shipped in the jar: named by its content, read once, the same network as its bytes in a file. */
class EmbeddedNetworkTest {
    @TempDir
    Path dir;

    @Test
    void itsNameCarriesTheStartOfItsSha256() throws Exception {
        byte[] bytes = resourceBytes();
        assertEquals(646_700, bytes.length); // an architecture 1 file, engine/NNUE.md
        String sha = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(bytes));
        assertTrue(EmbeddedNetwork.NAME.endsWith("-" + sha.substring(0, 8) + ".qnn"), EmbeddedNetwork.NAME + " " + sha);
    }

    @Test
    void itEqualsItsBytesReadFromAFileAndIsReadOnce() throws IOException {
        Path file = dir.resolve("copy.qnn");
        Files.write(file, resourceBytes());
        Network fromFile = Network.read(file);
        Network embedded = EmbeddedNetwork.get();
        assertSame(embedded, EmbeddedNetwork.get());
        assertArrayEquals(fromFile.weights, embedded.weights);
        assertArrayEquals(fromFile.biases, embedded.biases);
        assertArrayEquals(fromFile.output, embedded.output);
        assertArrayEquals(fromFile.outputBias, embedded.outputBias);
        for (Position p : Boards.randomPositions(11, 1, 60)) {
            assertEquals(fromFile.evaluate(p), embedded.evaluate(p), p::fen);
        }
    }

    @Test
    void itsNameMeansItAndAnyOtherNameIsAFile() throws IOException {
        assertSame(EmbeddedNetwork.get(), EmbeddedNetwork.orFile(EmbeddedNetwork.NAME));
        IOException missing = assertThrows(IOException.class,
                () -> EmbeddedNetwork.orFile(dir.resolve(EmbeddedNetwork.NAME).toString()));
        assertEquals("no such file", missing.getMessage());
    }

    /** The engine's network kind, without a file named, is the embedded network. */
    @Test
    void theNetworkKindWithoutAFileIsTheEmbeddedNetwork() throws IOException {
        Evaluation evaluation = new Evaluation(Evaluation.Kind.NETWORK);
        assertEquals(Evaluation.Kind.NETWORK, evaluation.kind());
        for (Position p : Boards.randomPositions(12, 1, 30)) {
            assertEquals(EmbeddedNetwork.get().evaluate(p), evaluation.evaluate(p), p::fen);
        }
    }

    private static byte[] resourceBytes() throws IOException {
        try (InputStream in = EmbeddedNetwork.class.getResourceAsStream("/engine/nnue/" + EmbeddedNetwork.NAME)) {
            return in.readAllBytes();
        }
    }
}
