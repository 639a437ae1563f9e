package protocol.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.Position;
import engine.notation.TextCharset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

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

    /**
     * Testers keep openings as Xiangqi PGN: tags, perhaps a FEN, moves in Chinese, WXF or ICCS notation, often
     * in GBK. Each game is an opening: its start position and its moves.
     */
    @Test
    void readsPgnGamesInAnyNotationAsOpenings(@TempDir Path dir) throws Exception {
        String afterCannon = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1";
        String pgn = "[Game \"Chinese Chess\"]\n[Event \"Chinese notation\"]\n\n1. 炮二平五 马８进７ 2. 马二进三 *\n\n"
                + "[Game \"Chinese Chess\"]\n[FEN \"" + afterCannon + "\"]\n[Format \"WXF\"]\n\n"
                + "1. ... H8+7 2. H2+3 *\n\n"
                + "[Game \"Chinese Chess\"]\n[Format \"ICCS\"]\n\n1. h2-e2 {a comment} h9-g7 1-0\n";
        // Not named .pgn: the first line, a tag, says it is PGN.
        Path file = dir.resolve("openings.txt");
        Files.write(file, pgn.getBytes(TextCharset.GB18030));
        List<Opening> openings = Openings.load(file);
        assertEquals(3, openings.size());
        assertEquals(new Opening(Position.startpos().fen(), List.of("h2e2", "h9g7", "h0g2")), openings.get(0));
        assertEquals(new Opening(afterCannon, List.of("h9g7", "h0g2")), openings.get(1));
        assertEquals(new Opening(Position.startpos().fen(), List.of("h2e2", "h9g7")), openings.get(2));

        // Named .pgn: tags are not needed.
        Path bare = dir.resolve("bare.pgn");
        Files.writeString(bare, "1. h2e2 h9g7 *\n");
        assertEquals(List.of(openings.get(2)), Openings.load(bare));
    }

    /** A game the PGN reader cannot follow is refused, named by file, game, ply and line. */
    @Test
    void refusesAPgnGameWithAnIllegalMove(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("bad.pgn");
        Files.writeString(file, "[Game \"Chinese Chess\"]\n\n1. h2e2 h9g7 *\n\n[Game \"Chinese Chess\"]\n\n"
                + "1. h2e2 h9g8 *\n");
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Openings.load(file));
        assertTrue(e.getMessage().startsWith(file + ": game 2, ply 2 (line 7): 'h9g8'"), e.getMessage());
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
