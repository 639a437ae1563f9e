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
 */
public record AdjudicationRules(int maxPlies, int noCapturePlies, int drawMoveNumber, int drawMoveCount,
        int drawScore, int resignMoveCount, int resignScore) {

    /** The board's rules only: the no-capture draw where the engine's search also applies it. */
    public static AdjudicationRules standard() {
        return new AdjudicationRules(0, RuleJudge.NO_CAPTURE_DRAW_PLIES, 0, 0, 0, 0, 0);
    }

    public AdjudicationRules withMaxPlies(int plies) {
        return new AdjudicationRules(plies, noCapturePlies, drawMoveNumber, drawMoveCount, drawScore,
                resignMoveCount, resignScore);
    }

    public AdjudicationRules withDraw(int moveNumber, int moveCount, int score) {
        return new AdjudicationRules(maxPlies, noCapturePlies, moveNumber, moveCount, score, resignMoveCount,
                resignScore);
    }

    public AdjudicationRules withResign(int moveCount, int score) {
        return new AdjudicationRules(maxPlies, noCapturePlies, drawMoveNumber, drawMoveCount, drawScore,
                moveCount, score);
    }
}
