package training.data;

import java.io.IOException;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What made a data file, as its header records it (training/DATA.md): ordered {@code key=value} lines naming
 * the program (commit and bench signature), the evaluation (kind and SHA-256 of its numbers) and every setting
 * that decides a game. Two runs with equal provenance play equal games, so a file may be resumed only by a run
 * of equal provenance, and a lost file is made again from it. Keys are lower-case words with hyphens; values are
 * one line each.
 */
public final class Provenance {
    /** The keys every self-play file records, in the order it records them. */
    public static final String GENERATOR = "generator";
    public static final String COMMIT = "commit";
    public static final String BENCH = "bench";
    public static final String EVALUATION = "evaluation";
    public static final String SEED = "seed";
    public static final String NODES = "nodes";
    public static final String RANDOM_PLIES = "random-plies";
    public static final String VERIFY_NODES = "verify-nodes";
    public static final String MAX_OPENING_SCORE = "max-opening-score";
    public static final String HASH_MB = "hash-mb";
    public static final String ADJUDICATION = "adjudication";
    public static final String RULES = "rules";

    private final Map<String, String> entries;

    private Provenance(Map<String, String> entries) {
        this.entries = Collections.unmodifiableMap(entries);
    }

    /** Provenance of these pairs, in their order; a key or value that would break the text throws. */
    public static Provenance of(Map<String, String> pairs) {
        Map<String, String> copy = new LinkedHashMap<>();
        pairs.forEach((key, value) -> {
            if (!key.matches("[a-z][a-z0-9-]*") || value.indexOf('\n') >= 0 || value.indexOf('\r') >= 0) {
                throw new IllegalArgumentException("provenance entry '" + key + "=" + value + "' is not one line");
            }
            copy.put(key, value);
        });
        return new Provenance(copy);
    }

    /** The header's text back as provenance; a line that is not {@code key=value} is damage. */
    public static Provenance parse(String text) throws IOException {
        Map<String, String> pairs = new LinkedHashMap<>();
        for (String line : text.split("\n")) {
            int eq = line.indexOf('=');
            if (eq <= 0) {
                throw new IOException("provenance line '" + line + "' is not key=value");
            }
            pairs.put(line.substring(0, eq), line.substring(eq + 1));
        }
        try {
            return of(pairs);
        } catch (IllegalArgumentException e) {
            throw new IOException(e.getMessage());
        }
    }

    /** One {@code key=value} line a pair, each ending in a newline. */
    public String text() {
        StringBuilder b = new StringBuilder();
        entries.forEach((key, value) -> b.append(key).append('=').append(value).append('\n'));
        return b.toString();
    }

    /** The value of {@code key}, or null. */
    public String get(String key) {
        return entries.get(key);
    }

    public Map<String, String> entries() {
        return entries;
    }

    /**
     * The first entry in which {@code run} differs from this file's provenance, in one phrase naming both values
     * ({@code "nodes: the file has 5000, this run 3000"}), or null when they are equal.
     */
    public String difference(Provenance run) {
        for (Map.Entry<String, String> e : entries.entrySet()) {
            String theirs = run.entries.get(e.getKey());
            if (!e.getValue().equals(theirs)) {
                return e.getKey() + ": the file has " + e.getValue() + ", this run "
                        + (theirs == null ? "none" : theirs);
            }
        }
        for (String key : run.entries.keySet()) {
            if (!entries.containsKey(key)) {
                return key + ": the file has none, this run " + run.entries.get(key);
            }
        }
        return null;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Provenance p && entries.equals(p.entries);
    }

    @Override
    public int hashCode() {
        return entries.hashCode();
    }

    @Override
    public String toString() {
        return text();
    }
}
