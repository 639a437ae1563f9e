package cli;

import engine.Evaluation;
import engine.FenException;
import engine.Position;
import engine.nnue.EmbeddedNetwork;
import java.io.IOException;
import java.nio.file.InvalidPathException;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "eval", mixinStandardHelpOptions = true,
        description = "Prints the static evaluation of a position term by term: each side's middlegame and "
                + "endgame values, the phase, the endgame scale and the total; then the network's score.")
final class EvalCommand implements Callable<Integer> {
    @Option(names = "--fen", description = "Position in FEN (default: the start position).")
    String fen;

    @Option(names = "--evalfile", paramLabel = "FILE", description = "The network whose score is shown "
            + "(default: the engine's, the embedded " + EmbeddedNetwork.NAME + " unless -Dqilin.evalfile names one).")
    String evalFile;

    @Override
    public Integer call() {
        Position position;
        try {
            position = fen == null ? Position.startpos() : new Position(fen);
        } catch (FenException e) {
            System.err.println("qilin eval: bad FEN: " + e.getMessage());
            return 2;
        }
        Evaluation own = new Evaluation();
        Evaluation network;
        try {
            network = evalFile != null ? new Evaluation(EmbeddedNetwork.orFile(evalFile), evalFile)
                    : own.kind() == Evaluation.Kind.NETWORK ? own : new Evaluation(Evaluation.Kind.NETWORK);
        } catch (IOException | InvalidPathException e) {
            System.err.println("qilin eval: network " + evalFile + ": " + e.getMessage());
            return 2;
        }
        if (position.inCheck()) {
            System.out.println("Note: the side to move is in check; the search never evaluates such a position.");
        }
        System.out.println(own.explain(position));
        if (network != own) {
            System.out.println(network.networkLine(position));
        }
        return 0;
    }
}
