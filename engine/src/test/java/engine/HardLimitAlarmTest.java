package engine;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class HardLimitAlarmTest {
    private static boolean ringsWithin(HardLimitAlarm alarm, long ms) throws InterruptedException {
        long end = System.nanoTime() + ms * 1_000_000;
        while (!alarm.rang() && System.nanoTime() < end) {
            Thread.sleep(1);
        }
        return alarm.rang();
    }

    @Test
    void ringsAtItsTimeAndNotBefore() throws InterruptedException {
        HardLimitAlarm alarm = new HardLimitAlarm();
        assertFalse(alarm.rang(), "a new alarm has not rung");
        alarm.arm(60_000);
        assertFalse(alarm.rang());
        alarm.arm(5);
        assertTrue(ringsWithin(alarm, 5_000), "armed for 5 ms, silent for 5 s");
    }

    /** The next search must not inherit the last one's alarm, even one that rings after it was disarmed. */
    @Test
    void aRingOfAnEarlierArmingStopsNothing() throws InterruptedException {
        HardLimitAlarm alarm = new HardLimitAlarm();
        alarm.arm(1);
        assertTrue(ringsWithin(alarm, 5_000));
        alarm.disarm();
        assertFalse(alarm.rang(), "disarmed");
        for (int i = 0; i < 200; i++) {
            alarm.arm(0); // rings at once, perhaps after the disarm below
            alarm.disarm();
            alarm.arm(60_000);
            Thread.sleep(0, 100_000);
            assertFalse(alarm.rang(), "a late ring of arming " + i + " counted for the next one");
        }
        alarm.disarm();
    }
}
