package engine.nnue;

import engine.Digests;
import engine.Position;
import engine.Score;
import engine.io.FileProblems;
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
 * A quantised network of architecture 1 or 2 (engine/NNUE.md): the feature transformer's int16 weights and
 * biases and the output neuron's, one for architecture 1, one per {@link OutputBuckets bucket} for 2. Immutable
 * once read, so every search thread shares one; {@link #read} refuses a file of another format, architecture or
 * size, or with a bad checksum, naming the fault.
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
    /** One output neuron. */
    public static final int PLAIN = 1;
    /** An output neuron per {@link OutputBuckets bucket}. */
    public static final int BUCKETED = 2;
    public static final int VERSION = 1;
    /** The file's first 8 bytes. */
    public static final String SIGNATURE = "QILINNET";
    static final byte[] MAGIC = SIGNATURE.getBytes(StandardCharsets.US_ASCII);
    /** Magic, then version, architecture, inputs, hidden, QA, QB and SCALE as ints. */
    static final int HEADER_BYTES = MAGIC.length + 7 * Integer.BYTES;

    /**
     * The products' unit in {@link #half}: a product is at most QA² × 2¹⁵ = 2,130,739,200 in size, so in units of
     * 2⁹ the {@code 2 × HIDDEN} of them sum to at most 2,130,739,200 + rounding, inside an int. An int sum is
     * what C2 vectorises (a long one it does not: a half took 340 ns that way, 125 ns this way, CPU time).
     */
    private static final int TERM_SHIFT = 9;
    private static final int TERM_UNIT = 1 << TERM_SHIFT;

    /**
     * Feature {@code f}'s weights, {@code weights[f]}. Stored as ints, though the file's are int16, so that every
     * loop below is over ints read at one index: OpenJDK 17's C2 turns those into AVX2 instructions, and not a
     * loop that mixes int16 loads with int arithmetic or reads one flat array at an offset (measured in
     * isolation, CPU time: a move's update 270 ns from one flat int16 array, 70 ns from int rows).
     */
    final int[][] weights;
    final int[] biases;
    /** Output neurons: 1, or {@link OutputBuckets#COUNT}. */
    final int buckets;
    /**
     * The output weights of bucket b: {@code output[2b]} over the side to move's {@link #HIDDEN},
     * {@code output[2b + 1]} over the other's.
     */
    final int[][] output;
    /** Bucket b's output bias. */
    final int[] outputBias;
    /** The SHA-256 of the file it was read from, in hex; null for a network made in memory. */
    private String sha256;

    /**
     * A network of the file's numbers, laid out as the file lays them: feature by feature, then biases, the
     * output weights bucket by bucket; one output bias per bucket.
     */
    Network(short[] weights, short[] biases, short[] output, int[] outputBias) {
        this.weights = new int[Features.COUNT][];
        for (int f = 0; f < Features.COUNT; f++) {
            this.weights[f] = ints(weights, f * HIDDEN);
        }
        this.biases = ints(biases, 0);
        this.buckets = outputBias.length;
        this.output = new int[2 * buckets][];
        for (int row = 0; row < output.length / HIDDEN; row++) {
            this.output[row] = ints(output, row * HIDDEN);
        }
        this.outputBias = outputBias.clone();
    }

    /** The size of a file of the architecture with {@code buckets} output neurons. */
    public static int fileBytes(int buckets) {
        return HEADER_BYTES + 2 * (Features.COUNT * HIDDEN + HIDDEN + buckets * 2 * HIDDEN)
                + buckets * Integer.BYTES + Integer.BYTES;
    }

    /** The output neurons of an architecture: 1 for {@link #PLAIN}, a bucket's each for {@link #BUCKETED}. */
    public static int buckets(int architecture) {
        return switch (architecture) {
            case PLAIN -> 1;
            case BUCKETED -> OutputBuckets.COUNT;
            default -> throw new IllegalArgumentException("no architecture " + architecture);
        };
    }

    /** The architecture of a network with {@code buckets} output neurons. */
    public static int architecture(int buckets) {
        return buckets == 1 ? PLAIN : BUCKETED;
    }

    public int architecture() {
        return architecture(buckets);
    }

    /** The {@link #HIDDEN} values of {@code values} from {@code from} on, as ints. */
    private static int[] ints(short[] values, int from) {
        int[] out = new int[HIDDEN];
        for (int i = 0; i < HIDDEN; i++) {
            out[i] = values[from + i];
        }
        return out;
    }

    /** Reads a network file; an {@link IOException} says what is wrong with it (the caller names the file). */
    public static Network read(Path file) throws IOException {
        String problem = FileProblems.inputProblem(file);
        if (problem != null) {
            throw new IOException(problem);
        }
        try (InputStream in = Files.newInputStream(file)) {
            return read(in);
        }
    }

    public static Network read(InputStream in) throws IOException {
        int largest = fileBytes(OutputBuckets.COUNT);
        byte[] bytes = in.readNBytes(largest + 1);
        if (bytes.length < HEADER_BYTES || !Arrays.equals(MAGIC, Arrays.copyOf(bytes, MAGIC.length))) {
            throw new IOException("not a Qilin network (no QILINNET at the start)");
        }
        ByteBuffer b = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        b.position(MAGIC.length);
        expect(b.getInt(), VERSION, "format version");
        int architecture = b.getInt();
        if (architecture != PLAIN && architecture != BUCKETED) {
            throw new IOException("network architecture " + architecture + ", this Qilin reads " + PLAIN + " and "
                    + BUCKETED);
        }
        expect(b.getInt(), Features.COUNT, "inputs");
        expect(b.getInt(), HIDDEN, "hidden neurons");
        expect(b.getInt(), QA, "QA");
        expect(b.getInt(), QB, "QB");
        expect(b.getInt(), SCALE, "scale");
        int buckets = buckets(architecture);
        int size = fileBytes(buckets);
        if (bytes.length != size) {
            throw new IOException("network file of " + (bytes.length > size ? "more than " + size : bytes.length)
                    + " bytes, architecture " + architecture + " takes " + size + " (truncated or not this size)");
        }
        CRC32 crc = new CRC32();
        crc.update(bytes, 0, size - Integer.BYTES);
        int stored = ByteBuffer.wrap(bytes, size - Integer.BYTES, Integer.BYTES).order(ByteOrder.LITTLE_ENDIAN)
                .getInt();
        if (stored != (int) crc.getValue()) {
            throw new IOException("network checksum fails (the file is damaged)");
        }
        short[] weights = shorts(b, Features.COUNT * HIDDEN);
        short[] biases = shorts(b, HIDDEN);
        short[] output = shorts(b, buckets * 2 * HIDDEN);
        int[] outputBias = new int[buckets];
        for (int k = 0; k < buckets; k++) {
            outputBias[k] = b.getInt();
        }
        Network network = new Network(weights, biases, output, outputBias);
        int reach = network.reach();
        if (reach > Score.MAX_EVAL) {
            throw new IOException("the network can score up to " + reach + " internal units, beyond the evaluation's "
                    + "range of ±" + Score.MAX_EVAL + " (a diverged training)");
        }
        network.sha256 = Digests.sha256(bytes, size);
        return network;
    }

    /**
     * The largest score any position can get, either way, in internal units: every activation at whichever end
     * of {@code [0, QA]} pushes its output weight's term furthest, in every bucket. A bound, not a position's
     * score, and exact enough to tell a trained network (net4: 16,637) from a diverged one.
     */
    int reach() {
        long reach = 0;
        for (int b = 0; b < buckets; b++) {
            long up = 0;
            long down = 0;
            for (int row = 2 * b; row <= 2 * b + 1; row++) {
                for (int w : output[row]) {
                    up += Math.max(w, 0);
                    down += Math.min(w, 0);
                }
            }
            long bias = outputBias[b];
            long most = Math.max(Math.abs(up * QA + bias), Math.abs(down * QA + bias));
            reach = Math.max(reach, (most * SCALE + QA * QB - 1) / (QA * QB));
        }
        return (int) Math.min(reach, Integer.MAX_VALUE);
    }

    /** The SHA-256 of the file it was read from, in hex (its identity in provenance); null if made in memory. */
    public String sha256() {
        return sha256;
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
    public int evaluate(Position p) {
        Accumulators fresh = new Accumulators(this);
        return fresh.evaluate(p);
    }

    /** The accumulator of a perspective with no pieces: the biases. */
    void reset(int[] acc) {
        System.arraycopy(biases, 0, acc, 0, HIDDEN);
    }

    void add(int[] acc, int feature) {
        int[] w = weights[feature];
        for (int i = 0; i < HIDDEN; i++) {
            acc[i] += w[i];
        }
    }

    void subtract(int[] acc, int feature) {
        int[] w = weights[feature];
        for (int i = 0; i < HIDDEN; i++) {
            acc[i] -= w[i];
        }
    }

    /** {@code to} = {@code from} with a piece moved: feature {@code removed} off, {@code added} on; one pass. */
    void move(int[] from, int[] to, int removed, int added) {
        int[] r = weights[removed];
        int[] a = weights[added];
        for (int i = 0; i < HIDDEN; i++) {
            to[i] = from[i] - r[i] + a[i];
        }
    }

    /** {@link #move}, and the piece taken on the arrival point ({@code captured}) off too. */
    void capture(int[] from, int[] to, int removed, int added, int captured) {
        int[] r = weights[removed];
        int[] a = weights[added];
        int[] c = weights[captured];
        for (int i = 0; i < HIDDEN; i++) {
            to[i] = from[i] - r[i] + a[i] - c[i];
        }
    }

    /**
     * The score in internal units from the side to move's view, given both perspectives' accumulators and the
     * output neuron ({@link OutputBuckets#of(Position, int)}):
     * {@code (Σ output · clamp(acc, 0, QA)² / QA + outputBias) × SCALE / (QA × QB)}, the products summed in units
     * of {@link #TERM_UNIT} (each rounded to the nearest), which keeps the whole sum in an int (see {@link #half})
     * and costs under one internal unit.
     */
    int evaluate(int[] us, int[] them, int bucket) {
        long sum = ((long) half(us, output[2 * bucket]) + half(them, output[2 * bucket + 1])) * TERM_UNIT;
        return (int) ((sum / QA + outputBias[bucket]) * SCALE / (QA * QB));
    }

    /**
     * Σ w[i] · clamp(acc[i], 0, QA)² over one half, in units of {@link #TERM_UNIT}. The clamp is
     * written in shifts and masks, which vectorise where {@code Math.min}/{@code max} on ints did not.
     */
    private static int half(int[] acc, int[] w) {
        int sum = 0;
        for (int i = 0; i < HIDDEN; i++) {
            int x = acc[i];
            x &= ~(x >> 31); // max(x, 0)
            int over = x - QA;
            x -= over & ~(over >> 31); // min(x, QA)
            sum += (x * x * w[i] + TERM_UNIT / 2) >> TERM_SHIFT;
        }
        return sum;
    }
}
