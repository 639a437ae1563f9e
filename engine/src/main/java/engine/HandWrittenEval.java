package engine;

import static engine.Piece.BLACK;
import static engine.Piece.RED;

/**
 * The hand-written evaluation, from the side to move's view. Material and piece-square sums (middlegame and
 * endgame) are kept incrementally by the position; the terms below are computed per side by scanning the piece
 * slots, summed as packed (middlegame, endgame) pairs, blended by the material phase, scaled toward zero in
 * drawish endings, plus a tempo bonus. Every weight comes from the {@link Weights} the object was made with; it
 * holds no other state, so search threads share one. The search reaches it through {@link Evaluation}, which
 * chooses the evaluator; the tuners of the training module make others from weight vectors.
 */
public final class HandWrittenEval {
    /** Scale factors are out of this; 64 leaves the score as it is. */
    public static final int SCALE_MAX = 64;

    /** Groups of terms, as the breakdown shows them. */
    static final int G_MATERIAL = 0;
    static final int G_PSQ = 1;
    static final int G_MOBILITY = 2;
    static final int G_ROOKS = 3;
    static final int G_CANNONS = 4;
    static final int G_HORSES = 5;
    static final int G_DEFENCE = 6;
    static final int G_KING_SAFETY = 7;
    static final int G_PAWNS = 8;
    static final int G_ENDGAME = 9;
    static final int G_THREATS = 10;
    static final String[] GROUP_NAMES = {"material", "piece-square", "mobility", "rook files", "cannons",
        "horses", "advisors/elephants/king", "king safety", "pawns", "endgame drive", "threats"};
    static final int GROUP_COUNT = GROUP_NAMES.length;

    /** The first slot of each kind of piece, as {@link Position} lays them out (two of each but pawns). */
    private static final int SLOTS = Position.SLOTS;
    private static final int ROOKS = Position.SLOT_FIRST[Piece.ROOK];
    private static final int HORSES = Position.SLOT_FIRST[Piece.HORSE];
    private static final int CANNONS = Position.SLOT_FIRST[Piece.CANNON];
    private static final int ADVISORS = Position.SLOT_FIRST[Piece.ADVISOR];
    private static final int ELEPHANTS = Position.SLOT_FIRST[Piece.ELEPHANT];
    private static final int PAWNS = Position.SLOT_FIRST[Piece.PAWN];
    private static final int PAWNS_END = Position.SLOT_LAST[Piece.PAWN];
    private static final int CENTER_FILE = 4;

    private final int[] materialMg;
    private final int[] materialEg;
    private final int[] term;
    private final int[] attack;
    private final int[] missing;
    private final int[] scales;
    private final int tempo;
    private final Psqt psqt;

    /** The evaluation with {@code weights}; it keeps their arrays, which nothing writes. */
    public HandWrittenEval(Weights weights) {
        materialMg = weights.materialMg;
        materialEg = weights.materialEg;
        term = weights.term;
        attack = weights.attack;
        missing = weights.missing;
        scales = weights.scale;
        tempo = weights.tempo;
        psqt = weights.psqt;
    }

    /**
     * The side to move's score; pure, uncached (search threads cache it in their {@link EvalState}). A
     * position built with other weights first takes this evaluation's piece-square sums.
     */
    public int evaluate(Position p) {
        p.use(psqt);
        long redPawns = pawnMoves(p, RED);
        long blackPawns = pawnMoves(p, BLACK);
        int s = p.psq + side(p, RED, redPawns, blackPawns) - side(p, BLACK, blackPawns, redPawns);
        return finish(p, mg(s), eg(s));
    }

    // ---------------------------------------------------------------- packing

    static int pack(int mg, int eg) {
        return (eg << 16) + mg;
    }

    static int mg(int s) {
        return (short) s;
    }

    static int eg(int s) {
        return (s + 0x8000) >> 16;
    }

    // ---------------------------------------------------------------- blending

    static int phase(Position p) {
        return Math.min(p.phase, Psqt.PHASE_MAX);
    }

    /** Red's tapered score before scaling. */
    static int blend(Position p, int mg, int eg) {
        int phase = phase(p);
        return (mg * phase + eg * (Psqt.PHASE_MAX - phase)) / Psqt.PHASE_MAX;
    }

