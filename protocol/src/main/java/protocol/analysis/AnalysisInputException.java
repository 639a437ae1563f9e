package protocol.analysis;

/** Input {@code qilin analyze} cannot work from; the message is meant for the user as it stands. */
final class AnalysisInputException extends Exception {
    private static final long serialVersionUID = 1L;

    AnalysisInputException(String message) {
        super(message);
    }
}
