package engine;

/**
 * What the search learns about moves: butterfly history (side, from, to), continuation history (the piece
 * and destination of a move, given the piece and destination of a move played one, two or four plies
 * before), capture history (piece, destination, captured type), two killer moves per ply and a counter-move
 * per previous move. Updates use gravity, {@code h += b - h*|b|/MAX}, so values stay within +-MAX without
 * ever overflowing or needing to be rescaled.
 */
final class History {
    static final int MAX = 16_384;
    private static final int MAX_BONUS = 1_600;
    /** A piece code and a destination square, the key continuation and capture histories are indexed by. */
    static final int PIECE_TO_COUNT = Piece.CODE_COUNT * Square.COUNT;
    /** The continuation key of a null move or of a ply before the root: no history is kept for it. */
    static final int NO_PIECE_TO = -1;

    private final int[] butterfly = new int[2 * Square.COUNT * Square.COUNT];
    /** Shorts: gravity keeps every value within +-(MAX + 1), and the table is a search thread's largest (4 MB). */
    private final short[] continuation = new short[PIECE_TO_COUNT * PIECE_TO_COUNT];
    private final int[] captures = new int[PIECE_TO_COUNT * Piece.TYPE_COUNT];
    private final int[] killers = new int[2 * (Score.MAX_PLY + 2)];
    private final int[] counters = new int[Piece.CODE_COUNT * Square.COUNT];

    void clear() {
        java.util.Arrays.fill(butterfly, 0);
        java.util.Arrays.fill(continuation, (short) 0);
        java.util.Arrays.fill(captures, 0);
        java.util.Arrays.fill(killers, 0);
        java.util.Arrays.fill(counters, 0);
    }

    /** Killers belong to the previous search's plies; keep history, forget killers. */
    void newSearch() {
        java.util.Arrays.fill(killers, 0);
    }

    static int bonus(int depth) {
        return Math.min(MAX_BONUS, depth * depth * 16 + depth * 32);
    }

    /** The key of a move in {@code p}: the piece on its from-point and its destination. */
    static int pieceTo(Position p, int move) {
        return p.board[Move.from(move)] * Square.COUNT + Move.to(move);
    }

    private static void gravity(int[] table, int i, int bonus) {
        table[i] += bonus - table[i] * Math.abs(bonus) / MAX;
    }

    private static void gravity(short[] table, int i, int bonus) {
        table[i] += bonus - table[i] * Math.abs(bonus) / MAX; // stays within a short, see the field
    }

    int score(int side, int move) {
        return butterfly[index(side, move)];
    }

    void update(int side, int move, int bonus) {
        gravity(butterfly, index(side, move), bonus);
    }

    private static int index(int side, int move) {
        return (side * Square.COUNT + Move.from(move)) * Square.COUNT + Move.to(move);
    }

    /** How well {@code pieceTo} did after the move keyed {@code previous}; 0 when there is no such move. */
    int continuation(int previous, int pieceTo) {
        return previous == NO_PIECE_TO ? 0 : continuation[previous * PIECE_TO_COUNT + pieceTo];
    }

    /** The three continuation histories of {@code pieceTo}, after the moves keyed c1, c2 and c4, added up. */
    int continuations(int c1, int c2, int c4, int pieceTo) {
        return continuation(c1, pieceTo) + continuation(c2, pieceTo) + continuation(c4, pieceTo);
    }

    void updateContinuations(int c1, int c2, int c4, int pieceTo, int bonus) {
        updateContinuation(c1, pieceTo, bonus);
        updateContinuation(c2, pieceTo, bonus);
        updateContinuation(c4, pieceTo, bonus);
    }

    private void updateContinuation(int previous, int pieceTo, int bonus) {
        if (previous != NO_PIECE_TO) {
            gravity(continuation, previous * PIECE_TO_COUNT + pieceTo, bonus);
        }
    }

    /** How well the capture {@code move} of {@code p} did before. */
    int capture(Position p, int move) {
        return captures[captureIndex(p, move)];
    }

    void updateCapture(Position p, int move, int bonus) {
        gravity(captures, captureIndex(p, move), bonus);
    }

    private static int captureIndex(Position p, int move) {
        return pieceTo(p, move) * Piece.TYPE_COUNT + Piece.type(p.board[Move.to(move)]);
    }

    int killer(int ply, int slot) {
        return killers[2 * ply + slot];
    }

    void addKiller(int ply, int move) {
        if (killers[2 * ply] != move) {
            killers[2 * ply + 1] = killers[2 * ply];
            killers[2 * ply] = move;
        }
    }

    /** The remembered reply to the previous move, indexed by the piece that moved and where it went. */
    int counter(int previousPiece, int previousMove) {
        return counters[previousPiece * Square.COUNT + Move.to(previousMove)];
    }

    void setCounter(int previousPiece, int previousMove, int move) {
        counters[previousPiece * Square.COUNT + Move.to(previousMove)] = move;
    }
}
