package training.nnue;

import engine.io.AtomicFile;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Trains the network of engine/NNUE.md on the CPU: mean squared error between σ(out × 400 / 451) and the target
 * {@code wdl × result + (1 − wdl) × σ(score / 451)}, gradients by hand (only the active features' rows of the
 * feature transformer get any), AdamW (β1 0.9, β2 0.999, weight decay on weights but not biases), the learning
 * rate dropped ×0.1 once 75 % of the epochs are done, parameters clipped after every step to what quantisation
 * allows ({@link Network#FT_CLIP}, {@link Network#OUT_CLIP}). With {@code mirror}, each epoch trains on the
 * left-right mirror image of a seeded half of the samples (chosen afresh each epoch by a hash of the seed, the
 * epoch and the sample, so a resumed run chooses alike). A batch is split over the threads in fixed
 * slices, each with its own gradient buffer; the buffers are summed in thread order, so a run is a function of
 * its seed, data and thread count, and bit for bit the same each time.
 */
public final class Trainer implements AutoCloseable {
    static final float K = (float) (Network.SCALE / engine.WinModel.SPREAD);
    static final float SPREAD = (float) engine.WinModel.SPREAD;
    private static final float BETA1 = 0.9f;
    private static final float BETA2 = 0.999f;
    private static final float EPSILON = 1e-8f;
    /** The share of the epochs after which the learning rate drops, and by how much. */
    static final double DROP_AT = 0.75;
    static final float DROP = 0.1f;
    private static final byte[] CHECKPOINT_MAGIC = "QILINCKP".getBytes(StandardCharsets.US_ASCII);
    private static final int CHECKPOINT_VERSION = 2;
    private static final int H = Network.HIDDEN;
    /** A checkpoint's settings text is a line of a few dozen bytes; anything longer is damage. */
    private static final int MAX_SETTINGS_BYTES = 1 << 10;

    /**
     * How to train.
     *
     * @param epochs       passes over the training samples in all (the schedule's length)
     * @param stopAfter    stop once this many epochs are done (as if interrupted; 0 = run all)
     * @param batch        samples per step
     * @param lr           AdamW's learning rate before the drop
     * @param weightDecay  AdamW's decoupled weight decay (weights only)
     * @param wdl          the game result's share of the target
     * @param threads      threads a batch is split over
     * @param seed         the network's start, the shuffles and the held-out split
     * @param mirror       whether to train on mirror images too ({@link Samples#twins})
     * @param architecture 1: one output neuron; 2: one per output bucket (engine/NNUE.md)
     */
    public record Settings(int epochs, int stopAfter, int batch, float lr, float weightDecay, float wdl, int threads,
            long seed, boolean mirror, int architecture) {
        /**
         * The settings a resumed run must keep, as a checkpoint records them: all that decide the numbers but
         * the seed (checked apart), the threads and where to stop, which only decide how and how far it runs.
         */
        public String fixed() {
            return String.format(Locale.ROOT, "epochs=%d batch=%d lr=%s weight-decay=%s wdl=%s mirror=%b "
                    + "architecture=%d", epochs, batch, lr, weightDecay, wdl, mirror, architecture);
        }

        /** The first of {@link #fixed}'s entries in which {@code recorded} differs, in words; null if none. */
        public String differenceFrom(String recorded) {
            String[] theirs = recorded.split(" ");
            String[] ours = fixed().split(" ");
            for (int i = 0; i < ours.length; i++) {
                String theirsEntry = i < theirs.length ? theirs[i] : "";
                if (!ours[i].equals(theirsEntry)) {
                    String key = ours[i].substring(0, ours[i].indexOf('='));
                    return "--" + key + ": the checkpoint has " + theirsEntry.substring(theirsEntry.indexOf('=') + 1)
                            + ", this run " + ours[i].substring(key.length() + 1);
                }
            }
            return null;
        }
    }

    /** One epoch's numbers, as the progress line prints them. */
    public record Epoch(int epoch, double trainLoss, double heldOutLoss, double samplesPerSecond) {
    }

    private final Settings settings;
    final Network net;
    final float[][] m;
    final float[][] v;
    long step;
    int epoch;
    final Rng shuffle;
    private final Worker[] workers;
    private final ExecutorService pool;

    public Trainer(Settings settings) {
        this.settings = settings;
        this.net = Network.initial(settings.seed(), settings.architecture());
        this.m = net.shape();
        this.v = net.shape();
        this.shuffle = new Rng(settings.seed() ^ 0x5DEECE66DL);
        workers = new Worker[settings.threads()];
        for (int t = 0; t < workers.length; t++) {
            workers[t] = new Worker(net);
        }
        pool = settings.threads() > 1 ? Executors.newFixedThreadPool(settings.threads(), r -> {
            Thread thread = new Thread(r, "train");
            thread.setDaemon(true);
            return thread;
        }) : null;
    }

    public Network network() {
        return net;
    }

    public int epochsDone() {
        return epoch;
    }

    /** The learning rate of a 0-based epoch. */
    float learningRate(int e) {
        return e < (int) Math.ceil(DROP_AT * settings.epochs()) ? settings.lr() : settings.lr() * DROP;
    }

    /**
     * Trains from the epoch reached so far to the end (or to {@code stopAfter}), calling {@code onEpoch} after
     * each; answers the last epoch's numbers (null if none ran).
     */
    public Epoch train(Samples train, Samples heldOut, EpochListener onEpoch) throws IOException {
        int[] order = new int[train.size()];
        Epoch last = null;
        int end = settings.stopAfter() > 0 ? Math.min(settings.epochs(), settings.stopAfter()) : settings.epochs();
        while (epoch < end) {
            long started = System.nanoTime();
            float lr = learningRate(epoch);
            for (int i = 0; i < order.length; i++) {
                order[i] = i;
            }
            for (int i = order.length - 1; i > 0; i--) {
                int j = shuffle.nextInt(i + 1);
                int swap = order[i];
                order[i] = order[j];
                order[j] = swap;
            }
            double lossSum = 0;
            long mirrorKey = settings.mirror() ? Rng.hash(settings.seed(), epoch) : 0;
            for (int lo = 0; lo < order.length; lo += settings.batch()) {
                lossSum += step(train, order, lo, Math.min(order.length, lo + settings.batch()), lr, mirrorKey);
            }
            double seconds = (System.nanoTime() - started) / 1e9;
            double trainLoss = order.length == 0 ? Double.NaN : lossSum / order.length;
            double heldLoss = loss(heldOut);
            boolean diverged = order.length > 0 && !Double.isFinite(trainLoss)
                    || heldOut.size() > 0 && !Double.isFinite(heldLoss);
            if (diverged) {
                throw new IOException(String.format(Locale.ROOT, "training diverged in epoch %d (train loss %s, "
                        + "held-out loss %s): no network or checkpoint written; a lower --lr may hold",
                        epoch + 1, trainLoss, heldLoss));
            }
            epoch++;
            last = new Epoch(epoch, trainLoss, heldLoss, order.length / Math.max(seconds, 1e-9));
            if (onEpoch != null) {
                onEpoch.done(last);
            }
        }
        return last;
    }

    /** Stops the trainer's threads. */
    @Override
    public void close() {
        if (pool != null) {
            pool.shutdownNow();
        }
    }

    /** Called after each epoch, after the trainer's state has moved on to it (a checkpoint saves that). */
    @FunctionalInterface
    public interface EpochListener {
        void done(Epoch e) throws IOException;
    }

    /**
     * One AdamW step on samples {@code order[lo..hi)}, mirroring those {@link Worker#mirrors} picks with
     * {@code mirrorKey} (0: none); answers their summed squared error.
     */
    private double step(Samples s, int[] order, int lo, int hi, float lr, long mirrorKey) {
        int n = hi - lo;
        float inv = 1f / n;
        int threads = workers.length;
        List<Callable<Void>> tasks = new ArrayList<>(threads);
        for (int t = 0; t < threads; t++) {
            Worker w = workers[t];
            int from = lo + (int) ((long) n * t / threads);
            int to = lo + (int) ((long) n * (t + 1) / threads);
            tasks.add(() -> {
                w.train(net.params, s, order, from, to, inv, settings.wdl(), mirrorKey);
                return null;
            });
        }
        run(tasks);
        double loss = 0;
        for (Worker w : workers) {
            loss += w.loss;
        }
        step++;
        float c1 = (float) (1 - Math.pow(BETA1, step));
        float c2 = (float) (1 - Math.pow(BETA2, step));
        tasks.clear();
        for (int t = 0; t < threads; t++) {
            int from = net.rows() * t / threads;
            int to = net.rows() * (t + 1) / threads;
            tasks.add(() -> {
                adam(from, to, lr, c1, c2);
                return null;
            });
        }
        run(tasks);
        return loss;
    }

    /**
     * Sums the threads' gradients of rows {@code [from, to)} (in thread order, zeroing them), steps AdamW and
     * clips each parameter to its bound.
     */
    private void adam(int from, int to, float lr, float c1, float c2) {
        float decay = lr * settings.weightDecay();
        float rate = lr / c1;
        float c2Inv = 1 / c2;
        for (int r = from; r < to; r++) {
            float[] g0 = workers[0].grad[r];
            for (int t = 1; t < workers.length; t++) {
                float[] gt = workers[t].grad[r];
                for (int i = 0; i < g0.length; i++) {
                    g0[i] += gt[i];
                    gt[i] = 0;
                }
            }
            float[] p = net.params[r];
            float[] mr = m[r];
            float[] vr = v[r];
            float keep = Network.decays(r) ? 1 - decay : 1;
            float bound = Network.bound(r);
            for (int i = 0; i < p.length; i++) {
                float g = g0[i];
                g0[i] = 0;
                float mi = BETA1 * mr[i] + (1 - BETA1) * g;
                float vi = BETA2 * vr[i] + (1 - BETA2) * g * g;
                mr[i] = mi;
                vr[i] = vi;
                float w = p[i] * keep - rate * mi / ((float) Math.sqrt(vi * c2Inv) + EPSILON);
                p[i] = Math.min(Math.max(w, -bound), bound);
            }
        }
    }

    /** Mean squared error of the network on {@code s} (NaN for no samples). */
    public double loss(Samples s) {
        if (s.size() == 0) {
            return Double.NaN;
        }
        int threads = workers.length;
        List<Callable<Void>> tasks = new ArrayList<>(threads);
        for (int t = 0; t < threads; t++) {
            Worker w = workers[t];
            int from = (int) ((long) s.size() * t / threads);
            int to = (int) ((long) s.size() * (t + 1) / threads);
            tasks.add(() -> {
                w.evaluate(net.params, s, from, to, settings.wdl());
                return null;
            });
        }
        run(tasks);
        double sum = 0;
        for (Worker w : workers) {
            sum += w.loss;
        }
        return sum / s.size();
    }

    private void run(List<Callable<Void>> tasks) {
        if (pool == null) {
            for (Callable<Void> task : tasks) {
                try {
                    task.call();
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            }
            return;
        }
        try {
            for (Future<Void> f : pool.invokeAll(tasks)) {
                f.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted", e);
        } catch (ExecutionException e) {
            throw new IllegalStateException(e.getCause());
        }
    }

    static float sigmoid(float x) {
        return 1f / (1f + (float) Math.exp(-x));
    }

    /** The target of sample i: the result's share and the score's. */
    static float target(Samples s, int i, float wdl) {
        return wdl * 0.5f * s.result[i] + (1 - wdl) * sigmoid(s.score[i] / SPREAD);
    }

    /** A thread's scratch: accumulators, activations, their gradients, and its own gradient buffer. */
    static final class Worker {
        /** Above any 1 / (1 − x) for a float x below 1: (1 − x) × this, clamped to [0, 1], is 1 when x < 1, else 0. */
        private static final float STEP = 1e30f;
        final float[][] grad;
        /** Output neurons of the network trained: 1 scores every sample by bucket 0. */
        private final int buckets;
        private final float[] accS = new float[H];
        private final float[] accO = new float[H];
        private final float[] actS = new float[H];
        private final float[] actO = new float[H];
        private final float[] dS = new float[H];
        private final float[] dO = new float[H];
        double loss;

        Worker(Network net) {
            grad = net.shape();
            buckets = net.buckets;
        }

        /** The output neuron of sample i. */
        private int bucket(Samples s, int i) {
            return buckets == 1 ? 0 : s.bucket[i];
        }

        /** Every feature as itself. */
        private static final short[] SAME = new short[Features.INPUTS];

        static {
            for (int f = 0; f < SAME.length; f++) {
                SAME[f] = (short) f;
            }
        }

        /** Whether sample i is trained as its mirror image under {@code mirrorKey}: a hash's coin (0: never). */
        static boolean mirrors(long mirrorKey, int i) {
            return mirrorKey != 0 && (Rng.mix(mirrorKey + i) & 1) != 0;
        }

        /**
         * How sample i's view ({@link Samples#STM_TWIN} or {@link Samples#OTHER_TWIN}) reads its features: through
         * their twins when the sample is trained as its mirror image and that view has them, else as they are.
         */
        private static short[] view(Samples s, int i, boolean mirror, int which) {
            return mirror && (s.twins[i] & which) != 0 ? Features.TWIN : SAME;
        }

        /**
         * Forward pass of sample i into the accumulators and activations, its views' features read through
         * {@code ms} and {@code mo} ({@link #view}), scored by output neuron {@code bucket}; answers the output.
         */
        private float forward(float[][] p, Samples s, int i, short[] ms, short[] mo, int bucket) {
            short[] f = s.features;
            int begin = s.start[i];
            int mid = begin + s.stmCount[i];
            int end = s.end(i);
            float[] a = accS;
            float[] b = accO;
            System.arraycopy(p[Network.BIAS], 0, a, 0, H);
            System.arraycopy(p[Network.BIAS], 0, b, 0, H);
            for (int k = begin; k < mid; k++) {
                float[] row = p[ms[f[k]]];
                for (int j = 0; j < H; j++) {
                    a[j] += row[j];
                }
            }
            for (int k = mid; k < end; k++) {
                float[] row = p[mo[f[k]]];
                for (int j = 0; j < H; j++) {
                    b[j] += row[j];
                }
            }
            float[] x = actS;
            float[] y = actO;
            for (int j = 0; j < H; j++) {
                float cx = Math.min(Math.max(a[j], 0f), 1f);
                float cy = Math.min(Math.max(b[j], 0f), 1f);
                x[j] = cx * cx;
                y[j] = cy * cy;
            }
            return dot(p[Network.outStm(bucket)], x) + dot(p[Network.outOther(bucket)], y)
                    + p[Network.outBias(bucket)][0];
        }

        /** A row of output weights times activations, in eight lanes so that it keeps up with the vector loops. */
        private static float dot(float[] w, float[] x) {
            float s0 = 0;
            float s1 = 0;
            float s2 = 0;
            float s3 = 0;
            float s4 = 0;
            float s5 = 0;
            float s6 = 0;
            float s7 = 0;
            for (int j = 0; j < H; j += 8) {
                s0 += w[j] * x[j];
                s1 += w[j + 1] * x[j + 1];
                s2 += w[j + 2] * x[j + 2];
                s3 += w[j + 3] * x[j + 3];
                s4 += w[j + 4] * x[j + 4];
                s5 += w[j + 5] * x[j + 5];
                s6 += w[j + 6] * x[j + 6];
                s7 += w[j + 7] * x[j + 7];
            }
            return ((s0 + s1) + (s2 + s3)) + ((s4 + s5) + (s6 + s7));
        }

        void evaluate(float[][] p, Samples s, int from, int to, float wdl) {
            double sum = 0;
            for (int i = from; i < to; i++) {
                float e = sigmoid(forward(p, s, i, SAME, SAME, bucket(s, i)) * K) - target(s, i, wdl);
                sum += e * e;
            }
            loss = sum;
        }

        void train(float[][] p, Samples s, int[] order, int from, int to, float inv, float wdl, long mirrorKey) {
            double sum = 0;
            float[][] g = grad;
            short[] f = s.features;
            float[] a = accS;
            float[] b = accO;
            float[] x = actS;
            float[] y = actO;
            float[] da = dS;
            float[] db = dO;
            float[] gB = g[Network.BIAS];
            for (int n = from; n < to; n++) {
                int i = order[n];
                boolean mirror = mirrors(mirrorKey, i);
                short[] ms = view(s, i, mirror, Samples.STM_TWIN);
                short[] mo = view(s, i, mirror, Samples.OTHER_TWIN);
                int bucket = bucket(s, i);
                float[] vS = p[Network.outStm(bucket)];
                float[] vO = p[Network.outOther(bucket)];
                float[] gS = g[Network.outStm(bucket)];
                float[] gO = g[Network.outOther(bucket)];
                float out = forward(p, s, i, ms, mo, bucket);
                float pr = sigmoid(out * K);
                float e = pr - target(s, i, wdl);
                sum += e * e;
                float go = 2 * e * pr * (1 - pr) * K * inv;
                g[Network.outBias(bucket)][0] += go;
                float go2 = 2 * go;
                for (int j = 0; j < H; j++) {
                    gS[j] += go * x[j];
                    gO[j] += go * y[j];
                }
                // d(clamp(x)²)/dx = 2 clamp(x) inside (0, 1), 0 outside; written without branches
                for (int j = 0; j < H; j++) {
                    float u = a[j];
                    float w = b[j];
                    float ds = go2 * vS[j] * Math.min(Math.max(u, 0f), 1f) * Math.min(Math.max((1f - u) * STEP, 0f), 1f);
                    float dd = go2 * vO[j] * Math.min(Math.max(w, 0f), 1f) * Math.min(Math.max((1f - w) * STEP, 0f), 1f);
                    da[j] = ds;
                    db[j] = dd;
                    gB[j] += ds + dd;
                }
                int begin = s.start[i];
                int mid = begin + s.stmCount[i];
                int end = s.end(i);
                for (int k = begin; k < mid; k++) {
                    float[] row = g[ms[f[k]]];
                    for (int j = 0; j < H; j++) {
                        row[j] += da[j];
                    }
                }
                for (int k = mid; k < end; k++) {
                    float[] row = g[mo[f[k]]];
                    for (int j = 0; j < H; j++) {
                        row[j] += db[j];
                    }
                }
            }
            loss = sum;
        }
    }

    // ---- checkpoints ----

    /**
     * Float weights, Adam's moments and step, the epochs done, the shuffle's state, the seed, the data's size and
     * the settings a resumed run must keep ({@link Settings#fixed}).
     */
    public byte[] checkpoint(int trainSamples, int heldOutSamples) {
        byte[] fixed = settings.fixed().getBytes(StandardCharsets.US_ASCII);
        ByteBuffer b = ByteBuffer.allocate(checkpointBytes(fixed.length));
        b.put(CHECKPOINT_MAGIC).putInt(CHECKPOINT_VERSION).putInt(net.size()).putLong(settings.seed())
                .putInt(epoch).putLong(step).putLong(shuffle.state).putInt(trainSamples).putInt(heldOutSamples);
        b.putInt(fixed.length).put(fixed);
        java.nio.FloatBuffer floats = b.asFloatBuffer();
        for (float[][] part : new float[][][] {net.params, m, v}) {
            for (float[] row : part) {
                floats.put(row);
            }
        }
        return b.array();
    }

    /** A checkpoint's size with settings text of {@code fixedBytes}. */
    private int checkpointBytes(int fixedBytes) {
        return CHECKPOINT_MAGIC.length + 5 * 4 + 3 * 8 + 4 + fixedBytes + 3 * 4 * net.size();
    }

    public void writeCheckpoint(Path file, int trainSamples, int heldOutSamples) throws IOException {
        AtomicFile.write(file, checkpoint(trainSamples, heldOutSamples));
    }

    /** What a checkpoint says about the run it came from, before its numbers are loaded. */
    public record CheckpointHeader(long seed, int epoch, int trainSamples, int heldOutSamples, String settings) {
    }

    /** The header of a checkpoint of a network of {@code architecture} (another's is refused). */
    public static CheckpointHeader readHeader(Path file, int architecture) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            DataInputStream d = new DataInputStream(in);
            byte[] magic = new byte[CHECKPOINT_MAGIC.length];
            d.readFully(magic);
            if (!Arrays.equals(magic, CHECKPOINT_MAGIC)) {
                throw new IOException("not a checkpoint of qilin train");
            }
            int version = d.readInt();
            int size = d.readInt();
            if (version != CHECKPOINT_VERSION) {
                throw new IOException("a checkpoint of format version " + version + ", this trainer writes "
                        + CHECKPOINT_VERSION);
            }
            if (size != Network.size(architecture)) {
                throw new IOException("a checkpoint of a network of " + size + " parameters, not architecture "
                        + architecture + "'s " + Network.size(architecture) + " (--architecture)");
            }
            long seed = d.readLong();
            int epoch = d.readInt();
            d.readLong();
            d.readLong();
            int trainSamples = d.readInt();
            int heldOutSamples = d.readInt();
            int length = d.readInt();
            if (length < 0 || length > MAX_SETTINGS_BYTES) {
                throw new IOException("a damaged checkpoint (settings of " + length + " bytes)");
            }
            byte[] settings = new byte[length];
            d.readFully(settings);
            return new CheckpointHeader(seed, epoch, trainSamples, heldOutSamples,
                    new String(settings, StandardCharsets.US_ASCII));
        } catch (java.io.EOFException e) {
            throw new IOException("checkpoint cut short");
        }
    }

    /** Loads a checkpoint written by {@link #checkpoint} into this trainer (made with the checkpoint's seed). */
    public void resume(Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        int fixedAt = CHECKPOINT_MAGIC.length + 5 * 4 + 3 * 8;
        int fixedBytes = bytes.length < fixedAt + 4 ? 0 : ByteBuffer.wrap(bytes).getInt(fixedAt);
        int expected = fixedBytes < 0 || fixedBytes > MAX_SETTINGS_BYTES ? -1 : checkpointBytes(fixedBytes);
        if (bytes.length != expected) {
            throw new IOException("checkpoint has " + bytes.length + " bytes, not " + expected);
        }
        ByteBuffer b = ByteBuffer.wrap(bytes);
        b.position(CHECKPOINT_MAGIC.length + 8);
        if (b.getLong() != settings.seed()) {
            throw new IOException("checkpoint made with another seed");
        }
        epoch = b.getInt();
        step = b.getLong();
        shuffle.state = b.getLong();
        b.getInt();
        b.getInt();
        b.position(b.position() + 4 + fixedBytes);
        java.nio.FloatBuffer floats = b.asFloatBuffer();
        for (float[][] part : new float[][][] {net.params, m, v}) {
            for (float[] row : part) {
                floats.get(row);
            }
        }
    }

    /**
     * The progress line of an epoch: losses, speed, elapsed time and the time to {@code end}, the last epoch of
     * this run.
     */
    static String progress(Epoch e, int epochs, int end, float lr, double elapsed, int epochsThisRun) {
        double eta = epochsThisRun == 0 ? 0 : elapsed / epochsThisRun * (end - e.epoch());
        String held = Double.isNaN(e.heldOutLoss()) ? "-" : String.format(Locale.ROOT, "%.6f", e.heldOutLoss());
        return String.format(Locale.ROOT, "epoch %d/%d  train loss %.6f  held-out loss %s  lr %.2g  %.0f samples/s  "
                + "elapsed %s  ETA %s", e.epoch(), epochs, e.trainLoss(), held, lr, e.samplesPerSecond(),
                clock(elapsed), clock(eta));
    }

    static String clock(double seconds) {
        long s = Math.round(seconds);
        return String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60);
    }

}
