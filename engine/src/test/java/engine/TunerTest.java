package engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class TunerTest {
    /**
     * A synthetic set: Red, two crossed pawns up, always wins; equal positions are drawn. Pawns are valued
     * low at the start, so the tuner must raise a pawn weight and lower the error.
     */
    @Test
    void tunerMovesPawnValueUpWhenExtraPawnsWin() {
        int[] original = Weights.raw();
        try {
            int[] start = original.clone();
            int mgPawn = Piece.PAWN;
            int egPawn = Piece.TYPE_COUNT + Piece.PAWN;
            start[mgPawn] = 10;
            start[egPawn] = 10;
            Weights.apply(start);
            List<Tuner.Sample> samples = new ArrayList<>();
            String[] kings = {"Kd0", "ke9"};
            for (int f = 0; f < 9; f++) {
                for (int r = 5; r <= 6; r++) {
                    String a = "P" + (char) ('a' + f) + r;
                    String b = "P" + (char) ('a' + (f + 3) % 9) + (r + 1);
                    Position up = Boards.position("w", kings[0], kings[1], "Ae1", "Af0", "ad9", "af9", a, b);
                    samples.add(Tuner.sample(up, 1.0));
                    Position even = Boards.position("b", kings[0], kings[1], "Ae1", "Af0", "ad9", "af9",
                            "Rb" + (r - 3), "rh" + (12 - r));
                    samples.add(Tuner.sample(even, 0.5));
                }
            }
            Tuner.Result r = Tuner.tune(samples, 3, 4, 60, s -> { });
            assertTrue(r.errorAfter() < r.errorBefore(), r.errorBefore() + " -> " + r.errorAfter());
            int[] w = r.weights();
            assertTrue(w[mgPawn] + w[egPawn] > 20, "pawn " + w[mgPawn] + "/" + w[egPawn]);
        } finally {
            Weights.apply(original);
        }
        assertEquals(java.util.Arrays.toString(original), java.util.Arrays.toString(Weights.raw()));
    }

    @Test
    void extractKeepsQuietPositionsWithResults() {
        GameRecord g = new GameRecord();
        Position p = new Position();
        for (String m : "h2e2 h9g7 h0g2 i9h9 i0h0 b9c7 h0h6 c6c5 h6g6 h7i7".split(" ")) {
            int move = Move.parse(m);
            g.addMove(move);
            p.makeMove(move);
        }
        g.setResult("1-0");
        List<Tuner.Sample> s = Tuner.extract(List.of(g), 2);
        assertTrue(!s.isEmpty() && s.size() <= 8, "samples " + s.size());
        s.forEach(x -> assertEquals(1.0, x.result()));
    }
}
