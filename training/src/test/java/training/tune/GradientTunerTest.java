package training.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.Boards;
import engine.Evaluation;
import engine.HandWrittenEval;
import engine.Piece;
import engine.Position;
import engine.Slow;
import engine.Square;
import engine.Weights;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class GradientTunerTest {
    private static final int MG_PAWN = Piece.PAWN;
    private static final int EG_PAWN = Piece.TYPE_COUNT + Piece.PAWN;

    private static GradientTuner.Settings settings(int rounds, Set<String> frozen) {
        return new GradientTuner.Settings(rounds, 200, 2.0, 60, 0, frozen);
    }

    /**
     * A synthetic set: Red, two crossed pawns up, always wins; equal positions are drawn. Pawns are valued
     * low at the start, so the tuner must raise a pawn weight and lower the error.
     */
    @Test
    void tunerMovesPawnValueUpWhenExtraPawnsWin() {
        int[] original = Tuner.currentWeights();
        int[] start = withLowPawns(original);
        List<Tuner.Sample> samples = pawnSamples();
        GradientTuner.Result r = GradientTuner.tune(samples, List.of(), start, Tuner.fitK(samples, start),
                settings(3, Set.of()), s -> { });
        assertTrue(r.errorAfter() < r.errorBefore(), r.errorBefore() + " -> " + r.errorAfter());
        int[] w = r.weights();
        assertTrue(w[MG_PAWN] + w[EG_PAWN] > 40, "pawn " + w[MG_PAWN] + "/" + w[EG_PAWN]);
        assertEquals(Tuner.error(samples, r.k(), w), r.errorAfter(), 1e-12, "the error reported is the true one");
        assertEquals(Arrays.toString(original), Arrays.toString(Tuner.currentWeights()), "tuning leaves the engine's");
    }

    /** The same set with the material frozen: the pawn values stay put and the error still falls. */
    @Test
    void frozenGroupsKeepTheirValues() {
        int[] start = withLowPawns(Tuner.currentWeights());
        List<Tuner.Sample> samples = pawnSamples();
        GradientTuner.Result r = GradientTuner.tune(samples, List.of(), start, Tuner.fitK(samples, start),
                settings(3, Set.of("material_mg", "material_eg")), s -> { });
        int[] w = r.weights();
        for (int i = 0; i < 2 * Piece.TYPE_COUNT; i++) {
            assertEquals(start[i], w[i], Tuner.nameOf(i));
        }
        assertTrue(r.errorAfter() < r.errorBefore(), r.errorBefore() + " -> " + r.errorAfter());
        assertTrue(Tuner.isWeightGroup("material_mg") && !Tuner.isWeightGroup("material"));
        assertTrue(Tuner.isWeightGroup("psq_*") && !Tuner.isWeightGroup("psq_mg_queen*"));
    }

    /**
     * Held-out positions that say the opposite of the training ones (the extra pawns only draw): every round
     * fits the training set better and the held-out set worse, so the starting weights are the ones returned.
     */
    @Test
    void heldOutPositionsChooseTheRound() {
        int[] start = withLowPawns(Tuner.currentWeights());
        List<Tuner.Sample> samples = pawnSamples();
        List<Tuner.Sample> contrary = new ArrayList<>();
        for (Tuner.Sample s : samples) {
            contrary.add(new Tuner.Sample(s.pieces(), s.side(), 0.5));
        }
        double k = Tuner.fitK(samples, start);
        List<String> log = new ArrayList<>();
        GradientTuner.Result r = GradientTuner.tune(samples, contrary, start, k, settings(2, Set.of()), log::add);
        assertTrue(log.stream().anyMatch(l -> l.contains("held out") && l.contains("(not better)")), log.toString());
        assertEquals(Arrays.toString(start), Arrays.toString(r.weights()));
        assertEquals(r.errorBefore(), r.errorAfter(), 1e-12);
    }

    /**
     * Lone rooks against the full defence, drawn in every game, with the ending's scale started at a whole: the
     * tuner must lower that scale (it is a weight like the others) and leave the scales of endings no position
     * is in alone.
     */
    @Test
    void endingScalesAreTunedToo() {
        List<Tuner.Sample> samples = new ArrayList<>();
        for (int file = 0; file < Square.FILES; file++) {
            for (int rank = 1; rank <= 6 && file != 4; rank++) {
                samples.add(Tuner.sample(Boards.position("w", "Kd0", "R" + (char) ('a' + file) + rank, "ke9", "ad9",
                        "af9", "bc9", "bg9"), 0.5));
            }
        }
        int full = scaleIndex(Weights.SCALE_ROOK_VS_FULL_DEFENCE);
        int[] start = Tuner.currentWeights();
        start[full] = HandWrittenEval.SCALE_MAX;
        GradientTuner.Result r = GradientTuner.tune(samples, List.of(), start, 1.0,
                settings(3, Set.of("material_*", "psq_*")), s -> { });
        int[] w = r.weights();
        assertTrue(w[full] < HandWrittenEval.SCALE_MAX / 4, "rook_vs_full_defence " + start[full] + " -> " + w[full]);
        int rookVsRook = scaleIndex(Weights.SCALE_ROOK_VS_ROOK);
        assertEquals(start[rookVsRook], w[rookVsRook], "no position is rook vs rook");
        assertTrue(r.errorAfter() < r.errorBefore());
    }

    /** A step that takes a scale below zero keeps nothing of the score; it does not hand it to the other side. */
    @Test
    void aScaleBelowZeroCountsAsZero() {
        int[] w = Tuner.currentWeights();
        w[scaleIndex(Weights.SCALE_ROOK_VS_FULL_DEFENCE)] = -20;
        Position p = Boards.position("w", "Kd0", "Ra0", "ke9", "ad9", "af9", "bc9", "bg9");
        assertEquals(0, new Evaluation(Weights.of(w)).evaluate(p));
    }

    /** The flat index of a scale weight. */
    private static int scaleIndex(int scale) {
        String name = "scale[" + scale + "]";
        for (int i = 0; i < Tuner.currentWeights().length; i++) {
            if (Tuner.nameOf(i).equals(name)) {
                return i;
            }
        }
        throw new AssertionError("no weight " + name);
    }

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

    /**
     * Red wins whenever its horse stands on c7 and draws with it on g5: the tuner raises c7 above g5 in the
     * horse's table, moves c7's mirror g7 with it, and leaves cells no horse stood on alone.
     */
    @Test
    void pieceSquareCellsTuneInMirroredPairs() {
        List<Tuner.Sample> samples = new ArrayList<>();
        for (String king : new String[] {"Kd0", "Kd1", "Kf0"}) {
            // Rooks on both sides: no endgame scale shrinks the horse's cells to nothing.
            samples.add(Tuner.sample(Boards.position("b", king, "ke9", "Ra0", "Ri0", "ra9", "ri9", "Nc7", "nb9"),
                    1.0));
            samples.add(Tuner.sample(Boards.position("b", king, "ke9", "Ra0", "Ri0", "ra9", "ri9", "Ng5", "nb9"),
                    0.5));
        }
        int[] start = Tuner.currentWeights();
        GradientTuner.Result r = GradientTuner.tune(samples, List.of(), start, 1.0,
                settings(4, Set.of("material_mg", "material_eg")), s -> { });
        int[] w = r.weights();
        int c7 = horseCell("psq_mg_horse", 7, 2);
        int g7 = horseCell("psq_mg_horse", 7, 6);
        int g5 = horseCell("psq_mg_horse", 5, 6);
        int e4 = horseCell("psq_mg_horse", 4, 4);
        assertTrue(w[c7] - start[c7] > w[g5] - start[g5], "c7 " + start[c7] + " -> " + w[c7] + ", g5 "
                + start[g5] + " -> " + w[g5]);
        assertEquals(w[c7], w[g7], "a cell and its mirror move together");
        assertEquals(start[e4], w[e4], "no horse stood on e4");
        assertEquals(-1, Weights.mirror(e4), "the middle file has no mirror");
        assertTrue(r.errorAfter() < r.errorBefore());
        int[] frozen = GradientTuner.tune(samples, List.of(), start, 1.0, settings(2, Set.of("material_*", "psq_*")),
                s -> { }).weights();
        assertEquals(start[c7], frozen[c7], "psq_* freezes every table");
    }

    /** The flat index of a piece-square cell, found by the weight names the tuner reports. */
    private static int horseCell(String table, int rank, int file) {
        String name = table + "[" + Weights.cell(rank, file) + "]";
        for (int i = 0; i < Tuner.currentWeights().length; i++) {
            if (Tuner.nameOf(i).equals(name)) {
                return i;
            }
        }
        throw new AssertionError("no weight " + name);
    }

    /**
     * The model the tuner descends on must be the evaluation: for every tunable weight, raised by 40 (with its
     * mirror), the model's prediction of every sample's evaluation must be the real evaluation with that
     * weight, to within the integer rounding of the blend and of the measured slope (1/16 per unit). The
     * exceptions are what the tuner's rounds exist for, left out here: king danger (its units are squared and its
     * sum clamped at zero) and the ending scales (which side is scaled turns on who is ahead), whose slopes hold
     * only near where they were measured.
     * A sample missing a slope (a cell measured for one piece but not for another on its mirror) would fail.
     */
    @Test
    @Slow
    void modelPredictsTheEvaluationOfEveryLinearWeight() {
        List<Tuner.Sample> samples = new ArrayList<>();
        HandWrittenEval evaluation = new HandWrittenEval(Weights.DEFAULT);
        for (Position p : Boards.randomPositions(11, 4, 40)) {
            boolean scaled = evaluation.ending(p, 1) != HandWrittenEval.NO_ENDING
                    || evaluation.ending(p, -1) != HandWrittenEval.NO_ENDING;
            if (!scaled) {
                samples.add(Tuner.sample(p, 0.5));
            }
        }
        int[] w = Tuner.currentWeights();
        GradientTuner.Params params = new GradientTuner.Params(Weights.tunable(Set.of()));
        GradientTuner.Model model = GradientTuner.Model.measure(samples, w, params);
        double[] origin = params.values(w);
        int checked = 0;
        for (int p = 0; p < params.size(); p++) {
            String name = Tuner.nameOf(params.index[p]);
            if (name.startsWith("king_danger") || name.startsWith("attack_units")
                    || name.startsWith("missing_defender_units")) {
                continue;
            }
            Evaluation raised = new Evaluation(Weights.of(params.raised(w, p, 40)));
            double[] x = origin.clone();
            x[p] += 40;
            for (int i = 0; i < samples.size(); i++) {
                int s = i;
                assertEquals(Tuner.redEval(samples.get(s), raised), model.predict(s, x, origin), 4,
                        () -> name + ", " + Tuner.setUp(samples.get(s)).fen());
            }
            checked++;
        }
        assertTrue(checked > 400, "weights checked: " + checked);
    }
}
