package book;

import engine.io.AtomicFile;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Turns the hand-written default book into the binary form the jar ships, so the engine only wraps bytes at
 * run time instead of replaying every line (about 100 ms in a cold JVM). The offline build has no plugin to
 * run it, so the binary is checked in next to the text and DefaultBookTest fails when they differ. After
 * editing default-book.txt, from the repository root:
 * <pre>
 * mvn -B -o -q compile -pl engine,opening-book
 * java -cp opening-book/target/classes:engine/target/classes book.DefaultBookCompiler \
 *     opening-book/src/main/resources/book/default-book.txt opening-book/src/main/resources/book/default-book.bin
 * </pre>
 */
public final class DefaultBookCompiler {
    private DefaultBookCompiler() {
    }

    public static void main(String[] args) throws IOException, BookException {
        if (args.length != 2) {
            throw new IllegalArgumentException("usage: DefaultBookCompiler <default-book.txt> <default-book.bin>");
        }
        Path text = Path.of(args[0]);
        String name = text.getFileName().toString();
        byte[] bytes = BookFormat.toBytes(TextBook.entries(Files.readString(text, StandardCharsets.UTF_8), name));
        Path out = Path.of(args[1]);
        Files.createDirectories(out.getParent());
        AtomicFile.write(out, bytes);
    }
}
