package protocol.match;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The engines one worker thread owns. Games on that worker reuse them; an engine that crashed or was
 * killed is started afresh for the next game.
 */
final class EnginePool implements EngineSource, AutoCloseable {
    private final List<EngineConfig> configs;
    private final EngineLauncher launcher;
    private final Map<Integer, EngineProcess> running = new HashMap<>();

    EnginePool(List<EngineConfig> configs) {
        this(configs, EngineLauncher.CHILD_PROCESS);
    }

    EnginePool(List<EngineConfig> configs, EngineLauncher launcher) {
        this.configs = configs;
        this.launcher = launcher;
    }

    @Override
    public synchronized EngineProcess acquire(int engineIndex) throws EngineException {
        EngineProcess engine = running.get(engineIndex);
        if (engine != null && engine.alive()) {
            return engine;
        }
        if (engine != null) {
            engine.kill();
        }
        running.remove(engineIndex);
        engine = EngineProcess.start(configs.get(engineIndex), launcher);
        running.put(engineIndex, engine);
        return engine;
    }

    @Override
    public synchronized void close() {
        running.values().forEach(EngineProcess::close);
        running.clear();
    }
}
