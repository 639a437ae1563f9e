package protocol.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.Position;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class OpeningsTest {
    private static final Path OPENINGS = Path.of(System.getProperty("qilin.root", "."), "test-positions",
            "openings.epd");

    @Test
    void bundledOpeningsAreLegalVariedAndShort() throws Exception {
        List<Opening> openings = Openings.load(OPENINGS); // load replays every move and throws if illegal
        assertTrue(openings.size() >= 28, "only " + openings.size() + " openings");
        Set<List<String>> distinct = new HashSet<>();
        Set<String> firstMoves = new HashSet<>();
        for (Opening o : openings) {
            assertEquals(Position.startpos().fen(), o.fen());
            assertTrue(o.moves().size() >= 1 && o.moves().size() <= 6, "length of " + o.moves());
            assertTrue(distinct.add(o.moves()), "duplicate " + o.moves());
            firstMoves.add(o.moves().get(0));
        }
        // central cannon, elephant, pawn (two), horse (two), edge horse, advisor-corner and palace cannon
        assertTrue(firstMoves.size() >= 8, "first moves " + firstMoves);
    }

    @Test
    void readsEpdFenAndMovesForms() {
        String fen = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b";
        Opening epd = Openings.parse(fen + " - - bm h9g7; id \"x\";");
        assertEquals("b", epd.fen().split(" ")[1]);
        assertTrue(epd.moves().isEmpty());
        Opening withMoves = Openings.parse("fen " + fen + " - - 0 1 moves h9g7 h0g2");
        assertEquals(List.of("h9g7", "h0g2"), withMoves.moves());
        assertEquals(List.of("h2e2"), Openings.parse("startpos moves h2e2").moves());
        assertThrows(IllegalArgumentException.class, () -> Openings.parse("startpos moves h2e3"));
    }
}
