package engine;

import static engine.Piece.ADVISOR;
import static engine.Piece.CANNON;
import static engine.Piece.ELEPHANT;
import static engine.Piece.HORSE;
import static engine.Piece.KING;
import static engine.Piece.PAWN;
import static engine.Piece.ROOK;

/**
 * The rules that end a game without mate: what a repeated position means, and the no-capture draw. The
 * search ({@link RuleScores}) and the match adjudicator both ask here, so the engine plays by the rules it is
 * judged by.
 *
 * <p>Given a position equal to the one {@code cycle} plies back (same side to move, no capture in between),
 * the cycle's moves are replayed and for each side we note:
 * <ul>
 * <li><b>perpetual check</b>: every one of its moves gave check. Exactly one side checking throughout loses;
 *     both checking is a draw. Check is judged before chase, so a checker loses against a chaser.</li>
 * <li><b>perpetual chase</b>: the enemy pieces (by identity slot) that each of its moves newly chases
 *     (chased after the move, not attacked before it), intersected over its moves. Exactly one side with a
 *     non-empty intersection loses; both or neither ("idle" moves) is a draw.</li>
 * </ul>
 * A piece is chased when it is not the king nor an uncrossed pawn, the attacker is neither king nor pawn,
 * the capture would be legal, the two are not same-type pieces attacking each other (an exchange offer),
 * and either the capture cannot be legally recaptured, or it is a rook attacked by a horse or cannon, or a
 * rook, horse or cannon attacked by an advisor or elephant.
 *
 * <p>Variants ({@link Variant}) differ only in how checks and chasers combine, see there. A cycle through a
 * null move (search only) is a draw. Nothing here allocates after construction unless a cycle is longer
 * than any seen before.
 */
public final class RuleJudge {

    /** Which rule book applies. */
    public enum Variant {
        /**
         * Chinese (CXA) rules, the stricter: besides the above, a checking move does not interrupt a chase
         * ("one check, one chase" is forbidden: checks are left out of the chase intersection when the side
         * also made other moves), and one piece chasing different pieces in turn is forbidden (the set of
         * chasing pieces is intersected too).
         */
        CHINESE,
        /**
         * Asian (AXF) rules: only the same piece chased by every move counts (one piece chasing two pieces
         * in turn is allowed), and a check move breaks a chase ("one check, one idle" and "one check, one
         * chase" are allowed). Perpetual check alone loses as in CHINESE. Mate threats are not judged in
         * either variant.
         */
        ASIAN,
        /** Every repetition is a draw, whoever forces it. */
        DRAW
    }

    /** What the repetition means, seen from the side to move at the repeated position. */
    public enum Ruling {
        DRAW(0, "repetition"),
        MUTUAL_CHECK(0, "both sides check perpetually"),
        MUTUAL_CHASE(0, "both sides chase perpetually"),
        SIDE_TO_MOVE_CHECKS(-1, "perpetual check"),
        OPPONENT_CHECKS(1, "perpetual check"),
        SIDE_TO_MOVE_CHASES(-1, "perpetual chase"),
        OPPONENT_CHASES(1, "perpetual chase");

        private final int sign;
        private final String reason;

        Ruling(int sign, String reason) {
            this.sign = sign;
            this.reason = reason;
        }

        /** +1 when the side to move wins, -1 when it loses, 0 for a draw. */
        public int sign() {
            return sign;
        }

        /** Why, in words: "perpetual check", "perpetual chase", or a kind of draw. */
        public String reason() {
            return reason;
        }

        public boolean decisive() {
            return sign != 0;
        }

        /** True when the decision is by perpetual check (else by chase). */
        public boolean byCheck() {
            return this == SIDE_TO_MOVE_CHECKS || this == OPPONENT_CHECKS;
        }
    }

    /** 60 moves (120 plies) without a capture is a draw. */
    public static final int NO_CAPTURE_DRAW_PLIES = 120;
    /** A cycle needs at least two moves by each side. */
    public static final int SHORTEST_CYCLE = 4;
    private static final int NO_PIECES = 0;
    private static final int INITIAL_CYCLE = 64;

    private int[] cycleMoves = new int[INITIAL_CYCLE];