    private int finish(Position p, int mg, int eg) {
        int red = blend(p, mg, eg);
        int scale = scale(p, red);
        red = red * scale / SCALE_MAX;
        return (p.side == RED ? red : -red) + tempo * scale / SCALE_MAX;
    }

    /**
     * Tapered material and tempo alone, from the side to move's view: the baseline the hand-written terms are
     * measured against ({@code qilin.eval=material}).
     */
    int material(Position p) {
        int mg = 0;
        int eg = 0;
        for (int slot = 0; slot < 2 * SLOTS; slot++) {
            if (p.squareOf[slot] >= 0) {
                int type = Position.SLOT_TYPE[slot & (SLOTS - 1)];
                int sign = slot < SLOTS ? 1 : -1;
                mg += sign * materialMg[type];
                eg += sign * materialEg[type];
            }
        }
        int red = blend(p, mg, eg);
        return (p.side == RED ? red : -red) + tempo;
    }

    /** Every non-incremental term of one side, packed, given both sides' {@link #pawnMoves}. */
    private int side(Position p, int c, long ownPawns, long enemyPawns) {
        int horseMoves = horseMoves(p, c);
        return mobility(p, c, horseMoves) + rooks(p, c, ownPawns, enemyPawns) + cannons(p, c) + horses(p, c)
                + defence(p, c) + kingSafety(p, c, ownPawns) + pawns(p, c, ownPawns) + drive(p, c)
                + threats(p, c, horseMoves, ownPawns);
    }

    /** Rank of each point as each colour counts it from its own back rank: {@code color * COUNT + sq}. */
    private static final byte[] REL_RANK = new byte[2 * Square.COUNT];
    private static final byte[] FILE_OF = new byte[Square.COUNT];
    private static final byte[] DISTANCE = new byte[Square.COUNT * Square.COUNT];

    static {
        for (int sq = 0; sq < Square.COUNT; sq++) {
            REL_RANK[sq] = (byte) Square.rank(sq);
            REL_RANK[Square.COUNT + sq] = (byte) (Square.RANKS - 1 - Square.rank(sq));
            FILE_OF[sq] = (byte) Square.file(sq);
            for (int to = 0; to < Square.COUNT; to++) {
                DISTANCE[sq * Square.COUNT + to] = (byte) (Math.abs(Square.file(sq) - Square.file(to))
                        + Math.abs(Square.rank(sq) - Square.rank(to)));
            }
        }
    }

    private static int relRank(int c, int sq) {
        return REL_RANK[c * Square.COUNT + sq];
    }

    // ---------------------------------------------------------------- mobility

    /** Mobility of side {@code c}, its horses' moves counted by {@link #horseMoves}. */
    int mobility(Position p, int c) {
        return mobility(p, c, horseMoves(p, c));
    }

    private int mobility(Position p, int c, int horseMoves) {
        int base = c * SLOTS;
        int rook = 0;
        int cannon = 0;
        for (int s = ROOKS; s <= ROOKS + 1; s++) {
            int sq = p.squareOf[base + s];
            if (sq >= 0) {
                rook += slider(p, sq);
            }
        }
        for (int s = CANNONS; s <= CANNONS + 1; s++) {
            int sq = p.squareOf[base + s];
            if (sq >= 0) {
                cannon += slider(p, sq);
            }
        }
        return term[Weights.ROOK_MOBILITY] * rook + term[Weights.CANNON_MOBILITY] * cannon
                + term[Weights.HORSE_MOBILITY] * field(horseMoves, HORSE_FREE)
                + term[Weights.HORSE_LEG_BLOCKED] * field(horseMoves, HORSE_BLOCKED);
    }

    /**
     * One pass over side {@code c}'s horse jumps serves two terms: mobility (jumps to an empty or enemy point,
     * and jumps with a blocked leg) and threats (jumps onto an enemy rook or cannon). The three counts are
     * packed {@link #FIELD_BITS} bits apiece, as {@link #field} reads them; none exceeds 16.
     */
    private static int horseMoves(Position p, int c) {
        int[] board = p.board;
        int landing = c * Piece.CODE_COUNT;
        int counts = 0;
        for (int s = c * SLOTS + HORSES; s <= c * SLOTS + HORSES + 1; s++) {
            int sq = p.squareOf[s];
            if (sq < 0) {
                continue;
            }
            for (int i = sq * Attacks.STRIDE, end = i + Attacks.HORSE_N[sq]; i < end; i++) {
                int jump = HORSE_LANDING[landing + board[Attacks.HORSE_TO[i]]];
                counts += board[Attacks.HORSE_LEG[i]] == Piece.EMPTY ? jump : 1 << HORSE_BLOCKED;
            }
        }
        return counts;
    }

