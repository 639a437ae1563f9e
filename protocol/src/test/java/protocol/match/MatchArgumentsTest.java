package protocol.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import protocol.CommandRun;

/**
 * Every bad argument of {@code qilin match} stops it before the first game with one line on stderr that names
 * the problem (exit code 2), never a stack trace, never a match played with the argument ignored.
 */
class MatchArgumentsTest {
    /** Stands for the two healthy engines a case does not care about. */
    private static final String ENGINES = "ENGINES";
    /** Stands for the command of a healthy engine, inside a case's own --engine words. */
    private static final String FAKE = "FAKE";
    /** Stands for the test's temporary folder. */
    private static final String DIR = "DIR";

    @TempDir
    Path dir;

    /** Each case: the arguments after {@code match} (words split at spaces) and a part of the line expected. */
    static Stream<List<String>> badArguments() {
        return Stream.of(
                // files
                List.of("ENGINES --depth 1 --openings /nonexistent/o.epd",
                        "--openings /nonexistent/o.epd cannot be read: no such folder /nonexistent"),
                List.of("ENGINES --depth 1 --openings DIR", "--openings DIR cannot be read: is a folder, not a file"),
                List.of("ENGINES --depth 1 --openings DIR/bad.epd", "DIR/bad.epd:2: "),
                List.of("ENGINES --depth 1 --openings DIR/bad.pgn", "DIR/bad.pgn: game 1, ply 2 (line 1): 'h9g8'"),
                List.of("ENGINES --depth 1 --openings DIR/good.epd --opening-plies x",
                        "--opening-plies must be a whole number of at least 0, not 'x'"),
                List.of("ENGINES --depth 1 --opening-plies 2", "--opening-plies needs --openings"),
                List.of("ENGINES --depth 1 --openings DIR/good.epd --shuffle x",
                        "--shuffle must be a whole number of at least 0, not 'x'"),
                List.of("ENGINES --depth 1 --shuffle 3", "--shuffle needs --openings"),
                List.of("ENGINES --depth 1 --pgnout DIR/none/m.pgn",
                        "--pgnout DIR/none/m.pgn cannot be written: no such folder DIR/none"),
                List.of("ENGINES --depth 1 --pgnout DIR", "--pgnout DIR cannot be written: is a folder, not a file"),
                List.of("ENGINES --depth 1 --pgnout DIR/m.pgn --state DIR",
                        "--state DIR cannot be written: is a folder, not a file"),
                List.of("ENGINES --depth 1 --pgnout DIR/m.pgn --state DIR/m.pgn",
                        "--state DIR/m.pgn is also --pgnout: give each its own file"),
                List.of("ENGINES --depth 1 --openings DIR/good.epd --pgnout DIR/good.epd",
                        "--pgnout DIR/good.epd is also --openings: give each its own file"),
                List.of("ENGINES --depth 1 --pgnout DIR/m.pgn --state DIR/bad.state --resume",
                        "DIR/bad.state:2: not a finished game"),
                // engines
                List.of("--engine name=a cmd=FAKE --depth 1", "give at least two --engine"),
                List.of("--depth 1", "give at least two --engine"),
                List.of("--engine --engine name=b cmd=FAKE --depth 1", "an --engine without cmd="),
                List.of("--engine name=a --engine name=b cmd=FAKE --depth 1", "an --engine without cmd="),
                List.of("--engine name=a cmd= --engine name=b cmd=FAKE --depth 1", "an --engine without cmd="),
                List.of("--engine name=a cmd=FAKE bare --engine name=b cmd=FAKE --depth 1",
                        "expects key=value words, not 'bare'"),
                List.of("--engine name=a cmd=FAKE nmae=x --engine name=b cmd=FAKE --depth 1",
                        "engine a: unknown key 'nmae'"),
                List.of("--engine name=a cmd='x --engine name=b cmd=FAKE --depth 1", "engine a: unclosed quote"),
                List.of("--engine name=a cmd=FAKE dir=/nonexistent --engine name=b cmd=FAKE --depth 1",
                        "engine a: dir=/nonexistent is not a folder"),
                List.of("ENGINES --depth 1 --each proto=xboard", "proto must be ucci or uci, not 'xboard'"),
                List.of("ENGINES --depth 1 --each ranks=2", "ranks must be 0-9 or 1-10, not '2'"),
                List.of("--engine name=a cmd=FAKE depth=0 --engine name=b cmd=FAKE --depth 1",
                        "engine a: depth= must be a whole number of at least 1, not '0'"),
                List.of("--engine name=a cmd=FAKE st=x --engine name=b cmd=FAKE --depth 1",
                        "engine a: st= must be a number of at least 0.001, not 'x'"),
                List.of("--engine name=a cmd=FAKE tc=1+abc --engine name=b cmd=FAKE --depth 1",
                        "engine a: tc= must be [moves/]seconds[+increment]"),
                List.of("--engine name=a cmd=FAKE depth=2 nodes=5 --engine name=b cmd=FAKE --depth 1",
                        "engine a: give only one of tc=, st=, depth=, nodes="),
                List.of("--engine name=a cmd=FAKE --engine name=a cmd=FAKE --depth 1", "two engines are named 'a'"),
                // limits
                List.of("ENGINES --tc 1+abc", "--tc must be [moves/]seconds[+increment]"),
                List.of("ENGINES --tc 1+abc", "not '1+abc'"),
                List.of("ENGINES --tc x/60", "not 'x/60'"),
                List.of("ENGINES --tc 40/", "not '40/'"),
                List.of("ENGINES --tc 1:xx", "not '1:xx'"),
                List.of("ENGINES --tc -5", "not '-5'"),
                List.of("ENGINES --tc NaN", "not 'NaN'"),
                List.of("ENGINES --tc 0", "--tc gives no time: '0'"),
                List.of("ENGINES --st 0", "--st must be a number of at least 0.001, not '0'"),
                List.of("ENGINES --st abc", "--st must be a number of at least 0.001, not 'abc'"),
                List.of("ENGINES --depth 1 --draw-claims maybe", "--draw-claims must be rule or forfeit, not 'maybe'"),
                List.of("ENGINES --depth 1 --games 2000000000", "= 2000000000 games; one match plays at most 1000000"),
                List.of("ENGINES --depth 0", "--depth must be a whole number of at least 1, not '0'"),
                List.of("ENGINES --nodes x", "--nodes must be a whole number of at least 1, not 'x'"),
                List.of("ENGINES --tc 10 --depth 3", "give only one of --tc, --st, --depth, --nodes"),
                List.of("ENGINES", "has no time control"),
                // schedule, adjudication, statistics
                List.of("ENGINES --depth 1 --games 0", "--games must be a whole number of at least 1, not '0'"),
                List.of("ENGINES --depth 1 --games abc", "--games must be a whole number of at least 1, not 'abc'"),
                List.of("ENGINES --depth 1 --rounds 0", "--rounds must be a whole number of at least 1, not '0'"),
                List.of("ENGINES --depth 1 --concurrency 0",
                        "--concurrency must be a whole number of at least 1, not '0'"),
                List.of("ENGINES --depth 1 --maxplies -1", "--maxplies must be a whole number of at least 0, not '-1'"),
                List.of("ENGINES --depth 1 --margin -1", "--margin must be a whole number of at least 0, not '-1'"),
                List.of("ENGINES --depth 1 --stall-timeout 0",
                        "--stall-timeout must be a whole number of at least 1, not '0'"),
                List.of("ENGINES --depth 1 --draw movenumber=x",
                        "--draw movenumber must be a whole number of at least 0, not 'x'"),
                List.of("ENGINES --depth 1 --draw movecount=0",
                        "--draw movecount must be a whole number of at least 1, not '0'"),
                List.of("ENGINES --depth 1 --draw foo=1", "--draw expects movenumber= movecount= score=, not 'foo=1'"),
                List.of("ENGINES --depth 1 --resign movecount=3", "--resign needs score="),
                List.of("ENGINES --depth 1 --resign movecount=3 score=0",
                        "--resign score must be a whole number of at least 1, not '0'"),
                List.of("ENGINES --depth 1 --resign score=abc",
                        "--resign score must be a whole number of at least 1, not 'abc'"),
                List.of("ENGINES --depth 1 --sprt elo0=x", "--sprt elo0 must be a number, not 'x'"),
                List.of("ENGINES --depth 1 --sprt alpha=2", "--sprt needs alpha and beta above 0"),
                List.of("ENGINES --depth 1 --sprt elo0=5 elo1=5", "--sprt needs elo0 below elo1"),
                List.of("ENGINES --depth 1 --foo", "unknown option '--foo'"),
                List.of("ENGINES --depth 1 stray", "unknown option 'stray'"));
    }

