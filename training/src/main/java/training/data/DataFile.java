package training.data;

import java.io.ByteArrayOutputStream;
import java.io.DataInput;
import java.io.DataInputStream;
import java.io.DataOutput;
import java.io.DataOutputStream;
import java.io.EOFException;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.zip.CRC32;
import protocol.match.Termination;

/**
 * The self-play data format, version 2 (training/DATA.md): a header with the file's {@link Provenance} and its
 * checksum, then games one after another, each framed by its length and a CRC-32, so that a damaged byte
 * anywhere is found, and a file cut short ends in at most one partial game. Big-endian, as {@link DataOutput}
 * writes. A game is about 4 bytes a position where a FEN line takes 80.
 */
public final class DataFile {
    /** "QILINDAT", then the version byte, 3 reserved zero bytes and the provenance text's length. */
    static final byte[] MAGIC = "QILINDAT".getBytes(StandardCharsets.US_ASCII);
    /** The bytes that tell a data file at its start. */
    public static final int MAGIC_BYTES = MAGIC.length;
    public static final int VERSION = 2;
    private static final int FIXED_HEADER_BYTES = MAGIC.length + 4 + 4;
    private static final int MAX_PROVENANCE_BYTES = 1 << 16;
    /** A game's frame: its body's length before it, the body's CRC-32 after it. */
    static final int FRAME_BYTES = 8;
    /** The smallest body: index, result, termination, start, R and N. */
    static final int MIN_BODY_BYTES = 10;
    private static final int MAX_FEN_BYTES = 255;
    private static final int MAX_OPENING = 255;
    private static final int MAX_PLIES = 65_535;
    static final int MAX_BODY_BYTES = MIN_BODY_BYTES + 1 + MAX_FEN_BYTES + 2 * MAX_OPENING + 4 * MAX_PLIES;
    private static final int START_INITIAL = 0;
    private static final int START_FEN = 1;
    private static final int TERMINATIONS = Termination.values().length;

    private DataFile() {
    }

    public static void writeHeader(DataOutput out, Provenance provenance) throws IOException {
        out.write(header(provenance));
    }

    /** The header's bytes: magic, version, reserved, length, the provenance text, its CRC-32. */
    public static byte[] header(Provenance provenance) {
        byte[] text = provenance.text().getBytes(StandardCharsets.UTF_8);
        if (text.length > MAX_PROVENANCE_BYTES) {
            throw new IllegalArgumentException("provenance of " + text.length + " bytes, at most "
                    + MAX_PROVENANCE_BYTES);
        }
        ByteBuffer b = ByteBuffer.allocate(FIXED_HEADER_BYTES + text.length + 4);
        b.put(MAGIC).put((byte) VERSION).put(new byte[3]).putInt(text.length).put(text);
        b.putInt(crc(b.array(), 0, b.position()));
        return b.array();
    }

    /** Reads and checks the header, answering its provenance; throws naming what is wrong. */
    public static Provenance readHeader(DataInput in) throws IOException {
        byte[] fixed = new byte[FIXED_HEADER_BYTES];
        try {
            in.readFully(fixed);
        } catch (EOFException e) {
            throw new IOException("not a Qilin data file (shorter than its header)");
        }
        if (!looksLikeData(fixed)) {
            throw new IOException("not a Qilin data file (no QILINDAT at the start)");
        }
        if (fixed[MAGIC.length] != VERSION) {
            throw new IOException("data format version " + fixed[MAGIC.length] + ", this Qilin reads " + VERSION
                    + " (version 1 files are read by the Qilin that wrote them: training/DATA.md)");
        }
        int length = ByteBuffer.wrap(fixed).getInt(MAGIC.length + 4);
        if (length < 0 || length > MAX_PROVENANCE_BYTES) {
            throw new IOException("damaged header (provenance length " + length + ")");
        }
        byte[] header = Arrays.copyOf(fixed, FIXED_HEADER_BYTES + length);
        int stored;
        try {
            in.readFully(header, FIXED_HEADER_BYTES, length);
            stored = in.readInt();
        } catch (EOFException e) {
            throw new IOException("not a Qilin data file (shorter than its header)");
        }
        if (stored != crc(header, 0, header.length)) {
            throw new IOException("damaged header (its checksum fails)");
        }
        return Provenance.parse(new String(header, FIXED_HEADER_BYTES, length, StandardCharsets.UTF_8));
    }

