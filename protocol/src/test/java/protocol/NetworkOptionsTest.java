package protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.Evaluation;
import engine.HandWrittenEval;
import engine.Position;
import engine.Weights;
import engine.nnue.EmbeddedNetwork;
import engine.nnue.Network;
import engine.nnue.RandomNetworks;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * EvalFile / evalfile name the embedded network by default and load a file otherwise, a bad one is refused and
 * the old one kept, Use NNUE and UCCI's knowledge switch back, and isready waits for the network.
 */
class NetworkOptionsTest {
    private static final Network NET = RandomNetworks.of(4);
    private static final HandWrittenEval HAND_WRITTEN = new HandWrittenEval(Weights.DEFAULT);

    @TempDir
    Path dir;

    @Test
    void uciLoadsANetworkKeepsItAgainstABadFileAndSwitchesBack() throws Exception {
        Path net = dir.resolve("net.qnn");
        Files.write(net, RandomNetworks.file(NET));
        Path bad = dir.resolve("bad.qnn");
        Files.write(bad, "QILINNET, and nothing more".getBytes());
        int byNetwork = NET.evaluate(Position.startpos());
        try (EngineSession e = new EngineSession()) {
            e.uciWithoutBook();
            e.send("setoption name Use NNUE value true");
            e.send("setoption name EvalFile value " + net);
            e.send("position startpos");
            assertEquals(evaluationLine(byNetwork), evalLine(e));
            e.send("setoption name EvalFile value " + bad);
            String refused = e.first("info string");
            assertTrue(refused.contains("network " + bad + ": ") && refused.contains("stays as it was"), refused);
            assertEquals(evaluationLine(byNetwork), evalLine(e));
            e.send("setoption name Use NNUE value false");
            assertEquals(evaluationLine(HAND_WRITTEN.evaluate(Position.startpos())), evalLine(e));
            e.send("setoption name Use NNUE value true");
            e.send("go depth 4");
            List<String> lines = e.until("bestmove");
            EngineSession.assertLegalBestMove(lines.get(lines.size() - 1), Position.startpos());
        }
    }

    /** The default EvalFile is the embedded network's name, and means it; a bad file leaves it in force. */
    @Test
    void theDefaultEvalFileIsTheEmbeddedNetworkAndABadFileLeavesIt() throws Exception {
        String fen = "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1CN3NC1/9/R1BAKAB1R w - - 4 3";
        int embedded = EmbeddedNetwork.get().evaluate(new Position(fen));
        try (EngineSession e = new EngineSession()) {
            e.send("uci");
            List<String> hello = e.until("uciok");
            assertTrue(hello.contains("option name EvalFile type string default " + EmbeddedNetwork.NAME), hello::toString);
            e.send("setoption name UseBook value false");
            e.send("setoption name Use NNUE value true");
            e.send("position fen " + fen);
            assertEquals(evaluationLine(embedded), evalLine(e));
            e.send("setoption name EvalFile value " + dir.resolve("missing.qnn"));
            assertTrue(e.first("info string").contains("missing.qnn: no such file"));
            assertEquals(evaluationLine(embedded), evalLine(e));
            e.send("go depth 3");
            List<String> lines = e.until("bestmove");
            EngineSession.assertLegalBestMove(lines.get(lines.size() - 1), new Position(fen));
        }
    }

    /**
     * {@code <empty>} is how UCI prints an empty string option, and GUIs send it back as the value: it means the
     * empty setting (here the embedded network), not a file of that name.
     */
    @Test
    void emptyInAnglesMeansTheEmptySetting() throws Exception {
        Path net = dir.resolve("net.qnn");
        Files.write(net, RandomNetworks.file(NET));
        int embedded = EmbeddedNetwork.get().evaluate(Position.startpos());
        try (EngineSession e = new EngineSession()) {
            e.uciWithoutBook();
            e.send("setoption name Use NNUE value true");
            e.send("setoption name EvalFile value " + net);
            e.send("position startpos");
            assertEquals(evaluationLine(NET.evaluate(Position.startpos())), evalLine(e));
            e.send("setoption name EvalFile value <empty>");
            e.send("isready");
            List<String> answer = e.until("readyok");
            assertEquals(List.of("info string NNUE evaluation using " + EmbeddedNetwork.NAME + " enabled", "readyok"),
                    answer);
            assertEquals(evaluationLine(embedded), evalLine(e));
        }
    }

    @Test
    void ucciRefusesAMissingFileWithItsReason() throws Exception {
        try (EngineSession e = new EngineSession()) {
            e.ucciWithoutBook();
            e.send("setoption usennue true");
            e.send("setoption evalfile " + dir.resolve("missing.qnn"));
            String refused = e.first("info message");
            assertTrue(refused.contains("missing.qnn: no such file"), refused);
        }
    }

