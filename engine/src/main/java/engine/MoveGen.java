package engine;

import static engine.Piece.ADVISOR;
import static engine.Piece.CANNON;
import static engine.Piece.ELEPHANT;
import static engine.Piece.HORSE;
import static engine.Piece.KING;
import static engine.Piece.PAWN;
import static engine.Piece.ROOK;

/**
 * Pseudo-legal move generation into caller-owned int arrays (no allocation), plus legal filters. Captures
 * and quiet moves can be generated apart, which is what staged move ordering and quiescence want.
 */
public final class MoveGen {
    public static final int CAPTURES = 1;
    public static final int QUIETS = 2;
    public static final int ALL = CAPTURES | QUIETS;

    /** No Xiangqi position has more pseudo-legal moves than this (the known maximum is well below 128). */
    public static final int MAX_MOVES = 160;

    private MoveGen() {
    }

    /** Appends the side to move's pseudo-legal moves of the given kinds at {@code list[n]}; returns the new n. */
    public static int generate(Position p, int[] list, int n, int kinds) {
        return kinds == CAPTURES ? captures(p, list, n) : generate(p, list, n, kinds, Square.NONE);
    }

    /**
     * {@link #generate}; with {@code checkedKing} a point, a rook or cannon that stands off that king's file,
     * rank and horse legs has only its {@link #sliderCheckPoints} listed: the quiet moves it might give check
     * with. The order of what is listed is the same in both cases.
     */
    private static int generate(Position p, int[] list, int n, int kinds, int checkedKing) {
        int us = p.side;
        int base = us * Position.SLOTS;
        int[] squareOf = p.squareOf;
        n = steps(p, list, n, kinds, squareOf[base], Attacks.KING_TO, Attacks.KING_N, squareOf[base]);
        for (int s = Position.SLOT_FIRST[ADVISOR]; s <= Position.SLOT_LAST[ADVISOR]; s++) {
            int sq = squareOf[base + s];
            if (sq >= 0) {
                n = steps(p, list, n, kinds, sq, Attacks.ADVISOR_TO, Attacks.ADVISOR_N, sq);
            }
        }
        for (int s = Position.SLOT_FIRST[ELEPHANT]; s <= Position.SLOT_LAST[ELEPHANT]; s++) {
            int sq = squareOf[base + s];
            if (sq >= 0) {
                n = blockableSteps(p, list, n, kinds, sq, Attacks.ELEPHANT_TO, Attacks.ELEPHANT_EYE,
                        Attacks.ELEPHANT_N[sq]);
            }
        }
        for (int s = Position.SLOT_FIRST[HORSE]; s <= Position.SLOT_LAST[HORSE]; s++) {
            int sq = squareOf[base + s];
            if (sq >= 0) {
                n = blockableSteps(p, list, n, kinds, sq, Attacks.HORSE_TO, Attacks.HORSE_LEG, Attacks.HORSE_N[sq]);
            }
        }
        for (int s = Position.SLOT_FIRST[ROOK]; s <= Position.SLOT_LAST[CANNON]; s++) {
            int sq = squareOf[base + s];
            if (sq < 0) {
                continue;
            }
            n = checkedKing != Square.NONE && isOffKingLines(checkedKing, sq)
                    ? sliderCheckPoints(p, list, n, sq, checkedKing)
                    : slider(p, list, n, kinds, sq, s >= Position.SLOT_FIRST[CANNON]);
        }
        for (int s = Position.SLOT_FIRST[PAWN]; s <= Position.SLOT_LAST[PAWN]; s++) {
            int sq = squareOf[base + s];
            if (sq >= 0) {
                int idx = us * Square.COUNT + sq;
                n = steps(p, list, n, kinds, sq, Attacks.PAWN_TO, Attacks.PAWN_N, idx);
            }
        }
        return n;
    }

    private static int steps(Position p, int[] list, int n, int kinds, int from, int[] to, int[] count, int idx) {
        int[] board = p.board;
        int us = p.side;
        for (int i = idx * Attacks.STRIDE, end = i + count[idx]; i < end; i++) {
            int t = to[i];
            n = add(board, us, list, n, kinds, from, t);
        }
        return n;
    }

