package engine;

/**
 * Hands out the moves of one node in the order most likely to cut off, generating lazily: the hash move,
 * winning and equal captures (MVV/LVA and capture history, SEE to demote losers), two killers, the
 * counter-move, quiet moves by butterfly and continuation history, then the losing captures. In check it
 * hands out all evasions, hash move and captures first.
 * Moves are pseudo-legal except evasions, which are legal; the search tests the rest before playing them.
 */
final class MovePicker {
    private static final int TT = 0;
    private static final int CAPTURES_INIT = 1;
    private static final int GOOD_CAPTURES = 2;
    private static final int KILLER_1 = 3;
    private static final int KILLER_2 = 4;
    private static final int COUNTER = 5;
    private static final int QUIETS_INIT = 6;
    private static final int QUIETS = 7;
    private static final int BAD_CAPTURES = 8;
    private static final int EVASIONS_INIT = 9;
    private static final int EVASIONS = 10;
    private static final int QS_TT = 11;
    private static final int QS_CAPTURES_INIT = 12;
    private static final int QS_CAPTURES = 13;
    private static final int QS_CHECKS_INIT = 14;
    private static final int QS_CHECKS = 15;
    private static final int EVASIONS_SCORE = 16;
    private static final int DONE = 17;

    private static final int TT_BONUS = 1 << 28;
    private static final int CAPTURE_BONUS = 1 << 24;
    private static final int VICTIM_WEIGHT = 64;
    /** Capture history moves a capture at most MAX / this in the order: about a pawn's worth of victim. */
    private static final int CAPTURE_HISTORY_DIVISOR = 2;

    private final int[] moves = new int[MoveGen.MAX_MOVES];
    private final int[] scores = new int[MoveGen.MAX_MOVES];
    private final See see;
    private final History history;

    private Position pos;
    private int stage;
    private int ttMove;
    private int killer1;
    private int killer2;
    private int counter;
    /** Continuation keys of the moves one, two and four plies before this node. */
    private int cont1;
    private int cont2;
    private int cont4;
    private int cur;
    private int end;
    private int badEnd;
    /** Quiescence only: whether quiet checking moves follow the captures. */
    private boolean quietChecks;
    /** Evasions generated ahead of {@link #init} are in {@link #moves} for the position with this key. */
    private boolean evasionsReady;
    private long evasionsKey;
    private int evasionCount;

    MovePicker(See see, History history) {
        this.see = see;
        this.history = history;
    }

    /**
     * Generates the legal evasions of a position in check ahead of {@link #init} and answers their number:
     * the search counts them for its check extension, and the next {@code init} for the same position hands
     * out this list instead of generating it again (evasions cost about a tenth of the search's time).
     */
    int generateEvasions(Position p) {
        evasionCount = MoveGen.generateEvasions(p, moves, 0);
        evasionsKey = p.key;
        evasionsReady = true;
        return evasionCount;
    }

    /** Prepares the picker for a full-width node. */
    void init(Position p, int tt, int k1, int k2, int counterMove) {
        pos = p;
        ttMove = tt;
        killer1 = k1;
        killer2 = k2;
        counter = counterMove;
        cont1 = cont2 = cont4 = History.NO_PIECE_TO;
        cur = 0;
        end = 0;
        badEnd = 0;
        if (p.inCheck()) {
            stage = evasionsReady && evasionsKey == p.key ? EVASIONS_SCORE : EVASIONS_INIT;
        } else {
            stage = tt != Move.NONE && p.isPseudoLegal(tt) ? TT : CAPTURES_INIT;
        }
        evasionsReady = false; // one init consumes them; any later use of the picker may reorder the list
    }

    /** Sets the continuation keys (see {@link History#pieceTo}) that order this node's quiet moves. */
    void continuations(int c1, int c2, int c4) {
        cont1 = c1;
        cont2 = c2;
        cont4 = c4;
    }

    /**
     * Prepares the picker for quiescence: captures, then (when {@code checks}) the quiet moves that give
     * check; every evasion when in check.
     */
    void initQuiescence(Position p, int tt, boolean checks) {
        init(p, tt, Move.NONE, Move.NONE, Move.NONE);
        quietChecks = checks;
        if (stage == TT) {
            stage = isCapture(tt) ? QS_TT : QS_CAPTURES_INIT;
        } else if (stage == CAPTURES_INIT) {
            stage = QS_CAPTURES_INIT;
        }
    }

