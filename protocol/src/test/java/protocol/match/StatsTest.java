package protocol.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class StatsTest {
    private static final double EPS = 0.05;

    @Test
    void seventyFivePercentIsPlus190Elo() {
        // score 0.75: Elo = -400 log10(1/0.75 - 1) = -400 log10(1/3) = 400 * 0.4771213 = 190.85
        assertEquals(190.85, new Stats(3, 1, 0).elo(), EPS);
        assertEquals(190.85, new Stats(2, 0, 2).elo(), EPS); // (2 + 2/2) / 4 = 0.75 too
    }

    @Test
    void evenScoreIsZeroEloAndFiftyPercentLos() {
        Stats even = new Stats(7, 7, 6);
        assertEquals(0.0, even.elo(), 1e-9);
        assertEquals(0.5, even.los(), 1e-9);
        assertEquals(0.5, Stats.EMPTY.los(), 1e-9);
    }

    /** log10(1) is 0, but -400 times it is -0.0, which printed as "Elo -0.0" for every even score. */
    @Test
    void evenScoreIsPrintedAsEloZeroWithoutASign() {
        assertEquals("Score of a vs b: 0 - 0 - 4  [0.500] 4/4, Elo 0.0 ± 0.0, LOS 50.0%",
                Progress.scoreLine("a", "b", new Stats(0, 0, 4), 4, 4));
        assertTrue(Progress.scoreLine("a", "b", new Stats(7, 7, 6), 20, 20).contains(", Elo 0.0 ± "));
    }

    @Test
    void eloErrorFromPerGameVariance() {
        // W=60 L=20 D=20: s = (60 + 10) / 100 = 0.7.
        // variance = (60·0.3² + 20·0.2² + 20·0.7²) / 100 = (5.4 + 0.8 + 9.8) / 100 = 0.16
        // standard error = sqrt(0.16 / 100) = 0.04; 95% bounds 0.7 ± 1.96·0.04 = 0.6216 .. 0.7784
        // Elo(0.7784) = -400 log10(0.2216/0.7784) = 218.25; Elo(0.6216) = -400 log10(0.3784/0.6216) = 86.22
        // error = (218.25 - 86.22) / 2 = 66.0; Elo(0.7) = -400 log10(3/7) = 147.19
        Stats s = new Stats(60, 20, 20);
        assertEquals(0.16, s.variance(), 1e-12);
        assertEquals(147.19, s.elo(), EPS);
        assertEquals(66.0, s.eloError(), 0.1);
    }

    @Test
    void losFromErf() {
        // W=10 L=5: LOS = 0.5 (1 + erf(5 / sqrt(30))) = 0.5 (1 + erf(0.91287)) = 0.5 (1 + 0.80329) = 0.90165
        assertEquals(0.90165, new Stats(10, 5, 3).los(), 1e-4);
        assertEquals(1 - 0.90165, new Stats(5, 10, 3).los(), 1e-4);
    }

    @Test
    void sprtLlrOfTrinomialNormalApproximation() {
        // elo0 = 0, elo1 = 10: s0 = 0.5, s1 = 1 / (1 + 10^(-10/400)) = 1 / (1 + 0.944061) = 0.514387
        // W=60 L=20 D=20 (above): s = 0.7, v = 0.16, N = 100
        // LLR = N (s1 - s0)(2s - s0 - s1) / (2v) = 100 · 0.014387 · 0.385613 / 0.32 = 1.7337
        Sprt sprt = Sprt.parse(List.of("elo0=0", "elo1=10", "alpha=0.05", "beta=0.05"));
        Stats s = new Stats(60, 20, 20);
        assertEquals(1.7337, sprt.llr(s), 1e-3);
        // bounds: ln(0.05 / 0.95) = -2.9444, ln(0.95 / 0.05) = +2.9444
        assertEquals(-2.9444, sprt.lowerBound(), 1e-4);
        assertEquals(2.9444, sprt.upperBound(), 1e-4);
        assertEquals(Sprt.Status.CONTINUE, sprt.status(s));
        // Twice the games with the same proportions doubles the LLR: 3.467 > 2.944, H1 accepted.
        assertEquals(Sprt.Status.ACCEPT_H1, sprt.status(new Stats(120, 40, 40)));
        // The mirror image is evidence against H1: LLR = 100 · 0.014387 · (0.6 - 1.014387) / 0.32 = -1.8631
        assertEquals(-1.8631, sprt.llr(new Stats(20, 60, 20)), 1e-3);
        assertEquals(Sprt.Status.ACCEPT_H0, sprt.status(new Stats(40, 120, 40)));
    }

    @Test
    void resultsCountFromTheFirstEnginesView() {
        Stats s = Stats.EMPTY.plus(Outcome.RED_WINS, true).plus(Outcome.RED_WINS, false)
                .plus(Outcome.BLACK_WINS, false).plus(Outcome.DRAW, true);
        assertEquals(new Stats(2, 1, 1), s);
        assertTrue(Double.isInfinite(new Stats(2, 0, 0).elo()));
    }
}
