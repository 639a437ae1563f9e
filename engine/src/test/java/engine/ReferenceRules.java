package engine;

import java.util.ArrayList;
import java.util.List;

/**
 * A slow, straightforward reading of the rules (shared/rules.md) written apart from the engine: pseudo-legal
 * moves of either colour and "is this point attacked", computed by walking the board with coordinates.
 */
final class ReferenceRules {
    private static final int[][] ORTHOGONAL = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}};
    private static final int[][] DIAGONAL = {{1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

    private ReferenceRules() {
    }

    /** Pseudo-legal moves of {@code color} as from/to pairs: no king-safety, no flying-general test. */
    static List<int[]> moves(Position p, int color) {
        List<int[]> out = new ArrayList<>();
        for (int sq = 0; sq < Square.COUNT; sq++) {
            int code = p.pieceAt(sq);
            if (code != Piece.EMPTY && Piece.color(code) == color) {
                pieceMoves(p, sq, out);
            }
        }
        return out;
    }

    /** True when a piece of {@code by} could take on {@code sq}, or {@code by}'s king faces it on an open file. */
    static boolean attacked(Position p, int sq, int by) {
        for (int[] m : moves(p, by)) {
            if (m[1] == sq) {
                return true;
            }
        }
        int king = kingOf(p, by);
        return Square.file(king) == Square.file(sq) && between(p, king, sq) == 0;
    }

    static int kingOf(Position p, int color) {
        for (int sq = 0; sq < Square.COUNT; sq++) {
            if (p.pieceAt(sq) == Piece.make(color, Piece.KING)) {
                return sq;
            }
        }
        throw new IllegalStateException("no king");
    }

    /** True when the two kings stand on one file with nothing between them. */
    static boolean kingsFace(Position p) {
        int red = kingOf(p, Piece.RED);
        int black = kingOf(p, Piece.BLACK);
        return Square.file(red) == Square.file(black) && between(p, red, black) == 0;
    }

    private static void pieceMoves(Position p, int sq, List<int[]> out) {
        int code = p.pieceAt(sq);
        int color = Piece.color(code);
        int f = Square.file(sq);
        int r = Square.rank(sq);
        switch (Piece.type(code)) {
            case Piece.KING -> {
                for (int[] d : ORTHOGONAL) {
                    addIf(p, sq, f + d[0], r + d[1], color, inPalace(color, f + d[0], r + d[1]), out);
                }
            }
            case Piece.ADVISOR -> {
                for (int[] d : DIAGONAL) {
                    addIf(p, sq, f + d[0], r + d[1], color, inPalace(color, f + d[0], r + d[1]), out);
                }
            }
            case Piece.ELEPHANT -> {
                for (int[] d : DIAGONAL) {
                    int tf = f + 2 * d[0];
                    int tr = r + 2 * d[1];
                    boolean ownHalf = color == Piece.RED ? tr <= 4 : tr >= 5;
                    addIf(p, sq, tf, tr, color, ownHalf && empty(p, f + d[0], r + d[1]), out);
                }
            }
            case Piece.HORSE -> {
                for (int[] d : ORTHOGONAL) {
                    boolean legFree = empty(p, f + d[0], r + d[1]);
                    int side1f = d[0] == 0 ? 1 : 0;
                    int side1r = d[0] == 0 ? 0 : 1;
                    addIf(p, sq, f + 2 * d[0] + side1f, r + 2 * d[1] + side1r, color, legFree, out);
                    addIf(p, sq, f + 2 * d[0] - side1f, r + 2 * d[1] - side1r, color, legFree, out);
                }
            }
            case Piece.ROOK, Piece.CANNON -> {
                boolean cannon = Piece.type(code) == Piece.CANNON;
                for (int[] d : ORTHOGONAL) {
                    int screens = 0;
                    for (int tf = f + d[0], tr = r + d[1]; Square.onBoard(tf, tr); tf += d[0], tr += d[1]) {
                        int target = p.pieceAt(Square.of(tf, tr));
                        if (target == Piece.EMPTY) {
                            if (screens == 0) {
                                out.add(new int[] {sq, Square.of(tf, tr)});
                            }
                            continue;
                        }
                        if (screens == (cannon ? 1 : 0) && Piece.color(target) != color) {
                            out.add(new int[] {sq, Square.of(tf, tr)});
                        }
                        if (++screens > 1 || !cannon) {
                            break;
                        }
                    }
                }
            }
            case Piece.PAWN -> {
                int forward = color == Piece.RED ? 1 : -1;
                boolean crossed = color == Piece.RED ? r >= 5 : r <= 4;
                addIf(p, sq, f, r + forward, color, true, out);
                addIf(p, sq, f - 1, r, color, crossed, out);
                addIf(p, sq, f + 1, r, color, crossed, out);
            }
            default -> throw new IllegalStateException("bad piece " + code);
        }
    }

    private static void addIf(Position p, int from, int f, int r, int color, boolean allowed, List<int[]> out) {
        if (!allowed || !Square.onBoard(f, r)) {
            return;
        }
        int target = p.pieceAt(Square.of(f, r));
        if (target == Piece.EMPTY || Piece.color(target) != color) {
            out.add(new int[] {from, Square.of(f, r)});
        }
    }

    private static boolean empty(Position p, int f, int r) {
        return Square.onBoard(f, r) && p.pieceAt(Square.of(f, r)) == Piece.EMPTY;
    }

    private static boolean inPalace(int color, int f, int r) {
        return f >= 3 && f <= 5 && (color == Piece.RED ? r >= 0 && r <= 2 : r >= 7 && r <= 9);
    }

    /** Occupied points strictly between two points of one file. */
    private static int between(Position p, int a, int b) {
        int n = 0;
        for (int sq = Math.min(a, b) + Square.FILES; sq < Math.max(a, b); sq += Square.FILES) {
            if (p.pieceAt(sq) != Piece.EMPTY) {
                n++;
            }
        }
        return n;
    }
}
