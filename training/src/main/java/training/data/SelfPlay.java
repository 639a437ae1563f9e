package training.data;

import engine.Move;
import engine.MoveGen;
import engine.Piece;
import engine.Position;
import engine.RuleJudge;
import engine.Search;
import engine.SearchLimits;
import engine.SearchListener;
import engine.SearchResult;
import engine.TranspositionTable;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import protocol.match.AdjudicationRules;
import protocol.match.Adjudicator;
import protocol.match.Verdict;

/**
 * Self-play for tuning data: Qilin plays itself in-process, a fixed number of nodes per move, from the start
 * position after a few random plies, and the match runner's rules end the game ({@link Adjudicator}). A position
 * is kept when it is not in check, the search's move is no capture and its score is no mate: a quiet position
 * with a score that means something. Each kept position becomes a line {@code FEN ; score ; result}: the score
 * from the side to move's view in centipawns, the result the game's (1-0, 0-1, 1/2-1/2). A game depends only on
 * its index and the seed (the search is single-threaded and limited by nodes), so runs can be split or resumed.
 * One instance per thread: it owns its search and hash table.
 */
public final class SelfPlay {
    /** Decided games end early, as in matches: both sides' scores agree for 4 moves each, or stay level. */
    private static final AdjudicationRules RULES = AdjudicationRules.standard().withMaxPlies(400)
            .withResign(4, 800).withDraw(40, 8, 10);
    /** Mixes the game index into the seed (the golden ratio's bits, so neighbouring games differ everywhere). */
    private static final long GAME_STRIDE = 0x9E3779B97F4A7C15L;

    /**
     * @param nodes       nodes per move
     * @param randomPlies uniformly random legal plies before the search takes over
     * @param skipPlies   plies after the random ones whose positions are not kept
     * @param maxScore    positions scored beyond this many centipawns either way are not kept
     */
    public record Settings(long nodes, int randomPlies, int skipPlies, int maxScore, long seed, int hashMb) {
    }

    /** A finished game: how it ended and its kept positions as lines. */
    public record Record(int index, Verdict verdict, int plies, List<String> lines) {
    }

    private final Settings settings;
    private final Search search;
    private final int[] moves = new int[MoveGen.MAX_MOVES];

    public SelfPlay(Settings settings) {
        this.settings = settings;
        search = new Search(new TranspositionTable(settings.hashMb()));
    }

    /** Plays game {@code index} to its end. */
    public Record play(int index) {
        search.clear();
        Position position = opening(new SplittableRandom(settings.seed() ^ index * GAME_STRIDE));
        int firstKept = position.plies() + settings.skipPlies();
        Adjudicator adjudicator = new Adjudicator(RULES, RuleJudge.Variant.CHINESE);
        List<String> kept = new ArrayList<>(); // 'FEN ; score', the result to come
        while (true) {
            Verdict verdict = adjudicator.beforeMove(position);
            if (verdict != null) {
                return new Record(index, verdict, position.plies(), withResult(kept, verdict));
            }
            SearchLimits limits = new SearchLimits();
            limits.nodes = settings.nodes();
            SearchResult r = search.run(position, limits, SearchListener.NONE);
            boolean capture = position.pieceAt(Move.to(r.bestMove())) != Piece.EMPTY;
            if (position.plies() >= firstKept && !position.inCheck() && !capture
                    && Math.abs(r.score()) <= settings.maxScore()) {
                kept.add(position.fen() + " ; " + r.score());
            }
            int mover = position.sideToMove();
            position.makeMove(r.bestMove());
            verdict = adjudicator.afterMove(position, mover, true, r.score());
            if (verdict != null) {
                return new Record(index, verdict, position.plies(), withResult(kept, verdict));
            }
        }
    }

    /** The start position after the random plies; a line that runs out of moves is drawn again. */
    private Position opening(SplittableRandom random) {
        while (true) {
            Position p = Position.startpos();
            int ply = 0;
            while (ply < settings.randomPlies()) {
                int n = MoveGen.generateLegal(p, moves, 0);
                if (n == 0) {
                    break;
                }
                p.makeMove(moves[random.nextInt(n)]);
                ply++;
            }
            if (ply == settings.randomPlies() && MoveGen.generateLegal(p, moves, 0) > 0) {
                return p;
            }
        }
    }

    private static List<String> withResult(List<String> kept, Verdict verdict) {
        List<String> out = new ArrayList<>(kept.size());
        for (String line : kept) {
            out.add(line + " ; " + verdict.outcome().pgn());
        }
        return out;
    }
}
