package engine;

import static engine.Piece.BLACK;
import static engine.Piece.RED;

/**
 * Step tables for the short-range pieces, computed once. Each table holds up to {@link #STRIDE} targets per
 * point with a count beside it, so generators run flat loops with no bounds or palace tests.
 */
final class Attacks {
    static final int STRIDE = 8;

    static final int[] KING_TO = new int[Square.COUNT * STRIDE];
    static final int[] KING_N = new int[Square.COUNT];
    static final int[] ADVISOR_TO = new int[Square.COUNT * STRIDE];
    static final int[] ADVISOR_N = new int[Square.COUNT];
    static final int[] ELEPHANT_TO = new int[Square.COUNT * STRIDE];
    static final int[] ELEPHANT_EYE = new int[Square.COUNT * STRIDE];
    static final int[] ELEPHANT_N = new int[Square.COUNT];
    static final int[] HORSE_TO = new int[Square.COUNT * STRIDE];
    static final int[] HORSE_LEG = new int[Square.COUNT * STRIDE];
    static final int[] HORSE_N = new int[Square.COUNT];
    /** Pawn steps per colour: index {@code color * COUNT + sq}. */
    static final int[] PAWN_TO = new int[2 * Square.COUNT * STRIDE];
    static final int[] PAWN_N = new int[2 * Square.COUNT];

    /** Horses that attack a point, with the leg each needs free: the legs are the point's diagonal neighbours. */
    static final int[] HORSE_FROM = new int[Square.COUNT * STRIDE];
    static final int[] HORSE_FROM_LEG = new int[Square.COUNT * STRIDE];
    static final int[] HORSE_FROM_N = new int[Square.COUNT];
    /** Points from which a pawn of colour {@code c} attacks a point: index {@code c * COUNT + sq}. */
    static final int[] PAWN_FROM = new int[2 * Square.COUNT * STRIDE];
    static final int[] PAWN_FROM_N = new int[2 * Square.COUNT];

    /** Relations between a king's point and another point, index {@code king * COUNT + sq}. */
    static final byte[] RELATION = new byte[Square.COUNT * Square.COUNT];
    static final int SAME_LINE = 1;
    static final int DIAGONAL_NEIGHBOUR = 2;
    static final int HORSE_JUMP = 4;
    static final int ORTHOGONAL_NEIGHBOUR = 8;

    private static final int[][] ORTHOGONAL = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    private static final int[][] DIAGONAL = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    static {
        for (int sq = 0; sq < Square.COUNT; sq++) {
            initSteps(sq);
            initHorse(sq);
            initPawns(sq);
            initRelations(sq);
        }
    }

    private Attacks() {
    }

    private static void initSteps(int sq) {
        int f = Square.file(sq);
        int r = Square.rank(sq);
        int color = Square.ownSide(RED, sq) ? RED : BLACK;
        for (int[] d : ORTHOGONAL) {
            int to = target(f + d[0], r + d[1]);
            if (to >= 0 && Square.inPalace(color, sq) && Square.inPalace(color, to)) {
                KING_TO[sq * STRIDE + KING_N[sq]++] = to;
            }
        }
        for (int[] d : DIAGONAL) {
            int to = target(f + d[0], r + d[1]);
            if (to >= 0 && Square.inPalace(color, sq) && Square.inPalace(color, to)) {
                ADVISOR_TO[sq * STRIDE + ADVISOR_N[sq]++] = to;
            }
            int far = target(f + 2 * d[0], r + 2 * d[1]);
            if (far >= 0 && Square.ownSide(color, far)) {
                int i = sq * STRIDE + ELEPHANT_N[sq]++;
                ELEPHANT_TO[i] = far;
                ELEPHANT_EYE[i] = to;
            }
        }
    }

    private static void initHorse(int sq) {
        int f = Square.file(sq);
        int r = Square.rank(sq);
        for (int[] d : DIAGONAL) {
            int leg = target(f + d[0], r + d[1]);
            int[][] jumps = {{2 * d[0], d[1]}, {d[0], 2 * d[1]}};
            for (int[] j : jumps) {
                int from = target(f + j[0], r + j[1]);
                if (leg >= 0 && from >= 0) {
                    int i = sq * STRIDE + HORSE_FROM_N[sq]++;
                    HORSE_FROM[i] = from;
                    HORSE_FROM_LEG[i] = leg;
                }
            }
        }
        for (int[] d : ORTHOGONAL) {
            int leg = target(f + d[0], r + d[1]);
            int[][] jumps = d[0] == 0
                    ? new int[][] {{1, 2 * d[1]}, {-1, 2 * d[1]}}
                    : new int[][] {{2 * d[0], 1}, {2 * d[0], -1}};
            for (int[] j : jumps) {
                int to = target(f + j[0], r + j[1]);
                if (leg >= 0 && to >= 0) {
                    int i = sq * STRIDE + HORSE_N[sq]++;
                    HORSE_TO[i] = to;
                    HORSE_LEG[i] = leg;
                }
            }
        }
    }

    private static void initPawns(int sq) {
        for (int color = RED; color <= BLACK; color++) {
            int forward = color == RED ? 1 : -1;
            int f = Square.file(sq);
            int r = Square.rank(sq);
            int idx = color * Square.COUNT + sq;
            addPawnStep(idx, target(f, r + forward));
            if (!Square.ownSide(color, sq)) {
                addPawnStep(idx, target(f - 1, r));
                addPawnStep(idx, target(f + 1, r));
            }
        }
    }

    private static void addPawnStep(int idx, int to) {
        if (to < 0) {
            return;
        }
        PAWN_TO[idx * STRIDE + PAWN_N[idx]++] = to;
        int color = idx / Square.COUNT;
        int back = color * Square.COUNT + to;
        PAWN_FROM[back * STRIDE + PAWN_FROM_N[back]++] = idx % Square.COUNT;
    }

    private static void initRelations(int king) {
        int kf = Square.file(king);
        int kr = Square.rank(king);
        for (int sq = 0; sq < Square.COUNT; sq++) {
            int df = Math.abs(Square.file(sq) - kf);
            int dr = Math.abs(Square.rank(sq) - kr);
            int rel = 0;
            if (sq != king && (df == 0 || dr == 0)) {
                rel |= SAME_LINE;
            }
            if (df == 1 && dr == 1) {
                rel |= DIAGONAL_NEIGHBOUR;
            }
            if (df * dr == 2) {
                rel |= HORSE_JUMP;
            }
            if (df + dr == 1) {
                rel |= ORTHOGONAL_NEIGHBOUR;
            }
            RELATION[king * Square.COUNT + sq] = (byte) rel;
        }
    }

    private static int target(int f, int r) {
        return Square.onBoard(f, r) ? Square.of(f, r) : -1;
    }
}
