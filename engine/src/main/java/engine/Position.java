package engine;

import static engine.Piece.ADVISOR;
import static engine.Piece.CANNON;
import static engine.Piece.ELEPHANT;
import static engine.Piece.HORSE;
import static engine.Piece.KING;
import static engine.Piece.PAWN;
import static engine.Piece.ROOK;

/**
 * The board: a 90-point mailbox with piece codes, fixed piece slots (so every piece keeps an identity while
 * it lives), per-rank and per-file occupancy masks for slider look-ups, the Zobrist key and incrementally
 * kept material/piece-square sums. make/unmake keep a stack of what is needed to undo and to see repetitions.
 */
public final class Position {
    /** Slots per side: king 0, advisors 1-2, elephants 3-4, horses 5-6, rooks 7-8, cannons 9-10, pawns 11-15. */
    static final int SLOTS = 16;
    /** Identity slots of both sides, {@link #squareOfSlot} 0 to 31. */
    public static final int PIECE_SLOTS = 2 * SLOTS;
    static final int[] SLOT_FIRST = {0, 0, 1, 3, 5, 7, 9, 11};
    static final int[] SLOT_LAST = {0, 0, 2, 4, 6, 8, 10, 15};
    static final int NO_SLOT = -1;
    static final int[] SLOT_TYPE = {KING, ADVISOR, ADVISOR, ELEPHANT, ELEPHANT, HORSE, HORSE, ROOK, ROOK,
        CANNON, CANNON, PAWN, PAWN, PAWN, PAWN, PAWN};

    private static final int INITIAL_STACK = 512;
    private static final byte CHECK_UNKNOWN = 0;
    private static final byte CHECK_NO = 1;
    private static final byte CHECK_YES = 2;

    final int[] board = new int[Square.COUNT];
    final int[] slotAt = new int[Square.COUNT];
    final int[] squareOf = new int[2 * SLOTS];
    final int[] rankBits = new int[Square.RANKS];
    final int[] fileBits = new int[Square.FILES];
    int side;
    long key;
    /** The key of both sides' pawns alone (no side to move): the pawn structure. */
    long pawnKey;
    /**
     * The sum of {@link #psqt} over the pieces on the board, middlegame and endgame packed in one int as
     * {@link HandWrittenEval#pack} does it (one add per piece moved instead of two), kept by make/unmake.
     */
    int psq;
    int phase;
    /** The table {@link #psq} sums: none until an evaluation asks ({@link #use}), so a board loads no weights. */
    private Psqt psqt = Psqt.NONE;
    /** Scratch for the evasion generator, kept here so generating allocates nothing. */
    final long[] evasionMask = new long[2];

    /** Undo and history stack; index {@link #plies} is the current position. */
    private long[] keys = new long[INITIAL_STACK];
    private int[] moves = new int[INITIAL_STACK];
    private int[] captured = new int[INITIAL_STACK];
    /** The piece code each ply's move moved ({@link Piece#EMPTY} for a null move): what the network's accumulators follow. */
    private int[] moved = new int[INITIAL_STACK];
    private int[] halfmoves = new int[INITIAL_STACK];
    private byte[] checks = new byte[INITIAL_STACK];
    private long[] guard = new long[2 * INITIAL_STACK];
    private boolean[] guardKnown = new boolean[INITIAL_STACK];
    private int plies;
    private int startFullmove = 1;
    private int startSide;

    /** The start position. */
    public Position() {
        this(Fen.START);
    }

    /**
     * A position from FEN; throws {@link FenException} naming what is wrong. Composed placements that no game
     * could reach but the engine plays correctly (a pawn behind its starting rank, say) are accepted silently.
     */
    public Position(String fen) {
        this(fen, note -> { });
    }

    /**
     * A position from FEN, as {@link #Position(String)}, telling {@code unusual} about each composed placement
     * it accepted (one sentence per piece), so a GUI user learns that the position is not from a game.
     */
    public Position(String fen, java.util.function.Consumer<String> unusual) {
        Fen.load(this, fen, unusual);
    }

