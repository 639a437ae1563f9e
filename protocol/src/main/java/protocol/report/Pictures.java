package protocol.report;

import gg.jte.html.OwaspHtmlTemplateOutput;
import gg.jte.output.StringOutput;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import protocol.report.templates.JteboardGenerated;
import protocol.report.templates.JtegameGenerated;
import protocol.report.templates.JteindexGenerated;
import protocol.report.templates.JtematchGenerated;

/**
 * Renders the report templates ({@code src/main/jte}, compiled to Java by jte at build time) to text. jte
 * escapes every value for the place it stands in (element text, attribute, script), so names and tags read from
 * a PGN file stay text however they are spelled; only the page's own style and script, read from this
 * package's resources, go in unescaped.
 */
public final class Pictures {
    private static final String XML_DECLARATION = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";

    private Pictures() {
    }

    /** A standalone SVG file of one diagram, for documents and forum posts. */
    public static String boardSvg(BoardPicture board) {
        StringOutput out = new StringOutput();
        JteboardGenerated.render(new OwaspHtmlTemplateOutput(out), null, board);
        return XML_DECLARATION + out;
    }

    /** The self-contained HTML page of a reviewed game. */
    public static String gamePage(GamePage page) {
        StringOutput out = new StringOutput();
        JtegameGenerated.render(new OwaspHtmlTemplateOutput(out), null, page, asset("report.css"),
                asset("game.js"));
        return out.toString();
    }

    /** The index page of several reviewed games, linking to their pages. */
    public static String indexPage(GameIndex index) {
        StringOutput out = new StringOutput();
        JteindexGenerated.render(new OwaspHtmlTemplateOutput(out), null, index, asset("report.css"));
        return out.toString();
    }

    /** The self-contained HTML page of a match. */
    public static String matchPage(MatchPage page) {
        StringOutput out = new StringOutput();
        JtematchGenerated.render(new OwaspHtmlTemplateOutput(out), null, page, asset("report.css"));
        return out.toString();
    }

    /** A text resource of this package: the pages' style sheet and scripts, written by us, inlined as they are. */
    static String asset(String name) {
        try (InputStream in = Pictures.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("resource " + name + " is missing from the jar");
            }
            return new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