    private static int blockableSteps(Position p, int[] list, int n, int kinds, int from, int[] to, int[] block,
            int count) {
        int[] board = p.board;
        int us = p.side;
        for (int i = from * Attacks.STRIDE, end = i + count; i < end; i++) {
            if (board[block[i]] == Piece.EMPTY) {
                n = add(board, us, list, n, kinds, from, to[i]);
            }
        }
        return n;
    }

    private static int add(int[] board, int us, int[] list, int n, int kinds, int from, int to) {
        int target = board[to];
        if (target == Piece.EMPTY) {
            if ((kinds & QUIETS) != 0) {
                list[n++] = Move.of(from, to);
            }
        } else if (Piece.color(target) != us && (kinds & CAPTURES) != 0) {
            list[n++] = Move.of(from, to);
        }
        return n;
    }

    /** Rook and cannon moves along the from-point's file and rank. */
    private static int slider(Position p, int[] list, int n, int kinds, int from, boolean cannon) {
        int f = Square.file(from);
        int r = Square.rank(from);
        int fileOcc = p.fileBits[f];
        int rankOcc = p.rankBits[r];
        for (int dir = Line.LOW; dir <= Line.HIGH; dir++) {
            int step = dir == Line.LOW ? -1 : 1;
            int stop = cannon ? Line.FILE.second(r, fileOcc, dir) : Line.FILE.first(r, fileOcc, dir);
            int blocker = Line.FILE.first(r, fileOcc, dir);
            n = line(p, list, n, kinds, from, step * Square.FILES, end(blocker, dir, Square.RANKS, r), stop, f, true);
            stop = cannon ? Line.RANK.second(f, rankOcc, dir) : Line.RANK.first(f, rankOcc, dir);
            blocker = Line.RANK.first(f, rankOcc, dir);
            n = line(p, list, n, kinds, from, step, end(blocker, dir, Square.FILES, f), stop, r, false);
        }
        return n;
    }

    /** How many empty points lie between the slider and the first blocker (or the edge). */
    private static int end(int blocker, int dir, int length, int pos) {
        if (blocker >= 0) {
            return Math.abs(blocker - pos) - 1;
        }
        return dir == Line.LOW ? pos : length - 1 - pos;
    }

    private static int line(Position p, int[] list, int n, int kinds, int from, int step, int quietCount,
            int capturePos, int fixed, boolean alongFile) {
        if ((kinds & QUIETS) != 0) {
            for (int i = 1, sq = from + step; i <= quietCount; i++, sq += step) {
                list[n++] = Move.of(from, sq);
            }
        }
        if (capturePos >= 0 && (kinds & CAPTURES) != 0) {
            int sq = alongFile ? capturePos * Square.FILES + fixed : fixed * Square.FILES + capturePos;
            int target = p.board[sq];
            if (Piece.color(target) != p.side) {
                list[n++] = Move.of(from, sq);
            }
        }
        return n;
    }

    // ---------------------------------------------------------------- captures

