package engine;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Set;
import java.util.Map;

/**
 * Every number that tunes the evaluation, in one immutable object: {@link #DEFAULT} holds the resource
 * {@code engine/weights.txt} (or the file named by the system property {@code qilin.weights}), read once;
 * the tuner makes others from flat vectors ({@link #of}). Nothing writes the arrays after construction, so
 * any number of searches may share one object. The tuner reads and writes the same format, see
 * {@link #format}. Tables are indexed by piece type; piece-square tables are written top row first (rank 9),
 * as a player reads the board from Red's seat, and must be left-right symmetric.
 */
public final class Weights {
    static final String RESOURCE = "/engine/weights.txt";
    static final String PROPERTY = "qilin.weights";

    // Terms with a middlegame and an endgame value, in the order of the file's "terms" section.
    static final int ROOK_MOBILITY = 0;
    static final int HORSE_MOBILITY = 1;
    static final int CANNON_MOBILITY = 2;
    static final int HORSE_LEG_BLOCKED = 3;
    static final int ROOK_OPEN_FILE = 4;
    static final int ROOK_HALF_OPEN_FILE = 5;
    static final int CANNON_CENTRAL = 6;
    static final int CANNON_EMPTY_HEAD = 7;
    static final int CANNON_SCREEN = 8;
    static final int CANNON_BOTTOM = 9;
    static final int HORSE_WOCAO = 10;
    static final int HORSE_GUAJIAO = 11;
    static final int ADVISORS_CONNECTED = 12;
    static final int ELEPHANTS_CONNECTED = 13;
    static final int KING_OFF_HOME = 14;
    static final int PAWN_CROSSED = 15;
    static final int PAWN_PAIR = 16;
    static final int PAWN_BLOCKS_LEG = 17;
    static final int PAWN_BLOCKS_EYE = 18;
    static final int PAWN_BOTTOM = 19;
    static final int KING_DANGER_LINEAR = 20;
    static final int KING_DANGER_QUADRATIC = 21;
    static final int DRIVE_PROXIMITY = 22;
    static final int DRIVE_KING_AWAY = 23;
    static final int THREAT_BY_HORSE = 24;
    static final int THREAT_BY_CANNON = 25;
    static final int THREAT_BY_PAWN = 26;
    static final String[] TERM_NAMES = {"rook_mobility", "horse_mobility", "cannon_mobility", "horse_leg_blocked",
        "rook_open_file", "rook_half_open_file", "cannon_central", "cannon_empty_head", "cannon_screen",
        "cannon_bottom", "horse_wocao", "horse_guajiao", "advisors_connected", "elephants_connected",
        "king_off_home", "pawn_crossed", "pawn_pair", "pawn_blocks_leg", "pawn_blocks_eye", "pawn_bottom",
        "king_danger_linear", "king_danger_quadratic", "drive_proximity", "drive_king_away", "threat_by_horse",
        "threat_by_cannon", "threat_by_pawn"};
    static final int TERM_COUNT = TERM_NAMES.length;

    // King-danger units: ATTACK per attacking piece type near the enemy palace, MISSING per missing defender.
    static final int ATTACK_ROOK = 0;
    static final int ATTACK_HORSE = 1;
    static final int ATTACK_CANNON = 2;
    static final int ATTACK_PAWN = 3;
    static final int MISSING_ADVISOR = 0;
    static final int MISSING_ELEPHANT = 1;

    // Endgame scale factors out of HandWrittenEval.SCALE_MAX.
    public static final int SCALE_LONE_MINOR = 0;
    public static final int SCALE_ROOK_VS_ROOK = 1;
    public static final int SCALE_ROOK_VS_DEFENDED = 2;
    public static final int SCALE_LONE_PAWN = 3;
    public static final int SCALE_ROOK_VS_FULL_DEFENCE = 4;
    public static final int SCALE_HORSE_VS_ELEPHANTS = 5;
    static final String[] SCALE_NAMES = {"lone_minor", "rook_vs_rook", "rook_vs_defended", "lone_pawn",
        "rook_vs_full_defence", "horse_vs_elephants"};

