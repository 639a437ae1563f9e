package training.data;

import java.io.BufferedInputStream;
import java.io.Closeable;
import java.io.DataInputStream;
import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads a data file's games in order, checking each frame's length and checksum ({@link DataFile}), and counts
 * the bytes of the whole games read so far: after the last whole game {@link #next} answers null, and
 * {@link #wholeBytes} is where the data ends or, in a file with a partial or damaged game after it, where that
 * game starts. Whether what follows is a game cut short or damage before more games, only a look past it tells
 * ({@link ShardScan}); a trainer stops at it, since a file being written ends in a partial game.
 */
public final class GameReader implements Closeable {
    /** The {@link #stopReason} of a last game the file holds only in part. */
    public static final String CUT_SHORT = "a game cut short";
    private final DataInputStream in;
    private final Provenance provenance;
    private long wholeBytes;
    /** Why reading stopped before the end of the data, or null. */
    private String stop;
    private byte[] body = new byte[1 << 12];

    public GameReader(InputStream stream) throws IOException {
        in = new DataInputStream(new BufferedInputStream(stream, 1 << 16));
        provenance = DataFile.readHeader(in);
        wholeBytes = DataFile.headerBytes(provenance);
    }

    private GameReader(InputStream frames, Provenance provenance, long at) {
        in = new DataInputStream(new BufferedInputStream(frames, 1 << 16));
        this.provenance = provenance;
        wholeBytes = at;
    }

    /**
     * Reads on from a game's frame at byte {@code at} of a file whose header holds {@code provenance}, as if the
     * bytes before it had been read: how a reader goes on past damage ({@link ShardScan#findGame}).
     */
    static GameReader from(InputStream frames, Provenance provenance, long at) {
        return new GameReader(frames, provenance, at);
    }

    public static GameReader open(Path file) throws IOException {
        InputStream stream = Files.newInputStream(file);
        try {
            return new GameReader(stream);
        } catch (IOException | RuntimeException e) {
            stream.close();
            throw e;
        }
    }

    public Provenance provenance() {
        return provenance;
    }

    /**
     * The next whole game, or null: at the end of the data, or at a game that is cut short or damaged (then
     * {@link #stopReason} says which).
     */
    public GameData next() throws IOException {
        if (stop != null) {
            return null;
        }
        int length;
        int first = in.read();
        if (first < 0) {
            return null;
        }
        try {
            length = first << 24 | in.readUnsignedByte() << 16 | in.readUnsignedShort();
        } catch (EOFException e) {
            return stop(CUT_SHORT);
        }
        if (length < DataFile.MIN_BODY_BYTES || length > DataFile.MAX_BODY_BYTES) {
            return stop("a game frame of length " + length);
        }
        if (body.length < length) {
            body = new byte[Math.max(length, 2 * body.length)];
        }
        int stored;
        try {
            in.readFully(body, 0, length);
            stored = in.readInt();
        } catch (EOFException e) {
            return stop(CUT_SHORT);
        }
        if (stored != DataFile.crc(body, 0, length)) {
            return stop("a game whose checksum fails");
        }
        GameData game;
        try {
            game = DataFile.decode(body, length);
        } catch (IOException e) {
            return stop(e.getMessage());
        }
        wholeBytes += DataFile.FRAME_BYTES + length;
        return game;
    }

    private GameData stop(String reason) {
        stop = reason;
        return null;
    }

    /** The header's and the whole games' bytes read so far. */
    public long wholeBytes() {
        return wholeBytes;
    }

    /**
     * After {@link #next} answered null: null at the end of the data, else what stands at {@link #wholeBytes}
     * ({@link #CUT_SHORT}, or damage).
     */
    public String stopReason() {
        return stop;
    }

    /** After {@link #next} answered null: whether what stands at {@link #wholeBytes} is damage, not a cut. */
    public boolean damaged() {
        return stop != null && !stop.equals(CUT_SHORT);
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