    /** Counts packed side by side: each {@link #FIELD_BITS} bits wide, at most 31. */
    private static final int FIELD_BITS = 5;
    private static final int HORSE_FREE = 0;
    private static final int HORSE_BLOCKED = FIELD_BITS;
    private static final int HORSE_THREATS = 2 * FIELD_BITS;

    /**
     * What a free jump of a horse of colour {@code c} onto a point holding {@code code} adds to
     * {@link #horseMoves}' counts, index {@code c * CODE_COUNT + code}: a table read and a conditional move per
     * jump instead of three branches (measured faster).
     */
    private static final int[] HORSE_LANDING = new int[2 * Piece.CODE_COUNT];

    static {
        for (int c = RED; c <= BLACK; c++) {
            for (int code = 0; code < Piece.CODE_COUNT; code++) {
                int counts = 0;
                if (code == Piece.EMPTY || Piece.color(code) != c) {
                    counts += 1 << HORSE_FREE;
                    if (code == Piece.make(c ^ 1, Piece.ROOK) || code == Piece.make(c ^ 1, Piece.CANNON)) {
                        counts += 1 << HORSE_THREATS;
                    }
                }
                HORSE_LANDING[c * Piece.CODE_COUNT + code] = counts;
            }
        }
    }

    private static int field(long packed, int shift) {
        return (int) (packed >>> shift) & (1 << FIELD_BITS) - 1;
    }

    /** Empty points a slider reaches along a file ({@code rank << 10 | occupancy}) or a rank. */
    private static final byte[] FILE_REACH = reach(Square.RANKS);
    private static final byte[] RANK_REACH = reach(Square.FILES);

    private static byte[] reach(int length) {
        byte[] table = new byte[length << length];
        for (int pos = 0; pos < length; pos++) {
            for (int occ = 0; occ < 1 << length; occ++) {
                int n = 0;
                for (int q = pos - 1; q >= 0 && (occ & 1 << q) == 0; q--) {
                    n++;
                }
                for (int q = pos + 1; q < length && (occ & 1 << q) == 0; q++) {
                    n++;
                }
                table[pos << length | occ] = (byte) n;
            }
        }
        return table;
    }

    /** Quiet moves of a rook or cannon: the empty points it reaches along its file and rank. */
    private static int slider(Position p, int sq) {
        int f = Square.file(sq);
        int r = Square.rank(sq);
        return FILE_REACH[r << Square.RANKS | p.fileBits[f]] + RANK_REACH[f << Square.FILES | p.rankBits[r]];
    }

    // ---------------------------------------------------------------- rooks, cannons, horses

    int rooks(Position p, int c) {
        return rooks(p, c, pawnMoves(p, c), pawnMoves(p, c ^ 1));
    }

    private int rooks(Position p, int c, long ownPawns, long enemyPawns) {
        int base = c * SLOTS;
        if (p.squareOf[base + ROOKS] < 0 && p.squareOf[base + ROOKS + 1] < 0) {
            return 0;
        }
        int own = pawnFiles(ownPawns);
        int all = own | pawnFiles(enemyPawns);
        int score = 0;
        for (int s = ROOKS; s <= ROOKS + 1; s++) {
            int sq = p.squareOf[base + s];
            if (sq >= 0) {
                int bit = 1 << FILE_OF[sq];
                if ((all & bit) == 0) {
                    score += term[Weights.ROOK_OPEN_FILE];
                } else if ((own & bit) == 0) {
                    score += term[Weights.ROOK_HALF_OPEN_FILE];
                }
            }
        }
        return score;
    }

