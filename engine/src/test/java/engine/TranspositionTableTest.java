package engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;

class TranspositionTableTest {
    @Test
    void resizeSetsTheSizeInMegabytes() {
        TranspositionTable tt = new TranspositionTable(1);
        assertTrue(tt.resize(8));
        assertEquals(8, tt.megabytes());
        assertTrue(tt.resize(2));
        assertEquals(2, tt.megabytes());
    }

    /**
     * The engine loop may clear the table (ucinewgame) while the warm-up thread resizes it: a clear must never
     * find no table. (A resize that let the old table go through null killed the engine loop with a
     * NullPointerException in a test run.)
     */
    @Test
    void aClearDuringAResizeFindsATable() throws Exception {
        TranspositionTable tt = new TranspositionTable(1);
        AtomicBoolean done = new AtomicBoolean();
        AtomicReference<Throwable> failure = new AtomicReference<>();
        Thread clearer = new Thread(() -> {
            try {
                while (!done.get()) {
                    tt.clear();
                }
            } catch (Throwable t) {
                failure.set(t);
            }
        });
        clearer.start();
        for (int i = 0; i < 300 && failure.get() == null; i++) {
            tt.resize(1 + i % 4);
        }
        done.set(true);
        clearer.join();
        assertNull(failure.get());
    }
}
