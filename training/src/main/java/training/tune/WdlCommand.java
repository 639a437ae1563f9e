package training.tune;

import engine.WinModel;
import engine.notation.GameRecord;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import protocol.match.Game;
import protocol.match.Opening;

@Command(name = "wdl", mixinStandardHelpOptions = true,
        description = {"Fits the win/draw/loss model behind UCI_ShowWDL and the UCI centipawn scale "
                + "(engine.WinModel) to the quiet positions of PGN games, with the current evaluation, and prints "
                + "the constants next to the ones in force.",
            "Example: qilin wdl selfplay.pgn"})
public final class WdlCommand implements Callable<Integer> {
    @Parameters(arity = "1..*", paramLabel = "PGN", description = "Game files.")
    List<Path> pgns;

    @Option(names = "--skip", description = "Opening plies skipped in every game (default: ${DEFAULT-VALUE}).")
    int skip = 16;

    @Override
    public Integer call() throws Exception {
        List<GameRecord> games;
        try {
            games = TuneCommand.readGames(pgns, "wdl");
        } catch (IllegalArgumentException e) {
            System.err.println("qilin wdl: " + e.getMessage());
            return 2;
        }
        List<Tuner.Sample> samples = Tuner.extract(games, skip);
        if (samples.isEmpty()) {
            System.err.println("qilin wdl: no positions");
            return 2;
        }
        WdlFit.Fit fit = WdlFit.fit(samples);
        System.out.printf(Locale.ROOT, "games %d, quiet positions %d%n", games.size(), fit.positions());
        System.out.printf(Locale.ROOT, "fitted: even %.1f, spread %.1f, log-loss %.4f%n", fit.even(), fit.spread(),
                fit.logLoss());
        System.out.printf(Locale.ROOT, "in force: even %d, spread %.1f%n", WinModel.EVEN, WinModel.SPREAD);
        return 0;
    }
}
