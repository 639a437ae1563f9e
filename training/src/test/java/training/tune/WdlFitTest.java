package training.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Random;
import org.junit.jupiter.api.Test;

class WdlFitTest {
    private static final long SEED = 14L;
    private static final int SAMPLES = 40_000;

    /** Outcomes drawn from a known model must give that model back. */
    @Test
    void fitRecoversTheModelThatMadeTheData() {
        double even = 250;
        double spread = 120;
        Random random = new Random(SEED);
        int[] scores = new int[SAMPLES];
        double[] results = new double[SAMPLES];
        for (int i = 0; i < SAMPLES; i++) {
            int v = random.nextInt(1201) - 600;
            double win = 1 / (1 + Math.exp((even - v) / spread));
            double loss = 1 / (1 + Math.exp((even + v) / spread));
            double u = random.nextDouble();
            scores[i] = v;
            results[i] = u < win ? 1 : u < win + loss ? 0 : 0.5;
        }
        WdlFit.Fit fit = WdlFit.fit(scores, results);
        assertEquals(even, fit.even(), 15, fit.toString());
        assertEquals(spread, fit.spread(), 12, fit.toString());
    }
}
