package training.tune;

import engine.Weights;
import engine.io.AtomicFile;
import engine.io.FileProblems;
import engine.notation.GameRecord;
import engine.notation.Pgn;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import protocol.OptionCheck;
import training.data.DataFile;

@Command(name = "tune", mixinStandardHelpOptions = true,
        description = {"Texel-tunes the evaluation weights by gradient descent (Adam) on quiet positions, from PGN "
                + "games labelled by their results or from scored positions ('qilin label', 'qilin datagen'), "
                + "and writes a weights file (the format of engine/src/main/resources/engine/weights.txt). Start "
                + "from other weights with java -Dqilin.weights=FILE -jar qilin.jar tune ...",
            "Example: qilin tune --scores selfplay.data --out weights.txt"})
public final class TuneCommand implements Callable<Integer> {
    @Parameters(arity = "0..*", paramLabel = "PGN", description = "Game files.")
    List<Path> pgns = new ArrayList<>();

    @Option(names = "--scores", paramLabel = "FILE", description = "Instead of games: positions scored by an "
            + "engine's search, one per line as 'FEN ; centipawns' (the side to move's view), optionally '; result', "
            + "or 'qilin datagen' data (its quiet positions, from ply 8, scores within 3000). The scores, times the factor that fits the starting weights best, are "
            + "the labels (blended with the results, see --search-mix); K is the win model's.")
    List<Path> scoreFiles = new ArrayList<>();

    @Option(names = "--score-factor", description = "With --scores: the factor that turns the scores into this "
            + "evaluation's units, instead of fitting it to the starting weights. Give an earlier round's factor "
            + "to keep its scale: weights tuned to scores predict them shrunk towards zero, so a factor fitted "
            + "to tuned weights comes out smaller every round.")
    Double scoreFactor;

    @Option(names = "--out", description = "Weights file to write.")
    Path out;

    @Option(names = "--endings", paramLabel = "N", description = "Instead of tuning: the N endings (by the "
            + "material of the stronger side against the weaker) whose labels the evaluation misses most, each "
            + "with the share of the evaluation, out of 64, that would fit it best; a drawish ending the "
            + "evaluation does not know shows a small share and a large gain (default: 0, tune).")
    int endings = 0;

    @Option(names = "--skip", description = "Opening plies skipped in every game (default: ${DEFAULT-VALUE}).")
    int skip = 16;

    @Option(names = "--max-positions", description = "Use at most this many positions, a seeded random "
            + "sample (default: ${DEFAULT-VALUE}).")
    int maxPositions = 200_000;

    @Option(names = "--rounds", description = "Most rounds: each measures the evaluation's slopes around the "
            + "weights and runs the Adam steps on them. The weights written are those of the round with the "
            + "lowest error on the held-out tenth of the positions (default: ${DEFAULT-VALUE}).")
    int rounds = 8;

    @Option(names = "--epochs", description = "Adam steps per round, each over all positions "
            + "(default: ${DEFAULT-VALUE}).")
    int epochs = 300;

    @Option(names = "--rate", description = "Adam's step size, in weight units (default: ${DEFAULT-VALUE}).")
    double rate = 1.0;

    @Option(names = "--seconds", description = "Time budget for the tuning (default: ${DEFAULT-VALUE}).")
    double seconds = 600;

    @Option(names = "--lambda", description = "L2 pull toward the starting weights: error + lambda * sum of "
            + "squared changes in hundreds (default: ${DEFAULT-VALUE}, plain Texel).")
    double lambda = 0;

    @Option(names = "--freeze", split = ",", paramLabel = "GROUP", description = "Weight groups kept as they "
            + "are, by their names in the weights file, e.g. material_mg,material_eg; a name ending in * "
            + "stands for every group it begins, e.g. psq_* for the piece-square tables (default: none).")
    Set<String> frozen = new HashSet<>();

    @Option(names = "--search-nodes", description = "Blend each game result with the score of a search of this "
            + "many nodes from the position (default: ${DEFAULT-VALUE}, results only).")
    long searchNodes = 0;

    @Option(names = "--search-mix", description = "Share of the search score in the blended label, 0..1, for "
            + "games with --search-nodes and for scored positions that carry a result ('qilin datagen') "
            + "(default: ${DEFAULT-VALUE}).")
    double searchMix = 0.5;

