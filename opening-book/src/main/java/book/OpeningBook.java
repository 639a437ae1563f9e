package book;

import engine.Position;
import java.util.List;

/** A book the engine and {@code qilin book probe} can consult: Qilin's own format or ElephantEye's. */
public interface OpeningBook {
    /** The name used in messages: the file name, or "default book". */
    String name();

    /** The number of entries (Qilin) or records (ElephantEye). */
    int size();

    /** The book moves of a position in its own orientation, legal ones only, heaviest first. */
    List<BookMove> moves(Position p);
}
