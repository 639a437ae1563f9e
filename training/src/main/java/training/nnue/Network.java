package training.nnue;

import engine.io.AtomicFile;
import engine.nnue.OutputBuckets;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.zip.CRC32;

/**
 * The float network the trainer learns, architecture 1 or 2 of engine/NNUE.md: a feature transformer of
 * {@link Features#INPUTS} × {@link #HIDDEN} shared by both perspectives, SCReLU, and an output neuron over the
 * side to move's activations then the other side's: one (architecture 1), or one per {@link OutputBuckets bucket}
 * (2). All parameters are rows of one array ({@link #params}), so that gradients, Adam's moments and checkpoints
 * treat them alike.
 */
public final class Network {
    public static final int HIDDEN = engine.nnue.Network.HIDDEN;
    public static final int QA = engine.nnue.Network.QA;
    public static final int QB = engine.nnue.Network.QB;
    public static final int SCALE = engine.nnue.Network.SCALE;
    public static final int FORMAT_VERSION = engine.nnue.Network.VERSION;

    /**
     * The parameters are rows of one array ({@link #params}): rows 0 … 1259 the feature transformer's weights of
     * each feature, then its biases, then for each output neuron (bucket) its weights over the side to move's
     * activations, those over the other side's, and its bias (a row of one). Rows, not one flat array, so that
     * every loop over a row reads two arrays at the same index, which the JIT turns into vector instructions.
     * Architecture 1's rows are architecture 2's first bucket's.
     */
    public static final int BIAS = Features.INPUTS;
    private static final int OUT_STM = BIAS + 1;
    private static final int OUT_OTHER = OUT_STM + 1;
    private static final int OUT_BIAS = OUT_OTHER + 1;
    /** Rows of an output neuron: its two halves' weights and its bias. */
    private static final int OUT_ROWS = 3;

    /**
     * Bound of the feature transformer's weights and biases: a perspective's accumulator sums its bias and at
     * most 32 weights, so 33 × round(3.89 × 255) = 32,736 fits an int16 accumulator, and each stored value
     * (at most 992) fits int16 many times over.
     */
    public static final float FT_CLIP = 3.89f;
    /** Bound of the output weights: round(31.99 × 1024) = 32,758 fits int16, and × 255² fits an int32 term. */
    public static final float OUT_CLIP = 31.99f;
    /** Bound of the output bias: × 255 × 1024 = 2.09e9 fits an int32. */
    public static final float OUT_B_CLIP = 8_000f;

    static final byte[] MAGIC = engine.nnue.Network.SIGNATURE.getBytes(StandardCharsets.US_ASCII);

    /** Output neurons: 1 (architecture 1) or {@link OutputBuckets#COUNT} (2). */
    public final int buckets;
    public final float[][] params;

    /** A network of {@code architecture} (1 or 2), every parameter zero. */
    public Network(int architecture) {
        buckets = engine.nnue.Network.buckets(architecture);
        params = shape();
    }

    public int architecture() {
        return engine.nnue.Network.architecture(buckets);
    }

    /** Bucket b's row of weights over the side to move's activations. */
    public static int outStm(int bucket) {
        return OUT_STM + OUT_ROWS * bucket;
    }

    /** Bucket b's row of weights over the other side's activations. */
    public static int outOther(int bucket) {
        return OUT_OTHER + OUT_ROWS * bucket;
    }

    /** Bucket b's bias, a row of one. */
    public static int outBias(int bucket) {
        return OUT_BIAS + OUT_ROWS * bucket;
    }

    public int rows() {
        return OUT_STM + OUT_ROWS * buckets;
    }

    /** Parameters in all. */
    public int size() {
        return size(architecture());
    }

    /** Parameters in all of a network of {@code architecture}. */
    public static int size(int architecture) {
        return (Features.INPUTS + 1) * HIDDEN + engine.nnue.Network.buckets(architecture) * (2 * HIDDEN + 1);
    }

    /** Size of the quantised file: header, weights, biases, CRC-32. */
    public int fileBytes() {
        return engine.nnue.Network.fileBytes(buckets);
    }

    /** An array of the parameters' shape, zero. */
    public float[][] shape() {
        float[][] rows = new float[rows()][];
        for (int r = 0; r < rows.length; r++) {
            rows[r] = new float[isOutputBias(r) ? 1 : HIDDEN];
        }
        return rows;
    }

    private static boolean isOutputBias(int row) {
        return row > BIAS && (row - OUT_STM) % OUT_ROWS == OUT_BIAS - OUT_STM;
    }

    /**
     * Seeded start, as a dense layer starts: feature-transformer weights uniform in ±1/√1260, output weights
     * uniform in ±1/√512, biases zero.
     */
    public static Network initial(long seed, int architecture) {
        Network n = new Network(architecture);
        Rng rng = new Rng(seed);
        float ft = (float) (1 / Math.sqrt(Features.INPUTS));
        for (int r = 0; r < BIAS; r++) {
            for (int i = 0; i < HIDDEN; i++) {
                n.params[r][i] = ft * (2 * rng.nextFloat() - 1);
            }
        }
        float out = (float) (1 / Math.sqrt(2 * HIDDEN));
        for (int b = 0; b < n.buckets; b++) {
            for (int r = outStm(b); r <= outOther(b); r++) {
                for (int i = 0; i < HIDDEN; i++) {
                    n.params[r][i] = out * (2 * rng.nextFloat() - 1);
                }
            }
        }
        return n;
    }

