package cli;

import book.Book;
import book.BookBuilder;
import book.BookException;
import book.BookFormat;
import book.BookMove;
import book.DefaultBook;
import engine.Move;
import engine.Position;
import engine.notation.GameRecord;
import engine.notation.Notation;
import engine.notation.Pgn;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine;

/** {@code qilin book build|probe}: makes opening books from PGN collections and shows what a book knows. */
@Command(name = "book", mixinStandardHelpOptions = true, description = "Builds and probes opening books.",
        subcommands = {BookCommand.Build.class, BookCommand.Probe.class})
final class BookCommand implements Runnable {
    static final int EXIT_FAILURE = 2;

    @Spec
    CommandLine.Model.CommandSpec spec;

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getErr());
    }

    @Command(name = "build", mixinStandardHelpOptions = true,
            description = "Builds a binary book from PGN files (folders: every *.pgn inside).")
    static final class Build implements Callable<Integer> {
        @Spec
        CommandLine.Model.CommandSpec spec;

        @Parameters(arity = "1..*", paramLabel = "PGN", description = "PGN files or folders of them.")
        List<Path> inputs;

        @Option(names = {"-o", "--output"}, required = true, description = "The book file to write.")
        Path output;

        @Option(names = "--max-ply", description = "Only the first N plies of each game (default: ${DEFAULT-VALUE}).")
        int maxPly = BookBuilder.Settings.DEFAULT_MAX_PLY;

        @Option(names = "--min-games", description = "Keep moves played in at least N games (default: ${DEFAULT-VALUE}).")
        int minGames = BookBuilder.Settings.DEFAULT_MIN_GAMES;

        @Option(names = "--weight", description = "results (win 2, draw 1, loss 0) or games (default: ${DEFAULT-VALUE}).")
        String weight = "results";

        @Option(names = "--side", description = "winner (only the winner's moves) or both (default: ${DEFAULT-VALUE}).")
        String side = "both";

        @Option(names = "--progress", description = "A progress line every N games (default: ${DEFAULT-VALUE}).")
        int progressEvery = 1000;

        @Override
        public Integer call() {
            PrintWriter err = spec.commandLine().getErr();
            BookBuilder.Settings settings;
            List<Path> files;
            try {
                settings = settings();
                files = pgnFiles(inputs);
            } catch (IllegalArgumentException | IOException e) {
                err.println("qilin book build: " + e.getMessage());
                err.flush();
                return EXIT_FAILURE;
            }
            BookBuilder builder = new BookBuilder(settings);
            int[] read = {0};
            int problems = 0;
            for (Path file : files) {
                Pgn.ReadResult result;
                try {
                    result = Pgn.read(Files.readAllBytes(file));
                } catch (IOException e) {
                    err.println("qilin book build: cannot read " + file + ": " + e.getMessage());
                    err.flush();
                    return EXIT_FAILURE;
                }
                for (Pgn.Problem p : result.problems()) {
                    err.println("qilin book build: " + file + ": " + p + " (game left out)");
                }
                problems += result.problems().size();
                for (GameRecord game : result.games()) {
                    builder.addGame(game);
                    if (++read[0] % Math.max(1, progressEvery) == 0) {
                        err.println("qilin book build: " + read[0] + " games read");
                        err.flush();
                    }
                }
            }
            return write(builder, read[0], problems, err);
        }

        private int write(BookBuilder builder, int games, int problems, PrintWriter err) {
            var entries = builder.entries();
            try (OutputStream out = Files.newOutputStream(output)) {
                BookFormat.write(entries, out);
            } catch (IOException e) {
                err.println("qilin book build: cannot write " + output + ": " + e.getMessage());
                err.flush();
                return EXIT_FAILURE;
            }
            PrintWriter out = spec.commandLine().getOut();
            out.printf(Locale.ROOT, "%s: %d entries from %d games (%d used, %d without a usable result, "
                    + "%d unreadable)%n", output, entries.size(), games + problems, builder.gamesUsed(),
                    builder.gamesSkipped(), problems);
            out.flush();
            err.flush();
            return 0;
        }

        private BookBuilder.Settings settings() {
            if (maxPly < 1 || minGames < 0) {
                throw new IllegalArgumentException("--max-ply must be at least 1 and --min-games at least 0");
            }
            BookBuilder.Weighting w = switch (weight.toLowerCase(Locale.ROOT)) {
                case "results" -> BookBuilder.Weighting.RESULTS;
                case "games" -> BookBuilder.Weighting.GAMES;
                default -> throw new IllegalArgumentException("--weight must be results or games, not '" + weight + "'");
            };
            BookBuilder.Sides s = switch (side.toLowerCase(Locale.ROOT)) {
                case "winner" -> BookBuilder.Sides.WINNER;
                case "both" -> BookBuilder.Sides.BOTH;
                default -> throw new IllegalArgumentException("--side must be winner or both, not '" + side + "'");
            };
            return new BookBuilder.Settings(maxPly, minGames, w, s);
        }

        /** The files to read: files as given, folders as their *.pgn files in name order. */
        private static List<Path> pgnFiles(List<Path> inputs) throws IOException {
            List<Path> files = new ArrayList<>();
            for (Path p : inputs) {
                if (Files.isDirectory(p)) {
                    try (Stream<Path> s = Files.list(p)) {
                        s.filter(f -> f.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".pgn"))
                                .sorted().forEach(files::add);
                    }
                } else if (Files.isReadable(p)) {
                    files.add(p);
                } else {
                    throw new IOException(p + ": no such file or not readable");
                }
            }
            return files;
        }
    }

    @Command(name = "probe", mixinStandardHelpOptions = true,
            description = "Lists a position's book moves with weights and results.")
    static final class Probe implements Callable<Integer> {
        @Spec
        CommandLine.Model.CommandSpec spec;

        @Option(names = "--fen", description = "The position (default: the start position).")
        String fen;

        @Option(names = "--moves", arity = "1..*", description = "Moves played from that position first.")
        List<String> moves = List.of();

        @Option(names = "--book", description = "A book file (default: the embedded default book).")
        Path bookFile;

        @Override
        public Integer call() {
            PrintWriter err = spec.commandLine().getErr();
            try {
                Position p = position();
                Book book = bookFile == null ? DefaultBook.get() : Book.open(bookFile);
                print(book, p);
                return 0;
            } catch (BookException | IllegalArgumentException e) { // FenException is an IllegalArgumentException
                err.println("qilin book probe: " + e.getMessage());
                err.flush();
                return EXIT_FAILURE;
            }
        }

        private Position position() {
            Position p = fen == null ? Position.startpos() : new Position(fen);
            for (String text : moves) {
                int move = Notation.parse(p, text);
                if (move == Move.NONE) {
                    throw new IllegalArgumentException("'" + text + "' is not a legal move in " + p.fen());
                }
                p.makeMove(move);
            }
            return p;
        }

        private void print(Book book, Position p) {
            PrintWriter out = spec.commandLine().getOut();
            List<BookMove> found = book.moves(p);
            long total = found.stream().mapToLong(BookMove::weight).sum();
            out.println("book " + book.name() + " (" + book.size() + " entries)");
            out.println("fen  " + p.fen());
            if (found.isEmpty()) {
                out.println("no book moves");
            } else {
                out.println("move   weight   share  games   win  draw  loss  notation");
            }
            for (BookMove m : found) {
                out.printf(Locale.ROOT, "%-5s %7d %6.1f%% %6d %5s %5s %5s  %s%n", Move.toIccs(m.move()),
                        m.weight(), total == 0 ? 0.0 : 100.0 * m.weight() / total, m.games(),
                        percent(m.wins(), m), percent(m.draws(), m), percent(m.losses(), m),
                        Notation.toChinese(p, m.move()));
            }
            out.flush();
        }

        private static String percent(int count, BookMove m) {
            return m.games() == 0 ? "-" : Math.round(100.0 * count / m.games()) + "%";
        }
    }
}