    int cannons(Position p, int c) {
        int base = c * SLOTS;
        int ek = p.squareOf[(c ^ 1) * SLOTS];
        int ekf = Square.file(ek);
        int ekr = Square.rank(ek);
        int enemyBack = c == RED ? Square.RANKS - 1 : 0;
        int score = 0;
        for (int s = CANNONS; s <= CANNONS + 1; s++) {
            int sq = p.squareOf[base + s];
            if (sq < 0) {
                continue;
            }
            int f = Square.file(sq);
            int r = Square.rank(sq);
            if (f == ekf) {
                int screens = Line.piecesBetween(p.fileBits[f], r, ekr);
                if (screens == 0) {
                    score += term[Weights.CANNON_EMPTY_HEAD];
                } else if (screens == 2) {
                    score += term[Weights.CANNON_SCREEN];
                }
                if (f == CENTER_FILE) {
                    score += term[Weights.CANNON_CENTRAL];
                }
            } else if (r == ekr) {
                if (Line.piecesBetween(p.rankBits[r], f, ekf) == 2) {
                    score += term[Weights.CANNON_SCREEN];
                }
                if (r == enemyBack) {
                    score += term[Weights.CANNON_BOTTOM];
                }
            }
        }
        return score;
    }

    int horses(Position p, int c) {
        int base = c * SLOTS;
        int score = 0;
        for (int s = HORSES; s <= HORSES + 1; s++) {
            int sq = p.squareOf[base + s];
            if (sq < 0) {
                continue;
            }
            int f = Square.file(sq);
            int rr = relRank(c, sq);
            if ((f == 2 || f == 6) && rr == 8) {
                score += term[Weights.HORSE_WOCAO];
            } else if ((f == 3 || f == 5) && (rr == 7 || rr == 9)) {
                score += term[Weights.HORSE_GUAJIAO];
            }
        }
        return score;
    }

    // ---------------------------------------------------------------- defence and king safety

    int defence(Position p, int c) {
        int base = c * SLOTS;
        int score = 0;
        int a1 = p.squareOf[base + ADVISORS];
        int a2 = p.squareOf[base + ADVISORS + 1];
        int center = c == RED ? Square.of(CENTER_FILE, 1) : Square.of(CENTER_FILE, Square.RANKS - 2);
        if (a1 >= 0 && a2 >= 0 && (a1 == center || a2 == center)) {
            score += term[Weights.ADVISORS_CONNECTED];
        }
        int e1 = p.squareOf[base + ELEPHANTS];
        int e2 = p.squareOf[base + ELEPHANTS + 1];
        if (e1 >= 0 && e2 >= 0) {
            for (int i = e1 * Attacks.STRIDE, end = i + Attacks.ELEPHANT_N[e1]; i < end; i++) {
                if (Attacks.ELEPHANT_TO[i] == e2 && p.board[Attacks.ELEPHANT_EYE[i]] == Piece.EMPTY) {
                    score += term[Weights.ELEPHANTS_CONNECTED];
                }
            }
        }
        int home = c == RED ? Square.of(CENTER_FILE, 0) : Square.of(CENTER_FILE, Square.RANKS - 1);
        if (p.squareOf[base] != home) {
            score += term[Weights.KING_OFF_HOME];
        }
        return score;
    }

    private static int distance(int a, int b) {
        return DISTANCE[a * Square.COUNT + b];
    }

    /**
     * Pressure of side {@code c} on the enemy king: attack units of the rooks, horses, cannons and pawns near
     * the enemy palace, plus units for each missing advisor per rook/horse and each missing elephant per
     * cannon, then a linear and a quadratic term of the total.
     */
    int kingSafety(Position p, int c) {
        return kingSafety(p, c, pawnMoves(p, c));
    }