    /** The bound quantisation puts on the parameters of row r. */
    static float bound(int row) {
        return row <= BIAS ? FT_CLIP : isOutputBias(row) ? OUT_B_CLIP : OUT_CLIP;
    }

    /** Whether weight decay applies to row r: weights yes, biases no. */
    public static boolean decays(int row) {
        return row < BIAS || row > BIAS && !isOutputBias(row);
    }

    /**
     * The float output ({@code out}; × {@link #SCALE} is internal units) for two perspectives' features, by
     * output neuron {@code bucket}.
     */
    public float forward(int[] stm, int nStm, int[] other, int nOther, int bucket) {
        float[] a = new float[HIDDEN];
        float[] b = new float[HIDDEN];
        accumulate(stm, nStm, a);
        accumulate(other, nOther, b);
        float out = 0;
        for (int j = 0; j < HIDDEN; j++) {
            float x = Math.min(Math.max(a[j], 0f), 1f);
            float y = Math.min(Math.max(b[j], 0f), 1f);
            out += params[outStm(bucket)][j] * x * x + params[outOther(bucket)][j] * y * y;
        }
        return out + params[outBias(bucket)][0];
    }

    /** The float output for a position, side to move's view. */
    public float forward(engine.Position p) {
        int[] stm = new int[Features.MAX_ACTIVE];
        int[] other = new int[Features.MAX_ACTIVE];
        int nStm = Features.active(p, p.sideToMove(), stm, 0);
        int nOther = Features.active(p, 1 - p.sideToMove(), other, 0);
        return forward(stm, nStm, other, nOther, OutputBuckets.of(p, buckets));
    }

    private void accumulate(int[] features, int n, float[] acc) {
        System.arraycopy(params[BIAS], 0, acc, 0, HIDDEN);
        for (int k = 0; k < n; k++) {
            float[] row = params[features[k]];
            for (int i = 0; i < HIDDEN; i++) {
                acc[i] += row[i];
            }
        }
    }

    /** The quantised network, the bytes of NNUE.md's file format (little-endian, CRC-32 last). */
    public byte[] quantised() {
        ByteBuffer b = ByteBuffer.allocate(fileBytes()).order(ByteOrder.LITTLE_ENDIAN);
        b.put(MAGIC);
        b.putInt(FORMAT_VERSION).putInt(architecture()).putInt(Features.INPUTS).putInt(HIDDEN).putInt(QA).putInt(QB)
                .putInt(SCALE);
        for (int r = 0; r <= BIAS; r++) {
            for (int i = 0; i < HIDDEN; i++) {
                b.putShort(toShort(params[r][i] * QA));
            }
        }
        for (int bucket = 0; bucket < buckets; bucket++) {
            for (int r = outStm(bucket); r <= outOther(bucket); r++) {
                for (int i = 0; i < HIDDEN; i++) {
                    b.putShort(toShort(params[r][i] * QB));
                }
            }
        }
        for (int bucket = 0; bucket < buckets; bucket++) {
            double bias = Math.rint((double) params[outBias(bucket)][0] * QA * QB);
            if (!(Math.abs(bias) <= Integer.MAX_VALUE)) {
                throw new IllegalStateException("the output bias " + params[outBias(bucket)][0]
                        + " does not fit the file's int32: the network diverged");
            }
            b.putInt((int) bias);
        }
        CRC32 crc = new CRC32();
        crc.update(b.array(), 0, b.position());
        b.putInt((int) crc.getValue());
        return b.array();
    }

    /**
     * A quantised parameter. Training clips every parameter to what int16 holds, so only a diverged network
     * (NaN or infinite parameters) has one that does not fit: refused, never rounded to 0 or the limit.
     */
    private static short toShort(float v) {
        if (!(Math.abs(v) <= Short.MAX_VALUE + 0.5f)) {
            throw new IllegalStateException("a parameter quantises to " + v + ", beyond int16: the network diverged");
        }
        long r = Math.round((double) v);
        return (short) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, r));
    }

    /**
     * Writes {@link #quantised()} to {@code file}, through a temporary file so a reader never sees half; first
     * reads the bytes back as the engine reads a network, so that a file the engine would refuse (a diverged
     * network's, whose scores could leave the evaluation's range) is refused here and never written.
     */
    public void export(Path file) throws IOException {
        byte[] bytes = quantised();
        try {
            engine.nnue.Network.read(new ByteArrayInputStream(bytes));
        } catch (IOException e) {
            throw new IOException("the trained network is not written: " + e.getMessage());
        }
        AtomicFile.write(file, bytes);
    }
}
