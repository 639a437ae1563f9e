package engine.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.Move;
import engine.MoveGen;
import engine.notation.Notation.Format;
import engine.Position;
import engine.TestPositions;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class NotationTest {
    private static final long SEED = 20060803L;
    private static final int RANDOM_GAMES = 30;
    private static final int MAX_PLIES = 150;

    /** Red rooks b5 and b2 on Red's file 八. */
    private static final String RED_ROOKS = "5k3/9/9/9/1R7/9/9/1R7/9/3K5 w - - 0 1";
    /** Red cannons f5 and f2 on Red's file 四; Black cannons g7 and g3 on Black's file ７. */
    private static final String CANNONS = "4k4/9/6c2/9/5C3/9/6c2/5C3/9/3K5 w - - 0 1";
    /** Red pawns c8, c6, c5 on Red's file 七. */
    private static final String THREE_PAWNS = "5k3/2P6/9/2P6/2P6/9/9/9/9/3K5 w - - 0 1";
    /** Red pawns d8, d7, d6, d5 on Red's file 六. */
    private static final String FOUR_PAWNS = "5k3/3P5/3P5/3P5/3P5/9/9/9/9/4K4 w - - 0 1";
    /** Red pawns g9 to g5 on Red's file 三. */
    private static final String FIVE_PAWNS = "4k1P2/6P2/6P2/6P2/6P2/9/9/9/9/3K5 w - - 0 1";
    /** Red pawns a6, a5 (file 九) and c7, c6, c5 (file 七). */
    private static final String TWO_PAWN_FILES = "5k3/9/2P6/P1P6/P1P6/9/9/9/9/3K5 w - - 0 1";
    /** Black pawns c4, c3 (Black's file ３) and g4, g3 (Black's file ７); c3 and g3 are the front ones. */
    private static final String BLACK_PAWN_FILES = "5k3/9/9/9/9/2p3p2/2p3p2/9/9/3K5 b - - 0 1";
    /** Red advisors d0 and d2, both on Red's file 六. */
    private static final String ADVISORS = "5k3/9/9/9/9/9/9/3A5/9/3AK4 w - - 0 1";
    /** Black horses b7 and b5 on Black's file ２. */
    private static final String BLACK_HORSES = "5k3/9/1n7/9/1n7/9/9/9/9/3K5 b - - 0 1";

    private static final String[] CONSTRUCTED = {RED_ROOKS, CANNONS, THREE_PAWNS, FOUR_PAWNS, FIVE_PAWNS,
        TWO_PAWN_FILES, BLACK_PAWN_FILES, ADVISORS, BLACK_HORSES};

    // ---------------------------------------------------------------- hand-written examples

    @Test
    void openingMovesInAllNotations() {
        Position p = new Position();
        expect(p, "h2e2", "炮二平五", "C2.5");
        expect(p, "h0g2", "马二进三", "H2+3");
        expect(p, "a0a1", "车九进一", "R9+1");
        expect(p, "g3g4", "兵三进一", "P3+1");
        expect(p, "f0e1", "仕四进五", "A4+5");
        expect(p, "c0e2", "相七进五", "E7+5");
        expect(p, "e0e1", "帅五进一", "K5+1");
        p.makeMove(Move.parse("h2e2"));
        expect(p, "h9g7", "马８进７", "H8+7");
        expect(p, "a9a8", "车１进１", "R1+1");
        expect(p, "b7e7", "炮２平５", "C2.5");
        expect(p, "e9e8", "将５进１", "K5+1");
        expect(p, "c6c5", "卒３进１", "P3+1");
        expect(p, "g9e7", "象７进５", "E7+5");
        p.makeMove(Move.parse("h9g7"));
        p.makeMove(Move.parse("b0c2"));
        expect(p, "i9h9", "车９平８", "R9.8");
        p.makeMove(Move.parse("b9c7"));
        expect(p, "a0b0", "车九平八", "R9.8");
    }

    @Test
    void spellingVariantsAreAccepted() {
        Position p = new Position();
        int h2e2 = Move.parse("h2e2");
        for (String text : new String[] {"炮二平五", "砲二平五", "包2平5", "炮２平５", "炮二平５", "炮 二 平 五", "C2.5",
            "C2=5", "c2.5", "C2.5+", "h2e2", "H2-E2", "H2E2"}) {
            assertEquals(h2e2, Notation.parse(p, text), text);
        }
        p.makeMove(h2e2);
        int h9g7 = Move.parse("h9g7");
        for (String text : new String[] {"马８进７", "馬8進7", "马八进七", "傌８进７", "H8+7", "N8+7", "h8+7"}) {
            assertEquals(h9g7, Notation.parse(p, text), text);
        }
    }

    @Test
    void tandemRooksAndCannons() {
        Position rooks = new Position(RED_ROOKS);
        expect(rooks, "b5b6", "前车进一", "R++1");
        expect(rooks, "b2b4", "后车进二", "R-+2");
        expect(rooks, "b2a2", "后车平九", "R-.9");
        expect(rooks, "b5c5", "前车平七", "R+.7");
        expect(rooks, "b5b3", "前车退二", "R+-2");
        for (String text : new String[] {"前俥进一", "车前进一", "前車進1", "+R+1", "+R8+1", "R8++1"}) {
            assertEquals(Move.parse("b5b6"), Notation.parse(rooks, text), text);
        }
        assertEquals(Move.NONE, Notation.parse(rooks, "车八进一"), "both rooks can: ambiguous");

        Position cannons = new Position(CANNONS);
        expect(cannons, "f2e2", "后炮平五", "C-.5");
        expect(cannons, "f5d5", "前炮平六", "C+.6");
        cannons.makeMove(Move.parse("f2e2"));
        expect(cannons, "g7f7", "后炮平６", "C-.6");
        expect(cannons, "g3g0", "前炮进３", "C++3");
    }

    @Test
    void tandemPawns() {
        Position three = new Position(THREE_PAWNS);
        expect(three, "c6c7", "中兵进一", "P7+1");
        expect(three, "c8c9", "前兵进一", "P++1");
        expect(three, "c5d5", "后兵平六", "P-.6");
        expect(three, "c6b6", "中兵平八", "P7.8");

        Position four = new Position(FOUR_PAWNS);
        expect(four, "d8c8", "一兵平七", "++.7");
        expect(four, "d7e7", "二兵平五", "P+.5");
        expect(four, "d6c6", "三兵平七", "P-.7");
        expect(four, "d5e5", "四兵平五", "--.5");

        Position five = new Position(FIVE_PAWNS);
        expect(five, "g7f7", "三兵平四", "P3.4");
        expect(five, "g8h8", "二兵平二", "P+.2");
        expect(five, "g6f6", "四兵平四", "P-.4");
        expect(five, "g9f9", "一兵平四", "++.4");
        expect(five, "g5h5", "五兵平二", "--.2");

        Position two = new Position(TWO_PAWN_FILES);
        expect(two, "a6b6", "前兵九平八", "9+.8");
        expect(two, "a5b5", "后兵九平八", "9-.8");
        expect(two, "c6d6", "中兵七平六", "77.6");
        expect(two, "c7c8", "前兵七进一", "7++1");
        expect(two, "c5b5", "后兵七平八", "7-.8");

        Position black = new Position(BLACK_PAWN_FILES);
        expect(black, "c3b3", "前卒３平２", "3+.2");
        expect(black, "g3h3", "前卒７平８", "7+.8");
        expect(black, "g4f4", "后卒７平６", "7-.6");
    }

    @Test
    void advisorsAndElephantsNeedNoOrder() {
        Position p = new Position(ADVISORS);
        expect(p, "d0e1", "仕六进五", "A6+5");
        expect(p, "d2e1", "仕六退五", "A6-5");
        assertEquals(Move.parse("d2e1"), Notation.parse(p, "前仕退五"));
        Position horses = new Position(BLACK_HORSES);
        expect(horses, "b5c3", "前马进３", "H++3");
        expect(horses, "b7c9", "后马退３", "H--3");
    }

    @Test
    void nonsenseAndIllegalTextGiveNone() {
        Position p = new Position();
        for (String text : new String[] {"", "炮二平", "炮二进五五", "马二平三", "车一进三", "兵五平四", "帅五平四", "C2.0",
            "X2.5", "h2h2", "h2e3", "e3e5", "前炮平五", "R++.1", "h0f1"}) {
            assertEquals(Move.NONE, Notation.parse(p, text), text);
        }
        assertThrows(IllegalArgumentException.class, () -> Notation.toChinese(p, Move.parse("h2e3")));
    }

    @Test
    void detectsTheNotation() {
        assertEquals(Format.CHINESE, Notation.detect("马８进７"));
        assertEquals(Format.ICCS, Notation.detect("H2-E2"));
        assertEquals(Format.ICCS, Notation.detect("h2e2"));
        assertEquals(Format.WXF, Notation.detect("C2.5"));
        assertEquals(Format.WXF, Notation.detect("33.4"));
    }

    // ---------------------------------------------------------------- round trips

    @Test
    void roundTripOnConstructedPositions() {
        int checked = 0;
        for (String fen : CONSTRUCTED) {
            checked += roundTripAllMoves(new Position(fen));
        }
        assertTrue(checked > 50);
    }

    @Test
    void roundTripOnSuitePositions() throws IOException {
        int checked = 0;
        for (String name : new String[] {"perft.epd", "mates.epd", "tactics.epd"}) {
            Path file = TestPositions.file(name);
            for (String line : Files.readAllLines(file)) {
                if (!line.isBlank()) {
                    checked += roundTripAllMoves(new Position(line.split(";")[0].trim()));
                }
            }
        }
        assertTrue(checked > 100);
    }

    @Test
    void roundTripAlongRandomGames() {
        Random random = new Random(SEED);
        int[] moves = new int[MoveGen.MAX_MOVES];
        int checked = 0;
        for (int game = 0; game < RANDOM_GAMES; game++) {
            Position p = new Position();
            for (int ply = 0; ply < MAX_PLIES; ply++) {
                int n = MoveGen.generateLegal(p, moves, 0);
                if (n == 0) {
                    break;
                }
                checked += roundTripAllMoves(p);
                p.makeMove(moves[random.nextInt(n)]);
            }
        }
        assertTrue(checked > 10_000, "checked " + checked);
    }

    /** Formats every legal move in all three notations and reads it back; answers how many moves were checked. */
    private static int roundTripAllMoves(Position p) {
        int[] moves = new int[MoveGen.MAX_MOVES];
        int n = MoveGen.generateLegal(p, moves, 0);
        List<String> seen = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            for (Format format : Format.values()) {
                String text = Notation.format(p, moves[i], format);
                assertEquals(moves[i], Notation.parse(p, text, format), () -> format + " " + text + " in " + p.fen());
                assertEquals(format, Notation.detect(text), text);
                seen.add(text);
            }
        }
        assertEquals(seen.size(), seen.stream().distinct().count(), () -> "duplicate texts in " + p.fen());
        return n;
    }

    private static void expect(Position p, String iccs, String chinese, String wxf) {
        int move = Move.parse(iccs);
        assertTrue(p.isLegal(move), iccs + " legal in " + p.fen());
        assertEquals(chinese, Notation.toChinese(p, move), iccs);
        assertEquals(wxf, Notation.toWxf(p, move), iccs);
        assertEquals(iccs, Notation.toIccs(move));
        assertEquals(move, Notation.parseChinese(p, chinese), chinese);
        assertEquals(move, Notation.parseWxf(p, wxf), wxf);
        assertEquals(move, Notation.parseIccs(p, iccs), iccs);
    }
}