    // Per side, over its moves in the cycle (index = colour).
    private final boolean[] allChecks = new boolean[2];
    private final boolean[] anyQuiet = new boolean[2];
    private final int[] chasedAll = new int[2];
    private final int[] chasedQuiet = new int[2];
    private final int[] chasersQuiet = new int[2];

    // What the last call of chases() found: enemy pieces newly chased, own pieces chasing them (slot bits).
    private int chased;
    private int chasers;

    /**
     * The ruling on {@code p}, which must equal the position {@code cycle} plies back with no capture in
     * between. {@code p} is left exactly as it was (the cycle is unmade and replayed).
     */
    public Ruling judge(Position p, int cycle, Variant variant) {
        if (variant == Variant.DRAW || !collectCycle(p, cycle)) {
            return Ruling.DRAW;
        }
        for (int c = 0; c < 2; c++) {
            allChecks[c] = true;
            anyQuiet[c] = false;
            chasedAll[c] = chasedQuiet[c] = chasersQuiet[c] = ~NO_PIECES;
        }
        for (int i = 0; i < cycle; i++) {
            p.unmakeMove();
        }
        for (int i = cycle - 1; i >= 0; i--) {
            replay(p, cycleMoves[i]);
        }
        return rule(p.sideToMove(), variant);
    }

    /** After {@link #judge}: whether every move of {@code color} in the cycle gave check. */
    public boolean checkedThroughout(int color) {
        return allChecks[color];
    }

    /**
     * After {@link #judge}: the enemy slots (0..15 of the other colour) that every non-checking move of
     * {@code color} newly chased; for tests and explanations.
     */
    public int chasedThroughout(int color) {
        return anyQuiet[color] ? chasedQuiet[color] : NO_PIECES;
    }

    /** Copies the cycle's moves (newest first); false when it runs through a null move. */
    private boolean collectCycle(Position p, int cycle) {
        if (cycleMoves.length < cycle) {
            cycleMoves = new int[Math.max(cycle, 2 * cycleMoves.length)];
        }
        for (int i = 0; i < cycle; i++) {
            int m = p.moveBefore(i);
            if (m == Move.NULL || m == Move.NONE) {
                return false;
            }
            cycleMoves[i] = m;
        }
        return true;
    }

    /** Makes one move of the cycle, noting whether it checked and what it newly chased. */
    private void replay(Position p, int move) {
        int mover = p.sideToMove();
        int attackedBefore = attacked(p, mover);
        p.makeMove(move);
        boolean check = p.inCheck();
        chases(p, mover, attackedBefore);
        allChecks[mover] &= check;
        chasedAll[mover] &= chased;
        if (!check) {
            anyQuiet[mover] = true;
            chasedQuiet[mover] &= chased;
            chasersQuiet[mover] &= chasers;
        }
    }

    /** The ruling from the per-side notes, for the side to move {@code stm}. */
    private Ruling rule(int stm, Variant variant) {
        int them = stm ^ 1;
        if (allChecks[stm] && allChecks[them]) {
            return Ruling.MUTUAL_CHECK;
        }
        if (allChecks[stm] || allChecks[them]) {
            return allChecks[stm] ? Ruling.SIDE_TO_MOVE_CHECKS : Ruling.OPPONENT_CHECKS;
        }
        boolean usChase = chasing(stm, variant);
        boolean themChase = chasing(them, variant);
        if (usChase == themChase) {
            return usChase ? Ruling.MUTUAL_CHASE : Ruling.DRAW;
        }
        return usChase ? Ruling.SIDE_TO_MOVE_CHASES : Ruling.OPPONENT_CHASES;
    }

    /** Whether a side (which did not check throughout) chased perpetually under the variant. */
    private boolean chasing(int color, Variant variant) {
        if (variant == Variant.ASIAN) {
            return chasedAll[color] != NO_PIECES;
        }
        // CHINESE: checks are skipped (a side always has a non-check move here), and the same chasing
        // piece going after different targets in turn counts as well as one target chased throughout.
        return anyQuiet[color] && (chasedQuiet[color] != NO_PIECES || chasersQuiet[color] != NO_PIECES);
    }

    // ---------------------------------------------------------------- attacks

