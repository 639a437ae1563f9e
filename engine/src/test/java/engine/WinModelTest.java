package engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import org.junit.jupiter.api.Test;

class WinModelTest {
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
        WinModel.Fit fit = WinModel.fit(scores, results);
        assertEquals(even, fit.even(), 15, fit.toString());
        assertEquals(spread, fit.spread(), 12, fit.toString());
    }

    @Test
    void perMilleSumsToAThousandAndFavoursTheBetterSide() {
        int previousWin = -1;
        for (int v = -2000; v <= 2000; v += 50) {
            int[] wdl = WinModel.perMille(v);
            assertEquals(1000, wdl[0] + wdl[1] + wdl[2], "score " + v);
            assertTrue(wdl[0] >= previousWin, "win chance falls at " + v);
            previousWin = wdl[0];
        }
        int[] even = WinModel.perMille(0);
        assertEquals(even[0], even[2]);
        int[] half = WinModel.perMille(WinModel.EVEN);
        assertEquals(500, half[0]);
    }

    @Test
    void decisiveScoresAreCertain() {
        assertArrayEquals(new int[] {1000, 0, 0}, WinModel.perMille(Score.mateIn(3)));
        assertArrayEquals(new int[] {0, 0, 1000}, WinModel.perMille(Score.matedIn(2)));
        assertArrayEquals(new int[] {1000, 0, 0}, WinModel.perMille(Score.repetitionWin(5)));
    }

    @Test
    void centipawnsPutTheEvenScoreAtOneHundred() {
        assertEquals(100, WinModel.centipawns(WinModel.EVEN));
        assertEquals(-100, WinModel.centipawns(-WinModel.EVEN));
        assertEquals(0, WinModel.centipawns(0));
    }
}
