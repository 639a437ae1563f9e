package engine.nnue;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.MoveGen;
import engine.Piece;
import engine.Position;
import engine.Square;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The network's inference: accumulators kept across moves equal ones computed from the board, the integer
 * forward pass equals a float reference written here from engine/NNUE.md, and the network sees a position and
 * its twins alike.
 */
class AccumulatorsTest {
    private static final Network NET = RandomNetworks.of(11);
    private static final Network BUCKETED = RandomNetworks.bucketed(11);

    /**
     * Thousands of random legal moves, unmakes and null moves through one thread's accumulators: every score
     * equals a refresh from the board, across kings crossing the centre file (the views' mirror flips).
     */
    @Test
    void keptAccumulatorsEqualARefreshAlongRandomGames() {
        SplittableRandom random = new SplittableRandom(5);
        int[] moves = new int[MoveGen.MAX_MOVES];
        Accumulators kept = new Accumulators(NET);
        int positions = 0;
        int mirrorFlips = 0;
        for (int game = 0; game < 30; game++) {
            Position p = Position.startpos();
            for (int ply = 0; ply < 120; ply++) {
                assertEquals(NET.evaluate(p), kept.evaluate(p), p::fen);
                positions++;
                int n = MoveGen.generateLegal(p, moves, 0);
                if (n == 0) {
                    break;
                }
                int roll = random.nextInt(10);
                if (roll == 0 && !p.inCheck()) {
                    p.makeNullMove();
                    assertEquals(NET.evaluate(p), kept.evaluate(p), () -> "after a null move: " + p.fen());
                    p.unmakeNullMove();
                } else if (roll == 1 && p.plies() > 0) {
                    p.unmakeMove();
                    assertEquals(NET.evaluate(p), kept.evaluate(p), () -> "after an unmake: " + p.fen());
                    continue;
                }
                boolean before = Features.mirrored(p.kingSquare(p.sideToMove()));
                p.makeMove(moves[random.nextInt(n)]);
                if (before != Features.mirrored(p.kingSquare(p.sideToMove() ^ 1))) {
                    mirrorFlips++;
                }
            }
        }
        assertTrue(positions > 2000, "positions " + positions);
        assertTrue(mirrorFlips > 20, "a king crossed the centre file only " + mirrorFlips + " times");
    }

    /**
     * As a search uses them: a prepared root, then depth-first lines of make and unmake where most nodes take
     * their score from elsewhere (the table, the cache) and are never evaluated, so a view is brought forward over
     * several plies at once, from whatever ancestor another line left computed. Every score equals a refresh.
     */
    @Test
    void sparseEvaluationsOfSearchLikeLinesEqualARefresh() {
        SplittableRandom random = new SplittableRandom(9);
        Accumulators kept = new Accumulators(NET);
        int[] checked = new int[1];
        for (int root = 0; root < 12; root++) {
            Position p = Position.startpos();
            for (int ply = 0; ply < 20 + random.nextInt(60) && legalMoves(p).length > 0; ply++) {
                int[] legal = legalMoves(p);
                p.makeMove(legal[random.nextInt(legal.length)]);
            }
            kept.prepare(p);
            descend(p, kept, random, 7, checked);
        }
        assertTrue(checked[0] > 1000, "evaluations " + checked[0]);
    }

    private static void descend(Position p, Accumulators kept, SplittableRandom random, int depth, int[] checked) {
        int[] legal = legalMoves(p);
        if (depth == 0 || legal.length == 0 || random.nextInt(4) == 0) {
            assertEquals(NET.evaluate(p), kept.evaluate(p), p::fen);
            checked[0]++;
            return;
        }
        for (int i = 0; i < 3; i++) {
            p.makeMove(legal[random.nextInt(legal.length)]);
            descend(p, kept, random, depth - 1, checked);
            p.unmakeMove();
        }
    }

    private static int[] legalMoves(Position p) {
        int[] moves = new int[MoveGen.MAX_MOVES];
        return java.util.Arrays.copyOf(moves, MoveGen.generateLegal(p, moves, 0));
    }

    /**
     * The integer network against the float network its weights stand for, written from NNUE.md alone, with one
     * output neuron and with a bucket's each; random games long enough to empty the board of attackers.
     */
    @Test
    void theIntegerForwardPassEqualsTheFloatReference() {
        for (Network net : new Network[] {NET, BUCKETED}) {
            SplittableRandom random = new SplittableRandom(8);
            int[] moves = new int[MoveGen.MAX_MOVES];
            boolean[] bucketsSeen = new boolean[8];
            for (int game = 0; game < 6; game++) {
                Position p = Position.startpos();
                for (int ply = 0; ply < 300; ply++) {
                    double reference = floatReference(net, p) * Network.SCALE;
                    assertEquals(reference, net.evaluate(p), 2.0, p::fen);
                    bucketsSeen[bucket(p)] = true;
                    int n = MoveGen.generateLegal(p, moves, 0);
                    if (n == 0) {
                        break;
                    }
                    p.makeMove(moves[random.nextInt(n)]);
                }
            }
            for (int b = 0; b < 8; b++) {
                assertTrue(bucketsSeen[b], "no position of bucket " + b);
            }
        }
    }

