package engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
     * Rook-against-defence positions labelled as the evaluation sees them with the full-defence scale taken out
     * (share 64), and level: the report must find a small share for the level ones and none for the others.
     */
    @Test
    void findsTheShareThatFitsTheLabels() {
        Evaluation evaluation = new Evaluation();
        List<Tuner.Sample> level = new ArrayList<>();
        List<Tuner.Sample> asEvaluated = new ArrayList<>();
        for (int file = 0; file < Square.FILES; file++) {
            for (int rank = 1; rank <= 6 && file != 4; rank++) { // not on the e-file: a check to the king
                String rook = "R" + (char) ('a' + file) + rank;
                Position drawn = Boards.position("w", "Kd0", rook, "ke9", "ad9", "af9", "bc9", "bg9");
                level.add(Tuner.sample(drawn, 0.5));
                Position won = Boards.position("w", "Kd0", rook, "ke9", "ad9", "af9", "bc9");
                asEvaluated.add(Tuner.sample(won, Tuner.sigmoid(K, Tuner.redEval(won, evaluation))));
            }
        }
        List<Tuner.Sample> all = new ArrayList<>(level);
        all.addAll(asEvaluated);
        List<EndingReport.Row> rows = EndingReport.rows(all, K, 10);
        assertEquals(2, rows.size(), rows.toString());
        EndingReport.Row drawn = rows.get(0);
        assertEquals("R+ vs -+AABB", drawn.ending());
        assertEquals(level.size(), drawn.positions());
        assertEquals(0, drawn.bestShare(), drawn.toString());
        assertTrue(drawn.gain() > 0, drawn.toString());
        EndingReport.Row won = rows.get(1);
        assertEquals("R+ vs -+AAB", won.ending());
        assertEquals(Evaluation.SCALE_MAX, won.bestShare(), won.toString());
        assertEquals(0, won.gain(), 1e-9);
        assertEquals(0.5, drawn.label(), 1e-9);
    }
}