    /**
     * The games of all files; each file's problems are summed up on stderr for {@code qilin <command>}. A file
     * that cannot be read is refused ({@link FileProblems#requireInput}) before any is read.
     */
    public static List<GameRecord> readGames(List<Path> pgns, String command) throws java.io.IOException {
        pgns.forEach(FileProblems::requireInput);
        List<GameRecord> games = new ArrayList<>();
        for (Path pgn : pgns) {
            Pgn.ReadResult read = Pgn.read(Files.readAllBytes(pgn));
            games.addAll(read.games());
            if (!read.problems().isEmpty()) {
                System.err.println("qilin " + command + ": " + pgn + ": " + read.problems().size()
                        + " problems, first: " + read.problems().get(0));
            }
        }
        return games;
    }

    /** Whether {@code file} is self-play data ({@code qilin datagen}) rather than 'FEN ; score' lines. */
    private static boolean isData(Path file) throws java.io.IOException {
        try (java.io.InputStream in = Files.newInputStream(file)) {
            return DataFile.looksLikeData(in.readNBytes(DataFile.MAGIC_BYTES));
        }
    }

    /** The scored positions of all files; lines that do not parse are counted on stderr. */
    private static List<Tuner.Scored> readScored(List<Path> files) throws java.io.IOException {
        files.forEach(FileProblems::requireInput);
        List<Tuner.Scored> scored = new ArrayList<>();
        for (Path file : files) {
            if (isData(file)) {
                scored.addAll(Tuner.scored(file));
                continue;
            }
            List<String> problems = new ArrayList<>();
            scored.addAll(Tuner.scored(Files.readAllLines(file, StandardCharsets.UTF_8), problems::add));
            if (!problems.isEmpty()) {
                System.err.println("qilin tune: " + file + ": " + problems.size() + " lines skipped, first: "
                        + problems.get(0));
            }
        }
        return scored;
    }

    /** Training positions with their labels, how they were labelled, and the curve's K (NaN: fit it). */
    private record Labelled(List<Tuner.Sample> samples, String source, String labels, double k) {
    }

    @Override
    public Integer call() throws Exception {
        Labelled data;
        try {
            check();
            data = scoreFiles.isEmpty() ? fromGames() : fromScores();
        } catch (IllegalArgumentException e) {
            System.err.println("qilin tune: " + e.getMessage());
            return 2;
        }
        if (data.samples().isEmpty()) {
            System.err.println("qilin tune: no positions");
            return 2;
        }
        List<Tuner.Sample> samples = data.samples();
        if (endings > 0) {
            printEndings(samples, data.k());
            return 0;
        }
        int holdOut = samples.size() >= 1000 ? samples.size() / 10 : 0;
        List<Tuner.Sample> validation = new ArrayList<>(samples.subList(0, holdOut));
        samples = new ArrayList<>(samples.subList(holdOut, samples.size()));
        int[] start = Tuner.currentWeights();
        double k = Double.isNaN(data.k()) ? Tuner.fitK(samples, start) : data.k();
        double validationBefore = Tuner.error(validation, k, start);
        GradientTuner.Result r = GradientTuner.tune(samples, validation, start, k,
                new GradientTuner.Settings(rounds, epochs, rate, seconds, lambda, frozen), System.out::println);
        double validationAfter = Tuner.error(validation, r.k(), r.weights());
        if (holdOut > 0) {
            System.out.printf("held-out positions %d: error %.6f -> %.6f%n", holdOut, validationBefore,
                    validationAfter);
        }
        printChanges(start, r.weights());
        String header = String.format("Qilin evaluation weights, tuned by 'qilin tune' (Texel, Adam).%n"
                + "%s, %d quiet positions (+%d held out), %s, lambda %s, frozen %s, K %.4f, %d rounds, "
                + "error %.6f -> %.6f (held out: %.6f -> %.6f).", data.source(), samples.size(), holdOut,
                data.labels(), lambda, frozen.isEmpty() ? "none" : String.join(",", new TreeSet<>(frozen)), r.k(),
                r.rounds(), r.errorBefore(), r.errorAfter(), validationBefore, validationAfter);
        AtomicFile.writeString(out, Tuner.format(r.weights(), header));
        System.out.printf("error %.6f -> %.6f; wrote %s%n", r.errorBefore(), r.errorAfter(), out);
        return 0;
    }