    public static Position startpos() {
        return new Position();
    }

    /** An independent copy: same board, same history. */
    public Position copy() {
        Position p = new Position();
        p.copyFrom(this);
        return p;
    }

    private void copyFrom(Position o) {
        System.arraycopy(o.board, 0, board, 0, board.length);
        System.arraycopy(o.slotAt, 0, slotAt, 0, slotAt.length);
        System.arraycopy(o.squareOf, 0, squareOf, 0, squareOf.length);
        System.arraycopy(o.rankBits, 0, rankBits, 0, rankBits.length);
        System.arraycopy(o.fileBits, 0, fileBits, 0, fileBits.length);
        side = o.side;
        key = o.key;
        pawnKey = o.pawnKey;
        psq = o.psq;
        phase = o.phase;
        psqt = o.psqt;
        keys = o.keys.clone();
        moves = o.moves.clone();
        captured = o.captured.clone();
        moved = o.moved.clone();
        halfmoves = o.halfmoves.clone();
        checks = o.checks.clone();
        guard = o.guard.clone();
        guardKnown = o.guardKnown.clone();
        plies = o.plies;
        startFullmove = o.startFullmove;
        startSide = o.startSide;
    }

    // ---------------------------------------------------------------- setting up (used by Fen)

    void clear(int sideToMove, int halfmove, int fullmove) {
        java.util.Arrays.fill(board, Piece.EMPTY);
        java.util.Arrays.fill(slotAt, NO_SLOT);
        java.util.Arrays.fill(squareOf, Square.NONE);
        java.util.Arrays.fill(rankBits, 0);
        java.util.Arrays.fill(fileBits, 0);
        side = sideToMove;
        key = sideToMove == Piece.BLACK ? Zobrist.SIDE : 0;
        pawnKey = 0;
        psq = 0;
        phase = 0;
        plies = 0;
        startFullmove = fullmove;
        startSide = sideToMove;
        keys[0] = key;
        moves[0] = Move.NONE;
        captured[0] = NO_SLOT;
        halfmoves[0] = halfmove;
        checks[0] = CHECK_UNKNOWN;
        guardKnown[0] = false;
    }

    /** Places a piece in its next free slot; answers false when the side has no slot left for that type. */
    boolean place(int code, int sq) {
        int color = Piece.color(code);
        int type = Piece.type(code);
        for (int s = SLOT_FIRST[type]; s <= SLOT_LAST[type]; s++) {
            int slot = color * SLOTS + s;
            if (squareOf[slot] == Square.NONE) {
                drop(code, slot, sq);
                phase += Psqt.PHASE[type];
                keys[0] = key;
                return true;
            }
        }
        return false;
    }

    /**
     * Sets the board to {@code pieces} (each {@code code << 8 | square}) with {@code sideToMove} to move and no
     * history, as fast as training's millions of samples need: no FEN, no checks. The pieces must come from a
     * legal position (a sample taken from one), at most as many of a kind as a side has.
     */
    public void setUp(int sideToMove, short[] pieces) {
        clear(sideToMove, 0, 1);
        for (short code : pieces) {
            place(code >> 8, code & 0xFF);
        }
    }

    /**
     * Keeps the material and piece-square sums of {@code table} from now on: an evaluation with other
     * weights than the ones this position was built with calls this first (a no-op when they agree).
     */
    void use(Psqt table) {
        if (table == psqt) {
            return;
        }
        psqt = table;
        psq = 0;
        for (int sq = 0; sq < Square.COUNT; sq++) {
            if (board[sq] != Piece.EMPTY) {
                psq += table.packed[board[sq] * Square.COUNT + sq];
            }
        }
    }

    // ---------------------------------------------------------------- queries

    /** Pieces of side {@code color} and kind {@code type} on the board. */
    public int count(int color, int type) {
        return count(color, SLOT_FIRST[type], SLOT_LAST[type]);
    }

