package engine;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.junit.jupiter.api.Tag;

/**
 * A suite that takes minutes (the mate, mating-attack and tactics suites), a stress test of tens of seconds
 * (thousands of randomly stopped eight-thread searches), or a test of several seconds on an idle machine (long
 * searches over many positions, engine processes playing or hanging, tuner fits): tagged {@code slow}, so a
 * developer's loop can leave it out ({@code mvn -B -Pfast test}) while README's test command and CI run
 * everything.
 */
@Target({ElementType.TYPE, ElementType.METHOD})
@Retention(RetentionPolicy.RUNTIME)
@Tag("slow")
public @interface Slow {
}
