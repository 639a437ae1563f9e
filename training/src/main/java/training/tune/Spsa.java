package training.tune;

import engine.io.AtomicFile;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.TreeMap;

/**
 * Simultaneous perturbation stochastic approximation of the search's tunables, as fishtest and OpenBench run it.
 * Iteration k plays a few game pairs between θ + c_k·Δ and θ − c_k·Δ, where Δ is a seeded ±1 for each parameter,
 * and moves every parameter by {@code R_k · c_k · (wins − losses) · Δ}: one match, however many parameters, says
 * which way each should go. The schedule is Spall's: {@code c_k = c_end · (N / k)^γ} shrinks the perturbation to
 * each parameter's step by the last iteration N; {@code a_k = r_end · c_end² · ((A + N) / (A + k))^α} with
 * A = N / 10, α = 0.602, γ = 0.101; {@code R_k = a_k / c_k²}. θ is kept within each parameter's range, and the
 * engines play whole numbers: θ ± c_k·Δ within the range, rounded.
 *
 * <p>Deterministic: Δ of iteration k depends only on the seed and k, so a run depends only on its seed and the
 * games' results, and a resumed run ({@link #save}, {@link #load}) continues as if never stopped.
 */
public final class Spsa {
    static final double ALPHA = 0.602;
    static final double GAMMA = 0.101;
    /** A, the step size's stability constant, as a share of the iterations. */
    static final double STABILITY_SHARE = 0.1;
    /** Mixes the iteration into the seed (the golden ratio's bits). */
    private static final long ITERATION_STRIDE = 0x9E3779B97F4A7C15L;
    private static final String STATE_HEADER = "# qilin spsa state";

    /**
     * One tuned number: its range, the perturbation it ends with ({@code cEnd}, the tunable's step) and the
     * learning rate it ends with ({@code rEnd}; OpenBench's default is 0.002).
     */
    public record Parameter(String name, int min, int max, double cEnd, double rEnd) {
        public Parameter {
            if (min > max || !(cEnd > 0) || !(rEnd > 0)) {
                throw new IllegalArgumentException(name + ": range " + min + ".." + max + ", c_end " + cEnd
                        + " and r_end " + rEnd + " must be a range and positive");
            }
        }
    }

    /** The two sides of iteration {@code k}: the values each engine plays, and the Δ and c_k they came from. */
    public record Trial(int k, int[] plus, int[] minus, int[] delta, double[] c) {
    }

    private final List<Parameter> parameters;
    private final double[] theta;
    private final int iterations;
    private final long seed;
    /** What else the run was started with (the games an iteration, say): a resumed run must give the same. */
    private final Map<String, String> settings;
    private int done;

    /**
     * A run of {@code iterations} from {@code start}, one value per parameter; {@code settings} are the caller's
     * other choices that make the run what it is, kept in the state file and checked on {@link #load}.
     */
    public Spsa(List<Parameter> parameters, double[] start, int iterations, long seed, Map<String, String> settings) {
        if (start.length != parameters.size() || iterations <= 0) {
            throw new IllegalArgumentException("one start value per parameter and at least one iteration");
        }
        this.parameters = List.copyOf(parameters);
        this.theta = start.clone();
        for (int i = 0; i < theta.length; i++) {
            theta[i] = clamp(i, theta[i]);
        }
        this.iterations = iterations;
        this.seed = seed;
        this.settings = new TreeMap<>(settings); // in key order: one run writes one state file
    }

    public int done() {
        return done;
    }

    public boolean finished() {
        return done >= iterations;
    }

    public double value(int i) {
        return theta[i];
    }

    /** The trial of the next iteration. */
    public Trial next() {
        int k = done + 1;
        SplittableRandom random = new SplittableRandom(seed ^ k * ITERATION_STRIDE);
        int n = theta.length;
        int[] plus = new int[n];
        int[] minus = new int[n];
        int[] delta = new int[n];
        double[] c = new double[n];
        for (int i = 0; i < n; i++) {
            delta[i] = random.nextBoolean() ? 1 : -1;
            c[i] = perturbation(i, k);
            plus[i] = (int) Math.round(clamp(i, theta[i] + c[i] * delta[i]));
            minus[i] = (int) Math.round(clamp(i, theta[i] - c[i] * delta[i]));
        }
        return new Trial(k, plus, minus, delta, c);
    }

    /** Moves θ by the trial's result: wins minus losses of its plus side. */
    public void apply(Trial t, int result) {
        if (t.k() != done + 1) {
            throw new IllegalStateException("trial of iteration " + t.k() + ", expected " + (done + 1));
        }
        for (int i = 0; i < theta.length; i++) {
            double r = stepSize(i, t.k()) / (t.c()[i] * t.c()[i]);
            theta[i] = clamp(i, theta[i] + r * t.c()[i] * result * t.delta()[i]);
        }
        done++;
    }