    /** Pieces of side {@code c} in slots {@code first..last} (see {@link #SLOT_FIRST}). */
    int count(int c, int first, int last) {
        int n = 0;
        for (int s = c * SLOTS + first, end = c * SLOTS + last; s <= end; s++) {
            if (squareOf[s] >= 0) {
                n++;
            }
        }
        return n;
    }

    /** The material phase: the sum of {@link Psqt#PHASE} over the pieces, {@link Psqt#PHASE_MAX} at the start. */
    public int phase() {
        return phase;
    }

    public int sideToMove() {
        return side;
    }

    public int pieceAt(int sq) {
        return board[sq];
    }

    /** The identity slot (0..31) of the piece on a point, or -1. Stable while the piece lives. */
    public int slotAt(int sq) {
        return slotAt[sq];
    }

    /** The piece code an identity slot (0..31) always holds: its side and kind are fixed by the slot's number. */
    public static int slotPiece(int slot) {
        return Piece.make(slot / SLOTS, SLOT_TYPE[slot % SLOTS]);
    }

    /** The point of the piece in identity slot {@code slot} (0..31, see {@link #slotAt}), or -1 once captured. */
    public int squareOfSlot(int slot) {
        return squareOf[slot];
    }

    public int kingSquare(int color) {
        return squareOf[color * SLOTS];
    }

    public long key() {
        return key;
    }

    /** The key the position will have after the (pseudo-legal) move: to fetch its table entry early. */
    public long keyAfter(int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        int piece = board[from];
        int victim = board[to];
        long k = key ^ Zobrist.SIDE ^ Zobrist.PIECE_SQUARE[piece * Square.COUNT + from]
                ^ Zobrist.PIECE_SQUARE[piece * Square.COUNT + to];
        return victim == Piece.EMPTY ? k : k ^ Zobrist.PIECE_SQUARE[victim * Square.COUNT + to];
    }

    /** Moves made since the position was set from FEN. */
    public int plies() {
        return plies;
    }

    /** Plies since the last capture, counting those the FEN said. */
    public int halfmoveClock() {
        return halfmoves[plies];
    }

    public int fullmoveNumber() {
        return startFullmove + (plies + startSide) / 2;
    }

    /** Plies of the whole game so far, by the FEN's move number: 0 before Red's first move. */
    public int gamePly() {
        return 2 * (startFullmove - 1) + startSide + plies;
    }

    /** The key of the position {@code back} plies ago (0 = now); {@code back} must not exceed {@link #plies()}. */
    public long keyBefore(int back) {
        return keys[plies - back];
    }

    /** The move that was made {@code back + 1} plies ago (0 = the last move). */
    public int moveBefore(int back) {
        return moves[plies - back];
    }

    /** The piece code the move {@code back + 1} plies ago moved ({@link Piece#EMPTY} for a null move). */
    public int movedBefore(int back) {
        return moved[plies - back];
    }

    /** The piece code the move {@code back + 1} plies ago captured, or {@link Piece#EMPTY}. */
    public int capturedBefore(int back) {
        int slot = captured[plies - back];
        return slot == NO_SLOT ? Piece.EMPTY : Piece.make(slot / SLOTS, SLOT_TYPE[slot & (SLOTS - 1)]);
    }

    /** The last move made, or {@link Move#NONE}. */
    public int lastMove() {
        return plies == 0 ? Move.NONE : moves[plies];
    }

    /** Whether the side has a rook, horse or cannon (with pawns when asked): what it takes to attack. */
    public boolean hasAttackers(int color, boolean countPawns) {
        int base = color * SLOTS;
        int last = countPawns ? SLOT_LAST[PAWN] : SLOT_LAST[CANNON];
        for (int s = SLOT_FIRST[HORSE]; s <= last; s++) {
            if (squareOf[base + s] >= 0) {
                return true;
            }
        }
        return false;
    }

