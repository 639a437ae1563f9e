package cli;

import engine.Evaluation;
import engine.FenException;
import engine.Position;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

@Command(name = "eval", mixinStandardHelpOptions = true,
        description = "Prints the static evaluation of a position term by term: each side's middlegame and "
                + "endgame values, the phase, the endgame scale and the total.")
final class EvalCommand implements Callable<Integer> {
    @Option(names = "--fen", description = "Position in FEN (default: the start position).")
    String fen;

    @Override
    public Integer call() {
        Position position;
        try {
            position = fen == null ? Position.startpos() : new Position(fen);
        } catch (FenException e) {
            System.err.println("qilin eval: bad FEN: " + e.getMessage());
            return 2;
        }
        if (position.inCheck()) {
            System.out.println("Note: the side to move is in check; the search never evaluates such a position.");
        }
        System.out.println(new Evaluation().explain(position));
        return 0;
    }
}
