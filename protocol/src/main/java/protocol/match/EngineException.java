package protocol.match;

/** An engine failed outside a search (start, handshake, new game): it crashed or stalled. */
public final class EngineException extends Exception {
    private final Reply.Kind kind;

    EngineException(Reply.Kind kind, String message) {
        super(message);
        this.kind = kind;
    }

    public Reply.Kind kind() {
        return kind;
    }
}