    /**
     * The captures alone, in the order {@link #generate} lists them. Quiescence and the picker's first stage
     * ask for nothing else, and most of their nodes end after it, so this path skips what only quiet moves
     * need: the empty points along a slider's lines, and the test of which kinds were asked for.
     */
    private static int captures(Position p, int[] list, int n) {
        int[] board = p.board;
        int[] squareOf = p.squareOf;
        int base = p.side * Position.SLOTS;
        int enemy = Piece.make(p.side ^ 1, KING);
        int king = squareOf[base];
        n = stepCaptures(board, enemy, list, n, king, Attacks.KING_TO, king, Attacks.KING_N[king]);
        for (int s = Position.SLOT_FIRST[ADVISOR]; s <= Position.SLOT_LAST[ADVISOR]; s++) {
            int sq = squareOf[base + s];
            if (sq >= 0) {
                n = stepCaptures(board, enemy, list, n, sq, Attacks.ADVISOR_TO, sq, Attacks.ADVISOR_N[sq]);
            }
        }
        for (int s = Position.SLOT_FIRST[ELEPHANT]; s <= Position.SLOT_LAST[ELEPHANT]; s++) {
            int sq = squareOf[base + s];
            if (sq >= 0) {
                n = blockableCaptures(board, enemy, list, n, sq, Attacks.ELEPHANT_TO, Attacks.ELEPHANT_EYE,
                        Attacks.ELEPHANT_N[sq]);
            }
        }
        for (int s = Position.SLOT_FIRST[HORSE]; s <= Position.SLOT_LAST[HORSE]; s++) {
            int sq = squareOf[base + s];
            if (sq >= 0) {
                n = blockableCaptures(board, enemy, list, n, sq, Attacks.HORSE_TO, Attacks.HORSE_LEG,
                        Attacks.HORSE_N[sq]);
            }
        }
        for (int s = Position.SLOT_FIRST[ROOK]; s <= Position.SLOT_LAST[CANNON]; s++) {
            int sq = squareOf[base + s];
            if (sq >= 0) {
                n = sliderCaptures(p, enemy, list, n, sq, s >= Position.SLOT_FIRST[CANNON]);
            }
        }
        int pawns = p.side * Square.COUNT;
        for (int s = Position.SLOT_FIRST[PAWN]; s <= Position.SLOT_LAST[PAWN]; s++) {
            int sq = squareOf[base + s];
            if (sq >= 0) {
                n = stepCaptures(board, enemy, list, n, sq, Attacks.PAWN_TO, pawns + sq, Attacks.PAWN_N[pawns + sq]);
            }
        }
        return n;
    }

    /**
     * Whether a piece code belongs to the side whose king code is {@code enemyKing}: the codes of one side are
     * its king's code and the six above it, and no code on the board lies in between the two sides' ranges.
     */
    private static boolean isEnemy(int code, int enemyKing) {
        return (code - enemyKing & ~(Piece.TYPE_COUNT - 1)) == 0;
    }

    private static int stepCaptures(int[] board, int enemy, int[] list, int n, int from, int[] to, int idx,
            int count) {
        for (int i = idx * Attacks.STRIDE, end = i + count; i < end; i++) {
            if (isEnemy(board[to[i]], enemy)) {
                list[n++] = Move.of(from, to[i]);
            }
        }
        return n;
    }

    private static int blockableCaptures(int[] board, int enemy, int[] list, int n, int from, int[] to,
            int[] block, int count) {
        for (int i = from * Attacks.STRIDE, end = i + count; i < end; i++) {
            if (isEnemy(board[to[i]], enemy) && board[block[i]] == Piece.EMPTY) {
                list[n++] = Move.of(from, to[i]);
            }
        }
        return n;
    }

    /** A rook's or cannon's captures: the first (cannon: second) piece along each way of its file and rank. */
    private static int sliderCaptures(Position p, int enemy, int[] list, int n, int from, boolean cannon) {
        int f = Square.file(from);
        int r = Square.rank(from);
        int fileOcc = p.fileBits[f];
        int rankOcc = p.rankBits[r];
        for (int dir = Line.LOW; dir <= Line.HIGH; dir++) {
            int rank = cannon ? Line.FILE.second(r, fileOcc, dir) : Line.FILE.first(r, fileOcc, dir);
            if (rank >= 0 && isEnemy(p.board[Square.of(f, rank)], enemy)) {
                list[n++] = Move.of(from, Square.of(f, rank));
            }
            int file = cannon ? Line.RANK.second(f, rankOcc, dir) : Line.RANK.first(f, rankOcc, dir);
            if (file >= 0 && isEnemy(p.board[Square.of(file, r)], enemy)) {
                list[n++] = Move.of(from, Square.of(file, r));
            }
        }
        return n;
    }

