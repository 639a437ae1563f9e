package cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.Evaluation;
import engine.Position;
import org.junit.jupiter.api.Test;
import protocol.CommandRun;

/** {@code qilin eval}: the evaluation term by term, as the engine loop's {@code eval} prints it. */
class EvalCommandTest {
    private static final String FEN = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1";

    @Test
    void commandPrintsTheBreakdown() {
        CommandRun.Result r = CommandRun.run(Main.commandLine(), "eval", "--fen", FEN);
        String text = r.out();
        assertEquals(0, r.code(), text);
        assertTrue(text.contains("Total: " + new Evaluation().evaluate(new Position(FEN)) + " "), text);
        assertTrue(text.matches("(?s).*\\nmaterial +3829 +4212 +3829 +4212 +0 +0\\n.*"), text);
    }
}