    /** Slot bits (0..15) of the enemy pieces that {@code color} attacks at all, legal or not. */
    private static int attacked(Position p, int color) {
        int enemyBase = (color ^ 1) * Position.SLOTS;
        int ownBase = color * Position.SLOTS;
        int set = NO_PIECES;
        for (int t = 0; t < Position.SLOTS; t++) {
            int target = p.squareOf[enemyBase + t];
            if (target < 0) {
                continue;
            }
            for (int a = 0; a < Position.SLOTS; a++) {
                int from = p.squareOf[ownBase + a];
                if (from >= 0 && p.reaches(from, target)) {
                    set |= 1 << t;
                    break;
                }
            }
        }
        return set;
    }

    /**
     * Fills {@link #chased} and {@link #chasers}: the enemy pieces {@code color} chases now (it has just
     * moved) that it did not attack before, and the pieces doing it.
     */
    private void chases(Position p, int color, int attackedBefore) {
        chased = NO_PIECES;
        chasers = NO_PIECES;
        int enemyBase = (color ^ 1) * Position.SLOTS;
        int ownBase = color * Position.SLOTS;
        for (int t = 1; t < Position.SLOTS; t++) { // slot 0 is the king: never chased
            int target = p.squareOf[enemyBase + t];
            if (target < 0 || (attackedBefore >>> t & 1) != 0 || isUncrossedPawn(p, target)) {
                continue;
            }
            for (int a = Position.SLOT_FIRST[ADVISOR]; a < Position.SLOT_FIRST[PAWN]; a++) { // no king or pawn
                int from = p.squareOf[ownBase + a];
                if (from >= 0 && isChase(p, from, target)) {
                    chased |= 1 << t;
                    chasers |= 1 << a;
                }
            }
        }
    }

    private static boolean isUncrossedPawn(Position p, int sq) {
        int code = p.board[sq];
        return Piece.type(code) == PAWN && Square.ownSide(Piece.color(code), sq);
    }

    /** Whether the piece on {@code from} chases the enemy piece on {@code to} (see the class comment). */
    private static boolean isChase(Position p, int from, int to) {
        if (!p.reaches(from, to) || !p.survivesTrial(from, to)) {
            return false;
        }
        int attacker = Piece.type(p.board[from]);
        int victim = Piece.type(p.board[to]);
        if (attacker == victim && p.reaches(to, from)) {
            return false; // same pieces facing each other: an offer to exchange
        }
        return outranks(attacker, victim) || !recapturable(p, from, to);
    }

    /** Attacks that count even against a protected piece: the target is worth clearly more. */
    private static boolean outranks(int attacker, int victim) {
        if (victim == ROOK && (attacker == HORSE || attacker == CANNON)) {
            return true;
        }
        boolean minor = attacker == ADVISOR || attacker == ELEPHANT;
        return minor && (victim == ROOK || victim == HORSE || victim == CANNON);
    }

    /** Tries the capture on the board and looks for a legal recapture on that point. */
    private static boolean recapturable(Position p, int from, int to) {
        int piece = p.board[from];
        int victim = p.board[to];
        int defender = Piece.color(victim);
        int victimSlot = p.slotAt[to];
        p.movePieceQuietly(from, to, piece);
        boolean found = false;
        int base = defender * Position.SLOTS;
        for (int s = 0; s < Position.SLOTS && !found; s++) {
            int sq = p.squareOf[base + s];
            if (sq >= 0 && base + s != victimSlot && p.reaches(sq, to) && p.survivesTrial(sq, to)) {
                found = true;
            }
        }
        p.undoQuietly(from, to, piece, victim);
        return found;
    }

    // ---------------------------------------------------------------- finding cycles

    /**
     * How many plies back the current position last occurred with the same side to move (no capture in
     * between), searching back from {@code after} plies (exclusive); 0 when it did not.
     */
    public static int previousOccurrence(Position p, int after) {
        int limit = Math.min(p.halfmoveClock(), p.plies());
        long key = p.key();
        int first = Math.max(after + 2, SHORTEST_CYCLE);
        if ((first & 1) != 0) {
            first++;
        }
        for (int back = first; back <= limit; back += 2) {
            if (p.keyBefore(back) == key) {
                return back;
            }
        }
        return 0;
    }
}
