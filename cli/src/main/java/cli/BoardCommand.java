package cli;

import engine.FenException;
import engine.Move;
import engine.Position;
import engine.notation.GameRecord;
import engine.notation.Notation;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import protocol.match.FileArgument;
import protocol.report.BoardPicture;
import protocol.report.BoardPicture.ArrowKind;
import protocol.report.Pictures;

@Command(name = "board", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Draws a position as an SVG diagram (for documents and forum posts): the board with its "
                + "river and palaces, the pieces with their Chinese characters, Red at the bottom, and optional "
                + "arrows for a move played (blue) and a better move (green).",
            "Exit codes: 0 done, 2 bad input (FEN, move, a file that cannot be written)."})
final class BoardCommand implements Callable<Integer> {
    private static final int EXIT_BAD_INPUT = 2;

    @Option(names = "--fen", paramLabel = "FEN", description = "The position (default: the start position).")
    String fen;

    @Option(names = "--moves", paramLabel = "MOVES",
            description = "Moves played from the position first, space separated (ICCS, WXF or Chinese).")
    String moves;

    @Option(names = "--played", paramLabel = "MOVE", description = "A move of the position drawn as a blue arrow.")
    String played;

    @Option(names = "--best", paramLabel = "MOVE", description = "A move of the position drawn as a green arrow.")
    String best;

    @Option(names = "--svg", paramLabel = "FILE", description = "Write the diagram here (default: to stdout).")
    Path svg;

    @Override
    public Integer call() {
        try {
            Position position = position();
            List<BoardPicture.Arrow> arrows = new ArrayList<>();
            addArrow(arrows, position, played, ArrowKind.PLAYED);
            addArrow(arrows, position, best, ArrowKind.BEST);
            String picture = Pictures.boardSvg(BoardPicture.of(position, arrows));
            if (svg == null) {
                new PrintStream(System.out, true, StandardCharsets.UTF_8).print(picture);
            } else {
                FileArgument.replace("--svg", svg, picture);
            }
            return 0;
        } catch (IllegalArgumentException e) {
            System.err.println("qilin board: " + e.getMessage());
            return EXIT_BAD_INPUT;
        }
    }

    private Position position() {
        GameRecord game = new GameRecord();
        if (fen != null) {
            try {
                game.setStartFen(fen);
            } catch (FenException e) {
                throw new IllegalArgumentException("bad FEN '" + fen + "': " + e.getMessage());
            }
        }
        Position p = game.startPosition();
        if (moves != null && !moves.isBlank()) {
            for (String word : moves.strip().split("\\s+")) {
                p.makeMove(move(p, word));
            }
        }
        return p;
    }

    private static void addArrow(List<BoardPicture.Arrow> arrows, Position p, String text, ArrowKind kind) {
        if (text != null) {
            arrows.add(BoardPicture.arrow(move(p, text), kind));
        }
    }

    private static int move(Position p, String word) {
        int move = Notation.parse(p, word);
        if (move == Move.NONE) {
            throw new IllegalArgumentException("move '" + word + "' is not legal in " + p.fen());
        }
        return move;
    }
}
