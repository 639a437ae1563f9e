package book;

import engine.Position;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

/**
 * A book in the binary format of {@link BookFormat}, read in place from a byte buffer (a memory-mapped file
 * or an array): nothing is copied, a look-up is a binary search over the sorted keys.
 */
public final class Book {
    /** Heaviest first, then by move. A plain class, not a lambda: the first look-up must not bootstrap one. */
    private static final class HeaviestFirst implements Comparator<BookMove> {
        @Override
        public int compare(BookMove a, BookMove b) {
            int c = Integer.compare(b.weight(), a.weight());
            return c != 0 ? c : Integer.compare(a.move(), b.move());
        }
    }

    private static final Comparator<BookMove> HEAVIEST_FIRST = new HeaviestFirst();

    private final String name;
    private final ByteBuffer data;
    private final int size;

    private Book(String name, ByteBuffer data) throws BookException {
        this.name = name;
        this.data = data.order(ByteOrder.BIG_ENDIAN);
        this.size = validate();
    }

    /** Maps a book file; the message of the exception names the file and what is wrong with it. */
    public static Book open(Path file) throws BookException {
        try (FileChannel channel = FileChannel.open(file, StandardOpenOption.READ)) {
            return new Book(file.toString(), channel.map(FileChannel.MapMode.READ_ONLY, 0, channel.size()));
        } catch (NoSuchFileException e) {
            throw new BookException(file + ": no such file");
        } catch (IOException e) {
            throw new BookException(file + ": cannot be read (" + e.getMessage() + ")", e);
        }
    }

    /** A book held in memory, named for messages. */
    public static Book of(byte[] bytes, String name) throws BookException {
        return new Book(name, ByteBuffer.wrap(bytes));
    }

    private int validate() throws BookException {
        long length = data.capacity();
        if (length < BookFormat.HEADER_BYTES) {
            throw new BookException(name + ": not a Qilin book (too short)");
        }
        byte[] magic = new byte[BookFormat.MAGIC.length];
        data.get(0, magic);
        if (!Arrays.equals(magic, BookFormat.MAGIC)) {
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

    public String name() {
        return name;
    }

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
        int lo = 0;
        int hi = size;
        while (lo < hi) {
            int mid = (lo + hi) >>> 1;
            if (Long.compareUnsigned(key(mid), key) < 0) {
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