    private final int[] raw;
    /** Material by piece type, middlegame and endgame. */
    final int[] materialMg;
    final int[] materialEg;
    /** The terms packed as {@link Evaluation#pack} pairs: what the hot path reads. */
    final int[] term = new int[TERM_COUNT];
    final int[] attack;
    final int[] missing;
    final int[] scale;
    final int tempo;
    /** Material plus piece-square values by piece code and point. */
    final Psqt psqt;

    /** One line of the weights file; {@code tableType} is the piece type of a piece-square table, else -1. */
    private record Entry(String name, int size, int tableType) {
    }

    private static final List<Entry> SCHEMA = new ArrayList<>();

    static {
        add("material_mg", Piece.TYPE_COUNT);
        add("material_eg", Piece.TYPE_COUNT);
        for (int type = Piece.KING; type <= Piece.PAWN; type++) {
            SCHEMA.add(new Entry("psq_mg_" + Piece.typeName(type), Square.COUNT, type));
            SCHEMA.add(new Entry("psq_eg_" + Piece.typeName(type), Square.COUNT, type));
        }
        for (String name : TERM_NAMES) {
            add(name, 2);
        }
        add("attack_units", 4);
        add("missing_defender_units", 2);
        add("tempo", 1);
        add("scale", SCALE_NAMES.length);
    }

    /** The weights of {@link #RESOURCE}, or of the file named by {@link #PROPERTY}: the engine's own. */
    public static final Weights DEFAULT = parse(readDefault());

    private static void add(String name, int size) {
        SCHEMA.add(new Entry(name, size, -1));
    }

    /** Weights from a flat vector in file order (see {@link #raw}); tables must be left-right symmetric. */
    private Weights(int[] raw) {
        if (raw.length != size()) {
            throw new IllegalArgumentException("a weight vector has " + size() + " values, got " + raw.length);
        }
        this.raw = raw.clone();
        materialMg = slice("material_mg");
        materialEg = slice("material_eg");
        for (int t = 0; t < TERM_COUNT; t++) {
            int[] pair = slice(TERM_NAMES[t]);
            term[t] = HandWrittenEval.pack(pair[0], pair[1]);
        }
        attack = slice("attack_units");
        missing = slice("missing_defender_units");
        scale = slice("scale");
        for (int i = 0; i < scale.length; i++) {
            // A tuner's step below zero must not turn the stronger side into the weaker. Above 64 is left alone:
            // the tuner measures slopes by raising a weight, so a cap would hide that a scale at 64 is too high.
            scale[i] = Math.max(0, scale[i]);
        }
        tempo = slice("tempo")[0];
        int[][] psqMg = new int[Piece.TYPE_COUNT][];
        int[][] psqEg = new int[Piece.TYPE_COUNT][];
        for (int type = Piece.KING; type <= Piece.PAWN; type++) {
            psqMg[type] = symmetric(slice("psq_mg_" + Piece.typeName(type)), "psq_mg_" + Piece.typeName(type));
            psqEg[type] = symmetric(slice("psq_eg_" + Piece.typeName(type)), "psq_eg_" + Piece.typeName(type));
        }
        psqt = new Psqt(materialMg, materialEg, psqMg, psqEg);
    }

    /** Weights from a flat vector in file order, as the tuner makes them. */
    public static Weights of(int[] raw) {
        return new Weights(raw);
    }

    private static String readDefault() {
        String file = System.getProperty(PROPERTY);
        try {
            if (file != null && !file.isEmpty()) {
                return Files.readString(Path.of(file), StandardCharsets.UTF_8);
            }
            try (InputStream in = Weights.class.getResourceAsStream(RESOURCE)) {
                if (in == null) {
                    throw new IllegalStateException("missing resource " + RESOURCE);
                }
                return new String(in.readAllBytes(), StandardCharsets.UTF_8);
            }
        } catch (IOException e) {
            throw new IllegalStateException("cannot read evaluation weights: " + e.getMessage(), e);
        }
    }

