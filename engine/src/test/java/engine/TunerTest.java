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
        assertTrue(Tuner.isWeightGroup("psq_*") && !Tuner.isWeightGroup("psq_mg_queen*"));
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

    /**
     * Lines 'FEN ; centipawns' are read from the side to move's view: the same score means opposite things for
     * Red to move and Black to move. A repeated position, a position with a winning capture and a line that
     * does not parse are left out, the last one reported.
     */
    @Test
    void scoredLinesGiveRedsScore() {
        String redToMove = Boards.fen("w", "Kd0", "ke9", "Ae1", "ad9", "Ra5");
        String blackToMove = Boards.fen("b", "Kd0", "ke9", "Ae1", "ad9", "Ra5");
        String winningCapture = Boards.fen("w", "Kd0", "ke9", "Ra5", "ra7");
        List<String> problems = new ArrayList<>();
        List<Tuner.Scored> scored = Tuner.scored(List.of(redToMove + " ; 250", blackToMove + " ; 250",
                redToMove + " ; 100", winningCapture + " ; 900", "not a fen ; 3", ""), problems::add);
        assertEquals(2, scored.size());
        assertEquals(250, scored.get(0).redScore());
        assertEquals(-250, scored.get(1).redScore());
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).startsWith("not a fen"), problems.get(0));
    }

    /**
     * Scores that are the evaluation divided by 2.5 (rounded) are fitted with a factor of 2.5; labelled with
     * it, the starting weights have almost no error left.
     */
    @Test
    void scaleFitRecoversTheFactorBetweenScoresAndEvaluation() {
        Evaluation evaluation = new Evaluation();
        List<Tuner.Scored> scored = new ArrayList<>();
        for (Position p : Boards.randomPositions(7, 40, 60)) {
            Tuner.Sample s = Tuner.sample(p, Double.NaN);
            int red = Tuner.redEval(s, evaluation);
            scored.add(new Tuner.Scored(s, (int) Math.round(red / 2.5)));
        }
        double k = Tuner.WIN_MODEL_K;
        int[] weights = Tuner.currentWeights();
        double scale = Tuner.fitScale(scored, weights, k);
        assertEquals(2.5, scale, 0.05);
        assertTrue(Tuner.error(Tuner.labelScores(scored, k, scale), k, weights) < 1e-5);
        assertTrue(Tuner.error(Tuner.labelScores(scored, k, 1.0), k, weights) > 1e-3, "a wrong factor errs");
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
        Tuner.Result r = Tuner.tune(samples, start, 1.0, 4, 8, 60, 0,
                Set.of("material_mg", "material_eg"), s -> { });
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
        int[] frozen = Tuner.tune(samples, start, 1.0, 2, 8, 60, 0, Set.of("material_*", "psq_*"), s -> { })
                .weights();
        assertEquals(start[c7], frozen[c7], "psq_* freezes every table");
    }

    /** The flat index of a piece-square cell, found by the weight names the tuner reports. */
    private static int horseCell(String table, int rank, int file) {
        String name = table + "[" + Psqt.cell(rank, file) + "]";
        for (int i = 0; i < Tuner.currentWeights().length; i++) {
            if (Tuner.nameOf(i).equals(name)) {
                return i;
            }
        }
        throw new AssertionError("no weight " + name);
    }

    /**
     * The tuner keeps its error up to date by re-evaluating only the samples a weight can change. For every
     * tunable weight of every group, a trial step must give the error computed afresh over all samples (a
     * sample missing from a cell's list would keep its old error), and a rejected trial must leave nothing behind.
     */
    @Test
    void incrementalErrorMatchesAFreshComputation() {
        List<Tuner.Sample> samples = new ArrayList<>();
        for (Position p : Boards.randomPositions(11, 4, 40)) {
            samples.add(Tuner.sample(p, p.key() % 3 == 0 ? 0.9 : 0.3));
        }
        double k = 1.0;
        int[] w = Tuner.currentWeights();
        Tuner.Errors errors = new Tuner.Errors(samples, k, w);
        for (int i : Weights.tunable(Set.of())) {
            int mirror = Weights.mirror(i);
            int old = w[i];
            w[i] += 40;
            if (mirror >= 0) {
                w[mirror] = w[i];
            }
            assertEquals(Tuner.error(samples, k, w), errors.tryWeights(w, i), 1e-12, Tuner.nameOf(i));
            if (i % 2 == 0) {
                errors.accept();
            } else {
                w[i] = old;
                if (mirror >= 0) {
                    w[mirror] = old;
                }
            }
        }
        errors.resum();
        assertEquals(Tuner.error(samples, k, w), errors.error(), 1e-12);
    }
}
