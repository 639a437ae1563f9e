package training.nnue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import training.data.DataReader;

/** The trainer learns what is known to be there: material, from random games scored by material alone. */
class NnueTrainerTest {
    static TrainCommand.Dataset synthetic(long seed, int games, double holdout) throws IOException {
        TrainCommand.Dataset d = new TrainCommand.Dataset(seed, holdout);
        d.read(new ByteArrayInputStream(syntheticBytes(seed, games)), DataReader.Filter.QUIET);
        return d;
    }

    @Test
    void learnsMaterial() throws IOException {
        TrainCommand.Dataset d = synthetic(1, 400, 0.1);
        assertTrue(d.train.size() > 20_000 && d.heldOut.size() > 1_000, d.train.size() + " " + d.heldOut.size());
        Trainer.Settings settings = new Trainer.Settings(6, 0, 1024, 0.002f, 0.01f, 0f, 2, 1, false, 1);
        List<Trainer.Epoch> curve = new ArrayList<>();
        Network net;
        double before;
        try (Trainer trainer = new Trainer(settings)) {
            before = trainer.loss(d.heldOut);
            trainer.train(d.train, d.heldOut, curve::add);
            net = trainer.network();
        }
        StringBuilder report = new StringBuilder(String.format(Locale.ROOT, "held-out loss before %.5f", before));
        for (Trainer.Epoch e : curve) {
            report.append(String.format(Locale.ROOT, "; epoch %d train %.5f held-out %.5f", e.epoch(), e.trainLoss(),
                    e.heldOutLoss()));
        }
        System.out.println(report);
        double after = curve.get(curve.size() - 1).heldOutLoss();
        assertTrue(after < before / 4, report.toString());

        // on games it never saw: the network's sign is material's where material is clearly uneven
        ByteArrayOutputStream fresh = new ByteArrayOutputStream();
        Synthetic.write(fresh, 99, 60);
        int[] agree = new int[2];
        DataReader.read(new ByteArrayInputStream(fresh.toByteArray()), DataReader.Filter.QUIET, (p, s, g, ply) -> {
            int material = Synthetic.material(p);
            if (Math.abs(material) >= 200) {
                agree[1]++;
                if (Math.signum(net.forward(p)) == Math.signum(material)) {
                    agree[0]++;
                }
            }
        });
        System.out.println("sign agrees with material (|material| >= 200) in " + agree[0] + " of " + agree[1]);
        assertTrue(agree[1] > 1_000, "positions " + agree[1]);
        assertTrue(agree[0] >= 0.95 * agree[1], agree[0] + " of " + agree[1] + " agree; " + report);
    }

    /**
     * The hand-written gradients are the loss's slopes, measured by central differences, with one output neuron
     * and with a bucket's each; a bucket that scores none of the samples gets no gradient.
     */
    @Test
    void gradientsMatchFiniteDifferences() throws IOException {
        gradientsMatchFiniteDifferences(1);
        gradientsMatchFiniteDifferences(2);
    }

    private static void gradientsMatchFiniteDifferences(int architecture) throws IOException {
        TrainCommand.Dataset d = synthetic(3, 3, 0);
        Samples s = d.train;
        int n = Math.min(s.size(), 64);
        int[] order = inOrder(n);
        Network net = livelyNetwork(5, architecture);
        float[][] p = net.params;
        float wdl = 0.3f;
        Trainer.Worker w = new Trainer.Worker(net);
        w.train(p, s, order, 0, n, 1f / n, wdl, 0);
        int feature = s.features[s.start[0]];
        int b = architecture == 1 ? 0 : s.bucket[0];
        int[][] checks = {{feature, 3}, {feature, 77}, {s.features[s.start[0] + s.stmCount[0]], 5},
            {Network.BIAS, 10}, {Network.BIAS, 200}, {Network.outStm(b), 7}, {Network.outOther(b), 100},
            {Network.outBias(b), 0}};
        if (architecture == 2) {
            int inBucket0 = 0;
            for (int i = 0; i < n; i++) {
                inBucket0 += s.bucket[i] == 0 ? 1 : 0;
            }
            assertEquals(0, inBucket0, "the first samples of a game keep their attackers");
            assertEquals(0f, w.grad[Network.outStm(0)][7]);
            assertEquals(0f, w.grad[Network.outBias(0)][0]);
        }
        int checked = 0;
        for (int[] c : checks) {
            float analytic = w.grad[c[0]][c[1]];
            float saved = p[c[0]][c[1]];
            float h = 1e-3f;
            p[c[0]][c[1]] = saved + h;
            w.evaluate(p, s, 0, n, wdl);
            double plus = w.loss / n;
            p[c[0]][c[1]] = saved - h;
            w.evaluate(p, s, 0, n, wdl);
            double minus = w.loss / n;
            p[c[0]][c[1]] = saved;
            double numeric = (plus - minus) / (2 * h);
            assertEquals(numeric, analytic, 0.05 * Math.abs(numeric) + 2e-6,
                    "row " + c[0] + " column " + c[1] + ": analytic " + analytic + ", numeric " + numeric);
            if (Math.abs(numeric) > 1e-4) {
                checked++;
            }
        }
        assertTrue(checked >= 5, checked + " gradients large enough to mean something");
    }

