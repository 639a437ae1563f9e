package engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.notation.GameRecord;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class TunerTest {
    /**
     * A synthetic set: Red, two crossed pawns up, always wins; equal positions are drawn. Pawns are valued
     * low at the start, so the tuner must raise a pawn weight and lower the error.
     */
    @Test
    void tunerMovesPawnValueUpWhenExtraPawnsWin() {
        int[] original = Tuner.currentWeights();
        Tuner.Result r = Tuner.tune(pawnSamples(), withLowPawns(original), 3, 4, 60, s -> { });
        assertTrue(r.errorAfter() < r.errorBefore(), r.errorBefore() + " -> " + r.errorAfter());
        int[] w = r.weights();
        assertTrue(w[MG_PAWN] + w[EG_PAWN] > 20, "pawn " + w[MG_PAWN] + "/" + w[EG_PAWN]);
        assertEquals(Arrays.toString(original), Arrays.toString(Tuner.currentWeights()), "tuning leaves the engine's");
    }

    /** The same set with the material frozen: the pawn values stay put and the error still falls. */
    @Test
    void frozenGroupsKeepTheirValues() {
        int[] start = withLowPawns(Tuner.currentWeights());
        List<Tuner.Sample> samples = pawnSamples();
        Tuner.Result r = Tuner.tune(samples, start, Tuner.fitK(samples, start), 3, 4, 60, 0,
                Set.of("material_mg", "material_eg"), s -> { });
        int[] w = r.weights();
        for (int i = 0; i < 2 * Piece.TYPE_COUNT; i++) {
            assertEquals(start[i], w[i], Tuner.nameOf(i));
        }
        assertTrue(r.errorAfter() < r.errorBefore(), r.errorBefore() + " -> " + r.errorAfter());
        assertTrue(Tuner.isWeightGroup("material_mg") && !Tuner.isWeightGroup("material"));
    }

    private static final int MG_PAWN = Piece.PAWN;
    private static final int EG_PAWN = Piece.TYPE_COUNT + Piece.PAWN;

    private static int[] withLowPawns(int[] weights) {
        int[] start = weights.clone();
        start[MG_PAWN] = 10;
        start[EG_PAWN] = 10;
        return start;
    }

    private static List<Tuner.Sample> pawnSamples() {
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
        return samples;
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
        g.setTag("Termination", "adjudication");
        assertEquals(s.size(), Tuner.extract(List.of(g), 2).size(), "adjudicated games count");
        g.setTag("Termination", "time forfeit");
        assertTrue(Tuner.extract(List.of(g), 2).isEmpty(), "a game lost on time says nothing of its positions");
    }

    /**
     * A rook up with a lost game on record, for each side to move: the search's share of the label says who
     * stands better whatever the result says, and the blend is the stated mix of the two.
     */
    @Test
    void searchLabelsBlendResultWithTheSearchScore() {
        Position redUp = Boards.position("w", "Kd0", "ke9", "Ae1", "Af0", "ad9", "af9", "Ra5");
        Position blackUp = Boards.position("w", "Kd0", "ke9", "Ae1", "Af0", "ad9", "af9", "ri4");
        List<Tuner.Sample> samples = List.of(Tuner.sample(redUp, 0.0), Tuner.sample(blackUp, 1.0));
        double k = 1.0;
        List<Tuner.Sample> bySearch = Tuner.blendWithSearch(samples, 2000, k, 1.0);
        assertTrue(bySearch.get(0).result() > 0.9, "Red a rook up: " + bySearch.get(0).result());
        assertTrue(bySearch.get(1).result() < 0.1, "Black a rook up: " + bySearch.get(1).result());
        List<Tuner.Sample> half = Tuner.blendWithSearch(samples, 2000, k, 0.5);
        for (int i = 0; i < samples.size(); i++) {
            double expected = (samples.get(i).result() + bySearch.get(i).result()) / 2;
            assertEquals(expected, half.get(i).result(), 1e-12);
        }
        assertEquals(0.0, Tuner.blendWithSearch(samples, 2000, k, 0.0).get(0).result());
    }
}
