package cluster;

import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/**
 * The jobs' tests share one Spark per test class: two cores in this JVM, a failed task tried again (up to 3
 * attempts: {@code local[2,3]}), no web UI.
 */
abstract class SparkTest {
    static SparkSession spark;

    @BeforeAll
    static void startSpark() {
        spark = SparkSession.builder().master("local[2,3]").appName("qilin-cluster tests")
                .config("spark.ui.enabled", "false")
                .config("spark.driver.host", "127.0.0.1")
                .config("spark.driver.bindAddress", "127.0.0.1")
                .config("spark.sql.shuffle.partitions", "2")
                .getOrCreate();
    }

    @AfterAll
    static void stopSpark() {
        spark.stop();
    }
}