    /** Parses weights text: a name followed by its numbers; '#' starts a comment. */
    static Weights parse(String text) {
        Map<String, List<Integer>> read = new HashMap<>();
        List<Integer> current = null;
        for (String line : text.split("\n")) {
            int hash = line.indexOf('#');
            String body = (hash >= 0 ? line.substring(0, hash) : line).trim();
            if (body.isEmpty()) {
                continue;
            }
            for (String token : body.split("\\s+")) {
                if (Character.isLetter(token.charAt(0))) {
                    current = new ArrayList<>();
                    if (read.put(token, current) != null) {
                        throw new IllegalArgumentException("weight '" + token + "' given twice");
                    }
                } else if (current == null) {
                    throw new IllegalArgumentException("number before any weight name: " + token);
                } else {
                    current.add(Integer.parseInt(token));
                }
            }
        }
        int[] raw = new int[size()];
        int at = 0;
        for (Entry e : SCHEMA) {
            List<Integer> values = read.remove(e.name);
            if (values == null || values.size() != e.size) {
                throw new IllegalArgumentException("weight '" + e.name + "' needs " + e.size + " values, got "
                        + (values == null ? "none" : values.size()));
            }
            for (int v : values) {
                raw[at++] = v;
            }
        }
        if (!read.isEmpty()) {
            throw new IllegalArgumentException("unknown weights " + read.keySet());
        }
        return new Weights(raw);
    }

    private int[] slice(String name) {
        int at = 0;
        for (Entry e : SCHEMA) {
            if (e.name.equals(name)) {
                return java.util.Arrays.copyOfRange(raw, at, at + e.size);
            }
            at += e.size;
        }
        throw new IllegalStateException("no weight " + name);
    }

    private static int[] symmetric(int[] table, String name) {
        for (int i = 0; i < Square.COUNT; i++) {
            int row = Square.rank(i);
            int col = Square.file(i);
            if (table[i] != table[row * Square.FILES + Square.FILES - 1 - col]) {
                throw new IllegalArgumentException(name + " is not left-right symmetric in row " + row);
            }
        }
        return table;
    }

    /** Number of values in the flat vector. */
    /** A point's index in a table as the weights file writes it: 10 rows of 9, rank 9 first, Red's view. */
    public static int cell(int rank, int file) {
        return (Square.RANKS - 1 - rank) * Square.FILES + file;
    }

    public static int size() {
        int n = 0;
        for (Entry e : SCHEMA) {
            n += e.size;
        }
        return n;
    }

    /** The SHA-256 of the values, each a big-endian int in file order, in hex: the weights' identity. */
    public String sha256() {
        ByteBuffer bytes = ByteBuffer.allocate(raw.length * Integer.BYTES);
        bytes.asIntBuffer().put(raw);
        return Digests.sha256(bytes.array(), bytes.capacity());
    }

    /** All values as one flat vector, in file order (a copy). */
    public int[] raw() {
        return raw.clone();
    }