    /**
     * Training on a sample's mirror image through {@code Samples.twins} gives the gradients that training on the
     * mirrored board itself gives: the augmentation is the position Xiangqi's symmetry says it is.
     */
    @Test
    void mirroredSamplesTrainAsTheMirroredBoards() throws IOException {
        // each position of a few random games as it is, and the picked ones' boards mirrored: one read of the data
        int n = 96;
        long key = 12345;
        Samples s = new Samples();
        Samples boards = new Samples();
        DataReader.read(new ByteArrayInputStream(syntheticBytes(4, 3)), DataReader.Filter.QUIET, (p, score, g, ply) -> {
            int i = s.size();
            if (i < n) {
                s.add(p, score, g.result());
                boolean mirror = Trainer.Worker.mirrors(key, i);
                boards.add(mirror ? new engine.Position(NnueFeaturesTest.fen(p, false, true)) : p, score, g.result());
            }
        });
        assertEquals(n, s.size());
        int mirrored = 0;
        int withTwin = 0;
        for (int i = 0; i < n; i++) {
            boolean mirror = Trainer.Worker.mirrors(key, i);
            mirrored += mirror ? 1 : 0;
            withTwin += mirror && s.twins[i] != 0 ? 1 : 0;
        }
        assertTrue(mirrored > n / 4 && withTwin > n / 8, mirrored + " mirrored, " + withTwin + " with a twin view");
        int[] order = inOrder(n);
        Network net = livelyNetwork(6, 1);
        Trainer.Worker augmented = new Trainer.Worker(net);
        augmented.train(net.params, s, order, 0, n, 1f / n, 0.3f, key);
        Trainer.Worker reference = new Trainer.Worker(net);
        reference.train(net.params, boards, order, 0, n, 1f / n, 0.3f, 0);
        assertEquals(reference.loss, augmented.loss, 1e-6 * reference.loss);
        for (int r = 0; r < net.rows(); r++) {
            for (int i = 0; i < net.params[r].length; i++) {
                float want = reference.grad[r][i];
                // the views sum their features in another order: floats differ in the last digits
                assertEquals(want, augmented.grad[r][i], 2e-4f * Math.abs(want) + 1e-9f, "row " + r + " column " + i);
            }
        }
    }

    private static int[] inOrder(int n) {
        int[] order = new int[n];
        for (int i = 0; i < n; i++) {
            order[i] = i;
        }
        return order;
    }

    /** Larger weights than the start's, so that many accumulators are inside (0, 1) and the output matters. */
    private static Network livelyNetwork(long seed, int architecture) {
        Network net = Network.initial(seed, architecture);
        for (int r = 0; r < net.rows(); r++) {
            for (int i = 0; i < net.params[r].length; i++) {
                net.params[r][i] *= r < Network.BIAS ? 8 : 20;
            }
        }
        return net;
    }

    private static byte[] syntheticBytes(long seed, int games) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Synthetic.write(bytes, seed, games);
        return bytes.toByteArray();
    }

    /** The learning rate drops ×0.1 once 75 % of the epochs are done. */
    @Test
    void stepSchedule() {
        try (Trainer t = new Trainer(new Trainer.Settings(8, 0, 16, 0.001f, 0.01f, 0.3f, 1, 1, false, 1))) {
            assertEquals(0.001f, t.learningRate(0));
            assertEquals(0.001f, t.learningRate(5));
            assertEquals(0.001f * 0.1f, t.learningRate(6));
            assertEquals(0.001f * 0.1f, t.learningRate(7));
        }
    }
}
