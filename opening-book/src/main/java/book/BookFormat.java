package book;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The binary layout (see opening-book/README.md): a 16-byte header, then fixed-size entries sorted by
 * key (unsigned) and then move, so a position's moves are adjacent and found by binary search. Big-endian.
 */
public final class BookFormat {
    static final String MAGIC_TEXT = "QILNBOOK";
    static final byte[] MAGIC = MAGIC_TEXT.getBytes(StandardCharsets.US_ASCII);
    static final int VERSION = 1;
    static final int HEADER_BYTES = 16;
    static final int VERSION_OFFSET = 8;
    static final int COUNT_OFFSET = 12;
    /** key 8 + move 2 + weight 4 + wins 4 + draws 4 + losses 4. */
    static final int ENTRY_BYTES = 26;
    static final int MOVE_OFFSET = 8;
    static final int WEIGHT_OFFSET = 10;
    static final int WINS_OFFSET = 14;
    static final int DRAWS_OFFSET = 18;
    static final int LOSSES_OFFSET = 22;
    /** Moves are stored as {@code from | to << 7} with squares {@code rank * 9 + file}: 14 bits. */
    static final int MOVE_MASK = 0x3FFF;

    /** Book order: key as an unsigned number, then move. */
    public static final Comparator<BookEntry> ORDER = new Order();

    /** A plain class, not a lambda, so that opening a book bootstraps nothing. */
    private static final class Order implements Comparator<BookEntry> {
        @Override
        public int compare(BookEntry a, BookEntry b) {
            int c = Long.compareUnsigned(a.key(), b.key());
            return c != 0 ? c : Integer.compare(a.move(), b.move());
        }
    }

    private BookFormat() {
    }

    /** Writes the entries in book order (sorting a copy); each (key, move) pair must occur once. */
    public static void write(List<BookEntry> entries, OutputStream stream) throws IOException {
        List<BookEntry> sorted = new ArrayList<>(entries);
        sorted.sort(ORDER);
        DataOutputStream out = new DataOutputStream(stream);
        out.write(MAGIC);
        out.writeInt(VERSION);
        out.writeInt(sorted.size());
        BookEntry previous = null;
        for (BookEntry e : sorted) {
            if (previous != null && ORDER.compare(previous, e) == 0) {
                throw new IllegalArgumentException("duplicate book entry for move " + e.move());
            }
            writeEntry(out, e);
            previous = e;
        }
        out.flush();
    }

    public static byte[] toBytes(List<BookEntry> entries) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream(HEADER_BYTES + entries.size() * ENTRY_BYTES);
        try {
            write(entries, bytes);
        } catch (IOException e) {
            throw new IllegalStateException("writing to memory failed", e);
        }
        return bytes.toByteArray();
    }

    private static void writeEntry(DataOutputStream out, BookEntry e) throws IOException {
        if ((e.move() & ~MOVE_MASK) != 0 || e.weight() < 0 || e.wins() < 0 || e.draws() < 0 || e.losses() < 0) {
            throw new IllegalArgumentException("book entry out of range: " + e);
        }
        out.writeLong(e.key());
        out.writeShort(e.move());
        out.writeInt(e.weight());
        out.writeInt(e.wins());
        out.writeInt(e.draws());
        out.writeInt(e.losses());
    }
}
