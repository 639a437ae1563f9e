package training.tune;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * SPSA finds the optimum of a simulated engine whose strength is known: games whose winner is drawn with the
 * logistic probability of the two sides' strength difference, strength falling with the squared distance from
 * an optimum the tuner is not told.
 */
class SpsaTest {
    private static final List<Spsa.Parameter> PARAMETERS = List.of(
            new Spsa.Parameter("margin", 0, 400, 10, 0.02),
            new Spsa.Parameter("depth", 1, 12, 1, 0.02));
    private static final double[] OPTIMUM = {250, 4};
    /** How far from the optimum a parameter costs one unit of strength (about 170 Elo at the logistic's 400/ln 10). */
    private static final double[] WIDTH = {60, 3};
    private static final double[] START = {120, 9};
    private static final int GAMES = 8;
    private static final Map<String, String> SETTINGS = Map.of("pairs", "2");

    @TempDir
    Path dir;

    @Test
    void findsTheOptimumOfASimulatedEngine() {
        Spsa spsa = new Spsa(PARAMETERS, START, 2_000, 7, Map.of());
        SplittableRandom games = new SplittableRandom(3);
        while (!spsa.finished()) {
            Spsa.Trial t = spsa.next();
            for (int i = 0; i < t.plus().length; i++) {
                Spsa.Parameter p = PARAMETERS.get(i);
                assertTrue(t.plus()[i] >= p.min() && t.plus()[i] <= p.max() && t.minus()[i] >= p.min()
                        && t.minus()[i] <= p.max(), "trial " + t.k() + " leaves " + p.name() + "'s range");
            }
            spsa.apply(t, play(t, games));
        }
        assertEquals(OPTIMUM[0], spsa.value(0), 25, spsa.values());
        assertEquals(OPTIMUM[1], spsa.value(1), 1.5, spsa.values());
        double before = distance(START);
        double after = distance(new double[] {spsa.value(0), spsa.value(1)});
        assertTrue(after < before / 4, "distance from the optimum " + before + " -> " + after);
    }

    @Test
    void theSchedulesEndAtEachParametersStepAndLearningRate() {
        Spsa spsa = new Spsa(PARAMETERS, START, 1_000, 1, Map.of());
        assertEquals(10, spsa.perturbation(0, 1_000), 1e-9);
        assertEquals(10 * Math.pow(1_000, 0.101), spsa.perturbation(0, 1), 1e-9);
        assertEquals(0.02 * 10 * 10, spsa.stepSize(0, 1_000), 1e-9);
        assertEquals(0.02 * 10 * 10 * Math.pow(1_100.0 / 101, 0.602), spsa.stepSize(0, 1), 1e-9);
    }

    /** A run stopped, saved and loaded goes on exactly as the run that never stopped. */
    @Test
    void aResumedRunEqualsAnUninterruptedOne() throws IOException {
        Spsa whole = new Spsa(PARAMETERS, START, 300, 5, SETTINGS);
        SplittableRandom games = new SplittableRandom(9);
        while (!whole.finished()) {
            Spsa.Trial t = whole.next();
            whole.apply(t, play(t, games));
        }
        Spsa part = new Spsa(PARAMETERS, START, 300, 5, SETTINGS);
        SplittableRandom sameGames = new SplittableRandom(9);
        Path state = dir.resolve("state.txt");
        for (int k = 0; k < 120; k++) {
            Spsa.Trial t = part.next();
            part.apply(t, play(t, sameGames));
        }
        part.save(state);
        Spsa resumed = Spsa.load(state, PARAMETERS, 300, 5, SETTINGS);
        assertEquals(120, resumed.done());
        while (!resumed.finished()) {
            Spsa.Trial t = resumed.next();
            resumed.apply(t, play(t, sameGames));
        }
        assertArrayEquals(new double[] {whole.value(0), whole.value(1)},
                new double[] {resumed.value(0), resumed.value(1)});
        assertEquals("-Dqilin.tune.margin=" + Math.round(whole.value(0)) + " -Dqilin.tune.depth="
                + Math.round(whole.value(1)), whole.flags());
    }

    @Test
    void aStateOfAnotherRunIsRefused() throws IOException {
        Path state = dir.resolve("state.txt");
        new Spsa(PARAMETERS, START, 300, 5, SETTINGS).save(state);
        assertTrue(assertThrows(IOException.class, () -> Spsa.load(state, PARAMETERS, 300, 6, SETTINGS)).getMessage()
                .contains("a run of seed 5, not 6"));
        assertTrue(assertThrows(IOException.class, () -> Spsa.load(state, PARAMETERS, 300, 5, Map.of("pairs", "4")))
                .getMessage().contains("a run of pairs 2, not 4"));
        assertTrue(assertThrows(IOException.class, () -> Spsa.load(state, PARAMETERS.subList(0, 1), 300, 5, SETTINGS))
                .getMessage().contains("a run of the parameters [margin, depth]"));
        Files.writeString(state, "seed 5\n");
        assertTrue(assertThrows(IOException.class, () -> Spsa.load(state, PARAMETERS, 300, 5, SETTINGS)).getMessage()
                .contains("not a state file"));
    }

    /** GAMES games of the trial's sides, won by each with the logistic probability of their strength gap. */
    private static int play(Spsa.Trial t, SplittableRandom random) {
        double gap = strength(t.plus()) - strength(t.minus());
        double plusWins = 1 / (1 + Math.exp(-gap));
        int result = 0;
        for (int g = 0; g < GAMES; g++) {
            result += random.nextDouble() < plusWins ? 1 : -1;
        }
        return result;
    }

    private static double strength(int[] values) {
        return -distance(new double[] {values[0], values[1]});
    }

    private static double distance(double[] values) {
        double d = 0;
        for (int i = 0; i < values.length; i++) {
            double x = (values[i] - OPTIMUM[i]) / WIDTH[i];
            d += x * x;
        }
        return d;
    }
}
