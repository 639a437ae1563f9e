package cluster;

import org.apache.spark.sql.SparkSession;

/** The tests' Spark: two cores in this JVM, a failed task tried again (up to 3 attempts), no web UI. */
final class LocalSpark {
    private LocalSpark() {
    }

    static SparkSession start() {
        return SparkSession.builder().master("local[2,3]").appName("qilin-cluster tests")
                .config("spark.ui.enabled", "false")
                .config("spark.driver.host", "127.0.0.1")
                .config("spark.driver.bindAddress", "127.0.0.1")
                .config("spark.sql.shuffle.partitions", "2")
                .getOrCreate();
    }
}
