package cluster;

/** What the jobs share in talking to their user. */
final class Jobs {
    private Jobs() {
    }

    /**
     * Why a job failed, in one line: the first line of the innermost cause's message (Spark wraps a task's
     * failure in messages that carry whole stack traces).
     */
    static String reason(Throwable e) {
        Throwable root = e;
        while (root.getCause() != null && root.getCause() != root) {
            root = root.getCause();
        }
        String message = root.getMessage() != null ? root.getMessage() : root.getClass().getSimpleName();
        return message.lines().findFirst().orElse(message);
    }
}
