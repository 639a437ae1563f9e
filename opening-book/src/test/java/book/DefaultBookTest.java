package book;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.Move;
import engine.Position;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;

class DefaultBookTest {
    private static final List<String> MAIN_OPENINGS = List.of("h2e2", "b2e2", "c3c4", "g3g4", "c0e2", "g0e2",
            "b0c2", "h0g2", "h2d2", "b2f2", "b2d2", "h2f2");

    @Test
    void everyLineIsLegalAndOfBookLength() throws Exception {
        int lines = 0;
        for (String raw : DefaultBook.text().split("\n")) {
            String line = raw.replaceAll("#.*", "").strip();
            if (line.isEmpty()) {
                continue;
            }
            lines++;
            String[] words = line.split("\\s+");
            int plies = words.length - 1;
            assertTrue(plies >= 4 && plies <= 12, "4 to 12 plies: " + line);
            Position p = Position.startpos();
            for (int i = 1; i < words.length; i++) {
                int move = Move.parse(words[i]);
                assertTrue(move != Move.NONE && p.isLegal(move), words[i] + " illegal in: " + line);
                p.makeMove(move);
            }
        }
        assertTrue(lines >= 40 && lines <= 80, lines + " lines");
        assertTrue(DefaultBook.get().size() > 100);
    }

    @Test
    void compiledBinaryMatchesTheText() throws Exception {
        byte[] compiled = DefaultBook.binary();
        String regenerate = "default-book.bin is out of date: regenerate it as DefaultBookCompiler's comment says";
        assertTrue(compiled != null, regenerate);
        assertTrue(java.util.Arrays.equals(BookFormat.toBytes(TextBook.entries(DefaultBook.text(), "x")), compiled),
                regenerate);
    }

    @Test
    void startPositionOffersTheMainOpenings() throws Exception {
        List<BookMove> moves = DefaultBook.get().moves(Position.startpos());
        Set<String> names = new HashSet<>();
        moves.forEach(m -> names.add(Move.toIccs(m.move())));
        assertTrue(names.containsAll(List.of("h2e2", "b2e2", "c3c4", "g3g4", "c0e2", "g0e2", "b0c2", "h0g2")),
                names.toString());
        assertTrue(MAIN_OPENINGS.containsAll(names.stream().filter(n -> !n.equals("h2h4")).toList()));
        assertTrue(moves.get(0).move() == Move.parse("h2e2"), "炮二平五 is the heaviest");
    }

    @Test
    void randomnessNoneAlwaysPlaysTheHeaviestAndMediumVaries() throws Exception {
        List<BookMove> moves = DefaultBook.get().moves(Position.startpos());
        Random random = new Random(7);
        Set<Integer> seen = new HashSet<>();
        for (int i = 0; i < 50; i++) {
            assertEquals(moves.get(0), Randomness.NONE.choose(moves, random));
            seen.add(Randomness.MEDIUM.choose(moves, random).move());
        }
        assertTrue(seen.size() >= 4, seen.size() + " distinct moves");
    }

    @Test
    void hugeRandomnessIsUniformAndZeroWeightsAreNeverPlayed() {
        List<BookMove> moves = List.of(new BookMove(1, 1000, 0, 0, 0), new BookMove(2, 1, 0, 0, 0),
                new BookMove(3, 0, 0, 0, 0));
        Random random = new Random(1);
        int light = 0;
        for (int i = 0; i < 1000; i++) {
            BookMove m = Randomness.HUGE.choose(moves, random);
            assertTrue(m.move() != 3);
            light += m.move() == 2 ? 1 : 0;
        }
        assertTrue(light > 400 && light < 600, "uniform: " + light);
        assertEquals(null, Randomness.MEDIUM.choose(List.of(new BookMove(3, 0, 0, 0, 0)), random));
    }

    @Test
    void badTextBooksNameTheLine() {
        BookException e = assertThrows(BookException.class, () -> TextBook.parse("3 h2e2\n2 h2e2 h2e3", "x"));
        assertTrue(e.getMessage().startsWith("x:2:"), e.getMessage());
        assertThrows(BookException.class, () -> TextBook.parse("h2e2 h9g7", "x"));
    }
}