    /**
     * Appends the quiet moves that give check, in the order {@link #generate} lists them, and returns the new
     * n: what quiescence tries after the captures. A rook or cannon off the enemy king's file and rank and off
     * its horse legs (the points diagonally next to it) can neither uncover a check nor check from anywhere
     * but its file's point on the king's rank and its rank's point on the king's file, so only those two are
     * tried; every other piece's quiet moves are generated. Each is then asked {@link Position#givesCheck}.
     */
    public static int generateQuietChecks(Position p, int[] list, int n) {
        int end = generate(p, list, n, QUIETS, p.kingSquare(p.side ^ 1));
        int out = n;
        for (int i = n; i < end; i++) {
            if (p.givesCheck(list[i])) {
                list[out++] = list[i];
            }
        }
        return out;
    }

    /** Whether a point is off the king's file and rank and is not one of its horse legs. */
    private static boolean isOffKingLines(int king, int sq) {
        return (Attacks.RELATION[king * Square.COUNT + sq] & (Attacks.SAME_LINE | Attacks.DIAGONAL_NEIGHBOUR)) == 0;
    }

    /**
     * The quiet moves of a slider off the king's lines to the two points where its file meets the king's rank
     * and its rank the king's file, when the way there is clear; in {@link #slider}'s order (towards lower
     * ranks, lower files, higher ranks, higher files).
     */
    private static int sliderCheckPoints(Position p, int[] list, int n, int from, int king) {
        int f = Square.file(from);
        int r = Square.rank(from);
        int kf = Square.file(king);
        int kr = Square.rank(king);
        boolean alongFile = isClear(p.fileBits[f], r, kr);
        boolean alongRank = isClear(p.rankBits[r], f, kf);
        for (int dir = Line.LOW; dir <= Line.HIGH; dir++) {
            if (alongFile && (kr > r) == (dir == Line.HIGH)) {
                list[n++] = Move.of(from, Square.of(f, kr));
            }
            if (alongRank && (kf > f) == (dir == Line.HIGH)) {
                list[n++] = Move.of(from, Square.of(kf, r));
            }
        }
        return n;
    }

    /** Whether a line is empty from beside {@code pos} up to and including {@code target}. */
    private static boolean isClear(int occ, int pos, int target) {
        return Line.piecesBetween(occ, pos, target) == 0 && (occ & 1 << target) == 0;
    }

    /** Appends the legal moves; returns the new n. */
    public static int generateLegal(Position p, int[] list, int n) {
        int end = generate(p, list, n, ALL);
        return keepLegal(p, list, n, end);
    }

    /** Counts legal moves without keeping them: perft's bulk count at the last ply. */
    public static int countLegal(Position p, int[] scratch) {
        int end = generate(p, scratch, 0, ALL);
        return keepLegal(p, scratch, 0, end);
    }

    /** Compacts list[start..end) to its legal moves, testing the cheap guard mask first; returns the new end. */
    private static int keepLegal(Position p, int[] list, int start, int end) {
        int out = start;
        if (p.inCheck()) {
            for (int i = start; i < end; i++) {
                int m = list[i];
                if (p.survivesTrial(Move.from(m), Move.to(m))) {
                    list[out++] = m;
                }
            }
            return out;
        }
        long low = p.guard(0);
        long high = p.guard(1);
        for (int i = start; i < end; i++) {
            int m = list[i];
            int from = Move.from(m);
            int to = Move.to(m);
            if (!Position.touchesGuard(low, high, from, to) || p.survivesTrial(from, to)) {
                list[out++] = m;
            }
        }
        return out;
    }

    // ---------------------------------------------------------------- evasions

    /**
     * Check evasions, legal, in the order {@link #generateLegal} lists them: only king moves and moves that
     * touch a point of a checking line (capture the checker, block it, or move a cannon's screen away) can
     * answer a check, so only those are generated, then tried on the board.
     */
    public static int generateEvasions(Position p, int[] list, int n) {
        long[] mask = p.evasionMask;
        evasionMask(p, mask);
        int end = evasionCandidates(p, list, n, mask[0], mask[1]);
        int out = n;
        for (int i = n; i < end; i++) {
            if (p.leavesKingSafe(list[i])) {
                list[out++] = list[i];
            }
        }
        return out;
    }