    /** NNUE.md's bucket: rooks, horses and cannons on the board, 0-12, to 0 0 1 1 2 2 3 3 4 4 5 6 7. */
    private static int bucket(Position p) {
        int attackers = 0;
        for (int sq = 0; sq < 90; sq++) {
            int type = Piece.type(p.pieceAt(sq));
            if (type == Piece.ROOK || type == Piece.HORSE || type == Piece.CANNON) {
                attackers++;
            }
        }
        return attackers <= 9 ? attackers / 2 : attackers - 5;
    }

    /** A position, its colours swapped (ranks turned) and, with both kings off the centre file, its mirror image. */
    @Test
    void twinsEvaluateAlike() {
        String[] fens = {
            "3k5/4a4/4b4/9/2p6/6P2/9/4B4/4A4/3AK4 w - - 0 1",
            "5k3/9/3a5/9/2r6/6R2/2n6/4B4/4A4/4KA3 b - - 0 1",
            "3k5/9/9/9/9/9/9/9/4A4/5KR2 w - - 0 1",
            "3k5/4a4/9/9/2p6/6P2/2n6/9/4A4/5KR2 b - - 0 1",
        };
        int mirrorsTested = 0;
        for (String fen : fens) {
            Position p = new Position(fen);
            Position flipped = new Position(colourFlipped(fen));
            assertEquals(NET.evaluate(p), NET.evaluate(flipped), fen);
            assertEquals(BUCKETED.evaluate(p), BUCKETED.evaluate(flipped), fen);
            boolean kingsOffCentre = Square.file(p.kingSquare(Piece.RED)) != 4
                    && Square.file(p.kingSquare(Piece.BLACK)) != 4;
            if (kingsOffCentre) {
                assertEquals(NET.evaluate(p), NET.evaluate(new Position(mirrored(fen))), fen);
                assertEquals(BUCKETED.evaluate(p), BUCKETED.evaluate(new Position(mirrored(fen))), fen);
                mirrorsTested++;
            }
        }
        assertEquals(2, mirrorsTested);
    }

    /** out = Σ v·screlu(acc_stm) + Σ v'·screlu(acc_other) + c, in float, features counted here from NNUE.md. */
    private static double floatReference(Network net, Position p) {
        int us = p.sideToMove();
        double[] stm = accumulator(net, p, us);
        double[] other = accumulator(net, p, us ^ 1);
        int b = net.buckets == 1 ? 0 : bucket(p);
        double out = net.outputBias[b] / (double) (Network.QA * Network.QB);
        for (int i = 0; i < Network.HIDDEN; i++) {
            out += net.output[2 * b][i] / (double) Network.QB * screlu(stm[i]);
            out += net.output[2 * b + 1][i] / (double) Network.QB * screlu(other[i]);
        }
        return out;
    }

    private static double screlu(double x) {
        double c = Math.min(Math.max(x, 0), 1);
        return c * c;
    }

    private static double[] accumulator(Network net, Position p, int view) {
        double[] acc = new double[Network.HIDDEN];
        for (int i = 0; i < Network.HIDDEN; i++) {
            acc[i] = net.biases[i] / (double) Network.QA;
        }
        int king = p.kingSquare(view);
        boolean mirror = king % 9 >= 5;
        for (int sq = 0; sq < 90; sq++) {
            int code = p.pieceAt(sq);
            if (code == Piece.EMPTY) {
                continue;
            }
            int kind = Piece.type(code) - 1 + (Piece.color(code) == view ? 0 : 7);
            int rank = sq / 9;
            int file = sq % 9;
            int seenRank = view == Piece.RED ? rank : 9 - rank;
            int seenFile = mirror ? 8 - file : file;
            int feature = kind * 90 + seenRank * 9 + seenFile;
            for (int i = 0; i < Network.HIDDEN; i++) {
                acc[i] += net.weights[feature][i] / (double) Network.QA;
            }
        }
        return acc;
    }

    /** Colours swapped: ranks read in the other order, letters' case swapped, the other side to move. */
    private static String colourFlipped(String fen) {
        String[] f = fen.split(" ");
        String[] ranks = f[0].split("/");
        StringBuilder sb = new StringBuilder();
        for (int i = ranks.length - 1; i >= 0; i--) {
            for (char c : ranks[i].toCharArray()) {
                sb.append(Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c));
            }
            sb.append(i > 0 ? "/" : "");
        }
        return sb + " " + (f[1].equals("w") ? "b" : "w") + " - - 0 1";
    }

    /** Left and right swapped: every rank read backwards. */
    private static String mirrored(String fen) {
        String[] f = fen.split(" ");
        String[] ranks = f[0].split("/");
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < ranks.length; i++) {
            sb.append(new StringBuilder(ranks[i]).reverse()).append(i < ranks.length - 1 ? "/" : "");
        }
        return sb + " " + f[1] + " - - 0 1";
    }
}
