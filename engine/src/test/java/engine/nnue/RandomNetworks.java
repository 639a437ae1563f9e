package engine.nnue;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.SplittableRandom;
import java.util.zip.CRC32;

/** Networks of random weights for tests, and their files written byte by byte as engine/NNUE.md lays them out. */
public final class RandomNetworks {
    /** Output weights in steps of 1/64, whatever QB is: the same float networks as when QB was 64. */
    private static final int OUTPUT_STEP = Network.QB / 64;

    private RandomNetworks() {
    }

    /**
     * Weights small enough that no accumulator leaves int16 (32 pieces × 60 + bias 200), spread across the
     * clamp so that every part of SCReLU is used; output weights small enough that the network's reach stays
     * within the evaluation's range (about ±13,000 internal units), so that its file is read.
     */
    public static Network of(long seed) {
        return of(seed, 1);
    }

    /** As {@link #of(long)}, with an output neuron per bucket (architecture 2). */
    public static Network bucketed(long seed) {
        return of(seed, OutputBuckets.COUNT);
    }

    private static Network of(long seed, int buckets) {
        SplittableRandom r = new SplittableRandom(seed);
        short[] weights = new short[Features.COUNT * Network.HIDDEN];
        for (int i = 0; i < weights.length; i++) {
            weights[i] = (short) (r.nextInt(121) - 60);
        }
        short[] biases = new short[Network.HIDDEN];
        for (int i = 0; i < biases.length; i++) {
            biases[i] = (short) (r.nextInt(401) - 200);
        }
        short[] output = new short[buckets * 2 * Network.HIDDEN];
        for (int i = 0; i < output.length; i++) {
            output[i] = (short) ((r.nextInt(33) - 16) * OUTPUT_STEP);
        }
        int[] outputBias = new int[buckets];
        for (int k = 0; k < buckets; k++) {
            outputBias[k] = (r.nextInt(20001) - 10000) * OUTPUT_STEP;
        }
        return new Network(weights, biases, output, outputBias);
    }

    /** The file of {@code n}, with the header fields given ({@code n}'s own unless a test changes one). */
    static byte[] file(Network n, int version, int architecture, int hidden) {
        ByteBuffer b = ByteBuffer.allocate(Network.fileBytes(n.buckets)).order(ByteOrder.LITTLE_ENDIAN);
        b.put(Network.MAGIC);
        b.putInt(version).putInt(architecture).putInt(Features.COUNT).putInt(hidden);
        b.putInt(Network.QA).putInt(Network.QB).putInt(Network.SCALE);
        for (int[] row : n.weights) {
            putShorts(b, row);
        }
        putShorts(b, n.biases);
        for (int[] row : n.output) {
            putShorts(b, row);
        }
        for (int bias : n.outputBias) {
            b.putInt(bias);
        }
        CRC32 crc = new CRC32();
        crc.update(b.array(), 0, b.position());
        b.putInt((int) crc.getValue());
        return b.array();
    }

    private static void putShorts(ByteBuffer b, int[] values) {
        for (int v : values) {
            b.putShort((short) v);
        }
    }

    public static byte[] file(Network n) {
        return file(n, Network.VERSION, n.buckets == 1 ? 1 : 2, Network.HIDDEN);
    }
}