    /**
     * The king's moves, every move of a piece on a point of the mask (given as its two words, as
     * {@link Position#touchesGuard} reads them), and the other pieces' moves onto the mask; in
     * {@link #generate}'s order. A rook or cannon on no file or rank of a mask point has none of them.
     */
    private static int evasionCandidates(Position p, int[] list, int n, long low, long high) {
        int[] board = p.board;
        int[] squareOf = p.squareOf;
        int us = p.side;
        int base = us * Position.SLOTS;
        int king = squareOf[base];
        n = steps(p, list, n, ALL, king, Attacks.KING_TO, Attacks.KING_N, king);
        for (int s = Position.SLOT_FIRST[ADVISOR]; s <= Position.SLOT_LAST[ADVISOR]; s++) {
            int sq = squareOf[base + s];
            if (sq >= 0) {
                n = has(low, high, sq) ? steps(p, list, n, ALL, sq, Attacks.ADVISOR_TO, Attacks.ADVISOR_N, sq)
                        : stepsOnto(board, us, list, n, sq, Attacks.ADVISOR_TO, sq, Attacks.ADVISOR_N[sq], low, high);
            }
        }
        for (int s = Position.SLOT_FIRST[ELEPHANT]; s <= Position.SLOT_LAST[HORSE]; s++) {
            int sq = squareOf[base + s];
            if (sq < 0) {
                continue;
            }
            boolean horse = s >= Position.SLOT_FIRST[HORSE];
            int[] to = horse ? Attacks.HORSE_TO : Attacks.ELEPHANT_TO;
            int[] block = horse ? Attacks.HORSE_LEG : Attacks.ELEPHANT_EYE;
            int count = horse ? Attacks.HORSE_N[sq] : Attacks.ELEPHANT_N[sq];
            n = has(low, high, sq) ? blockableSteps(p, list, n, ALL, sq, to, block, count)
                    : blockableStepsOnto(board, us, list, n, sq, to, block, count, low, high);
        }
        int lines = lines(low, 0) | lines(high, 64);
        for (int s = Position.SLOT_FIRST[ROOK]; s <= Position.SLOT_LAST[CANNON]; s++) {
            int sq = squareOf[base + s];
            if (sq < 0 || (lines & lineBits(sq)) == 0) {
                continue;
            }
            int start = n;
            n = slider(p, list, n, ALL, sq, s >= Position.SLOT_FIRST[CANNON]);
            if (!has(low, high, sq)) {
                n = keepOnto(list, start, n, low, high);
            }
        }
        int pawns = us * Square.COUNT;
        for (int s = Position.SLOT_FIRST[PAWN]; s <= Position.SLOT_LAST[PAWN]; s++) {
            int sq = squareOf[base + s];
            if (sq >= 0) {
                int idx = pawns + sq;
                n = has(low, high, sq) ? steps(p, list, n, ALL, sq, Attacks.PAWN_TO, Attacks.PAWN_N, idx)
                        : stepsOnto(board, us, list, n, sq, Attacks.PAWN_TO, idx, Attacks.PAWN_N[idx], low, high);
            }
        }
        return n;
    }

    /** A step piece's moves onto the points of a mask, in {@link #steps}'s order. */
    private static int stepsOnto(int[] board, int us, int[] list, int n, int from, int[] to, int idx, int count,
            long low, long high) {
        for (int i = idx * Attacks.STRIDE, end = i + count; i < end; i++) {
            if (has(low, high, to[i])) {
                n = add(board, us, list, n, ALL, from, to[i]);
            }
        }
        return n;
    }

    /** An elephant's or horse's moves onto the points of a mask, in {@link #blockableSteps}'s order. */
    private static int blockableStepsOnto(int[] board, int us, int[] list, int n, int from, int[] to, int[] block,
            int count, long low, long high) {
        for (int i = from * Attacks.STRIDE, end = i + count; i < end; i++) {
            if (has(low, high, to[i]) && board[block[i]] == Piece.EMPTY) {
                n = add(board, us, list, n, ALL, from, to[i]);
            }
        }
        return n;
    }

