package protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.Evaluation;
import engine.Position;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The term-by-term evaluation: {@code eval} in the engine loop ({@code qilin eval} is tested in the cli module). */
class EvalBreakdownTest {
    private static final String FEN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1";

    @Test
    void loopPrintsEveryTermThenTheTotal() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.send("ucci");
            e.until("ucciok");
            e.send("position fen " + FEN);
            e.send("eval");
            List<String> lines = e.until("Evaluation:");
            String all = String.join("\n", lines);
            for (String term : List.of("material", "mobility", "cannons", "king safety", "Phase:", "Scale:")) {
                assertTrue(all.contains(term), all);
            }
            int total = new Evaluation(Evaluation.Kind.HAND_WRITTEN).evaluate(new Position(FEN));
            assertTrue(all.contains("Total: " + total + " "), all);
            // Counted by hand from the shipped weights: 2 advisors, elephants, horses, rooks, cannons at 84, 134,
            // 318, 811, 400 and 5 pawns at 67 (middlegame; 83, 86, 388, 1018, 356 and 70 endgame) a side:
            // 3,829 and 4,212.
            assertTrue(all.matches("(?s).*\\nmaterial +3829 +4212 +3829 +4212 +0 +0\\n.*"), all);
            int searched = new Evaluation().evaluate(new Position(FEN)); // the engine's own, whichever it is
            assertEquals("Evaluation: " + searched + " (side to move's view, internal units)",
                    lines.get(lines.size() - 1));
        }
    }
}
