package training;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocol.CommandRun;
import training.data.LabelCommand;
import training.tune.TuneCommand;
import training.tune.WdlCommand;

/**
 * The training commands' input files that cannot be read: one line naming the file and the reason, exit code 2,
 * before any work (no engine started, nothing written).
 */
class InputFilesTest {
    private static final String MISSING = "/nonexistent.pgn";

    @TempDir
    Path dir;

    private static void assertRefused(String expected, CommandRun.Result r) {
        assertEquals(2, r.code(), r.err());
        assertEquals(expected, r.err().strip());
    }

    @Test
    void wdlNamesAMissingFileAndAFolder() {
        assertRefused("qilin wdl: cannot read " + MISSING + ": no such file", CommandRun.run(new WdlCommand(), MISSING));
        assertRefused("qilin wdl: cannot read " + dir + ": is a folder, not a file",
                CommandRun.run(new WdlCommand(), dir.toString()));
    }

    @Test
    void tuneNamesAMissingGameFileAndAFolderOfScores() {
        String out = dir.resolve("w.txt").toString();
        assertRefused("qilin tune: cannot read " + MISSING + ": no such file",
                CommandRun.run(new TuneCommand(), MISSING, "--out", out));
        assertRefused("qilin tune: cannot read " + dir + ": is a folder, not a file",
                CommandRun.run(new TuneCommand(), "--scores", dir.toString(), "--out", out));
        assertEquals(false, Files.exists(dir.resolve("w.txt")));
    }

    @Test
    void tuneNamesTheOneOptionOutOfRange() {
        assertRefused("qilin tune: --epochs must be positive, not 0",
                CommandRun.run(new TuneCommand(), "--scores", "x", "--out", "w.txt", "--epochs", "0"));
        assertRefused("qilin tune: --search-mix must be from 0 to 1, not 1.5",
                CommandRun.run(new TuneCommand(), "--scores", "x", "--out", "w.txt", "--search-mix", "1.5"));
    }

    @Test
    void labelNamesAMissingFileAndAFolderBeforeStartingTheEngine() {
        String[] engine = {"--engine", "cmd=/nonexistent/engine", "proto=uci", "nodes=100", "--out",
            dir.resolve("l.txt").toString()};
        assertRefused("qilin label: cannot read " + MISSING + ": no such file",
                CommandRun.run(new LabelCommand(), with(MISSING, engine)));
        assertRefused("qilin label: cannot read " + dir + ": is a folder, not a file",
                CommandRun.run(new LabelCommand(), with(dir.toString(), engine)));
    }

    private static String[] with(String first, String[] rest) {
        String[] all = new String[rest.length + 1];
        all[0] = first;
        System.arraycopy(rest, 0, all, 1, rest.length);
        return all;
    }
}