    /** True when the side to move is in check. Computed once per position, then remembered. */
    public boolean inCheck() {
        byte c = checks[plies];
        if (c == CHECK_UNKNOWN) {
            c = isAttacked(kingSquare(side), side ^ 1) ? CHECK_YES : CHECK_NO;
            checks[plies] = c;
        }
        return c == CHECK_YES;
    }

    /**
     * True when {@code by} attacks the point {@code sq}, where a king stands (pieces of the other side stand as
     * they are). A king of {@code by} facing it along an open line counts: the kings may not face each other.
     */
    boolean isAttacked(int sq, int by) {
        int f = Square.file(sq);
        int r = Square.rank(sq);
        if (lineAttacks(Line.FILE, r, fileBits[f], f, Square.FILES, by, Square.NONE, Piece.EMPTY)
                || lineAttacks(Line.RANK, f, rankBits[r], r * Square.FILES, 1, by, Square.NONE, Piece.EMPTY)) {
            return true;
        }
        int horse = Piece.make(by, HORSE);
        int base = sq * Attacks.STRIDE;
        for (int i = base, end = base + Attacks.HORSE_FROM_N[sq]; i < end; i++) {
            if (board[Attacks.HORSE_FROM[i]] == horse && board[Attacks.HORSE_FROM_LEG[i]] == Piece.EMPTY) {
                return true;
            }
        }
        int pawn = Piece.make(by, PAWN);
        int idx = by * Square.COUNT + sq;
        for (int i = idx * Attacks.STRIDE, end = i + Attacks.PAWN_FROM_N[idx]; i < end; i++) {
            if (board[Attacks.PAWN_FROM[i]] == pawn) {
                return true;
            }
        }
        return false;
    }

    // ---------------------------------------------------------------- legality

    /**
     * True when a pseudo-legal move leaves the mover's king safe. Out of check, only moves that touch a
     * guarded point (see {@link #computeGuard}) can expose the king, so most moves are answered by one mask
     * test; the rest are tried on the board.
     */
    public boolean leavesKingSafe(int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        if (!inCheck() && !touchesGuard(guard(0), guard(1), from, to)) {
            return true;
        }
        return survivesTrial(from, to);
    }

    /**
     * Whether a move between two points touches the guard mask given as its two words. A shift counts modulo
     * 64, so {@code word >>> point} finds a point's bit in whichever word holds it.
     */
    static boolean touchesGuard(long low, long high, int from, int to) {
        return (((from < 64 ? low : high) >>> from | (to < 64 ? low : high) >>> to) & 1) != 0;
    }

    /**
     * One 64-bit word of the guard mask (word 0: points 0-63, word 1: points 64-89), computed once per
     * position. Only meaningful when not in check; a move touching no guarded point is legal.
     */
    long guard(int word) {
        int i = plies << 1;
        if (!guardKnown[plies]) {
            computeGuard(guard, i);
            guardKnown[plies] = true;
        }
        return guard[i + word];
    }

    /**
     * Plays the move on the board alone and asks whether the mover's king is attacked. The mover is the piece
     * on {@code from}, whoever is to move, so the repetition judge can ask it for either side.
     */
    boolean survivesTrial(int from, int to) {
        int piece = board[from];
        int victim = board[to];
        int us = Piece.color(piece);
        movePieceQuietly(from, to, piece);
        boolean safe = !isAttacked(Piece.type(piece) == KING ? to : kingSquare(us), us ^ 1);
        undoQuietly(from, to, piece, victim);
        return safe;
    }

