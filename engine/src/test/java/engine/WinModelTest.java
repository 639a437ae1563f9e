package engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class WinModelTest {
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