    /** Compacts list[start..end) to the moves onto the mask; returns the new end. */
    private static int keepOnto(int[] list, int start, int end, long low, long high) {
        int out = start;
        for (int i = start; i < end; i++) {
            if (has(low, high, Move.to(list[i]))) {
                list[out++] = list[i];
            }
        }
        return out;
    }

    /** Whether a mask given as two words (points 0-63, then 64-89) holds a point. */
    private static boolean has(long low, long high, int sq) {
        return ((sq < 64 ? low : high) >>> sq & 1) != 0; // the shift counts modulo 64
    }

    /** The files and ranks of the points of one word of a mask: bit f for file f, bit {@code FILES + r} for rank r. */
    private static int lines(long word, int first) {
        int lines = 0;
        for (long bits = word; bits != 0; bits &= bits - 1) {
            lines |= lineBits(first + Long.numberOfTrailingZeros(bits));
        }
        return lines;
    }

    /** The bits of a point's file and rank, as {@link #lines} sets them. */
    private static int lineBits(int sq) {
        return 1 << Square.file(sq) | 1 << Square.FILES + Square.rank(sq);
    }

    /**
     * Marks every point that a move must touch to break a check, found from the king outwards: the checking
     * rook (or king) and the points before it, the checking cannon and every point before it (its screen
     * among them), a checking horse and its leg, a checking pawn. A superset when a capture there would
     * still leave a check; legality decides the rest.
     */
    private static void evasionMask(Position p, long[] mask) {
        mask[0] = 0;
        mask[1] = 0;
        int king = p.kingSquare(p.side);
        int them = p.side ^ 1;
        int f = Square.file(king);
        int r = Square.rank(king);
        for (int dir = Line.LOW; dir <= Line.HIGH; dir++) {
            lineCheckers(p, mask, Line.FILE, r, p.fileBits[f], dir, king, Square.FILES, them);
            lineCheckers(p, mask, Line.RANK, f, p.rankBits[r], dir, king, 1, them);
        }
        int[] board = p.board;
        int horse = Piece.make(them, HORSE);
        for (int i = king * Attacks.STRIDE, end = i + Attacks.HORSE_FROM_N[king]; i < end; i++) {
            int leg = Attacks.HORSE_FROM_LEG[i];
            if (board[Attacks.HORSE_FROM[i]] == horse && board[leg] == Piece.EMPTY) {
                mark(mask, Attacks.HORSE_FROM[i]);
                mark(mask, leg);
            }
        }
        int pawn = Piece.make(them, PAWN);
        int idx = them * Square.COUNT + king;
        for (int i = idx * Attacks.STRIDE, end = i + Attacks.PAWN_FROM_N[idx]; i < end; i++) {
            if (board[Attacks.PAWN_FROM[i]] == pawn) {
                mark(mask, Attacks.PAWN_FROM[i]);
            }
        }
    }

    /** Marks the points of a rook or king check along one direction of a line, or of a cannon check. */
    private static void lineCheckers(Position p, long[] mask, Line line, int pos, int occ, int dir, int king,
            int stride, int them) {
        int first = line.first(pos, occ, dir);
        if (first < 0) {
            return;
        }
        int step = dir == Line.LOW ? -stride : stride;
        int code = p.board[king + (first - pos) * stride];
        int last = Line.NONE;
        if (code == Piece.make(them, ROOK) || code == Piece.make(them, KING)) {
            last = first;
        } else {
            int second = line.second(pos, occ, dir);
            if (second >= 0 && p.board[king + (second - pos) * stride] == Piece.make(them, CANNON)) {
                last = second;
            }
        }
        if (last >= 0) {
            for (int sq = king + step, end = king + (last - pos) * stride; sq != end + step; sq += step) {
                mark(mask, sq);
            }
        }
    }

    private static void mark(long[] mask, int sq) {
        mask[sq >> 6] |= 1L << (sq & 63);
    }
}
