package protocol.match;

/** Reads the score and depth out of {@code info} lines of either protocol. */
final class InfoParser {
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
            setScore(parseInt(w[at], score)); // UCCI: a bare number
        }
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
