package engine;

import engine.nnue.Accumulators;
import engine.nnue.Network;

/**
 * The static evaluation, and the one place that chooses the evaluator, as Stockfish 15's {@code Eval::evaluate}
 * chose between its classical evaluation and NNUE: tapered material alone, the hand-written terms
 * ({@link HandWrittenEval}), or a network ({@link Network}, engine/NNUE.md). Immutable, so every search thread
 * shares one; what a thread keeps for itself (its cache, the network's accumulators) is an {@link EvalState}
 * the evaluation makes for it ({@link #newState}).
 *
 * <p>The system property {@code qilin.eval=material} chooses material alone: the baseline the hand-written
 * evaluation is measured against; {@code qilin.evalfile=FILE} chooses the network in that file.
 */
public final class Evaluation {
    /** What scores the leaves. */
    public enum Kind {
        /** Tapered material and tempo. */
        MATERIAL,
        /** Material, piece-square tables and the hand-written terms, tuned ({@code engine/weights.txt}). */
        HAND_WRITTEN,
        /** Qilin's own network (engine/NNUE.md). */
        NETWORK
    }

    /** The system property naming a network file to evaluate with. */
    public static final String NETWORK_PROPERTY = "qilin.evalfile";

    private final Kind kind;
    private final HandWrittenEval handWritten;
    /** The network when {@link #kind} is {@link Kind#NETWORK}, else null. */
    private final Network network;

    /**
     * The engine's own evaluation: the network {@code qilin.evalfile} names, else material alone when
     * {@code qilin.eval=material}, else the hand-written one with {@link Weights#DEFAULT}. Call
     * {@link #weightsProblem} first: a network file that cannot be read throws here.
     */
    public Evaluation() {
        this(defaultKind(), Weights.DEFAULT, defaultNetwork());
    }

    /** The hand-written evaluation with {@code weights} (a tuner's candidate). */
    public Evaluation(Weights weights) {
        this(Kind.HAND_WRITTEN, weights, null);
    }

    /** Tapered material and tempo alone: UCCI's {@code knowledge none}, and the baseline of measurements. */
    public static Evaluation materialOnly() {
        return new Evaluation(Kind.MATERIAL, Weights.DEFAULT, null);
    }

    /** The evaluation by {@code network}. */
    public Evaluation(Network network) {
        this(Kind.NETWORK, Weights.DEFAULT, java.util.Objects.requireNonNull(network));
    }

    private Evaluation(Kind kind, Weights weights, Network network) {
        this.kind = kind;
        this.handWritten = new HandWrittenEval(weights);
        this.network = network;
    }

    private static Kind defaultKind() {
        if (System.getProperty(NETWORK_PROPERTY) != null) {
            return Kind.NETWORK;
        }
        return "material".equalsIgnoreCase(System.getProperty("qilin.eval", "")) ? Kind.MATERIAL : Kind.HAND_WRITTEN;
    }

    private static Network defaultNetwork() {
        String file = System.getProperty(NETWORK_PROPERTY);
        if (file == null) {
            return null;
        }
        try {
            return Network.read(java.nio.file.Path.of(file));
        } catch (java.io.IOException | java.nio.file.InvalidPathException e) {
            throw new IllegalStateException("network " + file + ": " + e.getMessage(), e);
        }
    }

    /**
     * Null when the engine's own weights load, else what is wrong with them (the file named by
     * {@code -Dqilin.weights}, or the built-in resource). Programs ask first, so that a bad file is a message
     * and not a stack trace at the first position.
     */
    public static String weightsProblem() {
        try {
            java.util.Objects.requireNonNull(Weights.DEFAULT); // the first read loads them
        } catch (ExceptionInInitializerError e) {
            String file = System.getProperty(Weights.PROPERTY);
            Throwable cause = e.getCause() != null ? e.getCause() : e;
            return "evaluation weights" + (file != null ? " " + file : "") + ": " + cause.getMessage();
        }
        try {
            defaultNetwork();
            return null;
        } catch (IllegalStateException e) {
            return e.getMessage();
        }
    }

    /** The side to move's score in internal units (a pawn about 100); pure and uncached. */
    public int evaluate(Position p) {
        return switch (kind) {
            case MATERIAL -> handWritten.material(p);
            case HAND_WRITTEN -> handWritten.evaluate(p);
            case NETWORK -> network.evaluate(p);
        };
    }

    /** A search thread's own evaluation state: its cache of scores by key, and the network's accumulators. */
    EvalState newState() {
        return new EvalState(this, network == null ? null : new Accumulators(network));
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
        return switch (kind) {
            case HAND_WRITTEN -> terms;
            case MATERIAL -> terms + "\nNote: material only (qilin.eval=material, or UCCI knowledge none);"
                    + " the search uses: " + evaluate(p);
            case NETWORK -> terms + "\nNetwork: " + evaluate(p) + " (side to move's view; the search uses it)";
        };
    }
}
