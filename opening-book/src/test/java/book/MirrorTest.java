package book;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.Move;
import engine.MoveGen;
import engine.Piece;
import engine.Position;
import engine.Square;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

class MirrorTest {
    private static Position play(String... moves) {
        Position p = Position.startpos();
        for (String m : moves) {
            int move = Move.parse(m);
            if (!p.isLegal(move)) {
                throw new IllegalArgumentException(m);
            }
            p.makeMove(move);
        }
        return p;
    }

    /** The left-right mirror image, built from the FEN text (each rank written backwards), not by BookKey. */
    static String mirrorFen(String fen) {
        String[] fields = fen.split(" ", 2);
        StringBuilder out = new StringBuilder();
        for (String rank : fields[0].split("/")) {
            StringBuilder expanded = new StringBuilder();
            for (char c : rank.toCharArray()) {
                expanded.append(Character.isDigit(c) ? ".".repeat(c - '0') : String.valueOf(c));
            }
            String reversed = expanded.reverse().toString();
            StringBuilder packed = new StringBuilder();
            int empty = 0;
            for (char c : reversed.toCharArray()) {
                if (c == '.') {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    packed.append(empty);
                    empty = 0;
                }
                packed.append(c);
            }
            out.append(out.length() > 0 ? "/" : "").append(packed).append(empty > 0 ? empty : "");
        }
        return out + " " + fields[1];
    }

    /** Positions met on seeded random legal walks from the start: many asymmetric, a few symmetric. */
    private static List<Position> randomPositions() {
        Random random = new Random(2024);
        List<Position> out = new ArrayList<>();
        int[] list = new int[MoveGen.MAX_MOVES];
        for (int game = 0; game < 60; game++) {
            Position p = Position.startpos();
            out.add(p.copy());
            for (int ply = 0; ply < 80; ply++) {
                int n = MoveGen.generateLegal(p, list, 0);
                if (n == 0) {
                    break;
                }
                p.makeMove(list[random.nextInt(n)]);
                out.add(p.copy());
            }
        }
        return out;
    }

    @Test
    void everyPositionSharesItsKeyWithItsMirrorImage() {
        for (Position p : randomPositions()) {
            Position image = new Position(mirrorFen(p.fen()));
            assertEquals(BookKey.of(p).key(), BookKey.of(image).key(), p.fen());
        }
    }

    @Test
    void exactlyOneOfAnAsymmetricPairIsTheMirroredOrientation() {
        int asymmetric = 0;
        for (Position p : randomPositions()) {
            String imageFen = mirrorFen(p.fen());
            boolean mirrored = BookKey.of(p).mirrored();
            boolean imageMirrored = BookKey.of(new Position(imageFen)).mirrored();
            if (imageFen.equals(p.fen())) {
                assertFalse(mirrored, "a symmetric board is its own canonical form: " + p.fen());
            } else {
                asymmetric++;
                assertNotEquals(mirrored, imageMirrored, p.fen());
            }
        }
        assertTrue(asymmetric > 1000, "asymmetric positions: " + asymmetric);
    }

    @Test
    void distinctPositionsGetDistinctKeys() {
        Map<Long, String> canonicalByKey = new HashMap<>();
        for (Position p : randomPositions()) {
            String fen = p.fen().substring(0, p.fen().indexOf(" - "));
            String image = mirrorFen(p.fen());
            image = image.substring(0, image.indexOf(" - "));
            String canonical = fen.compareTo(image) <= 0 ? fen : image;
            String before = canonicalByKey.putIfAbsent(BookKey.of(p).key(), canonical);
            assertTrue(before == null || before.equals(canonical), before + " and " + canonical + " collide");
        }
        assertNotEquals(BookKey.of(Position.startpos()).key(),
                BookKey.of(new Position(Position.startpos().fen().replace(" w ", " b "))).key(), "side to move");
    }

    @Test
    void mirroredMoveIsTheSameMoveOnTheMirroredBoard() {
        int[] list = new int[MoveGen.MAX_MOVES];
        for (Position p : randomPositions().subList(0, 400)) {
            Position image = new Position(mirrorFen(p.fen()));
            int n = MoveGen.generateLegal(p, list, 0);
            for (int i = 0; i < n; i++) {
                int m = list[i];
                int mirrored = BookKey.mirror(m);
                assertTrue(image.isLegal(mirrored), Move.toIccs(m) + " in " + p.fen());
                assertEquals(p.pieceAt(Move.from(m)), image.pieceAt(Move.from(mirrored)));
                assertEquals(m, BookKey.mirror(mirrored), "mirroring twice gives the move back");
            }
        }
    }

    /**
     * Books written by one version must be read by the next: the key is the XOR of SplitMix64 numbers drawn
     * in sequence from the fixed seed "QLNBOOK", one per (piece code, point), then one for Black to move,
     * keeping the smaller (unsigned) of the board's and its mirror image's. Recomputed here from that recipe.
     */
    @Test
    void keysFollowTheDocumentedRecipe() {
        for (Position p : List.of(Position.startpos(), play("h2e2"), play("h2e2", "h9g7"), play("c3c4", "b9c7"))) {
            long direct = p.sideToMove() == Piece.BLACK ? splitMix(Piece.CODE_COUNT * Square.COUNT) : 0;
            long image = direct;
            for (int sq = 0; sq < Square.COUNT; sq++) {
                int code = p.pieceAt(sq);
                if (code != Piece.EMPTY) {
                    direct ^= splitMix(code * Square.COUNT + sq);
                    int file = Square.file(sq);
                    image ^= splitMix(code * Square.COUNT + Square.of(Square.FILES - 1 - file, Square.rank(sq)));
                }
            }
            long expected = Long.compareUnsigned(image, direct) < 0 ? image : direct;
            assertEquals(expected, BookKey.of(p).key(), p.fen());
        }
    }

    /** The {@code index}-th (from 0) number of SplitMix64 seeded with the ASCII bytes of "QLNBOOK". */
    private static long splitMix(int index) {
        long seed = 0;
        for (char c : "QLNBOOK".toCharArray()) {
            seed = seed << 8 | c;
        }
        long z = seed + (index + 1L) * 0x9E3779B97F4A7C15L;
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    @Test
    void mirroredLineHitsTheSameEntryAndMovesComeBackMirrored() throws Exception {
        Book book = TextBook.parse("5 h2e2 h9g7 h0g2 i9h9", "test");
        Position mirrored = play("b2e2", "b9c7");
        List<BookMove> moves = book.moves(mirrored);
        assertEquals(1, moves.size());
        assertEquals("b0c2", Move.toIccs(moves.get(0).move()), "马二进三 mirrored is 马八进七");
        assertEquals(5, moves.get(0).weight());

        Position direct = play("h2e2", "h9g7");
        assertEquals("h0g2", Move.toIccs(book.moves(direct).get(0).move()));
    }

    @Test
    void mirroredLinesAddUp() throws Exception {
        Book book = TextBook.parse("3 h2e2 h9g7\n4 b2e2 b9c7", "test");
        List<BookMove> afterCannon = book.moves(play("h2e2"));
        assertEquals(1, afterCannon.size());
        assertEquals(7, afterCannon.get(0).weight());
        assertEquals(2, book.moves(Position.startpos()).size(), "h2e2 and b2e2 are distinct at the start");
    }
}
