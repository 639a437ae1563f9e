package book;

import engine.Move;
import engine.Position;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * ElephantEye's opening book ({@code BOOK.DAT}, the book XQWizard users own), read in place. The file has no
 * header: 8-byte little-endian records (32-bit position lock from {@link ElephantEyeKey}, 16-bit move in
 * {@link ElephantEyeBoard}'s numbering, 16-bit value), sorted by lock as unsigned numbers. A position is
 * stored as it stands or as its left-right mirror image; as ElephantEye does, the position is looked up first
 * and its mirror image only when the position itself is not there. The value is the move's weight; the file
 * keeps no game results.
 */
public final class ElephantEyeBook implements OpeningBook {
    public static final int RECORD_BYTES = 8;
    public static final int MOVE_OFFSET = 4;
    public static final int VALUE_OFFSET = 6;
    private static final int UNSIGNED_SHORT = 0xFFFF;

    private final String name;
    private final ByteBuffer data;
    private final int size;

    private ElephantEyeBook(String name, ByteBuffer data) {
        this.name = name;
        this.data = data;
        this.size = data.capacity() / RECORD_BYTES;
    }

    /** Maps an ElephantEye book file; the message of the exception names the file and what is wrong with it. */
    public static ElephantEyeBook open(Path file) throws BookException {
        return of(BookFiles.map(file), file.toString());
    }

    /** A book held in memory, named for messages. */
    public static ElephantEyeBook of(byte[] bytes, String name) throws BookException {
        return of(ByteBuffer.wrap(bytes), name);
    }

    static ElephantEyeBook of(ByteBuffer data, String name) throws BookException {
        String problem = problem(data);
        if (problem != null) {
            throw new BookException(name + ": not an ElephantEye book (" + problem + ")");
        }
        return new ElephantEyeBook(name, data.order(ByteOrder.LITTLE_ENDIAN));
    }

    /** What keeps the data from being an ElephantEye book, or null: size and order are all there is to check. */
    static String problem(ByteBuffer data) {
        ByteBuffer records = data.duplicate().order(ByteOrder.LITTLE_ENDIAN);
        int length = records.capacity();
        if (length == 0) {
            return "empty";
        }
        if (length % RECORD_BYTES != 0) {
            return length + " bytes is not a whole number of " + RECORD_BYTES + "-byte records";
        }
        for (int i = 1; i < length / RECORD_BYTES; i++) {
            if (Integer.compareUnsigned(records.getInt((i - 1) * RECORD_BYTES), records.getInt(i * RECORD_BYTES)) > 0) {
                return "records not sorted by position lock at record " + i;
            }
        }
        return null;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public int size() {
        return size;
    }

    @Override
    public List<BookMove> moves(Position p) {
        boolean mirrored = false;
        int lock = ElephantEyeKey.lock(p, false);
        int first = firstIndex(lock);
        if (first == size || lock(first) != lock) {
            mirrored = true;
            lock = ElephantEyeKey.lock(p, true);
            first = firstIndex(lock);
        }
        List<BookMove> moves = new ArrayList<>();
        for (int i = first; i < size && lock(i) == lock; i++) {
            int move = ElephantEyeBoard.toQilin(data.getShort(i * RECORD_BYTES + MOVE_OFFSET) & UNSIGNED_SHORT);
            if (move != Move.NONE && mirrored) {
                move = BookKey.mirror(move);
            }
            // a lock is only 32 bits: a colliding record's move is kept out by the legality test
            if (move != Move.NONE && p.isLegal(move)) {
                moves.add(new BookMove(move, data.getShort(i * RECORD_BYTES + VALUE_OFFSET) & UNSIGNED_SHORT, 0, 0, 0));
            }
        }
        moves.sort(Book.HEAVIEST_FIRST);
        return moves;
    }

    /** The first index whose lock is not below {@code lock} (unsigned), or {@code size}. */
    private int firstIndex(int lock) {
        return Book.firstIndex(size, i -> Integer.toUnsignedLong(lock(i)), Integer.toUnsignedLong(lock));
    }

    private int lock(int i) {
        return data.getInt(i * RECORD_BYTES);
    }
}
