package protocol;

import book.BookException;
import book.BookFiles;
import book.BookMove;
import book.DefaultBook;
import book.OpeningBook;
import book.Randomness;
import engine.Evaluation;
import engine.Move;
import engine.Position;
import engine.SearchInfo;
import engine.SearchLimits;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * The engine's use of opening books: before a search, a position found in a book is answered at once with a
 * book move chosen by weight ({@link Randomness}). Books are the {@code bookfiles} (UCCI) / {@code BookFile}
 * (UCI) files, {@code ;}-separated, in that order — Qilin's or ElephantEye's format ({@link BookFiles}) — then
 * the embedded default book; the first book that knows the position decides. A book that cannot be read is
 * reported once and left out.
 */
final class BookMoves {
    private static final String SEPARATOR = ";";

    /** Longer than loading the default book ever takes; isready must not hang on a broken one. */
    private static final long PRELOAD_WAIT_MS = 1_000;

    private final Random random = new Random();
    private final Thread preload;
    private String filesSetting = "";
    private List<OpeningBook> fileBooks = List.of();
    private boolean defaultBookFailed;

    /**
     * Loads the default book and looks the start position up once on a background thread, so neither
     * start-up nor the first go pays for loading the classes.
     */
    BookMoves() {
        preload = new Thread(BookMoves::preloadDefaultBook, "book-preload");
        preload.setDaemon(true);
        preload.start();
    }

    /** Waits (briefly) for the preload, so a GUI's isready really means the first book move is instant. */
    void awaitPreload() {
        try {
            preload.join(PRELOAD_WAIT_MS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static void preloadDefaultBook() {
        try {
            Randomness.MEDIUM.choose(DefaultBook.get().moves(Position.startpos()), new Random());
        } catch (BookException e) {
            // reported by the first go that asks for the book
        }
    }

    /**
     * Plays a book move when books are on and the position is in one: reports it with a message, an
     * {@code info depth 0 score <static evaluation> pv <move>} line (as ElephantEye does, so clients that read a
     * score from every answer find one; the search's {@code evaluation}) and a bestmove, and answers true. Pondering and analysis (infinite,
     * {@code go mate}, restricted root moves, MultiPV above 1) always search: an analyst wants the engine's
     * judgement, not the book's.
     */
    boolean play(Position position, int[] banned, SearchLimits limits, Options options, Evaluation evaluation,
            Controller.Reporter reporter) {
        if (!options.useBook.bool() || limits.ponder || isAnalysis(limits, options)) {
            return false;
        }
        List<OpeningBook> books = books(options.bookFiles.value(), reporter);
        List<BookMove> moves = candidates(books, position, banned);
        BookMove choice = Randomness.parse(options.randomness.value()).choose(moves, random);
        if (choice == null) {
            return false;
        }
        // the default book is hand-written and records no games: "games 0" would say its moves were never played
        String games = choice.games() > 0 ? ", games " + choice.games() : "";
        reporter.message("book move " + reporter.moveText(choice.move()) + " (weight " + choice.weight() + games
                + ")");
        reporter.info(new SearchInfo(0, 0, 1, evaluation.evaluate(position), 0, 0, 0, 0,
                new int[] {choice.move()}));
        reporter.bestMove(choice.move(), ponderMove(books, position, choice.move()), null);
        return true;
    }

    private static boolean isAnalysis(SearchLimits limits, Options options) {
        return limits.infinite || limits.mate > 0 || limits.searchMoves.length > 0 || options.multiPv.number() > 1;
    }

    /** The unbanned moves of the first book that has any for this position. */
    private static List<BookMove> candidates(List<OpeningBook> books, Position position, int[] banned) {
        for (OpeningBook book : books) {
            List<BookMove> moves = new ArrayList<>();
            for (BookMove m : book.moves(position)) {
                if (m.weight() > 0 && !Move.isIn(m.move(), banned)) {
                    moves.add(m);
                }
            }
            if (!moves.isEmpty()) {
                return moves;
            }
        }
        return List.of();
    }

    /** The heaviest book reply to our move, for the GUI to ponder on; none when the book has no reply. */
    private static int ponderMove(List<OpeningBook> books, Position position, int move) {
        Position after = position.copy();
        after.makeMove(move);
        for (OpeningBook book : books) {
            List<BookMove> replies = book.moves(after);
            if (!replies.isEmpty()) {
                return replies.get(0).move();
            }
        }
        return Move.NONE;
    }

    private List<OpeningBook> books(String setting, Controller.Reporter reporter) {
        if (!setting.equals(filesSetting)) {
            filesSetting = setting;
            fileBooks = openFiles(setting, reporter);
        }
        List<OpeningBook> books = new ArrayList<>(fileBooks);
        try {
            books.add(DefaultBook.get());
        } catch (BookException e) {
            if (!defaultBookFailed) {
                defaultBookFailed = true;
                reporter.message("default book: " + e.getMessage() + "; playing on without it");
            }
        }
        return books;
    }

    private static List<OpeningBook> openFiles(String setting, Controller.Reporter reporter) {
        List<OpeningBook> books = new ArrayList<>();
        for (String name : setting.split(SEPARATOR)) {
            if (name.isBlank()) {
                continue;
            }
            try {
                books.add(BookFiles.open(Path.of(name.strip())));
            } catch (BookException e) {
                reporter.message("book file " + e.getMessage() + "; playing on without it");
            } catch (InvalidPathException e) {
                reporter.message("book file " + name.strip() + ": not a valid path; playing on without it");
            }
        }
        return books;
    }
}
