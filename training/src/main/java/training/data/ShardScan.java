package training.data;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * One pass over a data file that says what it holds and where it is damaged: its provenance, its whole games
 * (numbered 0, 1, 2 … as {@code datagen} writes them, or not), their positions, where the whole games end, and
 * what follows them. What follows is either nothing, a tail that holds no whole game (a run stopped while
 * writing: {@link #partialTail}), or damage with at least one whole game after it ({@link #damagedAt}): a tail
 * may be cut off, damage may not, since it would throw away the games behind it.
 *
 * @param provenance   the header's record of what made the file
 * @param games        whole games before the first partial or damaged one
 * @param positions    their searched positions
 * @param numbered     whether those games are numbered 0, 1, 2 … in order
 * @param wholeBytes   the header's and those games' bytes
 * @param size         the file's size
 * @param damagedAt    where the damage starts, or -1 when nothing but a partial tail follows the whole games
 * @param nextGameAt   where the first whole game after the damage starts, or -1
 * @param reason       what stands at {@code wholeBytes}, or null when the file ends there
 */
public record ShardScan(Provenance provenance, long games, long positions, boolean numbered, long wholeBytes,
        long size, long damagedAt, long nextGameAt, String reason) {

    /** Bytes mapped at once while looking past damage (the last frame's worth overlaps the next window). */
    private static final long WINDOW = 64L << 20;

    /** Reads {@code file} whole; throws only when its header cannot be read. */
    public static ShardScan of(Path file) throws IOException {
        long games = 0;
        long positions = 0;
        boolean numbered = true;
        long whole;
        String reason;
        try (GameReader reader = GameReader.open(file)) {
            for (GameData g = reader.next(); g != null; g = reader.next()) {
                numbered &= g.index() == games;
                games++;
                positions += g.moves().length;
            }
            whole = reader.wholeBytes();
            reason = reader.stopReason();
            try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
                long size = channel.size();
                long next = whole < size ? findGame(channel, whole + 1) : -1;
                return new ShardScan(reader.provenance(), games, positions, numbered, whole, size,
                        next < 0 ? -1 : whole, next, reason);
            }
        }
    }

    /** Bytes after the whole games that hold no whole game: what resuming cuts off. */
    public long partialTail() {
        return damagedAt < 0 ? size - wholeBytes : 0;
    }

    /** Whether damage stands before whole games: then the file may be read up to it, but not resumed. */
    public boolean damaged() {
        return damagedAt >= 0;
    }

    /**
     * The offset of the first whole, well-formed game at or after {@code from}, or -1: a frame whose length fits,
     * whose checksum passes and whose body is a game. A false find needs a random CRC-32 to match besides.
     */
    static long findGame(FileChannel channel, long from) throws IOException {
        return findGame(channel, from, channel.size());
    }

    /** {@link #findGame(FileChannel, long)} in the file's first {@code size} bytes (a file still growing). */
    static long findGame(FileChannel channel, long from, long size) throws IOException {
        for (long start = from; start + DataFile.FRAME_BYTES + DataFile.MIN_BODY_BYTES <= size; start += WINDOW) {
            long length = Math.min(size - start, WINDOW + DataFile.FRAME_BYTES + DataFile.MAX_BODY_BYTES);
            MappedByteBuffer window = channel.map(FileChannel.MapMode.READ_ONLY, start, length);
            int found = findGame(window, (int) Math.min(WINDOW, length));
            if (found >= 0) {
                return start + found;
            }
        }
        return -1;
    }

    /** The first offset below {@code limit} in {@code b} where a whole game stands, or -1. */
    private static int findGame(ByteBuffer b, int limit) {
        byte[] body = new byte[0];
        for (int at = 0; at < limit && at + DataFile.FRAME_BYTES + DataFile.MIN_BODY_BYTES <= b.limit(); at++) {
            int length = b.getInt(at);
            if (length < DataFile.MIN_BODY_BYTES || length > DataFile.MAX_BODY_BYTES
                    || at + DataFile.FRAME_BYTES + (long) length > b.limit()) {
                continue;
            }
            if (body.length < length) {
                body = new byte[length];
            }
            b.get(at + 4, body, 0, length);
            if (b.getInt(at + 4 + length) == DataFile.crc(body, 0, length) && decodes(body, length)) {
                return at;
            }
        }
        return -1;
    }

    private static boolean decodes(byte[] body, int length) {
        try {
            DataFile.decode(body, length);
            return true;
        } catch (IOException e) {
            return false;
        }
    }
}
