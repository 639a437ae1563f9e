package protocol.match;

/** Hands a game a running engine: a fresh one, or the one its worker kept from the last game. */
@FunctionalInterface
public interface EngineSource {
    EngineProcess acquire(int engineIndex) throws EngineException;
}