    /**
     * Indices the tuner may change: material (not the king), piece-square cells of the left half and the
     * middle file (each moves with its mirror, see {@link #mirror}), terms but the mating drive, units, tempo,
     * the ending scales; none of the groups named in {@code frozen} (by name, or by a prefix and '*': {@code psq_*}).
     */
    public static int[] tunable(Set<String> frozen) {
        List<Integer> out = new ArrayList<>();
        int at = 0;
        for (Entry e : SCHEMA) {
            for (int i = 0; i < e.size; i++) {
                boolean king = e.name.startsWith("material") && i <= Piece.KING;
                // Self-play games are resigned before mating endings, so they cannot teach the mating drive.
                boolean drive = e.name.startsWith("drive_");
                boolean rightHalf = isTable(e) && i % Square.FILES > Square.FILES / 2;
                if (!king && !drive && !rightHalf && !frozen(e, frozen)) {
                    out.add(at + i);
                }
            }
            at += e.size;
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The index of a piece-square cell's mirror image across the middle file; -1 for the middle file and non-tables. */
    public static int mirror(int index) {
        Slot slot = slotOf(index);
        int col = (index - slot.start) % Square.FILES;
        return isTable(slot.entry) && col != Square.FILES / 2 ? index - col + Square.FILES - 1 - col : -1;
    }

    /**
     * The piece type of a piece-square cell, or -1 when {@code index} is no table cell; its cell (row times
     * files plus column, rank 9 first) is {@link #cellOf}.
     */
    public static int tableType(int index) {
        return slotOf(index).entry.tableType;
    }

    /** The cell of a piece-square index within its table (see {@link #tableType}). */
    public static int cellOf(int index) {
        return index - slotOf(index).start;
    }

    /** The entry holding a flat index, and the flat index where that entry starts. */
    private record Slot(Entry entry, int start) {
    }

    private static Slot slotOf(int index) {
        int at = 0;
        for (Entry e : SCHEMA) {
            if (index < at + e.size) {
                return new Slot(e, at);
            }
            at += e.size;
        }
        throw new IndexOutOfBoundsException("weight index " + index + " of " + at);
    }

    private static boolean isTable(Entry e) {
        return e.tableType >= 0;
    }

    /** Whether {@code name} is a group of the weights file. */
    public static boolean isGroup(String name) {
        for (Entry e : SCHEMA) {
            if (named(e, name)) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code name} names this entry: its name, or a prefix of it followed by '*' ({@code psq_*}). */
    private static boolean named(Entry e, String name) {
        return name.endsWith("*") ? e.name.startsWith(name.substring(0, name.length() - 1)) : e.name.equals(name);
    }

    private static boolean frozen(Entry e, Set<String> frozen) {
        for (String name : frozen) {
            if (named(e, name)) {
                return true;
            }
        }
        return false;
    }

    /** The name of the weight holding flat index {@code index}, with its position inside that weight. */
    public static String nameOf(int index) {
        Slot slot = slotOf(index);
        return slot.entry.name + "[" + (index - slot.start) + "]";
    }

    /** The weights file text for a flat vector. */
    public static String format(int[] raw, String header) {
        StringBuilder sb = new StringBuilder();
        for (String line : header.split("\n")) {
            sb.append("# ").append(line).append('\n');
        }
        sb.append("# Format: a name, then its integers (whitespace-separated; '#' starts a comment).\n");
        sb.append("# material_*: by piece type (none king advisor elephant horse rook cannon pawn).\n");
        sb.append("# psq_*: 10 rows of 9, rank 9 (Black's back rank) first, Red's view; must be mirror-symmetric.\n");
        sb.append("# terms: middlegame endgame. attack_units: rook horse cannon pawn. missing_defender_units:\n");
        sb.append("# advisor (vs rooks/horses) elephant (vs cannons). scale (out of 64): ")
                .append(String.join(" ", SCALE_NAMES)).append(".\n");
        int at = 0;
        for (Entry e : SCHEMA) {
            sb.append(e.name);
            if (e.size == Square.COUNT) {
                sb.append('\n');
                for (int row = 0; row < Square.RANKS; row++) {
                    sb.append(' ');
                    for (int col = 0; col < Square.FILES; col++) {
                        sb.append(String.format(" %4d", raw[at + row * Square.FILES + col]));
                    }
                    sb.append('\n');
                }
            } else {
                for (int i = 0; i < e.size; i++) {
                    sb.append(' ').append(raw[at + i]);
                }
                sb.append('\n');
            }
            at += e.size;
        }
        return sb.toString();
    }
}
