package training.data;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Locale;

/**
 * A data file as a training set names it: what a walk found in it ({@link ShardWalk.Report}) and the SHA-256 of
 * the same bytes, which proves a copy exact.
 */
record ShardInfo(Path file, ShardWalk.Report report, String sha256) {
    /** Hex digits of a checksum or commit shown in one-line summaries. */
    private static final int SHORT_HEX = 8;
    private static final String SHA256_PREFIX = "sha256:";

    /** Walks {@code file} and sums its bytes; throws when its header cannot be read. */
    static ShardInfo of(Path file) throws IOException {
        ShardWalk.Report report = ShardWalk.walk(file, (g, at) -> { });
        return new ShardInfo(file, report, ShardWalk.sha256(file, report.size()));
    }

    /**
     * Walks the file again over the bytes first walked, handing each whole game to {@code visitor}; throws when
     * those bytes hold other games now.
     */
    void games(ShardWalk.Visitor visitor) throws IOException {
        ShardWalk.Report again = ShardWalk.walk(file, report.size(), visitor);
        if (again.games() != report.games() || again.positions() != report.positions()) {
            throw new IOException(file + ": changed while it was read (" + report.games() + " games, then "
                    + again.games() + ")");
        }
    }

    String name() {
        return file.getFileName().toString();
    }

    /** One line: games, positions, the main settings, size and checksum. */
    String summary() {
        Provenance p = report.provenance();
        return String.format(Locale.ROOT, "%s: %d games, %d positions; nodes %s, seed %s, evaluation %s, commit %s; "
                + "%d bytes, sha256 %s", file, report.games(), report.positions(), orDash(p.get(Provenance.NODES)),
                orDash(p.get(Provenance.SEED)), evaluation(p.get(Provenance.EVALUATION)),
                shortHex(p.get(Provenance.COMMIT)), report.size(), sha256);
    }

    /** An evaluation's identity shortened to its kind and the first hex digits of its checksum. */
    static String evaluation(String identity) {
        if (identity == null) {
            return "-";
        }
        int at = identity.indexOf(SHA256_PREFIX);
        return at < 0 ? identity : identity.substring(0, at) + shortHex(identity.substring(at + SHA256_PREFIX.length()));
    }

    private static String shortHex(String hex) {
        return hex == null ? "-" : hex.substring(0, Math.min(SHORT_HEX, hex.length()));
    }

    private static String orDash(String value) {
        return value == null ? "-" : value;
    }
}
