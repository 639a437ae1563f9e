package engine;

import engine.nnue.Accumulators;
import engine.nnue.EmbeddedNetwork;
import engine.nnue.Network;
import java.io.IOException;
import java.nio.file.InvalidPathException;
import java.util.Locale;
import java.util.Objects;

/**
 * The static evaluation, and the one place that chooses the evaluator, as Stockfish 15's {@code Eval::evaluate}
 * chose between its classical evaluation and NNUE: tapered material alone, the hand-written terms
 * ({@link HandWrittenEval}), or a network ({@link Network}, engine/NNUE.md). Immutable, so every search thread
 * shares one; what a thread keeps for itself (its cache, the network's accumulators) is an {@link EvalState}
 * the evaluation makes for it ({@link #newState}).
 *
 * <p>The engine's own evaluation is {@link #DEFAULT_KIND} unless the system properties say otherwise:
 * {@code qilin.eval=material|handwritten|network} chooses the kind, {@code qilin.evalfile=FILE} the network (and
 * the network as the kind, when {@code qilin.eval} is not given); without a file the network is the one
 * embedded in the jar ({@link EmbeddedNetwork}). Tools that tune the hand-written terms name their kind.
 */
public final class Evaluation {
    /** What scores the leaves. */
    public enum Kind {
        /** Tapered material and tempo. */
        MATERIAL("material"),
        /** Material, piece-square tables and the hand-written terms, tuned ({@code engine/weights.txt}). */
        HAND_WRITTEN("handwritten"),
        /** Qilin's own network (engine/NNUE.md). */
        NETWORK("network");

        /** The kind's name for {@code qilin.eval} and the tools' options. */
        public final String label;

        Kind(String label) {
            this.label = label;
        }

        /** The kind of that label, case-insensitively, or null. */
        public static Kind named(String label) {
            for (Kind k : values()) {
                if (k.label.equals(label.toLowerCase(Locale.ROOT))) {
                    return k;
                }
            }
            return null;
        }
    }

    /** What the engine evaluates with when no property or option chooses otherwise. */
    public static final Kind DEFAULT_KIND = Kind.NETWORK;
    /** The system property naming the kind of evaluation ({@link Kind#label}). */
    public static final String KIND_PROPERTY = "qilin.eval";
    /** The system property naming a network file to evaluate with. */
    public static final String NETWORK_PROPERTY = "qilin.evalfile";

    private final Kind kind;
    private final Weights weights;
    private final HandWrittenEval handWritten;
    /** The network when {@link #kind} is {@link Kind#NETWORK}, else null; and its file's name. */
    private final Network network;
    private final String networkName;

    /**
     * The engine's own evaluation, as the system properties configure it (the class comment). Call
     * {@link #weightsProblem} first: an unknown kind or a network file that cannot be read throws here.
     */
    public Evaluation() {
        this(configuredKind());
    }

    /**
     * The evaluation of that kind with the engine's own weights; a network is the file {@code qilin.evalfile}
     * names, else the embedded one.
     */
    public Evaluation(Kind kind) {
        this(kind, Weights.DEFAULT, kind == Kind.NETWORK ? configuredNetworkName() : null);
    }

    /** The hand-written evaluation with {@code weights} (a tuner's candidate). */
    public Evaluation(Weights weights) {
        this(Kind.HAND_WRITTEN, weights, null, null);
    }

    /** The evaluation by {@code network}, which {@link #explain} calls {@code name} (its file's name). */
    public Evaluation(Network network, String name) {
        this(Kind.NETWORK, Weights.DEFAULT, Objects.requireNonNull(network), name);
    }

    private Evaluation(Kind kind, Weights weights, String networkName) {
        this(kind, weights, networkName == null ? null : readNetwork(networkName), networkName);
    }

    private Evaluation(Kind kind, Weights weights, Network network, String networkName) {
        this.kind = kind;
        this.weights = weights;
        this.handWritten = new HandWrittenEval(weights);
        this.network = network;
        this.networkName = networkName;
    }

    /**
     * The kind the system properties choose: {@code qilin.eval}'s, else a network when {@code qilin.evalfile}
     * names one, else {@link #DEFAULT_KIND}. An unknown name throws an {@link IllegalStateException} saying so.
     */
    public static Kind configuredKind() {
        String label = System.getProperty(KIND_PROPERTY);
        if (label == null) {
            return System.getProperty(NETWORK_PROPERTY) != null ? Kind.NETWORK : DEFAULT_KIND;
        }
        Kind kind = Kind.named(label);
        if (kind == null) {
            throw new IllegalStateException(KIND_PROPERTY + " must be material, handwritten or network, not '"
                    + label + "'");
        }
        return kind;
    }

    /** The network the system properties choose: {@code qilin.evalfile}'s file, else the embedded one's name. */
    public static String configuredNetworkName() {
        return System.getProperty(NETWORK_PROPERTY, EmbeddedNetwork.NAME);
    }

    private static Network readNetwork(String name) {
        try {
            return EmbeddedNetwork.orFile(name);
        } catch (IOException | InvalidPathException e) {
            throw new IllegalStateException("network " + name + ": " + e.getMessage(), e);
        }
    }

    /**
     * Null when the engine's own weights load and the properties choose an evaluation that can be made, else what
     * is wrong (the file named by {@code -Dqilin.weights} or the built-in resource, an unknown kind, a network
     * file that cannot be used). Programs ask first, so that a bad setting is a message and not a stack trace at
     * the first position. The embedded network is not read here: it is part of the build, and an engine reads
     * it after its first answer ({@code protocol.Controller}).
     */
    public static String weightsProblem() {
        try {
            Objects.requireNonNull(Weights.DEFAULT); // the first read loads them
        } catch (ExceptionInInitializerError e) {
            String file = System.getProperty(Weights.PROPERTY);
            Throwable cause = e.getCause() != null ? e.getCause() : e;
            return "evaluation weights" + (file != null ? " " + file : "") + ": " + cause.getMessage();
        }
        try {
            if (configuredKind() == Kind.NETWORK && System.getProperty(NETWORK_PROPERTY) != null) {
                readNetwork(configuredNetworkName());
            }
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

    /**
     * What scores the leaves, as a data file's provenance records it: {@code material}, or the kind and the
     * SHA-256 of its numbers ({@code network sha256:…} of the network file, {@code handwritten sha256:…} of the
     * weights), so two evaluations that score alike are named alike whatever their files are called.
     */
    public String identity() {
        return switch (kind) {
            case MATERIAL -> kind.label;
            case HAND_WRITTEN -> kind.label + " sha256:" + weights.sha256();
            case NETWORK -> kind.label + " sha256:" + (network.sha256() != null ? network.sha256() : "unsaved");
        };
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
            case NETWORK -> terms + "\n" + networkLine(p) + "; the search uses it";
        };
    }

    /**
     * The network's score of {@code p} in one line, in pawns and internal units:
     * {@code Network (qilin-net4-9cd4252d.qnn): +0.35 (35 internal units, side to move's view)}. Only for a
     * network.
     */
    public String networkLine(Position p) {
        int score = network.evaluate(p);
        return String.format(Locale.ROOT, "Network (%s): %+.2f (%d internal units, side to move's view)",
                networkName, score / 100.0, score);
    }
}