    /** Refuses, naming it, the first option that cannot be used. */
    private void check() {
        OptionCheck.positive("--rounds", rounds);
        OptionCheck.positive("--epochs", epochs);
        OptionCheck.positive("--rate", rate);
        OptionCheck.positive("--seconds", seconds);
        OptionCheck.within("--search-mix", searchMix, 0, 1);
        for (String group : frozen) {
            if (!Tuner.isWeightGroup(group)) {
                throw new IllegalArgumentException("--freeze: no weight group named " + group);
            }
        }
        OptionCheck.notNegative("--endings", endings);
        if (out == null && endings == 0) {
            throw new IllegalArgumentException("give --out, the weights file to write (or --endings to list endings)");
        }
        if (out != null) {
            FileProblems.requireOutput(out);
        }
        if (endings > 0 && out != null) {
            throw new IllegalArgumentException("--endings writes no weights: leave out --out");
        }
        if (endings > 0 && !frozen.isEmpty()) {
            throw new IllegalArgumentException("--endings tunes nothing: leave out --freeze");
        }
        if (pgns.isEmpty() == scoreFiles.isEmpty()) {
            throw new IllegalArgumentException("give either PGN files or --scores files");
        }
        if (!scoreFiles.isEmpty() && searchNodes > 0) {
            throw new IllegalArgumentException("--search-nodes labels games, not scored positions");
        }
        if (scoreFactor != null && scoreFiles.isEmpty()) {
            throw new IllegalArgumentException("--score-factor comes with --scores");
        }
        if (scoreFactor != null) {
            OptionCheck.positive("--score-factor", scoreFactor);
        }
    }

    /** Quiet positions of the games, a seeded sample of them, labelled by result (and search, if asked). */
    private Labelled fromGames() throws java.io.IOException {
        List<GameRecord> games = readGames(pgns, "tune");
        List<Tuner.Sample> samples = new ArrayList<>(Tuner.extract(games, skip));
        System.out.println("games " + games.size() + ", quiet positions " + samples.size());
        Collections.shuffle(samples, new Random(1));
        samples = new ArrayList<>(samples.subList(0, Math.min(samples.size(), maxPositions)));
        if (searchNodes == 0 || samples.isEmpty()) {
            return new Labelled(samples, games.size() + " games", "labels: game results", Double.NaN);
        }
        String labels = String.format("labels %.2f result + %.2f search of %d nodes", 1 - searchMix, searchMix,
                searchNodes);
        long started = System.nanoTime();
        samples = Tuner.blendWithSearch(samples, searchNodes, Tuner.fitK(samples, Tuner.currentWeights()),
                searchMix);
        System.out.printf("%s (%.0f s)%n", labels, (System.nanoTime() - started) / 1e9);
        return new Labelled(samples, games.size() + " games", labels, Double.NaN);
    }

    /** Quiet scored positions, a seeded sample of them, labelled by their scores in this evaluation's units. */
    private Labelled fromScores() throws java.io.IOException {
        List<Tuner.Scored> scored = readScored(scoreFiles);
        System.out.println("scored quiet positions " + scored.size());
        Collections.shuffle(scored, new Random(1));
        scored = new ArrayList<>(scored.subList(0, Math.min(scored.size(), maxPositions)));
        double k = Tuner.WIN_MODEL_K;
        double scale = scoreFactor != null ? scoreFactor
                : scored.isEmpty() ? 1 : Tuner.fitScale(scored, Tuner.currentWeights(), k);
        String labels = String.format("labels: scores x %.4f%s", scale, scoreFactor != null ? " (given)" : "");
        System.out.println(labels);
        long withResults = scored.stream().filter(s -> !Double.isNaN(s.position().result())).count();
        if (withResults > 0) {
            labels += String.format(", %d with results blended %.2f score + %.2f result", withResults, searchMix,
                    1 - searchMix);
        }
        return new Labelled(Tuner.labelScores(scored, k, scale, searchMix), "scored positions", labels, k);
    }

    /** Endings need this many positions to be listed: fewer say more about the games than about the ending. */
    private static final int ENDING_MIN_POSITIONS = 40;

    private void printEndings(List<Tuner.Sample> samples, double k) {
        double curve = Double.isNaN(k) ? Tuner.fitK(samples, Tuner.currentWeights()) : k;
        List<EndingReport.Row> rows = EndingReport.rows(samples, curve, ENDING_MIN_POSITIONS);
        System.out.printf("%-28s %9s %6s %8s %7s %7s%n", "ending (stronger vs weaker)", "positions", "share",
                "gain", "label", "eval");
        for (EndingReport.Row r : rows.subList(0, Math.min(endings, rows.size()))) {
            System.out.printf("%-28s %9d %3d/64 %8.2f %7.3f %7.3f%n", r.ending(), r.positions(), r.bestShare(),
                    r.gain(), r.label(), r.predicted());
        }
    }

    private static void printChanges(int[] start, int[] tuned) {
        for (int i = 0; i < start.length; i++) {
            if (start[i] != tuned[i]) {
                System.out.printf("%s %d -> %d%n", Tuner.nameOf(i), start[i], tuned[i]);
            }
        }
    }
}
