package engine;

import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * Rings when a search's hard time limit passes, from a thread of its own. The search reads the clock only every
 * thousand nodes or so, and a search thread that gets little of the processor can take seconds over those: many
 * search threads on few cores (64 threads on 2 cores gave each about a thirtieth), or a first search still running
 * interpreted code while the JIT compiler waits for a core. The ringing thread sleeps until the limit, so the
 * scheduler wakes it at once, and it only raises a flag that the search reads at every node.
 *
 * <p>Each arming has a number of its own and the flag holds the number of the arming that rang: an alarm that rings
 * late, after its search ended and the next one began, stops nothing. {@link #arm}, {@link #disarm} and
 * {@link #rang} belong to the search's thread.
 */
final class HardLimitAlarm {
    /** One sleeping daemon thread for every search of the process, started by the first timed search. */
    private static final class Ringer {
        static final ScheduledThreadPoolExecutor EXECUTOR = new ScheduledThreadPoolExecutor(1, task -> {
            Thread t = new Thread(task, "search-hard-limit");
            t.setDaemon(true);
            return t;
        });

        static {
            EXECUTOR.setRemoveOnCancelPolicy(true);
        }
    }

    /** The number of the arming that rang; never equal to {@link #armed} unless that arming rang. */
    private volatile long rung;
    private long armed = 1;
    private ScheduledFuture<?> pending;

    /** Rings in {@code delayMs} milliseconds, unless disarmed or armed again before. */
    void arm(long delayMs) {
        disarm();
        long id = armed;
        pending = Ringer.EXECUTOR.schedule(() -> rung = id, Math.max(0, delayMs), TimeUnit.MILLISECONDS);
    }

    /** Forgets the current arming: it will not ring, and if it rang, {@link #rang} no longer says so. */
    void disarm() {
        if (pending != null) {
            pending.cancel(false);
            pending = null;
        }
        armed++;
    }

    /** Whether the current arming rang: one volatile read, cheap enough for every node. */
    boolean rang() {
        return rung == armed;
    }
}
