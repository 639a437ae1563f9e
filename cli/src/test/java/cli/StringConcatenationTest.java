package cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Enumeration;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipFile;
import org.junit.jupiter.api.Test;

/**
 * The jar's classes are compiled with {@code -XDstringConcat=inline} (the parent pom): {@code a + b} becomes a
 * StringBuilder, not an {@code invokedynamic} of {@code StringConcatFactory}. The engine joins strings before
 * {@code ucciok} (system property names, option lines), and the JVM's first such bootstrap spins up its
 * method-handle machinery: measured, 80 ms of start-up (median of 11 alternating launches to
 * {@code ucciok}: 0.276 s before, 0.196 s after). A class file that names the bootstrap method was compiled
 * without the flag.
 */
class StringConcatenationTest {
    private static final byte[] BOOTSTRAP = "makeConcatWithConstants".getBytes(StandardCharsets.US_ASCII);

    /** One class of each module in the jar, to find where that module's classes were loaded from. */
    private static final List<Class<?>> MODULES = List.of(engine.Search.class, book.Book.class,
            protocol.EngineLoop.class, training.data.SelfPlay.class, Main.class);

    @Test
    void noClassOfTheJarBootstrapsStringConcatenation() throws IOException, URISyntaxException {
        List<String> offenders = new ArrayList<>();
        int classes = 0;
        for (Class<?> module : MODULES) {
            Path location = Path.of(module.getProtectionDomain().getCodeSource().getLocation().toURI());
            for (NamedBytes c : classFiles(location)) {
                classes++;
                if (contains(c.bytes(), BOOTSTRAP)) {
                    offenders.add(c.name());
                }
            }
        }
        assertTrue(classes > 100, "found only " + classes + " class files");
        assertEquals(List.of(), offenders);
    }

    @Test
    void theSearchFindsTheBootstrapWhereItIs() {
        byte[] withIt = "..java/lang/invoke/StringConcatFactory..makeConcatWithConstants..".getBytes(
                StandardCharsets.US_ASCII);
        assertTrue(contains(withIt, BOOTSTRAP));
        assertTrue(!contains("makeConcatWithConstant".getBytes(StandardCharsets.US_ASCII), BOOTSTRAP));
    }

    private record NamedBytes(String name, byte[] bytes) {
    }

    /** The class files of a module: a directory of classes (Maven's reactor before packaging) or a jar. */
    private static List<NamedBytes> classFiles(Path location) throws IOException {
        List<NamedBytes> files = new ArrayList<>();
        if (Files.isDirectory(location)) {
            try (Stream<Path> walk = Files.walk(location)) {
                for (Path p : (Iterable<Path>) walk.filter(f -> f.toString().endsWith(".class"))::iterator) {
                    files.add(new NamedBytes(location.relativize(p).toString(), Files.readAllBytes(p)));
                }
            }
            return files;
        }
        try (ZipFile zip = new ZipFile(location.toFile())) {
            for (Enumeration<? extends ZipEntry> e = zip.entries(); e.hasMoreElements();) {
                ZipEntry entry = e.nextElement();
                if (entry.getName().endsWith(".class")) {
                    try (InputStream in = zip.getInputStream(entry)) {
                        files.add(new NamedBytes(entry.getName(), in.readAllBytes()));
                    }
                }
            }
        }
        return files;
    }

    private static boolean contains(byte[] haystack, byte[] needle) {
        outer:
        for (int i = 0; i + needle.length <= haystack.length; i++) {
            for (int j = 0; j < needle.length; j++) {
                if (haystack[i + j] != needle[j]) {
                    continue outer;
                }
            }
            return true;
        }
        return false;
    }
}