    /** c_k of parameter i. */
    double perturbation(int i, int k) {
        return parameters.get(i).cEnd() * Math.pow((double) iterations / k, GAMMA);
    }

    /** a_k of parameter i. */
    double stepSize(int i, int k) {
        Parameter p = parameters.get(i);
        double stability = STABILITY_SHARE * iterations;
        return p.rEnd() * p.cEnd() * p.cEnd() * Math.pow((stability + iterations) / (stability + k), ALPHA);
    }

    private double clamp(int i, double v) {
        Parameter p = parameters.get(i);
        return Math.max(p.min(), Math.min(p.max(), v));
    }

    /**
     * The run's seed, length, settings and progress, then θ, one {@code name value} a line, as {@link #load} reads
     * them back.
     */
    public void save(Path file) throws IOException {
        StringBuilder text = new StringBuilder(STATE_HEADER).append('\n');
        text.append("seed ").append(seed).append('\n');
        text.append("iterations ").append(iterations).append('\n');
        settings.forEach((key, value) -> text.append(key).append(' ').append(value).append('\n'));
        text.append("done ").append(done).append('\n');
        for (int i = 0; i < theta.length; i++) {
            text.append(parameters.get(i).name()).append(' ').append(Double.toString(theta[i])).append('\n');
        }
        AtomicFile.write(file, text.toString().getBytes(StandardCharsets.UTF_8));
    }

    /**
     * The run a state file left, for these parameters; refused (an {@link IOException} of one line) when the file
     * is of another run: another seed, length, setting or set of parameters.
     */
    public static Spsa load(Path file, List<Parameter> parameters, int iterations, long seed,
            Map<String, String> settings) throws IOException {
        Map<String, String> fields = new LinkedHashMap<>();
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        if (lines.isEmpty() || !lines.get(0).equals(STATE_HEADER)) {
            throw new IOException(file + ": not a state file of qilin spsa");
        }
        for (String line : lines.subList(1, lines.size())) {
            String[] words = line.trim().split(" ");
            if (words.length != 2) {
                throw new IOException(file + ": unreadable line '" + line + "'");
            }
            fields.put(words[0], words[1]);
        }
        Map<String, String> run = new LinkedHashMap<>();
        run.put("seed", Long.toString(seed));
        run.put("iterations", Integer.toString(iterations));
        run.putAll(settings);
        for (Map.Entry<String, String> e : run.entrySet()) {
            String found = fields.remove(e.getKey());
            if (!e.getValue().equals(found)) {
                throw new IOException(file + ": a run of " + e.getKey() + " " + found + ", not " + e.getValue());
            }
        }
        int done = whole(file, fields.remove("done"), iterations);
        List<String> names = new ArrayList<>();
        parameters.forEach(p -> names.add(p.name()));
        if (!names.equals(new ArrayList<>(fields.keySet()))) {
            throw new IOException(file + ": a run of the parameters " + fields.keySet() + ", not " + names);
        }
        double[] start = new double[parameters.size()];
        for (int i = 0; i < start.length; i++) {
            try {
                start[i] = Double.parseDouble(fields.get(names.get(i)));
            } catch (NumberFormatException e) {
                throw new IOException(file + ": " + names.get(i) + " is not a number");
            }
        }
        Spsa spsa = new Spsa(parameters, start, iterations, seed, settings);
        spsa.done = done;
        return spsa;
    }

    /** The iterations done, as the state file gives them: a whole number within 0..iterations. */
    private static int whole(Path file, String text, int iterations) throws IOException {
        try {
            int done = Integer.parseInt(String.valueOf(text));
            if (done >= 0 && done <= iterations) {
                return done;
            }
        } catch (NumberFormatException e) {
            // refused below
        }
        throw new IOException(file + ": done " + text + " is not an iteration count within 0.." + iterations);
    }

    /** θ rounded, as {@code -Dqilin.tune.NAME=VALUE} flags: how an engine plays the values found. */
    public String flags() {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < theta.length; i++) {
            s.append(i == 0 ? "" : " ").append("-Dqilin.tune.").append(parameters.get(i).name()).append('=')
                    .append(Math.round(theta[i]));
        }
        return s.toString();
    }

    /** θ to one decimal, {@code name value} pairs: the progress line's. */
    public String values() {
        StringBuilder s = new StringBuilder();
        for (int i = 0; i < theta.length; i++) {
            s.append(i == 0 ? "" : "  ").append(parameters.get(i).name()).append(' ')
                    .append(String.format(Locale.ROOT, "%.1f", theta[i]));
        }
        return s.toString();
    }
}
