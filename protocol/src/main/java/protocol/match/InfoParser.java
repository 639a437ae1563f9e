package protocol.match;

/** Reads the score and depth out of {@code info} lines of either protocol. */
final class InfoParser {
    private static final int[] UCCI_MATE_VALUES = {30_000, 10_000, 9_900};
    /** Plies below each mate value that still mean a decision: Qilin's longest line; ElephantEye's 100 each. */
    private static final int[] UCCI_MATE_BANDS = {engine.Score.MAX_PLY, 100, 100};

    private boolean hasScore;
    private int score;
    private int depth;

    void reset() {
        hasScore = false;
        score = 0;
        depth = 0;
    }

    /** Takes one {@code info} line; bounds ({@code lowerbound}/{@code upperbound}) are taken as given. */
    void accept(String line) {
        String[] w = line.trim().split("\\s+");
        for (int i = 1; i < w.length - 1; i++) {
            switch (w[i]) {
                case "depth" -> depth = parseInt(w[i + 1], depth);
                case "score" -> readScore(w, i + 1);
                case "pv", "string", "message" -> {
                    return; // the rest of the line is moves or text
                }
                default -> {
                }
            }
        }
    }

    private void readScore(String[] w, int at) {
        if (w[at].equals("cp") && at + 1 < w.length) {
            setScore(parseInt(w[at + 1], score));
        } else if (w[at].equals("mate") && at + 1 < w.length) {
            int n = parseInt(w[at + 1], 0);
            setScore(n >= 0 ? Reply.MATE_CP - n : -Reply.MATE_CP - n);
        } else {
            setScore(ucciScore(parseInt(w[at], score)));
        }
    }

    /**
     * A UCCI score is a bare number, and a mate is a number near the engine's mate value, less the plies to it.
     * Two mate values are in use: 30,000 (Qilin's) and ElephantEye's 10,000, with 9,900 for a win by its
     * repetition rule. A score within the band of one of them is a mate in (plies + 1) / 2 moves, as UCI's
     * {@code mate} counts; the bands lie far beyond any evaluation (ElephantEye's material is about 1,000 a side).
     */
    static int ucciScore(int score) {
        int magnitude = Math.abs(score);
        for (int i = 0; i < UCCI_MATE_VALUES.length; i++) {
            int plies = UCCI_MATE_VALUES[i] - magnitude;
            if (plies >= 0 && plies < UCCI_MATE_BANDS[i]) {
                int moves = (plies + 1) / 2;
                return score > 0 ? Reply.MATE_CP - moves : -Reply.MATE_CP + moves;
            }
        }
        return score;
    }

    private void setScore(int value) {
        score = value;
        hasScore = true;
    }

    private static int parseInt(String s, int fallback) {
        try {
            return Integer.parseInt(s);
        } catch (NumberFormatException e) {
            return fallback;
        }
    }

    boolean hasScore() {
        return hasScore;
    }

    int score() {
        return score;
    }

    int depth() {
        return depth;
    }
}
