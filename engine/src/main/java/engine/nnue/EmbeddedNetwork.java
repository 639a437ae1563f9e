package engine.nnue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The network shipped inside the jar (engine/NNUE.md, "Networks"), read on first use and then shared: a caller
 * that comes while another reads it waits for that read, so it is read once. Its name says which network it is
 * and the first 8 hex digits of the file's SHA-256, as Stockfish names its embedded network, and the EvalFile
 * option's default is that name.
 */
public final class EmbeddedNetwork {
    /** The embedded file's name: EvalFile's default, and how messages and {@code qilin eval} name the network. */
    public static final String NAME = "qilin-net4-9cd4252d.qnn";
    private static final String RESOURCE = "/engine/nnue/" + NAME;

    /** Null until the first {@link #get} has read it. */
    private static Network network;

    private EmbeddedNetwork() {
    }

    /**
     * The embedded network, read from the jar on the first call. A jar without a readable one is a broken build
     * (the tests read it), not a user's mistake; the {@link IOException} then names the fault.
     */
    public static synchronized Network get() throws IOException {
        if (network == null) {
            network = read();
        }
        return network;
    }

    /**
     * The network an EvalFile setting names: the embedded one for {@link #NAME}, unless a file of that name is
     * there to read (a GUI may point at its own copy), else the file. An {@link IOException} says what is wrong
     * with the file; a path the system cannot even name throws {@link java.nio.file.InvalidPathException}.
     */
    public static Network orFile(String name) throws IOException {
        Path file = Path.of(name);
        return name.equals(NAME) && !Files.exists(file) ? get() : Network.read(file);
    }

    private static Network read() throws IOException {
        try (InputStream in = EmbeddedNetwork.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new IOException("the embedded network is missing from the jar");
            }
            return Network.read(in);
        }
    }
}
