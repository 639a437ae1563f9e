package training.data;

import engine.Position;
import engine.io.AtomicFile;
import engine.io.FileProblems;
import engine.notation.GameRecord;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import protocol.match.EngineConfig;
import protocol.match.EngineException;
import protocol.match.Labeller;
import protocol.match.TimeControl;
import training.tune.TuneCommand;

@Command(name = "label", mixinStandardHelpOptions = true,
        description = {"Scores positions with another engine's search and writes them as 'FEN ; centipawns' (the "
                + "side to move's view), the input of 'qilin tune --scores'. Positions come from PGN files (every "
                + "position from --skip plies on) or from text files of FEN lines (anything after a ';' ignored); "
                + "each distinct position is scored once, mates are left out.",
            "Example: qilin label games.pgn --engine cmd=./pikafish proto=uci nodes=10000 option.Hash=16 "
                + "--out scored.txt"})
public final class LabelCommand implements Callable<Integer> {
    @Parameters(arity = "1..*", paramLabel = "FILE", description = "PGN files (.pgn) or files of FEN lines.")
    List<Path> inputs;

    @Option(names = "--engine", required = true, arity = "1..*", paramLabel = "KEY=VALUE",
            description = "The scoring engine, as for 'qilin match': cmd= proto=ucci|uci [dir=] [option.NAME=VALUE] "
                + "and its limit nodes=|depth=|st=.")
    List<String> engine;

    @Option(names = "--out", required = true, description = "File to write.")
    Path out;

    @Option(names = "--skip", description = "Opening plies left out of every game (default: ${DEFAULT-VALUE}).")
    int skip = 16;

    @Option(names = "--max-score", description = "Scores beyond this many centipawns either way are left out, as "
            + "mates are: they say little about how the pieces stand, and a UCCI engine writes its mates as plain "
            + "numbers (default: ${DEFAULT-VALUE}).")
    int maxScore = 5_000;

    @Override
    public Integer call() throws Exception {
        EngineConfig config;
        Map<Long, String> positions;
        try {
            inputs.forEach(FileProblems::requireInput);
            FileProblems.requireOutput(out);
            config = EngineConfig.parse(engine, List.of(), TimeControl.nodes(0));
            if (config.timeControl().kind() == TimeControl.Kind.NODES && config.timeControl().depthOrNodes() <= 0) {
                throw new IllegalArgumentException("give the engine a limit: nodes=, depth= or st=");
            }
            positions = read();
        } catch (IllegalArgumentException e) { // a FenException too
            System.err.println("qilin label: " + e.getMessage());
            return 2;
        }
        int written = 0;
        StringBuilder lines = new StringBuilder();
        try (Labeller labeller = new Labeller(config)) {
            for (String fen : positions.values()) {
                OptionalInt score = labeller.score(new Position(fen));
                if (score.isPresent() && Math.abs(score.getAsInt()) <= maxScore) {
                    lines.append(fen).append(" ; ").append(score.getAsInt()).append(System.lineSeparator());
                    written++;
                }
            }
        } catch (EngineException e) {
            System.err.println("qilin label: " + e.getMessage());
            return 1;
        }
        try {
            AtomicFile.writeString(out, lines.toString());
        } catch (IOException e) {
            System.err.println("qilin label: cannot write " + FileProblems.describe(out, e));
            return 1;
        }
        System.out.println("positions " + positions.size() + ", scored " + written + ", wrote " + out);
        return 0;
    }

    /** The FENs of the distinct positions (by key) of all inputs, in the order first met. */
    private Map<Long, String> read() throws java.io.IOException {
        Map<Long, String> positions = new LinkedHashMap<>();
        for (Path input : inputs) {
            if (input.getFileName().toString().endsWith(".pgn")) {
                for (GameRecord g : TuneCommand.readGames(List.of(input), "label")) {
                    Position p = g.startPosition();
                    int[] moves = g.moves();
                    for (int ply = 0; ply < moves.length; ply++) {
                        if (ply >= skip) {
                            positions.putIfAbsent(p.key(), p.fen());
                        }
                        p.makeMove(moves[ply]);
                    }
                }
            } else {
                for (String line : Files.readAllLines(input, StandardCharsets.UTF_8)) {
                    String fen = line.split(";", 2)[0].trim();
                    if (!fen.isEmpty()) {
                        Position p = new Position(fen);
                        positions.putIfAbsent(p.key(), p.fen());
                    }
                }
            }
        }
        return positions;
    }
}
