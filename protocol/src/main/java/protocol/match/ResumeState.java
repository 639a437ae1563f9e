package protocol.match;

import engine.io.FileProblems;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The resume file: one tab-separated line per finished game (index, Red, Black, result, termination),
 * appended as each game ends. {@code --resume} reads it back, skips those games and counts their results.
 *
 * <p>A runner holds its state file open and locked ({@link FileChannel#tryLock}) from {@link #open} to
 * {@link #close}, so a second runner on the same match is refused instead of playing its games again. The file is
 * read and written only through that one channel: on some systems closing any other channel on the file would
 * release the lock. A fresh state is emptied when its first game is recorded, not before, so a match whose
 * engines cannot start leaves an earlier match's state as it was; a file this runner created and never wrote is
 * removed on {@link #close}.
 */
public final class ResumeState implements AutoCloseable {
    private static final String HEADER = "# qilin match state: index, red, black, result, termination";
    private static final String SEPARATOR = "\t";
    /** Why a state file is refused when another runner holds it. */
    static final String IN_USE = "another qilin match is using it";

    /** A finished game as the state file remembers it. */
    public record Entry(int index, String red, String black, Outcome outcome, Termination termination) {
    }

    private final Path file;
    private final FileChannel channel;
    private final boolean created;
    /** Whether the next append first empties the file and writes the header: a fresh state not yet written. */
    private boolean fresh;
    private boolean written;

    private ResumeState(Path file, FileChannel channel, boolean created, boolean fresh) {
        this.file = file;
        this.channel = channel;
        this.created = created;
        this.fresh = fresh;
    }

    /**
     * The state file of a match this runner plays, created if missing and locked; {@code fresh}: an earlier
     * match's games in it are replaced (from the first game recorded on), else continued. Refused with a
     * {@link FileSystemException} whose reason is {@link #IN_USE} when another runner holds it.
     */
    public static ResumeState open(Path file, boolean fresh) throws IOException {
        if (Files.isDirectory(file)) {
            throw new FileSystemException(file.toString(), null, "is a folder, not a file");
        }
        boolean created = !Files.exists(file);
        FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ,
                StandardOpenOption.WRITE);
        try {
            FileLock lock = channel.tryLock();
            if (lock == null) {
                throw new FileSystemException(file.toString(), null, IN_USE);
            }
        } catch (OverlappingFileLockException | IOException e) {
            channel.close();
            throw e instanceof IOException io ? io : new FileSystemException(file.toString(), null, IN_USE);
        }
        return new ResumeState(file, channel, created, fresh);
    }

    /** The games a state file lists, read without locking it (for a report of the match). */
    public static Map<Integer, Entry> read(Path file) throws IOException {
        return parse(file, Files.readAllLines(file, StandardCharsets.UTF_8));
    }

    /** The games the file lists (none in a fresh state); a line that is no finished game is refused. */
    public synchronized Map<Integer, Entry> finished() throws IOException {
        if (fresh) {
            return Map.of();
        }
        ByteBuffer bytes = ByteBuffer.allocate(Math.toIntExact(channel.size()));
        while (bytes.hasRemaining() && channel.read(bytes, bytes.position()) >= 0) {
            // read to the end
        }
        return parse(file, new String(bytes.array(), 0, bytes.position(), StandardCharsets.UTF_8).lines().toList());
    }

    /** The finished games of {@code lines}, the file's; a line that is no finished game is refused with its number. */
    private static Map<Integer, Entry> parse(Path file, List<String> lines) {
        Map<Integer, Entry> entries = new LinkedHashMap<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i);
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] f = line.split(SEPARATOR);
            if (f.length < 5) {
                continue; // a line cut short by a crash of the runner itself: that game is replayed
            }
            try {
                int index = Integer.parseInt(f[0]);
                entries.put(index, new Entry(index, f[1], f[2], Outcome.fromPgn(f[3]), Termination.valueOf(f[4])));
            } catch (IllegalArgumentException e) { // NumberFormatException included
                throw new IllegalArgumentException(file + ":" + (i + 1) + ": not a finished game (index, red, black, "
                        + "result, termination): '" + line.replace(SEPARATOR, " ") + "'");
            }
        }
        return entries;
    }

    public synchronized void append(GameResult game) {
        String line = String.join(SEPARATOR, Integer.toString(game.spec().index()), game.red(), game.black(),
                game.outcome().pgn(), game.termination().name());
        try {
            if (fresh) {
                channel.truncate(0);
                write(HEADER + "\n");
                fresh = false;
            }
            write(line + "\n");
            written = true;
        } catch (IOException e) {
            throw new UncheckedIOException("cannot write " + FileProblems.describe(file, e), e);
        }
    }

    private void write(String text) throws IOException {
        ByteBuffer bytes = ByteBuffer.wrap(text.getBytes(StandardCharsets.UTF_8));
        long at = channel.size();
        while (bytes.hasRemaining()) {
            at += channel.write(bytes, at);
        }
    }

    /** Releases the file to other runners; one this runner created and never wrote is removed. */
    @Override
    public synchronized void close() {
        try {
            if (created && !written) {
                Files.deleteIfExists(file);
            }
            channel.close();
        } catch (IOException e) {
            throw new UncheckedIOException("cannot close " + FileProblems.describe(file, e), e);
        }
    }
}
