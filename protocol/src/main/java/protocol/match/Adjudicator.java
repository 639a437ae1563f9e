package protocol.match;

import engine.MoveGen;
import engine.Position;
import engine.RuleJudge;

/**
 * Ends games. Before each move it applies the rules of the board (no legal move loses, repetition, the
 * no-capture rule, the ply limit); after each move it feeds the engines' scores to the optional draw and
 * resign adjudication. One instance per game: it keeps the score streaks.
 */
public final class Adjudicator {
    /** A repetition ends the game at the third occurrence, as the search also assumes (RuleScores). */
    private static final int OCCURRENCES = 3;
    /** A draw claim by the no-capture rule needs this many plies: ElephantEye's 50 moves, the shortest in use. */
    static final int CLAIM_NO_CAPTURE_PLIES = 100;

    private final AdjudicationRules rules;
    /** Which rule book judges repetitions: Chinese in matches, plain draws in tests of the runner. */
    private final RuleJudge.Variant repetitionRule;
    private final RuleJudge judge = new RuleJudge();
    private final int[] scratch = new int[MoveGen.MAX_MOVES];
    /** Consecutive plies whose mover's score was within the draw window. */
    private int drawStreak;
    /** Consecutive plies whose mover agreed that side [c] is lost. */
    private final int[] lostStreak = new int[2];

    public Adjudicator(AdjudicationRules rules, RuleJudge.Variant repetitionRule) {
        this.rules = rules;
        this.repetitionRule = repetitionRule;
    }

    /** The board's verdict on the position about to be played from, or null when play goes on. */
    public Verdict beforeMove(Position p) {
        int side = p.sideToMove();
        if (MoveGen.generateLegal(p, scratch, 0) == 0) {
            return p.inCheck()
                    ? Verdict.loss(side, Termination.MATE, colorName(side) + " is checkmated")
                    : Verdict.loss(side, Termination.STALEMATE, colorName(side) + " has no legal move");
        }
        Verdict repetition = repetition(p);
        if (repetition != null) {
            return repetition;
        }
        if (rules.noCapturePlies() > 0 && p.halfmoveClock() >= rules.noCapturePlies()) {
            return Verdict.draw(Termination.NO_CAPTURE, p.halfmoveClock() + " plies without capture");
        }
        if (rules.maxPlies() > 0 && p.plies() >= rules.maxPlies()) {
            return Verdict.draw(Termination.MAX_PLIES, "ply limit " + rules.maxPlies() + " reached");
        }
        return null;
    }

    /**
     * Repetition by the rules: at the third occurrence of a position the cycle since its previous occurrence is
     * judged by the engine's {@link RuleJudge}, so the adjudicator and the engine's search agree. The checker
     * or chaser loses; otherwise the game is drawn. Null while the game goes on.
     */
    Verdict repetition(Position position) {
        int cycle = RuleJudge.previousOccurrence(position, 0);
        if (cycle == 0) {
            return null;
        }
        int seen = 2;
        for (int back = cycle; seen < OCCURRENCES; seen++) {
            back = RuleJudge.previousOccurrence(position, back);
            if (back == 0) {
                return null;
            }
        }
        RuleJudge.Ruling ruling = judge.judge(position, cycle, repetitionRule);
        if (!ruling.decisive()) {
            return Verdict.draw(Termination.REPETITION, "position repeated " + seen + " times ("
                    + ruling.reason() + ")");
        }
        int loser = ruling.sign() < 0 ? position.sideToMove() : position.sideToMove() ^ 1;
        Termination why = ruling.byCheck() ? Termination.PERPETUAL_CHECK : Termination.PERPETUAL_CHASE;
        return Verdict.loss(loser, why, colorName(loser) + " loses by " + ruling.reason());
    }

    /**
     * The verdict on {@code claimant}, who answered {@code nobestmove} in {@code p} although it has legal moves:
     * ElephantEye's way of claiming a draw by its own rules (neither side can attack, 100 plies without capture,
     * a repeated position). With {@link AdjudicationRules.DrawClaims#RULE} the claim is a draw when the board
     * backs it: neither side has a rook, horse, cannon or pawn; at least {@link #CLAIM_NO_CAPTURE_PLIES} plies
     * without capture; or a position seen before that the repetition rules do not rule against the claimant.
     * Otherwise, and always with {@code FORFEIT}, the claimant loses, as any engine that refuses to move.
     */
    public Verdict drawClaim(Position p, int claimant, String who) {
        String rule = rules.drawClaims() == AdjudicationRules.DrawClaims.RULE ? claimBackedBy(p) : null;
        return rule != null
                ? Verdict.draw(Termination.DRAW_CLAIM, who + " claims a draw: " + rule)
                : Verdict.loss(claimant, Termination.ILLEGAL_MOVE, who + " answers no move with legal moves left");
    }

    /** The rule that draws {@code p} by the claimant's (the side to move's) own rules, or null. */
    private String claimBackedBy(Position p) {
        if (!p.hasAttackers(0, true) && !p.hasAttackers(1, true)) {
            return "neither side has a piece that can attack";
        }
        if (p.halfmoveClock() >= CLAIM_NO_CAPTURE_PLIES) {
            return p.halfmoveClock() + " plies without capture";
        }
        int cycle = RuleJudge.previousOccurrence(p, 0);
        if (cycle == 0) {
            return null;
        }
        RuleJudge.Ruling ruling = judge.judge(p, cycle, repetitionRule);
        return ruling.sign() < 0 ? null : "repeated position (" + ruling.reason() + ")";
    }

    /**
     * Records the score the mover reported for the move just made (mover's view); answers an adjudication
     * when the draw or resign rule fires. {@code p} is the position after the move.
     */
    public Verdict afterMove(Position p, int mover, boolean hasScore, int score) {
        if (!hasScore) {
            drawStreak = 0;
            lostStreak[0] = lostStreak[1] = 0;
            return null;
        }
        Verdict resign = trackResign(mover, score);
        return resign != null ? resign : trackDraw(p, score);
    }

    private Verdict trackResign(int mover, int score) {
        if (rules.resignMoveCount() <= 0) {
            return null;
        }
        int opponent = mover ^ 1;
        if (score <= -rules.resignScore()) {
            lostStreak[mover]++;
            lostStreak[opponent] = 0;
        } else if (score >= rules.resignScore()) {
            lostStreak[opponent]++;
            lostStreak[mover] = 0;
        } else {
            lostStreak[0] = lostStreak[1] = 0;
        }
        // Both engines must agree, each for the given number of its own moves.
        int needed = 2 * rules.resignMoveCount();
        for (int color = 0; color < 2; color++) {
            if (lostStreak[color] >= needed) {
                return Verdict.loss(color, Termination.RESIGN_ADJUDICATION,
                        colorName(color) + " is lost by both engines' scores");
            }
        }
        return null;
    }

    private Verdict trackDraw(Position p, int score) {
        if (rules.drawMoveCount() <= 0 || p.fullmoveNumber() < rules.drawMoveNumber()) {
            return null;
        }
        drawStreak = Math.abs(score) <= rules.drawScore() ? drawStreak + 1 : 0;
        return drawStreak >= 2 * rules.drawMoveCount()
                ? Verdict.draw(Termination.DRAW_ADJUDICATION, "both engines see a draw")
                : null;
    }

    static String colorName(int color) {
        return color == 0 ? "Red" : "Black";
    }
}
