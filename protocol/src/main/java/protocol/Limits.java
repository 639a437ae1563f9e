package protocol;

/** Bounds on numbers read from users, so absurd input gets an answer instead of a hang. */
final class Limits {
    static final int MAX_PERFT_DEPTH = 12;

    private Limits() {
    }
}
