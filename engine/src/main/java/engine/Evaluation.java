package engine;

/**
 * The static evaluation, and the one place that chooses the evaluator, as Stockfish 15's {@code Eval::evaluate}
 * chose between its classical evaluation and NNUE: tapered material alone, or the hand-written terms
 * ({@link HandWrittenEval}); the network's room is {@code engine.nnue}. Immutable, so every search thread
 * shares one; what a thread keeps for itself (its cache, later the network's accumulators) is an
 * {@link EvalState} the evaluation makes for it ({@link #newState}).
 *
 * <p>The system property {@code qilin.eval=material} chooses material alone: the baseline the hand-written
 * evaluation is measured against.
 */
public final class Evaluation {
    /** What scores the leaves. */
    public enum Kind {
        /** Tapered material and tempo. */
        MATERIAL,
        /** Material, piece-square tables and the hand-written terms, tuned ({@code engine/weights.txt}). */
        HAND_WRITTEN
    }

    private final Kind kind;
    private final HandWrittenEval handWritten;

    /** The engine's own evaluation: the hand-written one with {@link Weights#DEFAULT}, or what {@code qilin.eval} names. */
    public Evaluation() {
        this("material".equalsIgnoreCase(System.getProperty("qilin.eval", "")) ? Kind.MATERIAL : Kind.HAND_WRITTEN,
                Weights.DEFAULT);
    }

    /** The hand-written evaluation with {@code weights} (a tuner's candidate). */
    public Evaluation(Weights weights) {
        this(Kind.HAND_WRITTEN, weights);
    }

    private Evaluation(Kind kind, Weights weights) {
        this.kind = kind;
        this.handWritten = new HandWrittenEval(weights);
    }

    /**
     * Null when the engine's own weights load, else what is wrong with them (the file named by
     * {@code -Dqilin.weights}, or the built-in resource). Programs ask first, so that a bad file is a message
     * and not a stack trace at the first position.
     */
    public static String weightsProblem() {
        try {
            java.util.Objects.requireNonNull(Weights.DEFAULT); // the first read loads them
            return null;
        } catch (ExceptionInInitializerError e) {
            String file = System.getProperty(Weights.PROPERTY);
            Throwable cause = e.getCause() != null ? e.getCause() : e;
            return "evaluation weights" + (file != null ? " " + file : "") + ": " + cause.getMessage();
        }
    }

    /** The side to move's score in internal units (a pawn about 100); pure and uncached. */
    public int evaluate(Position p) {
        return kind == Kind.MATERIAL ? handWritten.material(p) : handWritten.evaluate(p);
    }

    /** A search thread's own evaluation state: its cache of scores by key. */
    EvalState newState() {
        return new EvalState(this);
    }

    public Kind kind() {
        return kind;
    }

    /** The hand-written evaluation behind this one, for its term-by-term reports. */
    public HandWrittenEval handWritten() {
        return handWritten;
    }

    /** The evaluation term by term, and the total the search uses. */
    public String explain(Position p) {
        String terms = handWritten.explain(p);
        return kind == Kind.HAND_WRITTEN ? terms
                : terms + "\nNote: qilin.eval=material is set; the search uses material only: " + evaluate(p);
    }
}
