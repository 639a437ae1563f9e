package protocol.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.Move;
import engine.Position;
import engine.Square;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** The SVG diagram: well-formed XML with every piece on its point, Red at the bottom, arrows where asked. */
class BoardPictureTest {
    private static final String SVG_NS = "http://www.w3.org/2000/svg";

    private static Document parse(String svg) throws Exception {
        DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
        factory.setNamespaceAware(true);
        return factory.newDocumentBuilder().parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void startPositionHasThirtyTwoPiecesOnTheirPoints() throws Exception {
        Document svg = parse(Pictures.boardSvg(BoardPicture.of(Position.startpos(), List.of())));
        NodeList uses = svg.getElementsByTagNameNS(SVG_NS, "use");
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
        // every glyph a use names is defined, with its character: 14 kinds of piece
        NodeList glyphs = svg.getElementsByTagNameNS(SVG_NS, "defs").item(0).getChildNodes();
        StringBuilder characters = new StringBuilder();
        for (int i = 0; i < glyphs.getLength(); i++) {
            if (glyphs.item(i) instanceof Element g && g.getTagName().equals("g")) {
                characters.append(g.getTextContent());
            }
        }
        assertEquals("帥仕相傌俥炮兵將士象馬車砲卒", characters.toString());
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