    /** The bytes {@link #header} takes for {@code provenance}. */
    public static int headerBytes(Provenance provenance) {
        return FIXED_HEADER_BYTES + provenance.text().getBytes(StandardCharsets.UTF_8).length + 4;
    }

    /** Whether {@code head}, a file's first bytes, starts like a data file of any version. */
    public static boolean looksLikeData(byte[] head) {
        return head.length >= MAGIC.length && Arrays.equals(MAGIC, Arrays.copyOf(head, MAGIC.length));
    }

    /** Writes one game in its frame: u32 length, the body ({@link #body}), u32 CRC-32 of the body. */
    public static void writeGame(DataOutput out, GameData g) throws IOException {
        byte[] body = body(g);
        out.writeInt(body.length);
        out.write(body);
        out.writeInt(crc(body, 0, body.length));
    }

    /** A game's body: u32 index, u8 result, u8 termination, u8 start [u8 length, FEN], u8 R, u16 N, moves. */
    static byte[] body(GameData g) throws IOException {
        if (g.opening().length > MAX_OPENING || g.moves().length > MAX_PLIES) {
            throw new IllegalArgumentException("game " + g.index() + ": too many plies to write");
        }
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(size(g));
        DataOutputStream out = new DataOutputStream(bytes);
        out.writeInt(g.index());
        out.writeByte(g.result());
        out.writeByte(g.termination());
        if (g.startFen() == null) {
            out.writeByte(START_INITIAL);
        } else {
            byte[] fen = g.startFen().getBytes(StandardCharsets.US_ASCII);
            out.writeByte(START_FEN);
            out.writeByte(fen.length);
            out.write(fen);
        }
        out.writeByte(g.opening().length);
        out.writeShort(g.moves().length);
        for (short move : g.opening()) {
            out.writeShort(move);
        }
        for (int i = 0; i < g.moves().length; i++) {
            out.writeShort(g.moves()[i]);
            out.writeShort(g.scores()[i]);
        }
        return bytes.toByteArray();
    }

    /**
     * The game a framed body holds; throws when the body is not one whole game (a damaged body whose checksum
     * happened to pass, or a frame found by chance while looking past damage).
     */
    static GameData decode(byte[] body, int length) throws IOException {
        DataInputStream in = new DataInputStream(new java.io.ByteArrayInputStream(body, 0, length));
        try {
            int index = in.readInt();
            int result = in.readUnsignedByte();
            int termination = in.readUnsignedByte();
            int start = in.readUnsignedByte();
            String fen = null;
            if (start == START_FEN) {
                byte[] text = new byte[in.readUnsignedByte()];
                in.readFully(text);
                fen = new String(text, StandardCharsets.US_ASCII);
            } else if (start != START_INITIAL) {
                throw new IOException("start kind " + start + " is neither 0 nor 1");
            }
            short[] opening = new short[in.readUnsignedByte()];
            int plies = in.readUnsignedShort();
            short[] moves = new short[plies];
            short[] scores = new short[plies];
            for (int i = 0; i < opening.length; i++) {
                opening[i] = in.readShort();
            }
            for (int i = 0; i < plies; i++) {
                moves[i] = in.readShort();
                scores[i] = in.readShort();
            }
            if (in.available() > 0 || index < 0 || result > GameData.RED_WON || termination >= TERMINATIONS) {
                throw new IOException("not a game (index " + index + ", result " + result + ", ending "
                        + termination + ", " + in.available() + " bytes left over)");
            }
            return new GameData(index, result, termination, fen, opening, moves, scores);
        } catch (EOFException e) {
            throw new IOException("a game body shorter than its plies");
        }
    }

    /** The bytes one game takes in the file, frame included, as {@link #writeGame} writes it. */
    public static int size(GameData g) {
        int start = g.startFen() == null ? 1 : 2 + g.startFen().length();
        return FRAME_BYTES + 4 + 1 + 1 + start + 1 + 2 + 2 * g.opening().length + 4 * g.moves().length;
    }

    static int crc(byte[] bytes, int from, int length) {
        CRC32 crc = new CRC32();
        crc.update(bytes, from, length);
        return (int) crc.getValue();
    }
}
