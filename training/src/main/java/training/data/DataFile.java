package training.data;

import java.io.DataInput;
import java.io.DataOutput;
import java.io.EOFException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The self-play data format (training/DATA.md): a 16-byte header, then games one after another, each a start,
 * its moves and its scores, about 4 bytes a position where a FEN line takes 80. Big-endian, as
 * {@link DataOutput} writes. A game is written whole or not at all, so a file cut short ends in at most one
 * partial game, which {@link #readGame} reports as the end of the data.
 */
public final class DataFile {
    /** "QILINDAT", then the version byte and 7 reserved zero bytes. */
    static final byte[] MAGIC = "QILINDAT".getBytes(StandardCharsets.US_ASCII);
    static final int VERSION = 1;
    public static final int HEADER_BYTES = 16;
    private static final int START_INITIAL = 0;
    private static final int START_FEN = 1;
    private static final int MAX_OPENING = 255;
    private static final int MAX_PLIES = 65_535;

    private DataFile() {
    }

    public static void writeHeader(DataOutput out) throws IOException {
        out.write(MAGIC);
        out.writeByte(VERSION);
        out.write(new byte[HEADER_BYTES - MAGIC.length - 1]);
    }

    /** Reads and checks the header; throws naming what is wrong. */
    public static void readHeader(DataInput in) throws IOException {
        byte[] header = new byte[HEADER_BYTES];
        try {
            in.readFully(header);
        } catch (EOFException e) {
            throw new IOException("not a Qilin data file (shorter than its header)");
        }
        if (!Arrays.equals(MAGIC, Arrays.copyOf(header, MAGIC.length))) {
            throw new IOException("not a Qilin data file (no QILINDAT at the start)");
        }
        if (header[MAGIC.length] != VERSION) {
            throw new IOException("data format version " + header[MAGIC.length] + ", this Qilin reads " + VERSION);
        }
    }

    /** Whether {@code head}, a file's first bytes, starts like a data file. */
    public static boolean looksLikeData(byte[] head) {
        return head.length >= MAGIC.length && Arrays.equals(MAGIC, Arrays.copyOf(head, MAGIC.length));
    }

    /** Writes one game: u32 index, u8 result, u8 termination, u8 start kind [u8 length, FEN], u8 R, u16 N, moves. */
    public static void writeGame(DataOutput out, GameData g) throws IOException {
        if (g.opening().length > MAX_OPENING || g.moves().length > MAX_PLIES) {
            throw new IllegalArgumentException("game " + g.index() + ": too many plies to write");
        }
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
    }

    /**
     * The next game, or null at the end of the data: a clean end, or a last game cut short (a run that was
     * stopped while writing). Throws on anything else that is not a game.
     */
    public static GameData readGame(DataInput in) throws IOException {
        int index;
        try {
            index = in.readInt();
        } catch (EOFException e) {
            return null;
        }
        try {
            int result = in.readUnsignedByte();
            int termination = in.readUnsignedByte();
            int start = in.readUnsignedByte();
            String fen = null;
            if (start == START_FEN) {
                byte[] text = new byte[in.readUnsignedByte()];
                in.readFully(text);
                fen = new String(text, StandardCharsets.US_ASCII);
            } else if (start != START_INITIAL) {
                throw new IOException("game " + index + ": start kind " + start + " is neither 0 nor 1");
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
            if (result > GameData.RED_WON) {
                throw new IOException("game " + index + ": result " + result + " is not 0, 1 or 2");
            }
            return new GameData(index, result, termination, fen, opening, moves, scores);
        } catch (EOFException e) {
            return null;
        }
    }

    /** The bytes one game takes, as {@link #writeGame} writes it. */
    public static int size(GameData g) {
        int start = g.startFen() == null ? 1 : 2 + g.startFen().length();
        return 4 + 1 + 1 + start + 1 + 2 + 2 * g.opening().length + 4 * g.moves().length;
    }
}
