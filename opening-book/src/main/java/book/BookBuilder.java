package book;

import engine.Piece;
import engine.Position;
import engine.notation.GameRecord;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Collects (position, move) statistics from games or hand-written lines and turns them into book entries.
 * Positions are keyed canonically ({@link BookKey}), so a game and its mirror image add to the same entries.
 */
public final class BookBuilder {
    /** How a game adds to the weight of the moves played in it. */
    public enum Weighting {
        /** A win adds 2, a draw 1, a loss 0, from the mover's side. */
        RESULTS,
        /** Every game adds 1. */
        GAMES
    }

    /** Whose moves a game contributes. */
    public enum Sides {
        /** Only the winner's moves; drawn games contribute nothing. */
        WINNER,
        BOTH
    }

    /**
     * Filters: moves at plies below {@code maxPly} (ply 0 is a game's first move), entries played in at least
     * {@code minGames} games, the weighting and whose moves count.
     */
    public record Settings(int maxPly, int minGames, Weighting weighting, Sides sides) {
        public static final int DEFAULT_MAX_PLY = 30;
        public static final int DEFAULT_MIN_GAMES = 1;
    }

    private static final int WIN_WEIGHT = 2;
    private static final int DRAW_WEIGHT = 1;
    private static final int RED_WINS = 1;
    private static final int DRAWN = 0;
    private static final int BLACK_WINS = -1;
    private static final int NO_RESULT = 2;

    private record Slot(long key, int move) {
    }

    private static final class Stats {
        /** Given by a hand-written line or another book, which count no games: kept whatever --min-games. */
        boolean listed;
        long weight;
        int wins;
        int draws;
        int losses;
    }

    private final Settings settings;
    private final Map<Slot, Stats> stats = new HashMap<>();
    private int gamesUsed;
    private int gamesSkipped;

    public BookBuilder(Settings settings) {
        this.settings = settings;
    }

    /** Adds a game's moves up to the ply limit; answers false when the game was left out (no result). */
    public boolean addGame(GameRecord game) {
        int outcome = outcome(game.result());
        if (outcome == NO_RESULT || outcome == DRAWN && settings.sides() == Sides.WINNER) {
            gamesSkipped++;
            return false;
        }
        Position p = game.startPosition();
        int plies = Math.min(game.moveCount(), settings.maxPly());
        for (int ply = 0; ply < plies; ply++) {
            int move = game.move(ply);
            int mover = p.sideToMove() == Piece.RED ? RED_WINS : BLACK_WINS;
            int score = outcome == DRAWN ? DRAWN : outcome == mover ? 1 : -1;
            if (settings.sides() == Sides.BOTH || score > 0) {
                record(p, move, score);
            }
            p.makeMove(move);
        }
        gamesUsed++;
        return true;
    }

    /** Adds a hand-written line: every move of it gains {@code weight}, with no game statistics. */
    public void addLine(Position start, int[] moves, int weight) {
        Position p = start.copy();
        for (int move : moves) {
            addListedMove(p, move, weight);
            p.makeMove(move);
        }
    }

    /** Adds a move another book lists for {@code p} with {@code weight}, with no game statistics. */
    public void addListedMove(Position p, int move, int weight) {
        Stats s = stats(p, move);
        s.listed = true;
        s.weight += weight;
    }

    private void record(Position p, int move, int score) {
        Stats s = stats(p, move);
        if (score > 0) {
            s.wins++;
            s.weight += settings.weighting() == Weighting.RESULTS ? WIN_WEIGHT : 1;
        } else if (score == 0) {
            s.draws++;
            s.weight += settings.weighting() == Weighting.RESULTS ? DRAW_WEIGHT : 1;
        } else {
            s.losses++;
            s.weight += settings.weighting() == Weighting.RESULTS ? 0 : 1;
        }
    }

    private Stats stats(Position p, int move) {
        BookKey.Canonical c = BookKey.of(p);
        int stored = c.mirrored() ? BookKey.mirror(move) : move;
        return stats.computeIfAbsent(new Slot(c.key(), stored), slot -> new Stats());
    }

    private static int outcome(String result) {
        return switch (result) {
            case "1-0" -> RED_WINS;
            case "0-1" -> BLACK_WINS;
            case "1/2-1/2" -> DRAWN;
            default -> NO_RESULT;
        };
    }

    /** The entries that pass the minimum-games filter (listed moves always do), in book order. */
    public List<BookEntry> entries() {
        List<BookEntry> out = new ArrayList<>();
        for (Map.Entry<Slot, Stats> e : stats.entrySet()) {
            Stats s = e.getValue();
            if (s.listed || s.wins + s.draws + s.losses >= settings.minGames()) {
                int weight = (int) Math.min(Integer.MAX_VALUE, s.weight);
                out.add(new BookEntry(e.getKey().key(), e.getKey().move(), weight, s.wins, s.draws, s.losses));
            }
        }
        out.sort(BookFormat.ORDER);
        return out;
    }

    /** The finished book, in memory. */
    public Book build(String name) {
        try {
            return Book.of(BookFormat.toBytes(entries()), name);
        } catch (BookException e) {
            throw new IllegalStateException("a freshly built book does not read back", e);
        }
    }

    public int gamesUsed() {
        return gamesUsed;
    }

    public int gamesSkipped() {
        return gamesSkipped;
    }
}
