package book;

/** A book that cannot be read or built: the message names the file and the problem. */
public final class BookException extends Exception {
    private static final long serialVersionUID = 1L;

    public BookException(String message) {
        super(message);
    }

    public BookException(String message, Throwable cause) {
        super(message, cause);
    }
}
