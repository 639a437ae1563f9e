package book;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;

/**
 * The book that ships inside the jar: {@code default-book.txt}, a hand-written list of mainline openings,
 * compiled to {@code default-book.bin} by the build ({@link DefaultBookCompiler}). The binary is read once, on
 * first use; without it (classes run straight from the sources) the text is built in memory instead.
 */
public final class DefaultBook {
    static final String TEXT = "/book/default-book.txt";
    static final String BINARY = "/book/default-book.bin";
    static final String NAME = "default book";

    private DefaultBook() {
    }

    /** The default book, loaded once. */
    public static Book get() throws BookException {
        return Holder.BOOK.get();
    }

    /** The text of the default book. */
    public static String text() throws BookException {
        return new String(resource(TEXT), StandardCharsets.UTF_8);
    }

    /** The compiled default book as the jar holds it, or null when the build step did not run. */
    static byte[] binary() throws BookException {
        return DefaultBook.class.getResource(BINARY) == null ? null : resource(BINARY);
    }

    private static byte[] resource(String path) throws BookException {
        try (InputStream in = DefaultBook.class.getResourceAsStream(path)) {
            if (in == null) {
                throw new BookException(path + ": missing from the class path");
            }
            return in.readAllBytes();
        } catch (IOException e) {
            throw new BookException(path + ": cannot be read (" + e.getMessage() + ")", e);
        }
    }

    /** The lazy holder: the class initialiser runs once, on first use, thread-safely. */
    private static final class Holder {
        static final Result BOOK = load();

        private static Result load() {
            try {
                byte[] bytes = binary();
                return new Result(bytes != null ? Book.of(bytes, NAME) : TextBook.parse(text(), NAME), null);
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