    /**
     * Marks the points a move must leave or enter to expose a king that is not in check: the king itself;
     * a piece that is the only blocker in front of an enemy rook or king, or one of the two screens in front
     * of an enemy cannon; the empty points in front of an enemy cannon that faces the king unscreened; and
     * an occupied horse leg next to the king with an enemy horse behind it. A move touching none is legal.
     */
    private void computeGuard(long[] g, int i) {
        g[i] = 0;
        g[i + 1] = 0;
        int king = kingSquare(side);
        int them = side ^ 1;
        mark(g, i, king);
        int f = Square.file(king);
        int r = Square.rank(king);
        for (int dir = Line.LOW; dir <= Line.HIGH; dir++) {
            guardLine(g, i, Line.FILE, r, fileBits[f], dir, king, Square.FILES, them);
            guardLine(g, i, Line.RANK, f, rankBits[r], dir, king, 1, them);
        }
        int horse = Piece.make(them, HORSE);
        int base = king * Attacks.STRIDE;
        for (int k = base, end = base + Attacks.HORSE_FROM_N[king]; k < end; k++) {
            int leg = Attacks.HORSE_FROM_LEG[k];
            if (board[Attacks.HORSE_FROM[k]] == horse && board[leg] != Piece.EMPTY) {
                mark(g, i, leg);
            }
        }
    }

    private void guardLine(long[] g, int i, Line line, int pos, int occ, int dir, int king, int stride, int them) {
        int b1 = line.first(pos, occ, dir);
        if (b1 < 0) {
            return;
        }
        int step = dir == Line.LOW ? -stride : stride;
        int sq1 = king + (b1 - pos) * stride;
        if (board[sq1] == Piece.make(them, CANNON)) {
            for (int sq = king + step; sq != sq1; sq += step) {
                mark(g, i, sq);
            }
        }
        int b2 = line.second(pos, occ, dir);
        if (b2 < 0) {
            return;
        }
        int sq2 = king + (b2 - pos) * stride;
        int code2 = board[sq2];
        if (code2 == Piece.make(them, ROOK) || code2 == Piece.make(them, KING)) {
            mark(g, i, sq1);
        }
        int b3 = line.second(b1, occ, dir);
        if (b3 >= 0 && board[king + (b3 - pos) * stride] == Piece.make(them, CANNON)) {
            mark(g, i, sq1);
            mark(g, i, sq2);
        }
    }

    private static void mark(long[] g, int i, int sq) {
        g[i + (sq >> 6)] |= 1L << (sq & 63);
    }

    /** Moves a piece on the board and masks only (no key, slots or scores): for quick what-if tests. */
    void movePieceQuietly(int from, int to, int piece) {
        board[from] = Piece.EMPTY;
        board[to] = piece;
        rankBits[Square.rank(from)] ^= 1 << Square.file(from);
        fileBits[Square.file(from)] ^= 1 << Square.rank(from);
        rankBits[Square.rank(to)] |= 1 << Square.file(to);
        fileBits[Square.file(to)] |= 1 << Square.rank(to);
    }

    void undoQuietly(int from, int to, int piece, int victim) {
        movePieceQuietly(to, from, piece);
        if (victim != Piece.EMPTY) {
            board[to] = victim;
            rankBits[Square.rank(to)] |= 1 << Square.file(to);
            fileBits[Square.file(to)] |= 1 << Square.rank(to);
        }
    }

    /** Full legality test for a move from anywhere (input, hash table, killers). */
    public boolean isLegal(int move) {
        return isPseudoLegal(move) && leavesKingSafe(move);
    }

    /** True when the move obeys how the piece on its from-point moves, ignoring king safety. */
    public boolean isPseudoLegal(int move) {
        if (move == Move.NONE || move == Move.NULL) {
            return false;
        }
        int from = Move.from(move);
        int to = Move.to(move);
        if (from >= Square.COUNT || to >= Square.COUNT) {
            return false;
        }
        int piece = board[from];
        int target = board[to];
        if (piece == Piece.EMPTY || Piece.color(piece) != side
                || target != Piece.EMPTY && Piece.color(target) == side) {
            return false;
        }
        return reaches(from, to);
    }

