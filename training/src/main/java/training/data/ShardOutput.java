package training.data;

import java.io.BufferedOutputStream;
import java.io.Closeable;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.List;

/**
 * A data file written whole or not at all: the header and games go to a temporary file beside the target, which
 * is renamed over it once the last game is written ({@link #commit}); closed before that, the temporary file is
 * deleted and the target is as it was. Games are numbered 0, 1, 2 … in the order they are written.
 */
final class ShardOutput implements Closeable {
    private final Path target;
    private final Path temporary;
    private final DataOutputStream out;
    private int games;
    private long positions;
    private boolean committed;

    private ShardOutput(Path target, Path temporary, Provenance provenance) throws IOException {
        this.target = target;
        this.temporary = temporary;
        out = new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(temporary), 1 << 16));
        DataFile.writeHeader(out, provenance);
    }

    /**
     * Refuses {@code target} when its folder is missing, when it is a folder, when it exists and {@code force}
     * is not given, or when it is one of the {@code inputs}: an output never destroys what it is made from.
     */
    static void check(Path target, boolean force, List<Path> inputs) throws DataSubcommand.Failure, IOException {
        Path folder = target.toAbsolutePath().getParent();
        if (folder == null || !Files.isDirectory(folder)) {
            throw DataSubcommand.badArgument(target + ": its folder does not exist");
        }
        if (Files.isDirectory(target)) {
            throw DataSubcommand.badArgument(target + ": a folder, not a file");
        }
        if (!Files.exists(target)) {
            return;
        }
        for (Path input : inputs) {
            if (Files.exists(input) && Files.isSameFile(target, input)) {
                throw DataSubcommand.badArgument(target + ": also an input; write the output elsewhere");
            }
        }
        if (!force) {
            throw DataSubcommand.badArgument(target + ": exists (--force overwrites it)");
        }
    }

    /** Starts writing {@code target} (checked by {@link #check}) with {@code provenance} in its header. */
    static ShardOutput open(Path target, Provenance provenance) throws IOException {
        Path folder = target.toAbsolutePath().getParent();
        Path temporary = Files.createTempFile(folder, "." + target.getFileName() + ".", ".tmp");
        try {
            return new ShardOutput(target, temporary, provenance);
        } catch (IOException | RuntimeException e) {
            Files.deleteIfExists(temporary);
            throw e;
        }
    }

    /** Appends {@code g} under the next number. */
    void write(GameData g) throws IOException {
        DataFile.writeGame(out, new GameData(games++, g.result(), g.termination(), g.startFen(), g.opening(),
                g.moves(), g.scores()));
        positions += g.moves().length;
    }

    int games() {
        return games;
    }

    long positions() {
        return positions;
    }

    /** Finishes the file and renames it over the target in one step. */
    void commit() throws IOException {
        out.close();
        Files.move(temporary, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        committed = true;
    }

    /** Without {@link #commit}: deletes the temporary file, leaving the target as it was. */
    @Override
    public void close() throws IOException {
        if (!committed) {
            try {
                out.close();
            } finally {
                Files.deleteIfExists(temporary);
            }
        }
    }
}
