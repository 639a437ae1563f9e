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
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Synthetic.write(bytes, seed, games);
        TrainCommand.Dataset d = new TrainCommand.Dataset(seed, holdout);
        d.read(new ByteArrayInputStream(bytes.toByteArray()), DataReader.Filter.QUIET);
        return d;
    }

    @Test
    void learnsMaterial() throws IOException {
        TrainCommand.Dataset d = synthetic(1, 400, 0.1);
        assertTrue(d.train.size() > 20_000 && d.heldOut.size() > 1_000, d.train.size() + " " + d.heldOut.size());
        Trainer.Settings settings = new Trainer.Settings(6, 0, 1024, 0.002f, 0.01f, 0f, 2, 1);
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
        assertTrue(agree[1] > 1_000, "positions " + agree[1]);
        assertTrue(agree[0] >= 0.95 * agree[1], agree[0] + " of " + agree[1] + " agree; " + report);
    }

    /** The learning rate drops ×0.1 once 75 % of the epochs are done. */
    @Test
    void stepSchedule() {
        try (Trainer t = new Trainer(new Trainer.Settings(8, 0, 16, 0.001f, 0.01f, 0.3f, 1, 1))) {
            assertEquals(0.001f, t.learningRate(0));
            assertEquals(0.001f, t.learningRate(5));
            assertEquals(0.001f * 0.1f, t.learningRate(6));
            assertEquals(0.001f * 0.1f, t.learningRate(7));
        }
    }
}