    /**
     * True when the piece on {@code from} could move to {@code to} by its own rule (captures included),
     * whoever is to move and whatever stands on {@code to}; king safety is not looked at.
     */
    boolean reaches(int from, int to) {
        int piece = board[from];
        int target = board[to];
        int color = Piece.color(piece);
        int relation = Attacks.RELATION[from * Square.COUNT + to];
        return switch (Piece.type(piece)) {
            case KING -> (relation & Attacks.ORTHOGONAL_NEIGHBOUR) != 0 && Square.inPalace(color, to);
            case ADVISOR -> (relation & Attacks.DIAGONAL_NEIGHBOUR) != 0 && Square.inPalace(color, to);
            case ELEPHANT -> isStep(Attacks.ELEPHANT_TO, Attacks.ELEPHANT_N[from], from, to)
                    && board[(from + to) / 2] == Piece.EMPTY;
            case HORSE -> (relation & Attacks.HORSE_JUMP) != 0 && board[horseLeg(from, to)] == Piece.EMPTY;
            case ROOK -> (relation & Attacks.SAME_LINE) != 0 && piecesBetween(from, to) == 0;
            case CANNON -> (relation & Attacks.SAME_LINE) != 0
                    && piecesBetween(from, to) == (target == Piece.EMPTY ? 0 : 1);
            case PAWN -> isStep(Attacks.PAWN_TO, Attacks.PAWN_N[color * Square.COUNT + from],
                    color * Square.COUNT + from, to);
            default -> false;
        };
    }

    private static boolean isStep(int[] table, int count, int index, int to) {
        for (int i = index * Attacks.STRIDE, end = i + count; i < end; i++) {
            if (table[i] == to) {
                return true;
            }
        }
        return false;
    }

    /** The leg of a horse jump: one step from the horse along the jump's long direction. */
    static int horseLeg(int from, int to) {
        int df = Square.file(to) - Square.file(from);
        int dr = Square.rank(to) - Square.rank(from);
        return Math.abs(dr) == 2 ? from + dr / 2 * Square.FILES : from + df / 2;
    }

    /** Occupied points strictly between two points on one rank or file. */
    int piecesBetween(int a, int b) {
        int rank = Square.rank(a);
        return rank == Square.rank(b)
                ? Line.piecesBetween(rankBits[rank], Square.file(a), Square.file(b))
                : Line.piecesBetween(fileBits[Square.file(a)], rank, Square.rank(b));
    }

    /**
     * True when the (legal) move would put the opponent in check. Worked out without playing the move: before
     * it the opponent is not in check, so only what the move changes can give check. The moved piece may
     * check from its new point; leaving its old point may unblock a horse's leg or change the pieces on the
     * king's file or rank; arriving on that file or rank changes them too (a cannon gains a screen).
     */
    public boolean givesCheck(int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        int piece = board[from];
        int king = kingSquare(side ^ 1);
        int relFrom = Attacks.RELATION[king * Square.COUNT + from];
        int relTo = Attacks.RELATION[king * Square.COUNT + to];
        if ((relFrom | relTo) == 0) {
            return false; // every way to check below needs one of the two points on a line or a jump from the king
        }
        int type = Piece.type(piece);
        if (type == HORSE && (relTo & Attacks.HORSE_JUMP) != 0 && board[horseLeg(to, king)] == Piece.EMPTY
                || type == PAWN && pawnAttacks(side, to, king)) {
            return true;
        }
        if ((relFrom & Attacks.DIAGONAL_NEIGHBOUR) != 0 && freesHorse(from, king)) {
            return true;
        }
        if (((relFrom | relTo) & Attacks.SAME_LINE) == 0) {
            return false;
        }
        int kf = Square.file(king);
        int kr = Square.rank(king);
        boolean fromOnFile = Square.file(from) == kf;
        boolean toOnFile = Square.file(to) == kf;
        if (fromOnFile || toOnFile) {
            int occ = fileBits[kf] & ~(fromOnFile ? 1 << Square.rank(from) : 0) | (toOnFile ? 1 << Square.rank(to) : 0);
            if (lineAttacks(Line.FILE, kr, occ, kf, Square.FILES, side, to, piece)) {
                return true;
            }
        }
        boolean fromOnRank = Square.rank(from) == kr;
        boolean toOnRank = Square.rank(to) == kr;
        if (fromOnRank || toOnRank) {
            int occ = rankBits[kr] & ~(fromOnRank ? 1 << Square.file(from) : 0) | (toOnRank ? 1 << Square.file(to) : 0);
            return lineAttacks(Line.RANK, kf, occ, kr * Square.FILES, 1, side, to, piece);
        }
        return false;
    }