    private int kingSafety(Position p, int c, long ownPawns) {
        int base = c * SLOTS;
        int them = (c ^ 1) * SLOTS;
        int ek = p.squareOf[them];
        int ekf = Square.file(ek);
        int ekr = Square.rank(ek);
        int units = 0;
        int rookHorse = 0;
        int cannon = 0;
        int[] sqOf = p.squareOf;
        for (int s = ROOKS; s <= ROOKS + 1; s++) {
            int sq = sqOf[base + s];
            if (sq >= 0 && (relRank(c, sq) >= 5 || Square.file(sq) == ekf)) {
                units += attack[Weights.ATTACK_ROOK];
                rookHorse++;
            }
        }
        for (int s = HORSES; s <= HORSES + 1; s++) {
            int sq = sqOf[base + s];
            if (sq >= 0 && relRank(c, sq) >= 5 && distance(sq, ek) <= 4) {
                units += attack[Weights.ATTACK_HORSE];
                rookHorse++;
            }
        }
        for (int s = CANNONS; s <= CANNONS + 1; s++) {
            int sq = sqOf[base + s];
            if (sq >= 0 && (Square.file(sq) == ekf || Square.rank(sq) == ekr || relRank(c, sq) >= 7)) {
                units += attack[Weights.ATTACK_CANNON];
                cannon++;
            }
        }
        units += attack[Weights.ATTACK_PAWN] * field(ownPawns, PAWN_NEAR_KING);
        if (units == 0) {
            return 0;
        }
        int advisors = (sqOf[them + ADVISORS] >= 0 ? 1 : 0) + (sqOf[them + ADVISORS + 1] >= 0 ? 1 : 0);
        int elephants = (sqOf[them + ELEPHANTS] >= 0 ? 1 : 0) + (sqOf[them + ELEPHANTS + 1] >= 0 ? 1 : 0);
        int danger = units + missing[Weights.MISSING_ADVISOR] * (2 - advisors) * rookHorse
                + missing[Weights.MISSING_ELEPHANT] * (2 - elephants) * cannon;
        if (danger <= 0) {
            return 0;
        }
        return term[Weights.KING_DANGER_LINEAR] * danger + term[Weights.KING_DANGER_QUADRATIC] * (danger * danger / 16);
    }

    // ---------------------------------------------------------------- threats

    /**
     * Enemy pieces that side {@code c} attacks with a piece worth less than them: a horse on a rook or cannon,
     * a cannon on a rook, a pawn on a horse, rook or cannon, one count per attacker and target. The side to
     * move may simply take; the other side has to move the piece or give it up, which is what the weights
     * learn from the positions. Defence does not enter: the attacker is worth less either way. Cannon threats
     * are counted from their targets (the two rooks), horse and pawn threats in the passes over the attackers
     * that other terms make anyway ({@link #horseMoves}, {@link #pawnMoves}).
     */
    int threats(Position p, int c) {
        return threats(p, c, horseMoves(p, c), pawnMoves(p, c));
    }

    private int threats(Position p, int c, int horseMoves, long pawnMoves) {
        int them = (c ^ 1) * SLOTS;
        int byCannon = 0;
        for (int s = ROOKS; s <= ROOKS + 1; s++) {
            int sq = p.squareOf[them + s];
            if (sq >= 0) {
                byCannon += cannonsOn(p, sq, Piece.make(c, Piece.CANNON));
            }
        }
        return term[Weights.THREAT_BY_HORSE] * field(horseMoves, HORSE_THREATS)
                + term[Weights.THREAT_BY_CANNON] * byCannon
                + term[Weights.THREAT_BY_PAWN] * field(pawnMoves, PAWN_THREATS);
    }

    /** Cannons {@code cannon} that attack {@code sq} over a screen, along its file and rank. */
    private static int cannonsOn(Position p, int sq, int cannon) {
        int f = Square.file(sq);
        int r = Square.rank(sq);
        int n = 0;
        for (int dir = Line.LOW; dir <= Line.HIGH; dir++) {
            int rank = Line.FILE.second(r, p.fileBits[f], dir);
            if (rank != Line.NONE && p.board[Square.of(f, rank)] == cannon) {
                n++;
            }
            int file = Line.RANK.second(f, p.rankBits[r], dir);
            if (file != Line.NONE && p.board[Square.of(file, r)] == cannon) {
                n++;
            }
        }
        return n;
    }

    // ---------------------------------------------------------------- pawns

    int pawns(Position p, int c) {
        return pawns(p, c, pawnMoves(p, c));
    }

