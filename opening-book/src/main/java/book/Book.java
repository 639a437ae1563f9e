package book;

import engine.Position;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * A book in the binary format of {@link BookFormat}, read in place from a byte buffer (a memory-mapped file
 * or an array): nothing is copied, a look-up is a binary search over the sorted keys.
 */
public final class Book implements OpeningBook {
    /** Heaviest first, then by move. A plain class, not a lambda: the first look-up must not bootstrap one. */
    private static final class HeaviestFirst implements Comparator<BookMove> {
        @Override
        public int compare(BookMove a, BookMove b) {
            int c = Integer.compare(b.weight(), a.weight());
            return c != 0 ? c : Integer.compare(a.move(), b.move());
        }
    }

    static final Comparator<BookMove> HEAVIEST_FIRST = new HeaviestFirst();

    private final String name;
    private final ByteBuffer data;
    private final int size;

    private Book(String name, ByteBuffer data) throws BookException {
        this.name = name;
        this.data = data.order(ByteOrder.BIG_ENDIAN);
        this.size = validate();
    }

    /**
     * Maps a Qilin book file; the message of the exception names the file and what is wrong with it.
     * {@link BookFiles#open} also reads ElephantEye's books.
     */
    public static Book open(Path file) throws BookException {
        return new Book(file.toString(), BookFiles.map(file));
    }

    /** A book held in memory, named for messages. */
    public static Book of(byte[] bytes, String name) throws BookException {
        return of(ByteBuffer.wrap(bytes), name);
    }

    static Book of(ByteBuffer data, String name) throws BookException {
        return new Book(name, data);
    }

    /** Whether the data starts with Qilin's magic, the only sure sign of a Qilin book. */
    static boolean hasMagic(ByteBuffer data) {
        if (data.capacity() < BookFormat.MAGIC.length) {
            return false;
        }
        byte[] magic = new byte[BookFormat.MAGIC.length];
        data.get(0, magic);
        return Arrays.equals(magic, BookFormat.MAGIC);
    }

    private int validate() throws BookException {
        long length = data.capacity();
        if (length < BookFormat.HEADER_BYTES) {
            throw new BookException(name + ": not a Qilin book (too short)");
        }
        if (!hasMagic(data)) {
            throw new BookException(name + ": not a Qilin book (bad magic)");
        }
        int version = data.getInt(BookFormat.VERSION_OFFSET);
        if (version != BookFormat.VERSION) {
            throw new BookException(name + ": book version " + version + " is not supported");
        }
        int count = data.getInt(BookFormat.COUNT_OFFSET);
        if (count < 0 || length != BookFormat.HEADER_BYTES + (long) count * BookFormat.ENTRY_BYTES) {
            throw new BookException(name + ": truncated or corrupt (" + count + " entries, " + length + " bytes)");
        }
        for (int i = 1; i < count; i++) {
            if (Long.compareUnsigned(key(i - 1), key(i)) > 0) {
                throw new BookException(name + ": entries are not sorted (entry " + i + ")");
            }
        }
        return count;
    }

    @Override
    public String name() {
        return name;
    }

    @Override
    public int size() {
        return size;
    }

    public BookEntry entry(int i) {
        int at = offset(i);
        return new BookEntry(data.getLong(at), data.getShort(at + BookFormat.MOVE_OFFSET) & BookFormat.MOVE_MASK,
                data.getInt(at + BookFormat.WEIGHT_OFFSET), data.getInt(at + BookFormat.WINS_OFFSET),
                data.getInt(at + BookFormat.DRAWS_OFFSET), data.getInt(at + BookFormat.LOSSES_OFFSET));
    }

    /** The entries of a canonical key, in book order. */
    public List<BookEntry> entries(long key) {
        List<BookEntry> found = new ArrayList<>();
        for (int i = firstIndex(key); i < size && key(i) == key; i++) {
            found.add(entry(i));
        }
        return found;
    }

    /**
     * The book moves of a position, turned back to its orientation, legal ones only, heaviest first. A book
     * built for another board may hold a colliding key; the legality test keeps such moves out.
     */
    @Override
    public List<BookMove> moves(Position p) {
        BookKey.Canonical c = BookKey.of(p);
        List<BookMove> moves = new ArrayList<>();
        for (BookEntry e : entries(c.key())) {
            int move = c.mirrored() ? BookKey.mirror(e.move()) : e.move();
            if (p.isLegal(move)) {
                moves.add(new BookMove(move, e.weight(), e.wins(), e.draws(), e.losses()));
            }
        }
        moves.sort(HEAVIEST_FIRST);
        return moves;
    }

    /** The first index whose key is not below {@code key} (unsigned), or {@code size}. */
    private int firstIndex(long key) {
        return firstIndex(size, this::key, key);
    }

    /**
     * The first of {@code size} sorted records whose key ({@code keyAt}, compared unsigned) is not below
     * {@code key}, or {@code size}: the binary search of both book formats.
     */
    static int firstIndex(int size, java.util.function.IntToLongFunction keyAt, long key) {
        int lo = 0;
        int hi = size;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (Long.compareUnsigned(keyAt.applyAsLong(mid), key) < 0) {
                lo = mid + 1;
            } else {
                hi = mid;
            }
        }
        return lo;
    }

    private long key(int i) {
        return data.getLong(offset(i));
    }

    private static int offset(int i) {
        return BookFormat.HEADER_BYTES + i * BookFormat.ENTRY_BYTES;
    }
}
