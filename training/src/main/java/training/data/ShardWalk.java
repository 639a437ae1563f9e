package training.data;

import engine.Digests;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;

/**
 * A data file read whole, past every damaged spot: each whole game is handed over with its offset, and each spot
 * where damage stands before more whole games is listed with the next whole game after it
 * ({@link ShardScan#findGame}), so that one pass finds all the damage, not only the first. The file's size is
 * taken when the walk starts and nothing after it is read, so a file still being written is described as it was
 * then, and its checksum ({@link #sha256}) covers the same bytes.
 */
final class ShardWalk {
    /** Receives each whole game and the offset of its frame. */
    @FunctionalInterface
    interface Visitor {
        void game(GameData game, long at) throws IOException;
    }

    /**
     * Damage before whole games.
     *
     * @param at          where the first byte that is no whole game stands
     * @param reason      what stands there (a checksum that fails, a frame length out of range …)
     * @param nextGameAt  where the next whole game starts
     */
    record Damage(long at, String reason, long nextGameAt) {
    }

    /**
     * What a walk found.
     *
     * @param games       whole games, damage or not between them
     * @param positions   their searched positions
     * @param size        the bytes walked: the file's size when the walk started
     * @param damage      every damaged spot with whole games after it, in order
     * @param tailAt      where bytes that hold no whole game end the file, or -1 when a whole game ends it
     * @param tailReason  what stands at {@code tailAt} ({@link GameReader#CUT_SHORT}, or damage), or null
     */
    record Report(Provenance provenance, long games, long positions, long size, List<Damage> damage, long tailAt,
            String tailReason) {
        boolean damaged() {
            return !damage.isEmpty();
        }

        long tailBytes() {
            return tailAt < 0 ? 0 : size - tailAt;
        }

        /** The verdict in one line a damaged spot, as 'qilin data verify' prints it. */
        List<String> verdict() {
            List<String> lines = new ArrayList<>();
            for (Damage d : damage) {
                lines.add(String.format(Locale.ROOT, "DAMAGED at byte %d (%s), with whole games after it (next at "
                        + "byte %d)", d.at, d.reason, d.nextGameAt));
            }
            if (tailAt >= 0) {
                lines.add(GameReader.CUT_SHORT.equals(tailReason)
                        ? String.format(Locale.ROOT, "ends in a partial game (%d bytes at byte %d)", tailBytes(), tailAt)
                        : String.format(Locale.ROOT, "ends in %d bytes that hold no whole game (at byte %d: %s)",
                                tailBytes(), tailAt, tailReason));
            } else if (damage.isEmpty()) {
                lines.add("clean");
            }
            return lines;
        }
    }

    private ShardWalk() {
    }

    /** Walks {@code file}, handing each whole game to {@code visitor}; throws when the header cannot be read. */
    static Report walk(Path file, Visitor visitor) throws IOException {
        return walk(file, Long.MAX_VALUE, visitor);
    }

    /** {@link #walk(Path, Visitor)} over the file's first {@code limit} bytes at most. */
    static Report walk(Path file, long limit, Visitor visitor) throws IOException {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            long size = Math.min(limit, channel.size());
            GameReader reader = new GameReader(slice(channel, 0, size));
            Provenance provenance = reader.provenance();
            List<Damage> damage = new ArrayList<>();
            long games = 0;
            long positions = 0;
            while (true) {
                long at = reader.wholeBytes();
                for (GameData g = reader.next(); g != null; g = reader.next()) {
                    visitor.game(g, at);
                    games++;
                    positions += g.moves().length;
                    at = reader.wholeBytes();
                }
                if (reader.stopReason() == null) {
                    return new Report(provenance, games, positions, size, damage, -1, null);
                }
                long next = ShardScan.findGame(channel, at + 1, size);
                if (next < 0) {
                    return new Report(provenance, games, positions, size, damage, at, reader.stopReason());
                }
                damage.add(new Damage(at, reader.stopReason(), next));
                reader = GameReader.from(slice(channel, next, size), provenance, next);
            }
        }
    }

    /** The game whose frame starts at {@code at}, as {@link #walk} found it there; throws when it is not whole. */
    static GameData gameAt(FileChannel channel, long at) throws IOException {
        ByteBuffer length = ByteBuffer.allocate(4);
        readFully(channel, length, at);
        int bodyLength = length.getInt(0);
        if (bodyLength < DataFile.MIN_BODY_BYTES || bodyLength > DataFile.MAX_BODY_BYTES) {
            throw new IOException("no game at byte " + at + " (a frame of length " + bodyLength + ")");
        }
        ByteBuffer frame = ByteBuffer.allocate(bodyLength + 4);
        readFully(channel, frame, at + 4);
        if (frame.getInt(bodyLength) != DataFile.crc(frame.array(), 0, bodyLength)) {
            throw new IOException("the game at byte " + at + " has changed since it was read (its checksum fails)");
        }
        return DataFile.decode(frame.array(), bodyLength);
    }

    private static void readFully(FileChannel channel, ByteBuffer b, long at) throws IOException {
        while (b.hasRemaining()) {
            if (channel.read(b, at + b.position()) < 0) {
                throw new IOException("the file ends before byte " + (at + b.limit()));
            }
        }
    }

    /** The SHA-256 of the file's first {@code size} bytes, lower-case hex. */
    static String sha256(Path file, long size) throws IOException {
        MessageDigest digest = Digests.newSha256();
        byte[] buffer = new byte[1 << 16];
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ);
                InputStream in = slice(channel, 0, size)) {
            for (int n = in.read(buffer); n >= 0; n = in.read(buffer)) {
                digest.update(buffer, 0, n);
            }
        }
        return HexFormat.of().formatHex(digest.digest());
    }

    /** The bytes {@code from} to {@code to} of the channel as a stream (closing it leaves the channel open). */
    private static InputStream slice(FileChannel channel, long from, long to) {
        return new InputStream() {
            private long at = from;

            @Override
            public int read() throws IOException {
                byte[] one = new byte[1];
                return read(one, 0, 1) <= 0 ? -1 : one[0] & 0xFF;
            }

            @Override
            public int read(byte[] b, int off, int len) throws IOException {
                if (at >= to) {
                    return -1;
                }
                int n = channel.read(ByteBuffer.wrap(b, off, (int) Math.min(len, to - at)), at);
                if (n > 0) {
                    at += n;
                }
                return n;
            }
        };
    }
}