    /**
     * One pass over side {@code c}'s pawns serves four terms: the pawn terms (pawns across the river, side by
     * side there, on the last rank), threats (steps onto an enemy horse, rook or cannon), king safety (crossed
     * pawns within three steps of the enemy king) and the rooks' open files (the files that hold a pawn). The
     * counts are packed {@link #FIELD_BITS} bits apiece, as {@link #field} reads them (none exceeds 15), the
     * files as a mask above them ({@link #pawnFiles}).
     */
    private static long pawnMoves(Position p, int c) {
        int[] board = p.board;
        int pawn = Piece.make(c, Piece.PAWN);
        int lowestTarget = Piece.make(c ^ 1, Piece.HORSE);
        int highestTarget = Piece.make(c ^ 1, Piece.CANNON); // horse, rook, cannon: consecutive codes
        int enemyKing = p.squareOf[(c ^ 1) * SLOTS];
        long counts = 0;
        for (int s = c * SLOTS + PAWNS, end = c * SLOTS + PAWNS_END; s <= end; s++) {
            int sq = p.squareOf[s];
            if (sq < 0) {
                continue;
            }
            int idx = c * Square.COUNT + sq;
            for (int i = idx * Attacks.STRIDE, stop = i + Attacks.PAWN_N[idx]; i < stop; i++) {
                int target = board[Attacks.PAWN_TO[i]];
                if (target >= lowestTarget && target <= highestTarget) {
                    counts += 1 << PAWN_THREATS;
                }
            }
            counts |= 1L << PAWN_FILES + FILE_OF[sq];
            int rr = relRank(c, sq);
            if (rr >= 5) {
                counts += 1 << PAWN_CROSSED;
                if (rr == Square.RANKS - 1) {
                    counts += 1 << PAWN_BOTTOM;
                }
                if (Square.file(sq) < Square.FILES - 1 && board[sq + 1] == pawn) {
                    counts += 1 << PAWN_PAIRS;
                }
                if (distance(sq, enemyKing) <= 3) {
                    counts += 1 << PAWN_NEAR_KING;
                }
            }
        }
        return counts;
    }

    private static final int PAWN_CROSSED = 0;
    private static final int PAWN_PAIRS = FIELD_BITS;
    private static final int PAWN_BOTTOM = 2 * FIELD_BITS;
    private static final int PAWN_THREATS = 3 * FIELD_BITS;
    private static final int PAWN_NEAR_KING = 4 * FIELD_BITS;
    private static final int PAWN_FILES = 5 * FIELD_BITS;

    /** The files holding a pawn, bit f for file f, from a {@link #pawnMoves} pass. */
    private static int pawnFiles(long pawnMoves) {
        return (int) (pawnMoves >>> PAWN_FILES);
    }

    private int pawns(Position p, int c, long pawnMoves) {
        int base = c * SLOTS;
        int[] board = p.board;
        int pawn = Piece.make(c, Piece.PAWN);
        int crossed = field(pawnMoves, PAWN_CROSSED);
        int pairs = field(pawnMoves, PAWN_PAIRS);
        int bottom = field(pawnMoves, PAWN_BOTTOM);
        int legs = 0;
        for (int s = HORSES; s <= HORSES + 1; s++) {
            int sq = p.squareOf[base + s];
            if (sq >= 0) {
                legs += pawnNeighbours(board, sq, pawn);
            }
        }
        int eyes = 0;
        for (int s = ELEPHANTS; s <= ELEPHANTS + 1; s++) {
            int sq = p.squareOf[base + s];
            if (sq >= 0) {
                for (int i = sq * Attacks.STRIDE, end = i + Attacks.ELEPHANT_N[sq]; i < end; i++) {
                    if (board[Attacks.ELEPHANT_EYE[i]] == pawn) {
                        eyes++;
                    }
                }
            }
        }
        return term[Weights.PAWN_CROSSED] * crossed + term[Weights.PAWN_PAIR] * pairs
                + term[Weights.PAWN_BOTTOM] * bottom + term[Weights.PAWN_BLOCKS_LEG] * legs
                + term[Weights.PAWN_BLOCKS_EYE] * eyes;
    }

    /** Own pawns standing on the horse's legs (its orthogonal neighbours). */
    private static int pawnNeighbours(int[] board, int sq, int pawn) {
        int f = Square.file(sq);
        int n = 0;
        if (f > 0 && board[sq - 1] == pawn) {
            n++;
        }
        if (f < Square.FILES - 1 && board[sq + 1] == pawn) {
            n++;
        }
        if (sq >= Square.FILES && board[sq - Square.FILES] == pawn) {
            n++;
        }
        if (sq < Square.COUNT - Square.FILES && board[sq + Square.FILES] == pawn) {
            n++;
        }
        return n;
    }

    // ---------------------------------------------------------------- endgames

    /** Side {@code c} has rooks, horses, cannons or pawns not yet on the last rank: what it takes to mate. */
    private static boolean canAttack(Position p, int c) {
        return p.hasAttackers(c, false) || livePawns(p, c) > 0;
    }

