package protocol;

import picocli.CommandLine;
import picocli.CommandLine.Model.CommandSpec;

/**
 * How Qilin's command lines refuse an argument picocli cannot take (a value given twice, missing, or not a
 * number): one line on stderr naming it, and exit code 2, as every command's own checks answer; not the whole
 * usage.
 */
public final class OneLineErrors implements CommandLine.IParameterExceptionHandler {
    @Override
    public int handleParseException(CommandLine.ParameterException e, String[] args) {
        CommandSpec spec = e.getCommandLine().getCommandSpec();
        e.getCommandLine().getErr().println(spec.qualifiedName() + ": " + e.getMessage() + " ("
                + spec.qualifiedName() + " --help lists the options)");
        return spec.exitCodeOnInvalidInput();
    }
}
