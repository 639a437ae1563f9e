package protocol.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.Move;
import engine.Position;
import engine.Square;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/**
 * The SVG diagram: well-formed XML with every piece on its point, Red at the bottom, arrows where asked, and every
 * Chinese character drawn as strokes, so it reads without a Chinese font.
 */
class BoardPictureTest {
    private static final String SVG_NS = "http://www.w3.org/2000/svg";
    /** The FEN letters of king, advisor, elephant, horse, rook, cannon, pawn: the order of their characters. */
    private static final String PIECE_LETTERS = "KABNRCP";
    /** The river's words: 楚河 漢界. */
    private static final Set<String> RIVER_WORDS = Set.of("#ch-695a", "#ch-6cb3", "#ch-6f22", "#ch-754c");
    private static final Pattern PLACEMENT = Pattern.compile(
            "translate\\(([0-9.]+) ([0-9.]+)\\) scale\\(([0-9.]+)\\)");

    private static Document parse(String svg) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void startPositionHasThirtyTwoPiecesOnTheirPoints() throws Exception {
        Document svg = parse(Pictures.boardSvg(BoardPicture.of(Position.startpos(), List.of())));
        NodeList uses = byId(svg, "pieces").getElementsByTagNameNS(SVG_NS, "use");
        assertEquals(32, uses.getLength());
        int redKings = 0;
        for (int i = 0; i < uses.getLength(); i++) {
            Element use = (Element) uses.item(i);
            if (use.getAttribute("href").equals("#red-K")) {
                redKings++;
                // e0: the middle file, Red's back rank at the bottom edge of the grid
                assertEquals(String.valueOf(BoardPicture.WIDTH / 2), use.getAttribute("x"));
                assertEquals(String.valueOf(BoardPicture.HEIGHT - BoardPicture.MARGIN), use.getAttribute("y"));
            }
        }
        assertEquals(1, redKings);
    }

    @Test
    void everyChineseCharacterIsDrawnAsStrokesNotText() throws Exception {
        Document svg = parse(Pictures.boardSvg(BoardPicture.of(Position.startpos(), List.of())));
        // no text the reader's fonts would have to draw: only the Arabic file numbers are text
        NodeList texts = svg.getElementsByTagNameNS(SVG_NS, "text");
        for (int i = 0; i < texts.getLength(); i++) {
            String text = texts.item(i).getTextContent();
            assertTrue(text.codePoints().noneMatch(c -> Character.UnicodeScript.of(c) == Character.UnicodeScript.HAN),
                    text);
        }
        // each kind of piece: a disc and its character's own path, in the piece's ink
        Map<String, String> paths = new HashMap<>();
        NodeList defined = svg.getElementsByTagNameNS(SVG_NS, "path");
        for (int i = 0; i < defined.getLength(); i++) {
            Element path = (Element) defined.item(i);
            paths.put("#" + path.getAttribute("id"), path.getAttribute("d"));
        }
        String[] sides = {"red", "black"};
        String[] characters = {"帥仕相傌俥炮兵", "將士象馬車砲卒"};
        Set<String> drawn = new HashSet<>();
        for (int s = 0; s < sides.length; s++) {
            for (int type = 0; type < PIECE_LETTERS.length(); type++) {
                Element glyph = byId(svg, sides[s] + "-" + PIECE_LETTERS.charAt(type));
                Element character = (Element) glyph.getElementsByTagNameNS(SVG_NS, "use").item(0);
                String href = character.getAttribute("href");
                assertEquals("#" + CharacterPaths.id(characters[s].substring(type, type + 1)), href);
                assertEquals(((Element) glyph.getElementsByTagNameNS(SVG_NS, "circle").item(0)).getAttribute(
                        "stroke"), character.getAttribute("stroke"));
                assertTrue(paths.containsKey(href) && !paths.get(href).isBlank(), href);
                drawn.add(paths.get(href));
            }
        }
        assertEquals(14, drawn.size()); // no two characters share their strokes
    }

    @Test
    void riverWordsStandClearOfPiecesOnBothBanks() throws Exception {
        Document svg = parse(Pictures.boardSvg(BoardPicture.of(Position.startpos(), List.of())));
        // a piece on Red's bank reaches up to here, one on Black's bank down to here
        int redBankTop = BoardPicture.y(Square.RED_RIVER_RANK) - BoardPicture.PIECE_RADIUS;
        int blackBankBottom = BoardPicture.y(Square.RED_RIVER_RANK + 1) + BoardPicture.PIECE_RADIUS;
        int words = 0;
        NodeList uses = svg.getElementsByTagNameNS(SVG_NS, "use");
        for (int i = 0; i < uses.getLength(); i++) {
            Element use = (Element) uses.item(i);
            if (RIVER_WORDS.contains(use.getAttribute("href"))) {
                words++;
                Matcher m = PLACEMENT.matcher(use.getAttribute("transform"));
                assertTrue(m.matches(), use.getAttribute("transform"));
                double top = Double.parseDouble(m.group(2));
                double bottom = top + Double.parseDouble(m.group(3)) * CharacterPaths.BOX;
                assertTrue(top > blackBankBottom && bottom < redBankTop, top + ".." + bottom);
            }
        }
        assertEquals(4, words);
    }

    private static Element byId(Document svg, String id) {
        NodeList groups = svg.getElementsByTagNameNS(SVG_NS, "g");
        for (int i = 0; i < groups.getLength(); i++) {
            if (((Element) groups.item(i)).getAttribute("id").equals(id)) {
                return (Element) groups.item(i);
            }
        }
        throw new AssertionError("no group " + id);
    }

    @Test
    void arrowsRunFromTheMovingPieceTowardsItsTarget() throws Exception {
        int move = Move.of(Square.of(7, 2), Square.of(4, 2)); // h2e2, the central cannon
        BoardPicture.Arrow arrow = BoardPicture.arrow(move, BoardPicture.ArrowKind.BEST);
        assertEquals(BoardPicture.x(7), arrow.x1());
        assertEquals(BoardPicture.y(2), arrow.y1());
        assertEquals(BoardPicture.y(2), arrow.y2());
        // it stops short of e2's centre, on the near side
        assertTrue(arrow.x2() > BoardPicture.x(4) && arrow.x2() < BoardPicture.x(5), arrow.toString());

        Document svg = parse(Pictures.boardSvg(BoardPicture.of(Position.startpos(), List.of(arrow))));
        NodeList lines = svg.getElementsByTagNameNS(SVG_NS, "line");
        int found = 0;
        for (int i = 0; i < lines.getLength(); i++) {
            Element line = (Element) lines.item(i);
            if (line.getAttribute("class").equals("arrow best")) {
                found++;
                assertEquals("url(#head-best)", line.getAttribute("marker-end"));
            }
        }
        assertEquals(1, found);
    }
}