    /** Whether a pawn of {@code color} on {@code sq} attacks {@code target}. */
    private static boolean pawnAttacks(int color, int sq, int target) {
        int idx = color * Square.COUNT + target;
        for (int i = idx * Attacks.STRIDE, end = i + Attacks.PAWN_FROM_N[idx]; i < end; i++) {
            if (Attacks.PAWN_FROM[i] == sq) {
                return true;
            }
        }
        return false;
    }

    /** Whether a horse of the side to move stands behind {@code leg}, a point next to the enemy king. */
    private boolean freesHorse(int leg, int king) {
        int horse = Piece.make(side, HORSE);
        for (int i = king * Attacks.STRIDE, end = i + Attacks.HORSE_FROM_N[king]; i < end; i++) {
            if (Attacks.HORSE_FROM_LEG[i] == leg && board[Attacks.HORSE_FROM[i]] == horse) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether, along one rank or file with occupancy {@code occ}, a rook or king of {@code by} is the first
     * piece seen from position {@code pos} or a cannon the second. A position on the line maps to the point
     * {@code offset + position * stride}. For a move not yet made ({@link #givesCheck}), {@code occ} is the
     * line as after it and {@code piece} stands on {@code to}; otherwise {@code to} is {@link Square#NONE}.
     */
    private boolean lineAttacks(Line line, int pos, int occ, int offset, int stride, int by, int to, int piece) {
        for (int dir = Line.LOW; dir <= Line.HIGH; dir++) {
            int p = line.first(pos, occ, dir);
            if (p < 0) {
                continue;
            }
            int sq = offset + p * stride;
            int code = sq == to ? piece : board[sq];
            if (code == Piece.make(by, ROOK) || code == Piece.make(by, KING)) {
                return true;
            }
            int q = line.second(pos, occ, dir);
            if (q >= 0) {
                sq = offset + q * stride;
                if ((sq == to ? piece : board[sq]) == Piece.make(by, CANNON)) {
                    return true;
                }
            }
        }
        return false;
    }

    // ---------------------------------------------------------------- make / unmake

    /** Plays a legal move. */
    public void makeMove(int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        int piece = board[from];
        int slot = slotAt[from];
        int victimSlot = slotAt[to];
        int n = plies + 1;
        if (n == keys.length) {
            grow();
        }
        if (victimSlot != NO_SLOT) {
            remove(victimSlot, to);
            halfmoves[n] = 0;
        } else {
            halfmoves[n] = halfmoves[plies] + 1;
        }
        lift(piece, from);
        drop(piece, slot, to);
        side ^= 1;
        key ^= Zobrist.SIDE;
        keys[n] = key;
        moves[n] = move;
        captured[n] = victimSlot;
        moved[n] = piece;
        checks[n] = CHECK_UNKNOWN;
        guardKnown[n] = false;
        plies = n;
    }

    /** Plays a legal move whose {@link #givesCheck} the caller has asked already, so it is not worked out twice. */
    public void makeMove(int move, boolean givesCheck) {
        makeMove(move);
        checks[plies] = givesCheck ? CHECK_YES : CHECK_NO;
    }

    public void unmakeMove() {
        int move = moves[plies];
        int victimSlot = captured[plies];
        int from = Move.from(move);
        int to = Move.to(move);
        int piece = board[to];
        int slot = slotAt[to];
        plies--;
        side ^= 1;
        lift(piece, to);
        drop(piece, slot, from);
        if (victimSlot != NO_SLOT) {
            int code = Piece.make(victimSlot / SLOTS, SLOT_TYPE[victimSlot & (SLOTS - 1)]);
            drop(code, victimSlot, to);
            phase += Psqt.PHASE[Piece.type(code)];
        }
        key = keys[plies];
    }

    /** Passes the turn (null-move pruning). Never while in check. */
    public void makeNullMove() {
        int n = plies + 1;
        if (n == keys.length) {
            grow();
        }
        side ^= 1;
        key ^= Zobrist.SIDE;
        keys[n] = key;
        moves[n] = Move.NULL;
        captured[n] = NO_SLOT;
        moved[n] = Piece.EMPTY;
        halfmoves[n] = halfmoves[plies] + 1;
        checks[n] = CHECK_NO;
        guardKnown[n] = false;
        plies = n;
    }

    public void unmakeNullMove() {
        plies--;
        side ^= 1;
        key = keys[plies];
    }

    private void remove(int slot, int sq) {
        int code = board[sq];
        lift(code, sq);
        squareOf[slot] = Square.NONE;
        phase -= Psqt.PHASE[Piece.type(code)];
    }

    private void lift(int code, int sq) {
        board[sq] = Piece.EMPTY;
        slotAt[sq] = NO_SLOT;
        rankBits[Square.rank(sq)] ^= 1 << Square.file(sq);
        fileBits[Square.file(sq)] ^= 1 << Square.rank(sq);
        key ^= Zobrist.PIECE_SQUARE[code * Square.COUNT + sq];
        pawnKey ^= Zobrist.PAWN_SQUARE[code * Square.COUNT + sq];
        psq -= psqt.packed[code * Square.COUNT + sq];
    }

    private void drop(int code, int slot, int sq) {
        board[sq] = code;
        slotAt[sq] = slot;
        squareOf[slot] = sq;
        rankBits[Square.rank(sq)] |= 1 << Square.file(sq);
        fileBits[Square.file(sq)] |= 1 << Square.rank(sq);
        key ^= Zobrist.PIECE_SQUARE[code * Square.COUNT + sq];
        pawnKey ^= Zobrist.PAWN_SQUARE[code * Square.COUNT + sq];
        psq += psqt.packed[code * Square.COUNT + sq];
    }

    private void grow() {
        int size = keys.length * 2;
        keys = java.util.Arrays.copyOf(keys, size);
        moves = java.util.Arrays.copyOf(moves, size);
        captured = java.util.Arrays.copyOf(captured, size);
        moved = java.util.Arrays.copyOf(moved, size);
        halfmoves = java.util.Arrays.copyOf(halfmoves, size);
        checks = java.util.Arrays.copyOf(checks, size);
        guard = java.util.Arrays.copyOf(guard, 2 * size);
        guardKnown = java.util.Arrays.copyOf(guardKnown, size);
    }

    /** The key computed from scratch: for tests of the incremental key. */
    long computeKey() {
        return (side == Piece.BLACK ? Zobrist.SIDE : 0) ^ xorOverPieces(Zobrist.PIECE_SQUARE);
    }

    /** The pawn key computed from scratch: for tests of the incremental one. */
    long computePawnKey() {
        return xorOverPieces(Zobrist.PAWN_SQUARE);
    }

    /** The xor of a Zobrist table's entries for every piece on the board, indexed code x point. */
    private long xorOverPieces(long[] table) {
        long k = 0;
        for (int sq = 0; sq < Square.COUNT; sq++) {
            if (board[sq] != Piece.EMPTY) {
                k ^= table[board[sq] * Square.COUNT + sq];
            }
        }
        return k;
    }

    public String fen() {
        return Fen.toFen(this);
    }

    /** The board as text, ranks numbered from {@code firstRank} as moves are written ({@link Move#toText}). */
    public String diagram(int firstRank) {
        return Fen.diagram(this, firstRank);
    }

    @Override
    public String toString() {
        return diagram(Move.ICCS_FIRST_RANK);
    }
}
