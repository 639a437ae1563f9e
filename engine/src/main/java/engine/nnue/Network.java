package engine.nnue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.zip.CRC32;

/**
 * A quantised network of architecture 1 (engine/NNUE.md): the feature transformer's int16 weights and biases
 * and the output neuron's. Immutable once read, so every search thread shares one; {@link #read} refuses a file
 * of another format, architecture or size, or with a bad checksum, naming the fault.
 */
public final class Network {
    public static final int HIDDEN = 256;
    public static final int QA = 255;
    /**
     * The output weights' scale. Trained output weights are small (about 0.08: the output is × {@link #SCALE}),
     * and rounding them to 1/64 cost the quantised network about 4 internal units on average; 1/1024 costs a
     * sixteenth of that. Bounded by int16 storage: the trainer clips them to ±31.99.
     */
    public static final int QB = 1024;
    public static final int SCALE = 400;
    public static final int ARCHITECTURE = 1;
    public static final int VERSION = 1;
    /** The file's first 8 bytes. */
    public static final String SIGNATURE = "QILINNET";
    static final byte[] MAGIC = SIGNATURE.getBytes(StandardCharsets.US_ASCII);
    /** Magic, then version, architecture, inputs, hidden, QA, QB and SCALE as ints. */
    static final int HEADER_BYTES = MAGIC.length + 7 * Integer.BYTES;
    public static final int FILE_BYTES = HEADER_BYTES + 2 * (Features.COUNT * HIDDEN + HIDDEN + 2 * HIDDEN)
            + Integer.BYTES + Integer.BYTES;

    /** Feature {@code f}'s weights are {@code [f * HIDDEN, (f + 1) * HIDDEN)}. */
    final short[] weights;
    final short[] biases;
    /** The side to move's {@link #HIDDEN} weights, then the other side's. */
    final short[] output;
    final int outputBias;

    Network(short[] weights, short[] biases, short[] output, int outputBias) {
        this.weights = weights;
        this.biases = biases;
        this.output = output;
        this.outputBias = outputBias;
    }

    /** Reads a network file; an {@link IOException} says what is wrong with it (the caller names the file). */
    public static Network read(Path file) throws IOException {
        if (Files.isDirectory(file)) {
            throw new IOException("a folder, not a network file");
        }
        if (!Files.exists(file)) {
            throw new IOException("no such file");
        }
        if (!Files.isReadable(file)) {
            throw new IOException("no permission to read it");
        }
        try (InputStream in = Files.newInputStream(file)) {
            return read(in);
        }
    }

    public static Network read(InputStream in) throws IOException {
        byte[] bytes = in.readNBytes(FILE_BYTES + 1);
        if (bytes.length < HEADER_BYTES || !Arrays.equals(MAGIC, Arrays.copyOf(bytes, MAGIC.length))) {
            throw new IOException("not a Qilin network (no QILINNET at the start)");
        }
        ByteBuffer b = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        b.position(MAGIC.length);
        expect(b.getInt(), VERSION, "format version");
        expect(b.getInt(), ARCHITECTURE, "architecture");
        expect(b.getInt(), Features.COUNT, "inputs");
        expect(b.getInt(), HIDDEN, "hidden neurons");
        expect(b.getInt(), QA, "QA");
        expect(b.getInt(), QB, "QB");
        expect(b.getInt(), SCALE, "scale");
        if (bytes.length != FILE_BYTES) {
            throw new IOException("network file of " + (bytes.length > FILE_BYTES ? "more than " : "")
                    + bytes.length + " bytes, architecture 1 takes " + FILE_BYTES + " (truncated or not this size)");
        }
        CRC32 crc = new CRC32();
        crc.update(bytes, 0, FILE_BYTES - Integer.BYTES);
        int stored = ByteBuffer.wrap(bytes, FILE_BYTES - Integer.BYTES, Integer.BYTES).order(ByteOrder.LITTLE_ENDIAN)
                .getInt();
        if (stored != (int) crc.getValue()) {
            throw new IOException("network checksum fails (the file is damaged)");
        }
        short[] weights = shorts(b, Features.COUNT * HIDDEN);
        short[] biases = shorts(b, HIDDEN);
        short[] output = shorts(b, 2 * HIDDEN);
        return new Network(weights, biases, output, b.getInt());
    }

    private static void expect(int found, int wanted, String what) throws IOException {
        if (found != wanted) {
            throw new IOException("network " + what + " " + found + ", this Qilin reads " + wanted);
        }
    }

    private static short[] shorts(ByteBuffer b, int n) {
        short[] out = new short[n];
        b.asShortBuffer().get(out);
        b.position(b.position() + 2 * n);
        return out;
    }

    /**
     * The score of {@code p} computed from scratch, side to move's view: for tools and tests; a search thread
     * keeps {@link Accumulators} instead.
     */
    public int evaluate(engine.Position p) {
        Accumulators fresh = new Accumulators(this);
        return fresh.evaluate(p);
    }

    /** The accumulator of a perspective with no pieces: the biases. */
    void reset(short[] acc) {
        System.arraycopy(biases, 0, acc, 0, HIDDEN);
    }

    void add(short[] acc, int feature) {
        int base = feature * HIDDEN;
        for (int i = 0; i < HIDDEN; i++) {
            acc[i] += weights[base + i];
        }
    }

    void subtract(short[] acc, int feature) {
        int base = feature * HIDDEN;
        for (int i = 0; i < HIDDEN; i++) {
            acc[i] -= weights[base + i];
        }
    }

    /** {@code to} = {@code from} with a piece moved: feature {@code removed} off, {@code added} on; one pass. */
    void move(short[] from, short[] to, int removed, int added) {
        int r = removed * HIDDEN;
        int a = added * HIDDEN;
        for (int i = 0; i < HIDDEN; i++) {
            to[i] = (short) (from[i] - weights[r + i] + weights[a + i]);
        }
    }

    /** {@link #move}, and the piece taken on the arrival point ({@code captured}) off too. */
    void capture(short[] from, short[] to, int removed, int added, int captured) {
        int r = removed * HIDDEN;
        int a = added * HIDDEN;
        int c = captured * HIDDEN;
        for (int i = 0; i < HIDDEN; i++) {
            to[i] = (short) (from[i] - weights[r + i] + weights[a + i] - weights[c + i]);
        }
    }

    /** The score in internal units from the side to move's view, given both perspectives' accumulators. */
    int evaluate(short[] us, short[] them) {
        long sum = half(us, 0) + half(them, HIDDEN);
        return (int) ((sum / QA + outputBias) * SCALE / (QA * QB));
    }

    /** Σ output[i] · clamp(acc[i], 0, QA)² over one half: a clamped square is at most 65,025, the product fits an int. */
    private long half(short[] acc, int offset) {
        long sum = 0;
        for (int i = 0; i < HIDDEN; i++) {
            int v = Math.min(Math.max(acc[i], 0), QA);
            sum += v * v * output[offset + i];
        }
        return sum;
    }
}
