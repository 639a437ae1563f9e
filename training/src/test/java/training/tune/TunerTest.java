package training.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.Boards;
import engine.Evaluation;
import engine.Move;
import engine.Position;
import engine.Slow;
import engine.notation.GameRecord;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import protocol.match.Termination;

class TunerTest {
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
     * Red to move and Black to move. A position with a capture to make gives way to its quiet leaf (the rook
     * taken, Black to move) with its score; a repeated position and a line that does not parse are left out,
     * the last one reported.
     */
    @Test
    void scoredLinesGiveRedsScore() {
        String redToMove = Boards.fen("w", "Kd0", "ke9", "Ae1", "ad9", "Ra5");
        String blackToMove = Boards.fen("b", "Kd0", "ke9", "Ae1", "ad9", "Ra5");
        String winningCapture = Boards.fen("w", "Kd0", "ke9", "Ra5", "ra7");
        List<String> problems = new ArrayList<>();
        List<Tuner.Scored> scored = Tuner.scored(List.of(redToMove + " ; 250", blackToMove + " ; 250",
                redToMove + " ; 100", winningCapture + " ; 900", "not a fen ; 3", ""), problems::add);
        assertEquals(3, scored.size());
        assertEquals(250, scored.get(0).redScore());
        assertEquals(-250, scored.get(1).redScore());
        Position leaf = Tuner.setUp(scored.get(2).position());
        assertEquals(Boards.fen("b", "Kd0", "ke9", "Ra7"), leaf.fen());
        assertEquals(900, scored.get(2).redScore());
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).startsWith("not a fen"), problems.get(0));
    }

    /**
     * A third field is the game's result ('qilin datagen'): read as Red's, blended into the label by the share
     * the score is given, and a word that is no result is a problem. Lines starting with '#' are comments.
     */
    @Test
    void scoredLinesMayCarryTheGameResult() {
        String redToMove = Boards.fen("w", "Kd0", "ke9", "Ae1", "ad9", "Ra5");
        String blackToMove = Boards.fen("b", "Kd0", "ke9", "Ae1", "ad9", "Ra6");
        String other = Boards.fen("b", "Kd0", "ke9", "Ae1", "ad9", "Ra7");
        List<String> problems = new ArrayList<>();
        List<Tuner.Scored> scored = Tuner.scored(List.of("# game 0 0-1 MATE 80 plies", redToMove + " ; 0 ; 0-1",
                blackToMove + " ; 0 ; 1/2-1/2", other + " ; 0 ; 2-0"), problems::add);
        assertEquals(2, scored.size());
        assertEquals(0.0, scored.get(0).position().result());
        assertEquals(0.5, scored.get(1).position().result());
        assertEquals(1, problems.size(), problems.toString());
        assertTrue(problems.get(0).endsWith("not a result: 2-0"), problems.get(0));
        double k = Tuner.WIN_MODEL_K;
        List<Tuner.Sample> labels = Tuner.labelScores(scored, k, 1.0, 0.25);
        assertEquals(0.25 * 0.5 + 0.75 * 0.0, labels.get(0).result(), 1e-12, "a level score, a lost game");
        assertEquals(0.5, labels.get(1).result(), 1e-12);
        Tuner.Scored noResult = new Tuner.Scored(Tuner.sample(new Position(redToMove), Double.NaN), 0);
        assertEquals(0.5, Tuner.labelScores(List.of(noResult), k, 1.0, 0.25).get(0).result(), 1e-12,
                "without a result the score is the label");
    }

    /**
     * Scores that are the evaluation divided by 2.5 (rounded) are fitted with a factor of 2.5; labelled with
     * it, the starting weights have almost no error left.
     */
    @Test
    @Slow
    void scaleFitRecoversTheFactorBetweenScoresAndEvaluation() {
        Evaluation evaluation = new Evaluation(Evaluation.Kind.HAND_WRITTEN);
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
        assertTrue(Tuner.error(Tuner.labelScores(scored, k, scale, 1.0), k, weights) < 1e-5);
        assertTrue(Tuner.error(Tuner.labelScores(scored, k, 1.0, 1.0), k, weights) > 1e-3, "a wrong factor errs");
    }
}
