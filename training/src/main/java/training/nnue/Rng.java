package training.nnue;

/**
 * SplitMix64: a seeded generator whose whole state is one long, so a checkpoint can store it and a resumed run
 * draws the same numbers as an uninterrupted one.
 */
final class Rng {
    long state;

    Rng(long seed) {
        state = seed;
    }

    long nextLong() {
        state += 0x9E3779B97F4A7C15L;
        return mix(state);
    }

    /** A hash of a seed and a counter (a game's number, an epoch): the same pair gives the same number. */
    static long hash(long seed, long n) {
        return mix(seed * 0x9E3779B97F4A7C15L + n + 1);
    }

    static long mix(long z) {
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** Uniform in [0, bound). */
    int nextInt(int bound) {
        return (int) (((nextLong() >>> 33) * bound) >>> 31);
    }

    /** Uniform in [0, 1). */
    float nextFloat() {
        return (nextLong() >>> 40) * 0x1.0p-24f;
    }

    double nextDouble() {
        return (nextLong() >>> 11) * 0x1.0p-53;
    }
}
