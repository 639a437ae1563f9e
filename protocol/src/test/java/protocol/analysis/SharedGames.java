package protocol.analysis;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * The championship games of {@code ../shared/test-data/pgn} beside the repository root. They live outside the
 * repository, so tests that read them skip where the folder is absent.
 */
final class SharedGames {
    private SharedGames() {
    }

    /** The folder's PGN files in name order; empty when there is no such folder. */
    static List<Path> files() throws IOException {
        Path folder = repositoryRoot().resolveSibling("shared").resolve("test-data").resolve("pgn");
        if (!Files.isDirectory(folder)) {
            return List.of();
        }
        try (Stream<Path> files = Files.list(folder)) {
            return files.filter(f -> f.toString().endsWith(".pgn")).sorted().toList();
        }
    }

    /** The {@code qilin.root} property the build sets, else the nearest folder up that holds test-positions. */
    private static Path repositoryRoot() {
        String configured = System.getProperty("qilin.root");
        if (configured != null && Files.isDirectory(Path.of(configured, "test-positions"))) {
            return Path.of(configured).toAbsolutePath().normalize();
        }
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null && !Files.isDirectory(dir.resolve("test-positions"))) {
            dir = dir.getParent();
        }
        return dir != null ? dir : Path.of("").toAbsolutePath();
    }
}
