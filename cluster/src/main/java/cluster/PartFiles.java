package cluster;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Serializable;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import org.apache.hadoop.fs.FSDataOutputStream;
import org.apache.hadoop.fs.FileStatus;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;
import org.apache.spark.TaskContext;

/**
 * A folder of files written one per task ({@code part-00000.qdat}, {@code part-00001.qdat} ...), on any Hadoop
 * file system. A task writes its part under {@code _temporary/}, named by its attempt, and renames it into place
 * only when it is whole: a task that fails, is retried or runs twice (speculation) leaves exactly one copy of its
 * part, never half a part and never two. A part's bytes depend only on its partition, so a part already in
 * place, which came whole by rename, is what any later attempt would write: it is kept, never deleted, so no
 * attempt killed at any moment can leave its partition without a part. The driver refuses a folder that holds
 * parts of an earlier run, and marks the folder finished ({@code _SUCCESS}) once every part is in.
 */
final class PartFiles implements Serializable {
    private static final long serialVersionUID = 1L;
    private static final String TEMPORARY = "_temporary";
    private static final String SUCCESS = "_SUCCESS";
    private static final String PREFIX = "part-";

    /** Writes one part's bytes. */
    @FunctionalInterface
    interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    private final String folder;
    private final String suffix;
    private final HadoopConf conf;

    /** Parts {@code part-NNNNN<suffix>} in {@code folder}, a Hadoop path ({@code hdfs://}, {@code s3a://}, local). */
    PartFiles(String folder, String suffix, HadoopConf conf) {
        this.folder = folder;
        this.suffix = suffix;
        this.conf = conf;
    }

    /** In a task: writes part {@code partition} and commits it. */
    void write(int partition, Content content) throws IOException {
        Path target = part(partition);
        FileSystem fs = conf.fileSystem(target);
        Path attempt = new Path(new Path(folder, TEMPORARY), target.getName() + ".attempt-"
                + TaskContext.get().taskAttemptId());
        try (FSDataOutputStream out = fs.create(attempt, true)) {
            content.writeTo(out);
        }
        if (!fs.rename(attempt, target) && !fs.exists(target)) {
            throw new IOException("cannot rename " + attempt + " to " + target);
        }
        fs.delete(attempt, false); // left only when another attempt's part was in place first
    }

    /** On the driver, before any task: parts of an earlier run are refused rather than mixed with. */
    void requireNone() throws IOException {
        Path root = new Path(folder);
        if (conf.fileSystem(root).exists(root) && !parts().isEmpty()) {
            throw new IOException(folder + " already holds parts of a run: give a new folder");
        }
    }

    /** On the driver, after every task: removes what failed attempts left and marks the folder finished. */
    void finish() throws IOException {
        Path root = new Path(folder);
        FileSystem fs = conf.fileSystem(root);
        fs.delete(new Path(root, TEMPORARY), true);
        fs.create(new Path(root, SUCCESS), true).close();
    }

    /** On the driver: the committed parts, in partition order. */
    List<Path> parts() throws IOException {
        Path root = new Path(folder);
        FileStatus[] found = conf.fileSystem(root).listStatus(root,
                p -> p.getName().startsWith(PREFIX) && p.getName().endsWith(suffix));
        return Arrays.stream(found).map(FileStatus::getPath).sorted().toList();
    }

    /**
     * On the driver: the parts one after another in {@code target}, each but the first without its first
     * {@code headerBytes} (a header every part repeats), so the file is what one machine would have written.
     */
    void merge(String target, int headerBytes) throws IOException {
        Path out = new Path(target);
        try (OutputStream merged = conf.fileSystem(out).create(out, true)) {
            boolean first = true;
            for (Path part : parts()) {
                try (InputStream in = conf.fileSystem(part).open(part)) {
                    in.skipNBytes(first ? 0 : headerBytes);
                    in.transferTo(merged);
                }
                first = false;
            }
        }
    }

    private Path part(int partition) {
        return new Path(folder, String.format(Locale.ROOT, "%s%05d%s", PREFIX, partition, suffix));
    }
}