    /**
     * When the enemy has nothing left to attack with, side {@code c} is rewarded for bringing its pieces
     * close to the enemy king and for a king driven off its home point: the mating drive.
     */
    int drive(Position p, int c) {
        if (canAttack(p, c ^ 1) || !canAttack(p, c)) {
            return 0;
        }
        int ek = p.squareOf[(c ^ 1) * SLOTS];
        int near = 0;
        for (int s = c * SLOTS + HORSES, end = c * SLOTS + PAWNS_END; s <= end; s++) {
            int sq = p.squareOf[s];
            if (sq >= 0) {
                near += Math.max(0, 8 - distance(sq, ek));
            }
        }
        int away = Math.abs(Square.file(ek) - CENTER_FILE) + (Square.RANKS - 1 - relRank(c, ek));
        return term[Weights.DRIVE_PROXIMITY] * near + term[Weights.DRIVE_KING_AWAY] * away;
    }

    /** Pawns of side {@code c} short of the last rank: those that can still move towards the king. */
    public static int livePawns(Position p, int c) {
        int n = 0;
        for (int s = c * SLOTS + PAWNS, end = c * SLOTS + PAWNS_END; s <= end; s++) {
            int sq = p.squareOf[s];
            if (sq >= 0 && relRank(c, sq) < Square.RANKS - 1) {
                n++;
            }
        }
        return n;
    }

    /** Scaling is looked at only in endings: at most this much phase material (e.g. rook + rook + horse). */
    public static final int SCALE_PHASE = 12;

    /** {@link #ending}'s answers besides a scale weight's index: no known ending, or one that cannot be won. */
    public static final int NO_ENDING = -1;
    static final int CANNOT_WIN = -2;

    /**
     * How much of the score the stronger side (by the sign of {@code red}) keeps, out of {@link #SCALE_MAX}:
     * the weight of its {@link #ending}, all of it in no known ending, nothing in one that cannot be won.
     */
    int scale(Position p, int red) {
        return scaleOf(ending(p, red));
    }

    private int scaleOf(int ending) {
        return ending == NO_ENDING ? SCALE_MAX : ending == CANNOT_WIN ? 0 : scales[ending];
    }

    /** How the breakdown names an {@link #ending}: empty for none. */
    private static String endingName(int ending) {
        return ending == NO_ENDING ? "" : ending == CANNOT_WIN ? " (cannot win)" : " (" + Weights.SCALE_NAMES[ending] + ")";
    }

    /**
     * The drawish ending the stronger side (by the sign of {@code red}) is in, as the index of its scale weight
     * ({@link Weights#SCALE_NAMES}): a lone horse or cannon against defenders, a lone rook against a rook, a
     * defended minor or the full defence (two advisors, two elephants), one pawn against defenders. Each is an
     * ending the theory calls drawn or hard to win; how much of the score it keeps is a weight fitted by the
     * tuner to scored positions of that ending. {@link #CANNOT_WIN} when the stronger side has nothing to mate
     * with, {@link #NO_ENDING} otherwise.
     */
    public int ending(Position p, int red) {
        if (red == 0 || p.phase > SCALE_PHASE) {
            return NO_ENDING;
        }
        int strong = red > 0 ? RED : BLACK;
        int weak = strong ^ 1;
        if (!canAttack(p, strong)) {
            return CANNOT_WIN;
        }
        int rooks = p.count(strong, ROOKS, ROOKS + 1);
        int horses = p.count(strong, HORSES, HORSES + 1);
        int cannons = p.count(strong, CANNONS, CANNONS + 1);
        int pawns = livePawns(p, strong);
        int weakAdvisors = p.count(weak, ADVISORS, ADVISORS + 1);
        int weakDefenders = weakAdvisors + p.count(weak, ELEPHANTS, ELEPHANTS + 1);
        boolean weakPieces = p.hasAttackers(weak, false);
        if (rooks + horses + cannons == 0) {
            return pawns == 1 && (weakDefenders > 0 || weakPieces) ? Weights.SCALE_LONE_PAWN : NO_ENDING;
        }
        if (rooks == 0 && pawns == 0 && horses + cannons == 1) {
            if (horses == 1) {
                if (weakAdvisors == 2 || weakPieces) {
                    return Weights.SCALE_LONE_MINOR;
                }
                // A lone advisor cannot hold a horse (单马胜单士); a defence with elephants mostly can.
                return weakDefenders > weakAdvisors ? Weights.SCALE_HORSE_VS_ELEPHANTS : NO_ENDING;
            }
            int ownDefenders = p.count(strong, ADVISORS, ELEPHANTS + 1);
            if (weakDefenders == 0 && !weakPieces) {
                return ownDefenders > 0 ? NO_ENDING : CANNOT_WIN;
            }
            return Weights.SCALE_LONE_MINOR;
        }
        if (rooks == 1 && horses + cannons + pawns == 0) {
            if (p.count(weak, ROOKS, ROOKS + 1) > 0) {
                return Weights.SCALE_ROOK_VS_ROOK;
            }
            if (weakPieces && weakAdvisors == 2) {
                return Weights.SCALE_ROOK_VS_DEFENDED;
            }
            if (!weakPieces && weakDefenders == 4) {
                return Weights.SCALE_ROOK_VS_FULL_DEFENCE;
            }
        }
        return NO_ENDING;
    }

