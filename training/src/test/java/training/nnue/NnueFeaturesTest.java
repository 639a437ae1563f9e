package training.nnue;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.MoveGen;
import engine.Piece;
import engine.Position;
import engine.Square;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The trainer's features against engine/NNUE.md, by hand and by the board's symmetries. */
class NnueFeaturesTest {
    /** Red king d0, Red rook e1, Black king f9: Red's view as it is, Black's turned and mirrored. */
    @Test
    void kingsAndARookByHand() {
        Position p = new Position("5k3/9/9/9/9/9/9/9/4R4/3K5 w - - 0 1");
        // Red: own king (kind 0) on d0 = point 3; own rook (kind 4) on e1 = 4 + 9; Black's king (kind 7) on f9.
        assertArrayEquals(sorted(3, 4 * 90 + 4 + 9, 7 * 90 + 5 + 9 * 9), features(p, Piece.RED));
        // Black: ranks turned, and its king on f (file 5) after the turn is right of centre: mirrored.
        // Own king f9 -> f0 -> d0 = 3; Red's rook (kind 7 + 4) e1 -> e8 -> e8; Red's king (kind 7) d0 -> d9 -> f9.
        assertArrayEquals(sorted(3, 11 * 90 + 4 + 9 * 8, 7 * 90 + 5 + 9 * 9), features(p, Piece.BLACK));
        assertTrue(!Features.mirrored(p, Piece.RED));
        assertTrue(Features.mirrored(p, Piece.BLACK));
    }

    /** Red's king right of centre mirrors Red's view; Black's king on d stays as it is after the turn. */
    @Test
    void redMirroredWhenItsKingIsRightOfCentre() {
        Position p = new Position("3k5/9/9/9/9/9/9/9/9/R4K3 w - - 0 1");
        // Red: king f0 -> d0 = 3; rook a0 -> i0 = 8 (kind 4); Black's king d9 -> f9 (kind 7).
        assertArrayEquals(sorted(3, 4 * 90 + 8, 7 * 90 + 5 + 81), features(p, Piece.RED));
        // Black: king d9 -> d0 = 3; Red's king f0 -> f9 (kind 7); Red's rook a0 -> a9 (kind 11).
        assertArrayEquals(sorted(3, 7 * 90 + 5 + 81, 11 * 90 + 81), features(p, Piece.BLACK));
        assertEquals(Features.INPUTS, 1260);
    }

    /**
     * A position and its twin with the colours swapped, the ranks turned and the other side to move give the
     * same features with the perspectives swapped; the left-right mirror gives the same features for a
     * perspective whose king is off the centre file, and the mirrored ones for a king on it.
     */
    @Test
    void twinsSwapPerspectivesAndMirrorsAgree() {
        Random random = new Random(7);
        int[] moves = new int[MoveGen.MAX_MOVES];
        int checked = 0;
        for (int game = 0; game < 40; game++) {
            Position p = Position.startpos();
            int plies = 10 + random.nextInt(80);
            for (int ply = 0; ply < plies; ply++) {
                int n = MoveGen.generateLegal(p, moves, 0);
                if (n == 0) {
                    break;
                }
                p.makeMove(moves[random.nextInt(n)]);
            }
            Position twin = new Position(fen(p, true, false));
            for (int side = Piece.RED; side <= Piece.BLACK; side++) {
                assertArrayEquals(features(p, side), features(twin, 1 - side), p.fen());
            }
            Position mirror = new Position(fen(p, false, true));
            for (int side = Piece.RED; side <= Piece.BLACK; side++) {
                int kingFile = Square.file(p.kingSquare(side));
                int[] expected = features(p, side);
                if (kingFile == 4) {
                    expected = mirrorAll(expected);
                }
                assertArrayEquals(expected, features(mirror, side), p.fen());
            }
            // the trainer's mirror image of a sample: its twin views through Features.TWIN
            Samples s = new Samples();
            s.add(p, 0, training.data.GameData.DRAW);
            int stm = p.sideToMove();
            assertArrayEquals(features(mirror, stm), view(s, 0, true), p.fen());
            assertArrayEquals(features(mirror, 1 - stm), view(s, 0, false), p.fen());
            checked++;
        }
        assertEquals(40, checked);
    }

    /** The features of a Samples entry: the side to move's first, then the other's. */
    @Test
    void samplesKeepSideToMoveFirstAndResultFromItsView() {
        Position p = new Position("5k3/9/9/9/9/9/9/9/4R4/3K5 b - - 0 1");
        Samples s = new Samples();
        s.add(p, -250, training.data.GameData.RED_WON);
        assertEquals(1, s.size());
        assertEquals(3, s.stmCount[0]);
        int[] stm = new int[3];
        for (int k = 0; k < 3; k++) {
            stm[k] = s.features[s.start[0] + k];
        }
        Arrays.sort(stm);
        assertArrayEquals(features(p, Piece.BLACK), stm);
        assertEquals(-250, s.score[0]);
        assertEquals(0, s.result[0], "Red won: Black, to move, lost");
    }

    /** A sample's view (the side to move's or the other's) in its mirror image, sorted. */
    private static int[] view(Samples s, int i, boolean sideToMove) {
        int from = sideToMove ? s.start[i] : s.start[i] + s.stmCount[i];
        int to = sideToMove ? s.start[i] + s.stmCount[i] : s.end(i);
        boolean twin = (s.twins[i] & (sideToMove ? Samples.STM_TWIN : Samples.OTHER_TWIN)) != 0;
        int[] out = new int[to - from];
        for (int k = from; k < to; k++) {
            out[k - from] = twin ? Features.TWIN[s.features[k]] : s.features[k];
        }
        Arrays.sort(out);
        return out;
    }

    private static int[] mirrorAll(int[] f) {
        int[] m = new int[f.length];
        for (int i = 0; i < f.length; i++) {
            int kind = f[i] / 90;
            int point = f[i] % 90;
            m[i] = kind * 90 + Square.mirror(point);
        }
        Arrays.sort(m);
        return m;
    }

    static int[] features(Position p, int perspective) {
        int[] f = new int[Features.MAX_ACTIVE];
        int n = Features.active(p, perspective, f, 0);
        int[] out = Arrays.copyOf(f, n);
        Arrays.sort(out);
        return out;
    }

    private static int[] sorted(int... f) {
        int[] out = f.clone();
        Arrays.sort(out);
        return out;
    }

    /** The FEN of p with colours swapped and ranks turned (and the other side to move), or files mirrored. */
    static String fen(Position p, boolean swapColours, boolean mirrorFiles) {
        StringBuilder b = new StringBuilder();
        for (int rank = 9; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < 9; file++) {
                int srcFile = mirrorFiles ? 8 - file : file;
                int srcRank = swapColours ? 9 - rank : rank;
                int piece = p.pieceAt(Square.of(srcFile, srcRank));
                if (piece == Piece.EMPTY) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    b.append(empty);
                    empty = 0;
                }
                if (swapColours) {
                    piece = Piece.make(1 - Piece.color(piece), Piece.type(piece));
                }
                b.append(Piece.fenChar(piece));
            }
            if (empty > 0) {
                b.append(empty);
            }
            if (rank > 0) {
                b.append('/');
            }
        }
        int side = swapColours ? 1 - p.sideToMove() : p.sideToMove();
        return b + (side == Piece.RED ? " w" : " b") + " - - 0 1";
    }
}
