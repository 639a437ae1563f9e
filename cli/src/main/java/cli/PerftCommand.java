package cli;

import engine.FenException;
import engine.Move;
import engine.Position;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import protocol.PerftRunner;

@Command(name = "perft", mixinStandardHelpOptions = true,
        description = "Counts the leaves of the legal move tree (a move generator check and benchmark).")
final class PerftCommand implements Callable<Integer> {
    @Option(names = "--fen", description = "Position in FEN (default: the start position).")
    String fen;

    @Option(names = "--depth", required = true, description = "Depth in plies.")
    int depth;

    @Option(names = "--divide", description = "Print the count below each root move.")
    boolean divide;

    @Override
    public Integer call() {
        if (depth < 0 || depth > PerftRunner.MAX_DEPTH) {
            System.err.println("qilin perft: depth must be between 0 and " + PerftRunner.MAX_DEPTH);
            return 2;
        }
        Position position;
        try {
            position = fen == null ? Position.startpos() : new Position(fen);
        } catch (FenException e) {
            System.err.println("qilin perft: bad FEN: " + e.getMessage());
            return 2;
        }
        long start = System.nanoTime();
        long nodes = PerftRunner.run(position, depth, divide, Move::toIccs, System.out::println);
        long nanos = Math.max(1, System.nanoTime() - start);
        System.out.printf("Time: %.3f s%n", nanos / 1e9);
        System.out.printf("Nodes/second: %d%n", (long) (nodes * 1e9 / nanos));
        return 0;
    }
}