    // ---------------------------------------------------------------- breakdown

    /**
     * Every group of terms per side, packed: {@code [group][color]}. Material and piece-square values are
     * recomputed from the board here, so their sum checks the incremental one.
     */
    int[][] terms(Position p) {
        int[][] t = new int[GROUP_COUNT][2];
        for (int slot = 0; slot < 2 * SLOTS; slot++) {
            int sq = p.squareOf[slot];
            if (sq >= 0) {
                int c = slot / SLOTS;
                int type = Position.SLOT_TYPE[slot & (SLOTS - 1)];
                int code = Piece.make(c, type);
                int mat = pack(materialMg[type], materialEg[type]);
                int sign = c == RED ? 1 : -1;
                int psq = sign * psqt.packed[code * Square.COUNT + sq];
                t[G_MATERIAL][c] += mat;
                t[G_PSQ][c] += psq - mat;
            }
        }
        for (int c = RED; c <= BLACK; c++) {
            t[G_MOBILITY][c] = mobility(p, c);
            t[G_ROOKS][c] = rooks(p, c);
            t[G_CANNONS][c] = cannons(p, c);
            t[G_HORSES][c] = horses(p, c);
            t[G_DEFENCE][c] = defence(p, c);
            t[G_KING_SAFETY][c] = kingSafety(p, c);
            t[G_PAWNS][c] = pawns(p, c);
            t[G_ENDGAME][c] = drive(p, c);
            t[G_THREATS][c] = threats(p, c);
        }
        return t;
    }

    /** The evaluation recomputed from {@link #terms}: equal to {@link #evaluate} (tests check it). */
    int fromTerms(Position p, int[][] t) {
        int s = 0;
        for (int[] g : t) {
            s += g[RED] - g[BLACK];
        }
        return finish(p, mg(s), eg(s));
    }

    /** A readable table of every term for both sides, the phase, the scale and the total. */
    public String explain(Position p) {
        int[][] t = terms(p);
        StringBuilder sb = new StringBuilder();
        sb.append(String.format("%-24s %8s %8s %8s %8s %8s %8s%n", "Term", "Red mg", "Red eg", "Black mg",
                "Black eg", "Net mg", "Net eg"));
        int sum = 0;
        for (int g = 0; g < GROUP_COUNT; g++) {
            int net = t[g][RED] - t[g][BLACK];
            sum += net;
            sb.append(String.format("%-24s %8d %8d %8d %8d %8d %8d%n", GROUP_NAMES[g], mg(t[g][RED]),
                    eg(t[g][RED]), mg(t[g][BLACK]), eg(t[g][BLACK]), mg(net), eg(net)));
        }
        sb.append(String.format("%-24s %8s %8s %8s %8s %8d %8d%n", "sum", "", "", "", "", mg(sum), eg(sum)));
        int phase = phase(p);
        int red = blend(p, mg(sum), eg(sum));
        int ending = ending(p, red);
        int scale = scaleOf(ending);
        sb.append(String.format("Phase: %d/%d (middlegame share); blended: %d (Red's view)%n", phase,
                Psqt.PHASE_MAX, red));
        sb.append(String.format("Scale: %d/%d%s; tempo: %d for the side to move%n", scale, SCALE_MAX,
                endingName(ending), tempo * scale / SCALE_MAX));
        int total = fromTerms(p, t);
        sb.append(String.format("Total: %d (%s to move's view), %d (Red's view)", total,
                Piece.colorName(p.side), p.side == RED ? total : -total));
        return sb.toString();
    }
}