    @ParameterizedTest
    @MethodSource("badArguments")
    void badArgumentIsOneLineAndExitCodeTwo(List<String> testCase) throws Exception {
        Files.writeString(dir.resolve("bad.epd"), "startpos moves h2e2\nstartpos moves h2e3\n");
        Files.writeString(dir.resolve("bad.pgn"), "1. h2e2 h9g8 *\n");
        Files.writeString(dir.resolve("good.epd"), "startpos moves h2e2\n");
        Files.writeString(dir.resolve("bad.state"), "# header\n1\ta\tb\t1-0\tNOT_A_TERMINATION\n");
        List<String> args = new ArrayList<>();
        if (!testCase.get(0).contains("--pgnout")) {
            args.addAll(List.of("--pgnout", dir.resolve("out.pgn").toString()));
        }
        for (String word : testCase.get(0).split(" ")) {
            if (word.equals(ENGINES)) {
                args.addAll(List.of("--engine", "name=alpha", "cmd=" + FakeEngines.shellCommand("random"),
                        "--engine", "name=beta", "cmd=" + FakeEngines.shellCommand("random")));
            } else {
                args.add(word.replace(FAKE, FakeEngines.shellCommand("random")).replace(DIR, dir.toString()));
            }
        }
        CommandRun.Result run = MatchCommandTest.execute(args);
        String expected = testCase.get(1).replace(DIR, dir.toString());
        assertEquals(2, run.code(), run.err());
        assertEquals(1, run.err().lines().count(), run.err());
        assertTrue(run.err().startsWith("qilin match: "), run.err());
        assertTrue(run.err().contains(expected), "expected '" + expected + "' in " + run.err());
        assertEquals("", run.out(), "no game was played");
        assertFalse(Files.exists(dir.resolve("out.pgn")) && Files.size(dir.resolve("out.pgn")) > 0);
    }
}
