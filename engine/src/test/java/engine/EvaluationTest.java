package engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The evaluation as the search sees it: the evaluator it chooses, and a thread's cached state. */
class EvaluationTest {
    @Test
    void theHandWrittenKindEvaluatesWithTheHandWrittenTerms() {
        Evaluation evaluation = new Evaluation(Evaluation.Kind.HAND_WRITTEN);
        assertEquals(Evaluation.Kind.HAND_WRITTEN, evaluation.kind());
        for (Position p : Boards.randomPositions(5, 2, 60)) {
            assertEquals(evaluation.handWritten().evaluate(p), evaluation.evaluate(p), p::fen);
        }
    }

    /** qilin.eval names the kind, qilin.evalfile alone means a network; a name it does not know is a message. */
    @Test
    void theSystemPropertiesChooseTheKind() {
        assertEquals(Evaluation.DEFAULT_KIND, new Evaluation().kind());
        try {
            System.setProperty(Evaluation.KIND_PROPERTY, "HandWritten");
            assertEquals(Evaluation.Kind.HAND_WRITTEN, new Evaluation().kind());
            System.setProperty(Evaluation.KIND_PROPERTY, "material");
            assertEquals(Evaluation.Kind.MATERIAL, new Evaluation().kind());
            System.setProperty(Evaluation.KIND_PROPERTY, "nnue");
            assertEquals("qilin.eval must be material, handwritten or network, not 'nnue'",
                    Evaluation.weightsProblem());
            System.clearProperty(Evaluation.KIND_PROPERTY);
            System.setProperty(Evaluation.NETWORK_PROPERTY, "missing.qnn");
            assertEquals(Evaluation.Kind.NETWORK, Evaluation.configuredKind());
            assertEquals("network missing.qnn: no such file", Evaluation.weightsProblem());
        } finally {
            System.clearProperty(Evaluation.KIND_PROPERTY);
            System.clearProperty(Evaluation.NETWORK_PROPERTY);
        }
        assertNull(Evaluation.weightsProblem());
    }

    /** A board made with no evaluation in sight loads no weights: it sums the empty table until asked. */
    @Test
    void aBoardTakesTheEvaluationsTableWhenFirstEvaluated() {
        Position p = Boards.position("w", "Kd0", "Ra0", "ke9"); // a rook up: its table sums to no zero
        assertEquals(0, p.psq);
        int score = new Evaluation(Evaluation.Kind.HAND_WRITTEN).evaluate(p);
        assertTrue(p.psq != 0);
        assertEquals(score, new Evaluation(Evaluation.Kind.HAND_WRITTEN).evaluate(new Position(p.fen())));
    }

    /**
     * With a network, a search thread's state (cache and accumulators kept along the search) answers what the
     * network computes from scratch, and a search with it plays a legal move.
     */
    @Test
    void aNetworkEvaluatesThroughTheThreadsAccumulators() {
        Evaluation evaluation = new Evaluation(engine.nnue.RandomNetworks.of(2), "random");
        assertEquals(Evaluation.Kind.NETWORK, evaluation.kind());
        EvalState state = evaluation.newState();
        for (Position p : Boards.randomPositions(7, 2, 60)) {
            assertEquals(evaluation.evaluate(p), state.evaluate(p), p::fen);
        }
        Search search = new Search(new TranspositionTable(1), new Search.Features(), evaluation);
        SearchLimits limits = new SearchLimits();
        limits.depth = 6;
        Position start = Position.startpos();
        int move = search.run(start, limits, SearchListener.NONE).bestMove();
        assertTrue(start.isLegal(move), Move.toIccs(move));
    }

    @Test
    void aThreadsStateAnswersWhatTheEvaluationAnswers() {
        Evaluation evaluation = new Evaluation();
        EvalState state = evaluation.newState();
        for (Position p : Boards.randomPositions(6, 2, 60)) {
            int expected = evaluation.evaluate(p);
            assertEquals(expected, state.evaluate(p), p::fen);
            assertEquals(expected, state.evaluate(p), () -> "cached: " + p.fen());
        }
    }
}
