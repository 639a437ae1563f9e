package engine;

import java.nio.file.Files;
import java.nio.file.Path;

/** Finds the repository's {@code test-positions/} folder whatever directory the tests run from. */
public final class TestPositions {
    private TestPositions() {
    }

    public static Path file(String name) {
        return root().resolve("test-positions").resolve(name);
    }

    public static Path root() {
        String configured = System.getProperty("qilin.root");
        if (configured != null && Files.isDirectory(Path.of(configured, "test-positions"))) {
            return Path.of(configured);
        }
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null && !Files.isDirectory(dir.resolve("test-positions"))) {
            dir = dir.getParent();
        }
        if (dir == null) {
            throw new IllegalStateException("test-positions/ not found above " + Path.of("").toAbsolutePath());
        }
        return dir;
    }
}