    /** The next move, or {@link Move#NONE} when there are no more. */
    int next(boolean skipQuiets) {
        while (true) {
            switch (stage) {
                case TT, QS_TT -> {
                    stage = stage == TT ? CAPTURES_INIT : QS_CAPTURES_INIT;
                    return ttMove;
                }
                case CAPTURES_INIT, QS_CAPTURES_INIT -> {
                    end = MoveGen.generate(pos, moves, 0, MoveGen.CAPTURES);
                    scoreCaptures(0, end);
                    cur = 0;
                    stage = stage == CAPTURES_INIT ? GOOD_CAPTURES : QS_CAPTURES;
                }
                case GOOD_CAPTURES -> {
                    int m = pickGoodCapture();
                    if (m != Move.NONE) {
                        return m;
                    }
                    stage = KILLER_1;
                }
                case KILLER_1 -> {
                    stage = KILLER_2;
                    if (!skipQuiets && isFreshQuiet(killer1)) {
                        return killer1;
                    }
                }
                case KILLER_2 -> {
                    stage = COUNTER;
                    if (!skipQuiets && killer2 != killer1 && isFreshQuiet(killer2)) {
                        return killer2;
                    }
                }
                case COUNTER -> {
                    stage = QUIETS_INIT;
                    if (!skipQuiets && counter != killer1 && counter != killer2 && isFreshQuiet(counter)) {
                        return counter;
                    }
                }
                case QUIETS_INIT -> {
                    cur = end;
                    if (!skipQuiets) {
                        end = MoveGen.generate(pos, moves, end, MoveGen.QUIETS);
                        scoreQuiets(cur, end);
                    }
                    stage = QUIETS;
                }
                case QUIETS -> {
                    while (!skipQuiets && cur < end) {
                        int m = pickBest();
                        if (m != ttMove && m != killer1 && m != killer2 && m != counter) {
                            return m;
                        }
                    }
                    cur = 0;
                    stage = BAD_CAPTURES;
                }
                case BAD_CAPTURES -> {
                    if (cur < badEnd) {
                        return moves[cur++];
                    }
                    stage = DONE;
                }
                case EVASIONS_INIT, EVASIONS_SCORE -> {
                    end = stage == EVASIONS_SCORE ? evasionCount : MoveGen.generateEvasions(pos, moves, 0);
                    scoreEvasions(0, end);
                    cur = 0;
                    stage = EVASIONS;
                }
                case EVASIONS, QS_CAPTURES -> {
                    while (cur < end) {
                        int m = pickBest();
                        if (stage == EVASIONS || m != ttMove) {
                            return m;
                        }
                    }
                    stage = stage == QS_CAPTURES && quietChecks ? QS_CHECKS_INIT : DONE;
                }
                case QS_CHECKS_INIT -> {
                    cur = 0;
                    end = MoveGen.generateQuietChecks(pos, moves, 0);
                    stage = QS_CHECKS;
                }
                case QS_CHECKS -> {
                    if (cur < end) {
                        return moves[cur++]; // a quiet hash move was not handed out before: no need to skip it
                    }
                    stage = DONE;
                }
                default -> {
                    return Move.NONE;
                }
            }
        }
    }

    private boolean isCapture(int move) {
        return pos.board[Move.to(move)] != Piece.EMPTY;
    }

    private boolean isFreshQuiet(int move) {
        return move != Move.NONE && move != ttMove && !isCapture(move) && pos.isPseudoLegal(move);
    }

    private void scoreCaptures(int from, int to) {
        for (int i = from; i < to; i++) {
            scores[i] = captureScore(moves[i]);
        }
    }

    private void scoreQuiets(int from, int to) {
        for (int i = from; i < to; i++) {
            scores[i] = quietScore(moves[i]);
        }
    }

    /** Butterfly and continuation history, the latest move's continuation counting twice. */
    private int quietScore(int move) {
        int pieceTo = History.pieceTo(pos, move);
        return 2 * history.score(pos.side, move) + history.continuation(cont1, pieceTo)
                + history.continuations(cont1, cont2, cont4, pieceTo);
    }

    /** MVV/LVA, nudged by how the same capture did before. */
    private int captureScore(int move) {
        return mvvLva(move) + history.capture(pos, move) / CAPTURE_HISTORY_DIVISOR;
    }

    private void scoreEvasions(int from, int to) {
        for (int i = from; i < to; i++) {
            int m = moves[i];
            int victim = pos.board[Move.to(m)];
            if (m == ttMove) {
                scores[i] = TT_BONUS;
            } else if (victim != Piece.EMPTY) {
                scores[i] = CAPTURE_BONUS + captureScore(m);
            } else {
                scores[i] = quietScore(m);
            }
        }
    }

    /** Most valuable victim first, least valuable attacker breaking ties. */
    private int mvvLva(int move) {
        return VICTIM_WEIGHT * See.value(pos.board[Move.to(move)]) - See.value(pos.board[Move.from(move)]) / 16;
    }

    /**
     * Selection sort step: swaps the best remaining move (the first of equals) to {@code cur} and returns it.
     * The best score is found first and its place after: the maximum is a loop of conditional moves (Math.max
     * is compiled to one), and the two loops measured faster than tracking the place in one.
     */
    private int pickBest() {
        int bestScore = Integer.MIN_VALUE;
        for (int i = cur; i < end; i++) {
            bestScore = Math.max(bestScore, scores[i]);
        }
        int best = cur;
        while (scores[best] != bestScore) {
            best++;
        }
        int m = moves[best];
        moves[best] = moves[cur];
        scores[best] = scores[cur];
        moves[cur] = m;
        cur++;
        return m;
    }

    /** The best remaining capture that does not lose material; losing ones are parked at the front. */
    private int pickGoodCapture() {
        while (cur < end) {
            int m = pickBest();
            if (m == ttMove) {
                continue;
            }
            if (see.atLeast(pos, m, 0)) {
                return m;
            }
            moves[badEnd++] = m;
        }
        return Move.NONE;
    }
}
