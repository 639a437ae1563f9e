package training.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.Boards;
import engine.Evaluation;
import engine.HandWrittenEval;
import engine.Piece;
import engine.Position;
import engine.Square;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class EndingReportTest {
    private static final double K = Tuner.WIN_MODEL_K;

    @Test
    void materialListsAttackersThenDefendersAndLeavesOutPawnsOnTheLastRank() {
        Position p = Boards.position("w", "Kd0", "Rh4", "Ci2", "Pa6", "Pb9", "Ad2", "ke9", "ad9", "af9", "bc9",
                "bg9", "pa3");
        assertEquals("RCP+A", EndingReport.material(p, Piece.RED));
        assertEquals("P+AABB", EndingReport.material(p, Piece.BLACK));
        Position bare = Boards.position("w", "Kd0", "Ra0", "ke9", "bc9");
        assertEquals("-+B", EndingReport.material(bare, Piece.BLACK));
    }

    /**
     * Three groups of lone-rook endings, labelled level, as the evaluation scores them, and as a quarter of
     * that: the report must find the shares 0, 64 and 16, and no gain where the evaluation is the label.
     */
    @Test
    void findsTheShareThatFitsTheLabels() {
        Evaluation evaluation = new Evaluation(Evaluation.Kind.HAND_WRITTEN);
        List<Tuner.Sample> samples = new ArrayList<>();
        int perGroup = 0;
        for (int file = 0; file < Square.FILES; file++) {
            if (file == 4) {
                continue; // on the e-file the rook would give check
            }
            for (int rank = 1; rank <= 6; rank++) {
                String rook = "R" + (char) ('a' + file) + rank;
                Position level = Boards.position("w", "Kd0", rook, "ke9", "ad9", "af9", "bc9", "bg9");
                samples.add(Tuner.sample(level, 0.5));
                Position asEvaluated = Boards.position("w", "Kd0", rook, "ke9", "ad9", "af9", "bc9");
                samples.add(Tuner.sample(asEvaluated, Tuner.sigmoid(K, Tuner.redEval(asEvaluated, evaluation))));
                Position quarter = Boards.position("w", "Kd0", rook, "ke9", "ad9", "bc9", "bg9");
                samples.add(Tuner.sample(quarter, Tuner.sigmoid(K, Tuner.redEval(quarter, evaluation) / 4.0)));
                perGroup++;
            }
        }
        List<EndingReport.Row> rows = EndingReport.rows(samples, K, perGroup);
        assertEquals(3, rows.size(), rows.toString());
        EndingReport.Row drawn = row(rows, "R+ vs -+AABB");
        assertEquals(perGroup, drawn.positions());
        assertEquals(0, drawn.bestShare(), drawn.toString());
        assertTrue(drawn.gain() > 0, drawn.toString());
        assertEquals(0.5, drawn.label(), 1e-9);
        EndingReport.Row won = row(rows, "R+ vs -+AAB");
        assertEquals(HandWrittenEval.SCALE_MAX, won.bestShare(), won.toString());
        assertEquals(0, won.gain(), 1e-9);
        EndingReport.Row quarter = row(rows, "R+ vs -+ABB");
        assertEquals(HandWrittenEval.SCALE_MAX / 4, quarter.bestShare(), quarter.toString());
        assertTrue(quarter.gain() > 0 && rows.indexOf(won) == 2, rows.toString());
        assertEquals(EndingReport.rows(samples, K, perGroup + 1), List.of(), "fewer positions than the minimum");
    }

    private static EndingReport.Row row(List<EndingReport.Row> rows, String ending) {
        return rows.stream().filter(r -> r.ending().equals(ending)).findFirst()
                .orElseThrow(() -> new AssertionError("no row " + ending + " in " + rows));
    }
}
