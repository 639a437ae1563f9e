package protocol.analysis;

import engine.FenException;
import engine.Move;
import engine.Position;
import engine.io.FileProblems;
import engine.notation.GameRecord;
import engine.notation.Notation;
import engine.notation.Pgn;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import java.util.stream.Stream;

/** Turns the command line's position and game options into positions and game records, checking every move. */
final class AnalysisInput {
    private static final String STARTPOS = "startpos";
    private static final String FEN = "fen";
    private static final String MOVES = "moves";
    private static final String PGN_SUFFIX = ".pgn";

    private AnalysisInput() {
    }

    /** The position after {@code moves} (any notation, space separated) from {@code fen} (null: the start). */
    static Position position(String fen, String moves) throws AnalysisInputException {
        GameRecord game = new GameRecord();
        if (fen != null) {
            setStart(game, fen);
        }
        addMoves(game, moves);
        return game.finalPosition();
    }

    /** A game given as {@code startpos [moves ...]} or {@code fen <FEN> [moves ...]}, as the protocols write it. */
    static GameRecord line(String text) throws AnalysisInputException {
        String rest = text.strip();
        String moves = "";
        // padded so that "moves" is found as a word, also at the end; the index then points at it in rest
        int m = (" " + rest + " ").indexOf(" " + MOVES + " ");
        if (m >= 0) {
            moves = rest.substring(Math.min(rest.length(), m + MOVES.length())).strip();
            rest = rest.substring(0, m).strip();
        }
        GameRecord game = new GameRecord();
        if (rest.startsWith(FEN + " ")) {
            setStart(game, rest.substring(FEN.length()).strip());
        } else if (!rest.equals(STARTPOS)) { // a new record starts from the initial position already
            throw new AnalysisInputException("--line needs 'startpos [moves ...]' or 'fen <FEN> [moves ...]'");
        }
        addMoves(game, moves);
        return game;
    }

    /** A game and the name its page gets: the file's name without {@code .pgn}, and its number there. */
    record NamedGame(String name, GameRecord game) {
    }

    /**
     * Every readable game of a PGN file, or of every {@code .pgn} file of a folder in name order; {@code skipped}
     * hears of each game that could not be read.
     */
    static List<NamedGame> pgnGames(Path fileOrFolder, Consumer<String> skipped) throws AnalysisInputException {
        List<Path> files = new ArrayList<>();
        if (Files.isDirectory(fileOrFolder)) {
            try (Stream<Path> list = Files.list(fileOrFolder)) {
                list.filter(f -> f.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(PGN_SUFFIX)).sorted()
                        .forEach(files::add);
            } catch (IOException e) {
                throw new AnalysisInputException("cannot read " + fileOrFolder + ": " + e.getMessage());
            }
        } else {
            files.add(fileOrFolder);
        }
        List<NamedGame> games = new ArrayList<>();
        for (Path file : files) {
            Pgn.ReadResult read = read(file);
            String stem = file.getFileName().toString().replaceFirst("(?i)\\.pgn$", "");
            for (int i = 0; i < read.games().size(); i++) {
                games.add(new NamedGame(stem + "-" + (i + 1), read.games().get(i)));
            }
            read.problems().forEach(problem -> skipped.accept(file + ": " + problem));
        }
        if (games.isEmpty()) {
            throw new AnalysisInputException(fileOrFolder + " holds no readable game");
        }
        return games;
    }

    /** Game {@code number} (from 1) of a PGN file, counting the games that could be read. */
    static GameRecord pgnGame(Path file, int number) throws AnalysisInputException {
        Pgn.ReadResult read = read(file);
        List<GameRecord> games = read.games();
        if (number < 1 || number > games.size()) {
            String problems = read.problems().isEmpty() ? "" : "; unreadable: " + read.problems().get(0);
            throw new AnalysisInputException(file + " has " + games.size() + " readable game(s), no game " + number
                    + problems);
        }
        return games.get(number - 1);
    }

    private static Pgn.ReadResult read(Path file) throws AnalysisInputException {
        String problem = FileProblems.inputProblem(file);
        if (problem != null) {
            throw new AnalysisInputException("cannot read " + file + ": " + problem);
        }
        try {
            return Pgn.read(Files.readAllBytes(file));
        } catch (IOException e) {
            throw new AnalysisInputException("cannot read " + FileProblems.describe(file, e));
        }
    }

    private static void setStart(GameRecord game, String fen) throws AnalysisInputException {
        try {
            game.setStartFen(fen);
        } catch (FenException e) {
            throw new AnalysisInputException("bad FEN '" + fen + "': " + e.getMessage());
        }
    }

    private static void addMoves(GameRecord game, String moves) throws AnalysisInputException {
        if (moves == null || moves.isBlank()) {
            return;
        }
        Position p = game.startPosition();
        int ply = 0;
        for (String word : moves.strip().split("\\s+")) {
            ply++;
            int move = Notation.parse(p, word);
            if (move == Move.NONE) {
                throw new AnalysisInputException("move " + ply + " '" + word + "' is not legal in " + p.fen());
            }
            p.makeMove(move);
            game.addMove(move);
        }
    }
}
