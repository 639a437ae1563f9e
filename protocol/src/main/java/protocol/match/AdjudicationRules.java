package protocol.match;

import engine.RuleJudge;

/**
 * The match's end-of-game rules beyond the board's own. Zero turns a rule off.
 *
 * @param maxPlies        total plies (opening included) after which the game is a draw
 * @param noCapturePlies  plies without capture that make a draw (the 60-move rule: 120)
 * @param drawMoveNumber  draw adjudication starts at this full move number
 * @param drawMoveCount   ... when both engines' scores stay within {@code drawScore} for this many moves each
 * @param drawScore       centipawns
 * @param resignMoveCount a side loses when both engines agree for this many moves each ...
 * @param resignScore     ... that it is at least this many centipawns behind
 * @param drawClaims      what a UCCI engine's {@code nobestmove} in a position with legal moves counts as
 */
public record AdjudicationRules(int maxPlies, int noCapturePlies, int drawMoveNumber, int drawMoveCount,
        int drawScore, int resignMoveCount, int resignScore, DrawClaims drawClaims) {

    /**
     * ElephantEye answers {@code nobestmove} although it has legal moves to claim a draw by its own rules (see
     * {@link Adjudicator#drawClaim}); the tester chooses how such a claim is scored.
     */
    public enum DrawClaims {
        /** A draw when a rule of the board backs the claim; else a loss, as any refusal to move. */
        RULE,
        /** Always a loss: the match's rules are the only ones. */
        FORFEIT;

        /** The mode named {@code text} ({@code rule} or {@code forfeit}, any case). */
        static DrawClaims parse(String text) {
            for (DrawClaims mode : values()) {
                if (mode.name().equalsIgnoreCase(text.trim())) {
                    return mode;
                }
            }
            throw new IllegalArgumentException("--draw-claims must be rule or forfeit, not '" + text + "'");
        }
    }

    /** The board's rules only: the no-capture draw where the engine's search also applies it. */
    public static AdjudicationRules standard() {
        return new AdjudicationRules(0, RuleJudge.NO_CAPTURE_DRAW_PLIES, 0, 0, 0, 0, 0, DrawClaims.RULE);
    }

    public AdjudicationRules withMaxPlies(int plies) {
        return new AdjudicationRules(plies, noCapturePlies, drawMoveNumber, drawMoveCount, drawScore,
                resignMoveCount, resignScore, drawClaims);
    }

    public AdjudicationRules withDraw(int moveNumber, int moveCount, int score) {
        return new AdjudicationRules(maxPlies, noCapturePlies, moveNumber, moveCount, score, resignMoveCount,
                resignScore, drawClaims);
    }

    public AdjudicationRules withResign(int moveCount, int score) {
        return new AdjudicationRules(maxPlies, noCapturePlies, drawMoveNumber, drawMoveCount, drawScore,
                moveCount, score, drawClaims);
    }

    public AdjudicationRules withDrawClaims(DrawClaims claims) {
        return new AdjudicationRules(maxPlies, noCapturePlies, drawMoveNumber, drawMoveCount, drawScore,
                resignMoveCount, resignScore, claims);
    }
}
