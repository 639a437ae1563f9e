package training.data;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/**
 * What every {@code qilin data} subcommand shares: a wrong argument or an unreadable input is one line on stderr
 * naming it and why, exit code 2 for arguments and 1 for inputs, never a stack trace.
 */
abstract class DataSubcommand implements Callable<Integer> {
    static final int BAD_ARGUMENT = 2;
    static final int BAD_INPUT = 1;

    @Spec
    CommandSpec spec;

    /** Why the command cannot go on, with its exit code. */
    static final class Failure extends Exception {
        final int code;

        Failure(int code, String message) {
            super(message);
            this.code = code;
        }
    }

    static Failure badArgument(String message) {
        return new Failure(BAD_ARGUMENT, message);
    }

    static Failure badInput(String message) {
        return new Failure(BAD_INPUT, message);
    }

    @Override
    public final Integer call() {
        try {
            return run();
        } catch (Failure f) {
            return fail(f.getMessage(), f.code);
        } catch (NoSuchFileException e) {
            return fail(e.getFile() + ": no such file", BAD_INPUT);
        } catch (AccessDeniedException e) {
            return fail(e.getFile() + ": no permission", BAD_INPUT);
        } catch (IOException e) {
            return fail(e.getMessage(), BAD_INPUT);
        } catch (UncheckedIOException e) {
            return fail(e.getCause().getMessage(), BAD_INPUT);
        } catch (IllegalArgumentException e) { // a header too long for its sources, a file name of two lines
            return fail(e.getMessage(), BAD_ARGUMENT);
        }
    }

    /** Prints {@code message} as this command's one line on stderr and answers {@code code}. */
    int fail(String message, int code) {
        System.err.println("qilin data " + spec.name() + ": " + message);
        return code;
    }

    abstract int run() throws IOException, Failure;

    /** Each input must be a readable file: refused otherwise, naming it. */
    static void checkInputs(List<Path> inputs) throws Failure {
        for (Path input : inputs) {
            if (!Files.isRegularFile(input)) {
                throw badInput(input + (Files.isDirectory(input) ? ": a folder, not a data file" : ": no such file"));
            }
            if (!Files.isReadable(input)) {
                throw badInput(input + ": no permission to read it");
            }
        }
    }

    /** Walks each input, refusing one damaged before whole games unless {@code damageAllowed}. */
    static List<ShardInfo> describe(List<Path> inputs, boolean damageAllowed) throws IOException, Failure {
        checkInputs(inputs);
        List<ShardInfo> shards = new java.util.ArrayList<>();
        for (Path input : inputs) {
            ShardInfo shard = describeOne(input);
            if (shard.report().damaged() && !damageAllowed) {
                throw damaged(shard.file(), shard.report());
            }
            shards.add(shard);
        }
        return shards;
    }

    static ShardInfo describeOne(Path input) throws IOException {
        try {
            return ShardInfo.of(input);
        } catch (IOException e) {
            throw new IOException(input + ": " + e.getMessage(), e);
        }
    }

    /** Says which inputs end in bytes that hold no whole game: those bytes are left out of what is written. */
    static void reportTails(List<ShardInfo> shards) {
        for (ShardInfo s : shards) {
            if (s.report().tailAt() >= 0) {
                System.out.printf("left out: %s %s%n", s.file(), s.report().verdict().get(s.report().damage().size()));
            }
        }
    }

    /** The refusal of a damaged input, naming its first damaged spot. */
    static Failure damaged(Path file, ShardWalk.Report report) {
        ShardWalk.Damage first = report.damage().get(0);
        return badInput(String.format(java.util.Locale.ROOT, "%s: damaged at byte %d (%s), %d damaged spots in "
                + "all: 'qilin data verify' lists them", file, first.at(), first.reason(), report.damage().size()));
    }
}
