package cluster;

import java.io.IOException;
import java.io.Serializable;
import java.net.URI;
import java.util.HashMap;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.hadoop.fs.FileSystem;
import org.apache.hadoop.fs.Path;

/**
 * The driver's Hadoop settings (spark.hadoop.*, core-site.xml: HDFS addresses, S3 credentials), carried to the
 * tasks, which open the same file systems with them. Hadoop's {@link Configuration} itself cannot travel.
 */
final class HadoopConf implements Serializable {
    private static final long serialVersionUID = 1L;

    private final Map<String, String> entries = new HashMap<>();

    HadoopConf(Configuration conf) {
        conf.forEach(e -> entries.put(e.getKey(), e.getValue()));
    }

    /**
     * The file system of {@code path}. A local one writes no checksum files beside the data: the parts are the
     * data, byte for byte, and a folder of them reads as it would after any other writer.
     */
    FileSystem fileSystem(Path path) throws IOException {
        Configuration conf = new Configuration(false);
        entries.forEach(conf::set);
        FileSystem fs = FileSystem.get(URI.create(path.toString()), conf);
        fs.setWriteChecksum(false);
        return fs;
    }
}
