package book;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * The book that ships inside the jar: {@code default-book.txt}, a hand-written list of mainline openings,
 * built in memory the first time it is asked for (a few milliseconds), so start-up does not pay for it.
 */
public final class DefaultBook {
    static final String RESOURCE = "/book/default-book.txt";

    private DefaultBook() {
    }

    /** The default book, built once. */
    public static Book get() throws BookException {
        return Holder.BOOK.get();
    }

    /** The text of the default book. */
    public static String text() throws BookException {
        try (InputStream in = DefaultBook.class.getResourceAsStream(RESOURCE)) {
            if (in == null) {
                throw new BookException(RESOURCE + ": missing from the class path");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new BookException(RESOURCE + ": cannot be read (" + e.getMessage() + ")", e);
        }
    }

    /** The lazy holder: the class initialiser runs once, on first use, thread-safely. */
    private static final class Holder {
        static final Result BOOK = load();

        private static Result load() {
            try {
                return new Result(TextBook.parse(text(), "default book"), null);
            } catch (BookException e) {
                return new Result(null, e);
            }
        }
    }

    private record Result(Book book, BookException problem) {
        Book get() throws BookException {
            if (problem != null) {
                throw problem;
            }
            return book;
        }
    }
}
