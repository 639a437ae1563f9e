package engine.nnue;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The output layer's integer sum against the formula of engine/NNUE.md computed in longs, here, at the ends of
 * what a file can hold: every output weight at an int16 limit and every activation clamped to QA, where the sum
 * of products is far beyond an int.
 */
class OutputLayerTest {
    private static final int H = Network.HIDDEN;

    @Test
    void theExtremesOfAnInt16NetworkDoNotOverflow() {
        for (short weight : new short[] {Short.MAX_VALUE, Short.MIN_VALUE}) {
            short[] output = new short[2 * H];
            Arrays.fill(output, weight);
            Network net = network(output, 0);
            int[] saturated = new int[H];
            Arrays.fill(saturated, 5_000);
            assertEquals(exact(output, 0, saturated, saturated), net.evaluate(saturated, saturated, 0), 1.0);
        }
    }

    @Test
    void randomAccumulatorsScoreAsTheLongFormulaWithinOneUnit() {
        SplittableRandom r = new SplittableRandom(11);
        for (int trial = 0; trial < 200; trial++) {
            short[] output = new short[2 * H];
            for (int i = 0; i < output.length; i++) {
                output[i] = (short) r.nextInt(Short.MIN_VALUE, Short.MAX_VALUE + 1);
            }
            int bias = r.nextInt(-5_000_000, 5_000_001);
            int[] us = new int[H];
            int[] them = new int[H];
            for (int i = 0; i < H; i++) {
                us[i] = r.nextInt(-300, 600);
                them[i] = r.nextInt(-300, 600);
            }
            assertEquals(exact(output, bias, us, them), network(output, bias).evaluate(us, them, 0), 1.0);
        }
    }

    /**
     * (Σ v · clamp(acc, 0, QA)² / QA + c) × SCALE / (QA × QB), in longs, from NNUE.md. The engine rounds each
     * product to 2⁹ to keep its sum in an int (under 0.8 internal units in all), so the two, each truncated to a
     * whole unit, may differ by one.
     */
    private static long exact(short[] output, int bias, int[] us, int[] them) {
        long sum = 0;
        for (int i = 0; i < H; i++) {
            sum += (long) output[i] * square(us[i]) + (long) output[H + i] * square(them[i]);
        }
        return (sum / Network.QA + bias) * Network.SCALE / (Network.QA * Network.QB);
    }

    private static long square(int acc) {
        long x = Math.min(Math.max(acc, 0), Network.QA);
        return x * x;
    }

    private static Network network(short[] output, int bias) {
        return new Network(new short[Features.COUNT * H], new short[H], output, new int[] {bias});
    }
}
