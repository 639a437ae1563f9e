package protocol;

import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** The protocol's only way out: whole lines, flushed at once, safe to call from the search thread. */
final class Output {
    private final PrintStream out;

    Output(OutputStream stream) {
        this.out = new PrintStream(stream, false, StandardCharsets.UTF_8);
    }

    synchronized void line(String text) {
        out.print(text);
        out.print('\n');
        out.flush();
    }
}
