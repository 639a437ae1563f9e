package training.data;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A training set's manifest (training/DATA.md, "Training sets: manifests"): a text file naming each shard in a
 * {@code [shard NAME]} section of {@code key=value} lines, what the file is ({@code format}, {@code games},
 * {@code positions}, {@code bytes}, {@code sha256}) and its header's provenance, so that a trainer checks it
 * reads the very files the set was made of, and a lost shard is made again from the manifest alone.
 */
public final class Manifest {
    public static final String FORMAT = "format";
    public static final String GAMES = "games";
    public static final String POSITIONS = "positions";
    public static final String BYTES = "bytes";
    public static final String SHA256 = "sha256";
    private static final String SECTION = "[shard ";

    /** One shard: its file's name (beside the manifest, or in a data folder) and its entries in order. */
    public record Shard(String name, Map<String, String> entries) {
        public long games() {
            return Long.parseLong(entries.get(GAMES));
        }
    }

    /** A shard of a manifest checked against its file: the file, and the games the manifest says it holds. */
    public record Checked(Path file, long games) {
    }

    private final List<Shard> shards;

    private Manifest(List<Shard> shards) {
        this.shards = List.copyOf(shards);
    }

    public List<Shard> shards() {
        return shards;
    }

    /** Whether {@code file} is no data file (it does not start with a data file's magic): a manifest, if anything. */
    public static boolean isManifest(Path file) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return !DataFile.looksLikeData(in.readNBytes(DataFile.MAGIC_BYTES));
        }
    }

    /** The manifest in {@code file}; a line that is not a comment, a section or {@code key=value} throws. */
    public static Manifest read(Path file) throws IOException {
        List<Shard> shards = new ArrayList<>();
        Map<String, String> entries = null;
        int number = 0;
        for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
            number++;
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            int eq = line.indexOf('=');
            if (line.startsWith(SECTION) && line.endsWith("]")) {
                entries = new LinkedHashMap<>();
                shards.add(new Shard(line.substring(SECTION.length(), line.length() - 1), entries));
            } else if (entries != null && eq > 0) {
                entries.put(line.substring(0, eq), line.substring(eq + 1));
            } else {
                throw new IOException("line " + number + ": neither '[shard NAME]' nor key=value in a "
                        + "shard's section (not a manifest?)");
            }
        }
        for (Shard s : shards) {
            for (String key : List.of(FORMAT, GAMES, BYTES, SHA256)) {
                if (!s.entries.containsKey(key)) {
                    throw new IOException("shard " + s.name + " has no " + key + "=");
                }
            }
        }
        if (shards.isEmpty()) {
            throw new IOException("names no shard (not a data file nor a manifest)");
        }
        return new Manifest(shards);
    }

    /** The manifest of these shards, whole and undamaged, titled {@code name}. */
    static String text(String name, List<ShardInfo> shards) {
        StringBuilder b = new StringBuilder("# Qilin training set ").append(name).append('\n');
        for (ShardInfo s : shards) {
            b.append(SECTION).append(s.name()).append("]\n");
            b.append(FORMAT).append('=').append(DataFile.VERSION).append('\n');
            b.append(GAMES).append('=').append(s.report().games()).append('\n');
            b.append(POSITIONS).append('=').append(s.report().positions()).append('\n');
            b.append(BYTES).append('=').append(s.report().size()).append('\n');
            b.append(SHA256).append('=').append(s.sha256()).append('\n');
            b.append(s.report().provenance().text());
        }
        return b.toString();
    }

    /**
     * The shards' files in {@code dir}, each checked to be the file the manifest names: its format, size and
     * SHA-256; throws in one line naming the first that is not. The games are the reader's to check.
     */
    public List<Checked> check(Path dir) throws IOException {
        List<Checked> files = new ArrayList<>();
        for (Shard s : shards) {
            Path file = dir.resolve(s.name);
            String format = s.entries.get(FORMAT);
            if (!format.equals(Integer.toString(DataFile.VERSION))) {
                throw new IOException("shard " + s.name + ": format " + format + ", this Qilin reads "
                        + DataFile.VERSION);
            }
            if (!Files.isRegularFile(file)) {
                throw new IOException("shard " + s.name + ": no such file " + file);
            }
            long bytes = Files.size(file);
            if (!Long.toString(bytes).equals(s.entries.get(BYTES))) {
                throw new IOException("shard " + file + ": " + bytes + " bytes, the manifest says "
                        + s.entries.get(BYTES));
            }
            String sha256 = ShardWalk.sha256(file, bytes);
            if (!sha256.equals(s.entries.get(SHA256))) {
                throw new IOException("shard " + file + ": sha256 " + sha256 + ", the manifest says "
                        + s.entries.get(SHA256));
            }
            files.add(new Checked(file, s.games()));
        }
        return files;
    }
}