    /** UCCI's usennue false is the hand-written evaluation, knowledge none material alone, whatever usennue says. */
    @Test
    void ucciSwitchesBetweenNetworkHandWrittenAndMaterial() throws Exception {
        Position start = Position.startpos();
        try (EngineSession e = new EngineSession()) {
            e.ucciWithoutBook();
            e.send("setoption usennue true");
            assertEquals(evaluationLine(EmbeddedNetwork.get().evaluate(start)), evalLine(e));
            e.send("setoption knowledge none");
            assertEquals(evaluationLine(new Evaluation(Evaluation.Kind.MATERIAL).evaluate(start)), evalLine(e));
            e.send("setoption knowledge large");
            e.send("setoption usennue false");
            assertEquals(evaluationLine(HAND_WRITTEN.evaluate(start)), evalLine(e));
        }
    }

    /**
     * A playing level evaluates with the hand-written evaluation its Elo was measured with, whichever way it is
     * asked for (Skill Level, or UCI_LimitStrength with UCI_Elo); full strength goes back to the network.
     */
    @Test
    void aPlayingLevelEvaluatesAsItWasCalibrated() throws Exception {
        Position start = Position.startpos();
        String network = evaluationLine(EmbeddedNetwork.get().evaluate(start));
        String handWritten = evaluationLine(HAND_WRITTEN.evaluate(start));
        try (EngineSession e = new EngineSession()) {
            e.uciWithoutBook();
            assertEquals(network, evalLine(e));
            e.send("setoption name Skill Level value 10");
            assertEquals(handWritten, evalLine(e));
            e.send("setoption name Skill Level value 20");
            assertEquals(network, evalLine(e));
            e.send("setoption name UCI_LimitStrength value true");
            assertEquals(handWritten, evalLine(e));
            e.send("setoption name UCI_LimitStrength value false");
            assertEquals(network, evalLine(e));
        }
    }

    /**
     * Which evaluation searches is told once it is in force after a change (as Stockfish tells its network), at
     * the next isready or go: the embedded network by its name, a file by its path, and the hand-written or
     * material evaluation with the reason; nothing when nothing changed.
     */
    @Test
    void theEvaluationInForceIsToldAtIsreadyOrGoAfterAChange() throws Exception {
        Path net = dir.resolve("net.qnn");
        Files.write(net, RandomNetworks.file(NET));
        try (EngineSession e = new EngineSession()) {
            e.uciWithoutBook();
            e.send("setoption name Use NNUE value true");
            e.send("isready");
            assertEquals(List.of("info string NNUE evaluation using " + EmbeddedNetwork.NAME + " enabled", "readyok"),
                    e.until("readyok"));
            e.send("isready");
            assertEquals(List.of("readyok"), e.until("readyok"));
            e.send("setoption name EvalFile value " + net);
            e.send("isready");
            assertEquals(List.of("info string NNUE evaluation using " + net + " enabled", "readyok"),
                    e.until("readyok"));
            e.send("setoption name Use NNUE value false");
            e.send("go depth 1");
            List<String> lines = e.until("bestmove");
            assertEquals("info string hand-written evaluation enabled (Use NNUE is off)", lines.get(0));
            e.send("setoption name Use NNUE value true");
            e.send("setoption name Skill Level value 10");
            e.send("isready");
            assertEquals(List.of("info string hand-written evaluation enabled (playing levels use it)", "readyok"),
                    e.until("readyok"));
        }
        try (EngineSession e = new EngineSession()) {
            e.ucciWithoutBook();
            e.send("setoption knowledge none");
            e.send("isready");
            assertEquals(List.of("info message material-only evaluation enabled (knowledge none)", "readyok"),
                    e.until("readyok"));
        }
    }

    /**
     * When the options use the embedded network, the warm-up thread reads it; isready answers once the network
     * is the evaluation in force, never with the stand-in the engine starts with.
     */
    @Test
    void isreadyAnswersOnceTheNetworkIsInForce() throws Exception {
        Controller controller = new Controller();
        controller.options.useNnue.set("true");
        controller.startWarmUp();
        assertNull(controller.awaitReady());
        assertEquals(EmbeddedNetwork.get().evaluate(Position.startpos()), controller.staticEval());
    }

    private static String evaluationLine(int score) {
        return "Evaluation: " + score + " (side to move's view, internal units)";
    }

    private static String evalLine(EngineSession e) {
        e.send("eval");
        List<String> lines = e.until("Evaluation:");
        return lines.get(lines.size() - 1);
    }
}
