package cli;

import book.BookBuilder;
import book.BookEntry;
import book.BookException;
import book.BookFiles;
import book.BookFormat;
import book.BookMove;
import book.BookWalk;
import book.DefaultBook;
import book.ElephantEyeBook;
import book.OpeningBook;
import engine.Move;
import engine.Position;
import engine.io.AtomicFile;
import engine.io.FileProblems;
import engine.notation.GameRecord;
import engine.notation.Notation;
import engine.notation.Pgn;
import java.io.IOException;
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
import protocol.OptionCheck;

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
            description = {"Builds a binary book from PGN files (folders: every *.pgn inside).",
                    "A file named *.dat is read as an ElephantEye book (BOOK.DAT) and converted: its positions "
                            + "are found by searching from the start position, up to --max-ply plies."})
    static final class Build implements Callable<Integer> {
        private static final String ELEPHANTEYE_SUFFIX = ".dat";

        @Spec
        CommandLine.Model.CommandSpec spec;

        @Parameters(arity = "1..*", paramLabel = "INPUT",
                description = "PGN files, folders of them, or ElephantEye books (*.dat).")
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

        /** What was read, for the summary line and for the refusal to write an empty book. */
        private int gamesMet;
        private int gamesAdded;
        private int problems;
        private int bookMoves;
        private int bookRecords;

        @Override
        public Integer call() {
            PrintWriter err = spec.commandLine().getErr();
            gamesMet = 0;
            gamesAdded = 0;
            problems = 0;
            bookMoves = 0;
            bookRecords = 0;
            try {
                BookBuilder builder = new BookBuilder(settings());
                FileProblems.requireOutput(output);
                List<Path> files = inputFiles(inputs);
                for (Path file : files) {
                    if (isElephantEyeBook(file)) {
                        convert(builder, file);
                    } else {
                        readPgn(builder, file, err);
                    }
                }
                List<BookEntry> entries = builder.entries();
                String read = String.format(Locale.ROOT, "%d games (%d used, %d without a usable result, "
                        + "%d unreadable) and %d of %d ElephantEye book records from %d files", gamesMet,
                        builder.gamesUsed(), builder.gamesSkipped(), problems, bookMoves, bookRecords,
                        files.size());
                if (entries.isEmpty()) {
                    throw new IllegalArgumentException("no book written, nothing to put in it: " + read);
                }
                write(entries);
                PrintWriter out = spec.commandLine().getOut();
                out.println(output + ": " + entries.size() + " entries from " + read);
                out.flush();
                return 0;
            } catch (IllegalArgumentException | BookException e) {
                err.println("qilin book build: " + e.getMessage());
                return EXIT_FAILURE;
            } finally {
                err.flush();
            }
        }

        private void readPgn(BookBuilder builder, Path file, PrintWriter err) {
            Pgn.ReadResult result;
            try {
                result = Pgn.read(Files.readAllBytes(file));
            } catch (IOException e) {
                throw new IllegalArgumentException("cannot read " + FileProblems.describe(file, e));
            }
            gamesMet += result.games().size() + result.problems().size();
            for (Pgn.Problem p : result.problems()) {
                // the plies before the break are real moves of a real game, worth keeping
                int plies = p.partial().moveCount();
                err.println("qilin book build: " + file + ": " + p + (plies == 0 ? " (game left out)"
                        : " (its first " + plies + " plies kept)"));
                problems++;
                if (plies > 0) {
                    add(builder, p.partial(), err);
                }
            }
            for (GameRecord game : result.games()) {
                add(builder, game, err);
            }
        }

        private void add(BookBuilder builder, GameRecord game, PrintWriter err) {
            builder.addGame(game);
            if (++gamesAdded % Math.max(1, progressEvery) == 0) {
                err.println("qilin book build: " + gamesAdded + " games read");
                err.flush();
            }
        }

        private void convert(BookBuilder builder, Path file) throws BookException {
            OpeningBook book = ElephantEyeBook.open(file);
            bookMoves += BookWalk.addTo(builder, book, Position.startpos(), maxPly);
            bookRecords += book.size();
        }

        private void write(List<BookEntry> entries) {
            try {
                AtomicFile.write(output, out -> BookFormat.write(entries, out));
            } catch (IOException e) {
                throw new IllegalArgumentException("cannot write " + FileProblems.describe(output, e));
            }
        }

        private BookBuilder.Settings settings() {
            OptionCheck.positive("--max-ply", maxPly);
            OptionCheck.notNegative("--min-games", minGames);
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

        private static boolean isElephantEyeBook(Path file) {
            return file.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(ELEPHANTEYE_SUFFIX);
        }

        /** The files to read: files as given, folders as their *.pgn files in name order. */
        private static List<Path> inputFiles(List<Path> inputs) {
            List<Path> files = new ArrayList<>();
            for (Path p : inputs) {
                if (!Files.isDirectory(p)) {
                    files.add(FileProblems.requireInput(p)); // before any is read: a mistyped name costs no wait
                    continue;
                }
                try (Stream<Path> s = Files.list(p)) {
                    s.filter(f -> f.getFileName().toString().toLowerCase(Locale.ROOT).endsWith(".pgn"))
                            .sorted().forEach(files::add);
                } catch (IOException e) {
                    throw new IllegalArgumentException("cannot list " + FileProblems.describe(p, e));
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

        @Option(names = "--moves", arity = "1..*", paramLabel = "MOVES",
                description = "Moves played from that position first, space-separated, in ICCS, WXF or Chinese "
                        + "notation, as analyze reads them (one quoted argument or several).")
        List<String> moves = List.of();

        @Option(names = "--book", description = "A Qilin book or an ElephantEye BOOK.DAT "
                + "(default: the embedded default book).")
        Path bookFile;

        @Override
        public Integer call() {
            PrintWriter err = spec.commandLine().getErr();
            try {
                Position p = position();
                OpeningBook book = bookFile == null ? DefaultBook.get() : BookFiles.open(bookFile);
                print(book, p);
                return 0;
            } catch (BookException | IllegalArgumentException e) { // FenException is an IllegalArgumentException
                err.println("qilin book probe: " + e.getMessage());
                err.flush();
                return EXIT_FAILURE;
            }
        }

        /** The position after the moves: the words of all --moves arguments, each in any notation. */
        private Position position() {
            Position p = fen == null ? Position.startpos() : new Position(fen);
            String words = String.join(" ", moves).strip();
            int ply = 0;
            for (String word : words.isEmpty() ? new String[0] : words.split("\\s+")) {
                ply++;
                int move = Notation.parse(p, word);
                if (move == Move.NONE) {
                    throw new IllegalArgumentException("move " + ply + " '" + word + "' is not legal in " + p.fen());
                }
                p.makeMove(move);
            }
            return p;
        }

        private void print(OpeningBook book, Position p) {
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
                out.printf(Locale.ROOT, "%-5s %7d %6.1f%% %6s %5s %5s %5s  %s%n", Move.toIccs(m.move()),
                        m.weight(), total == 0 ? 0.0 : 100.0 * m.weight() / total,
                        m.games() == 0 ? "-" : String.valueOf(m.games()),
                        percent(m.wins(), m), percent(m.draws(), m), percent(m.losses(), m),
                        Notation.toChinese(p, m.move()));
            }
            out.flush();
        }

        /** A share of the games, or "-" for a book that records none (the default book, ElephantEye's). */
        private static String percent(int count, BookMove m) {
            return m.games() == 0 ? "-" : Math.round(100.0 * count / m.games()) + "%";
        }
    }
}
