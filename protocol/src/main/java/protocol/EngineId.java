package protocol;

/** Who the engine says it is: the {@code id} lines of UCCI and UCI, {@code --version} and PGN annotators. */
public final class EngineId {
    public static final String NAME = "Qilin";
    public static final String VERSION = "0.1";
    public static final String AUTHOR = "the Qilin developers";

    private EngineId() {
    }
}
