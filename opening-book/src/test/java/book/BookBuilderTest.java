package book;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.Move;
import engine.Position;
import engine.notation.GameRecord;
import java.util.List;
import org.junit.jupiter.api.Test;

class BookBuilderTest {
    private static GameRecord game(String result, String... moves) {
        GameRecord g = new GameRecord();
        for (String m : moves) {
            g.addMove(Move.parse(m));
        }
        g.setResult(result);
        return g;
    }

    private static BookBuilder builder(int maxPly, int minGames, BookBuilder.Weighting w, BookBuilder.Sides s) {
        return new BookBuilder(new BookBuilder.Settings(maxPly, minGames, w, s));
    }

    private static BookMove only(Book book, Position p, String move) {
        return book.moves(p).stream().filter(m -> Move.toIccs(m.move()).equals(move)).findFirst().orElse(null);
    }

    private static Position after(String... moves) {
        Position p = Position.startpos();
        for (String m : moves) {
            p.makeMove(Move.parse(m));
        }
        return p;
    }

    @Test
    void resultsWeightingCountsWinsTwiceAndDrawsOnce() {
        BookBuilder b = builder(10, 1, BookBuilder.Weighting.RESULTS, BookBuilder.Sides.BOTH);
        b.addGame(game("1-0", "h2e2", "h9g7"));
        b.addGame(game("1/2-1/2", "h2e2", "h9g7"));
        b.addGame(game("0-1", "h2e2", "b9c7"));
        Book book = b.build("t");
        BookMove cannon = only(book, Position.startpos(), "h2e2");
        assertEquals(2 + 1 + 0, cannon.weight());
        assertEquals(1, cannon.wins());
        assertEquals(1, cannon.draws());
        assertEquals(1, cannon.losses());
        BookMove horse = only(book, after("h2e2"), "h9g7");
        assertEquals(1, horse.weight(), "a loss and a draw for Black");
        assertEquals(1, horse.losses());
        assertEquals(2, only(book, after("h2e2"), "b9c7").weight(), "Black won");
    }

    @Test
    void gamesWeightingCountsGames() {
        BookBuilder b = builder(10, 1, BookBuilder.Weighting.GAMES, BookBuilder.Sides.BOTH);
        b.addGame(game("1-0", "h2e2"));
        b.addGame(game("0-1", "h2e2"));
        assertEquals(2, only(b.build("t"), Position.startpos(), "h2e2").weight());
    }

    @Test
    void maxPlyCutsTheLines() {
        BookBuilder b = builder(2, 1, BookBuilder.Weighting.GAMES, BookBuilder.Sides.BOTH);
        b.addGame(game("1-0", "h2e2", "h9g7", "h0g2", "i9h9"));
        Book book = b.build("t");
        assertEquals(2, book.size());
        assertTrue(book.moves(after("h2e2", "h9g7")).isEmpty());
    }

    @Test
    void minGamesDropsRareMoves() {
        BookBuilder b = builder(10, 2, BookBuilder.Weighting.GAMES, BookBuilder.Sides.BOTH);
        b.addGame(game("1-0", "h2e2", "h9g7"));
        b.addGame(game("1-0", "h2e2", "b9c7"));
        Book book = b.build("t");
        assertEquals(List.of("h2e2"), book.moves(Position.startpos()).stream().map(m -> Move.toIccs(m.move())).toList());
        assertTrue(book.moves(after("h2e2")).isEmpty());
    }

    @Test
    void winnerOnlyKeepsTheWinnersMovesAndSkipsDraws() {
        BookBuilder b = builder(10, 1, BookBuilder.Weighting.GAMES, BookBuilder.Sides.WINNER);
        b.addGame(game("0-1", "h2e2", "h9g7"));
        assertEquals(false, b.addGame(game("1/2-1/2", "c3c4", "g6g5")));
        Book book = b.build("t");
        assertTrue(book.moves(Position.startpos()).isEmpty(), "Red lost: its move is not kept");
        assertEquals(1, only(book, after("h2e2"), "h9g7").wins());
        assertEquals(1, b.gamesUsed());
        assertEquals(1, b.gamesSkipped());
    }

    @Test
    void gamesWithoutResultAreSkipped() {
        BookBuilder b = builder(10, 1, BookBuilder.Weighting.GAMES, BookBuilder.Sides.BOTH);
        assertEquals(false, b.addGame(game("*", "h2e2")));
        assertEquals(0, b.build("t").size());
    }

    @Test
    void mirroredGamesAddToTheSameEntries() {
        BookBuilder b = builder(10, 1, BookBuilder.Weighting.GAMES, BookBuilder.Sides.BOTH);
        b.addGame(game("1-0", "h2e2", "h9g7", "h0g2"));
        b.addGame(game("1-0", "b2e2", "b9c7", "b0c2"));
        Book book = b.build("t");
        BookMove horse = only(book, after("b2e2", "b9c7"), "b0c2");
        assertEquals(2, horse.weight());
    }
}
