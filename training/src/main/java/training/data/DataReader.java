package training.data;

import engine.Move;
import engine.Piece;
import engine.Position;
import engine.Score;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads self-play data ({@link DataFile}) and hands over the positions a trainer wants, filtered at load time:
 * every game is replayed from its start, each move checked for legality (a corrupt file is an error, never a
 * wrong position), and each searched position kept or skipped by the {@link Filter}.
 */
public final class DataReader {
    /**
     * Which positions to keep.
     *
     * @param skipPlies     searched plies left out at the start of each game (after the random opening)
     * @param skipInCheck   leave out positions whose side to move is in check
     * @param skipCaptures  leave out positions whose best (played) move is a capture
     * @param maxScore      leave out scores beyond this either way; decisive scores (mates, rule wins) always
     */
    public record Filter(int skipPlies, boolean skipInCheck, boolean skipCaptures, int maxScore) {
        /** Every searched position with a score that is no mate. */
        public static final Filter ALL = new Filter(0, false, false, Score.MATE_BOUND - 1);
        /** Quiet positions, as trainers of evaluations usually want them. */
        public static final Filter QUIET = new Filter(8, true, true, 3_000);

        boolean keeps(Position p, int ply, int move, int score) {
            return ply >= skipPlies && !Score.isDecisive(score) && Math.abs(score) <= maxScore
                    && !(skipCaptures && p.pieceAt(Move.to(move)) != Piece.EMPTY)
                    && !(skipInCheck && p.inCheck());
        }
    }

    /** Receives each kept position; the position is the reader's and changes after the call. */
    @FunctionalInterface
    public interface Sink {
        /**
         * @param p      the position, side to move to play {@code move}
         * @param score  the search's score, side to move's view, internal units
         * @param game   the game it is from (its result, index, termination)
         * @param ply    the searched ply it is (0 = the first after the opening)
         */
        void accept(Position p, int score, GameData game, int ply);
    }

    /** What a read saw: games, positions in them, positions kept. */
    public record Count(long games, long positions, long kept) {
    }

    private DataReader() {
    }

    /** Reads the file, passing each position the filter keeps to {@code sink}. */
    public static Count read(Path file, Filter filter, Sink sink) throws IOException {
        try (InputStream in = Files.newInputStream(file)) {
            return read(in, filter, sink);
        }
    }

    /**
     * Reads the data on {@code stream}, passing each position the filter keeps to {@code sink}. A last game cut
     * short (a file still being written) ends the data; damage throws, naming its offset.
     */
    public static Count read(InputStream stream, Filter filter, Sink sink) throws IOException {
        GameReader reader = new GameReader(stream);
        long games = 0;
        long positions = 0;
        long kept = 0;
        for (GameData g = reader.next(); g != null; g = reader.next()) {
            Position p = start(g);
            for (int ply = 0; ply < g.moves().length; ply++) {
                int move = g.moves()[ply] & 0xFFFF;
                int score = g.scores()[ply];
                legal(p, move, g, ply);
                if (filter.keeps(p, ply, move, score)) {
                    sink.accept(p, score, g, ply);
                    kept++;
                }
                p.makeMove(move);
            }
            games++;
            positions += g.moves().length;
        }
        if (reader.damaged()) {
            throw new IOException("damaged at byte " + reader.wholeBytes() + " (" + reader.stopReason() + "), after "
                    + games + " whole games");
        }
        return new Count(games, positions, kept);
    }

    /** The position the game's searched plies start from: its start with the opening plies played. */
    public static Position start(GameData g) throws IOException {
        Position p;
        try {
            p = g.startFen() == null ? Position.startpos() : new Position(g.startFen());
        } catch (RuntimeException e) {
            throw new IOException("game " + g.index() + ": bad start position: " + e.getMessage());
        }
        for (int i = 0; i < g.opening().length; i++) {
            int move = g.opening()[i] & 0xFFFF;
            legal(p, move, g, i - g.opening().length);
            p.makeMove(move);
        }
        return p;
    }

    /** Throws naming the game, the ply and the position when {@code move} is not legal in {@code p}. */
    static void legal(Position p, int move, GameData g, int ply) throws IOException {
        if (!p.isLegal(move)) {
            throw new IOException("game " + g.index() + ", ply " + ply + ": " + Move.toIccs(move)
                    + " is not legal in " + p.fen());
        }
    }
}
