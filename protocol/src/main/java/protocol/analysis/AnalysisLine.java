package protocol.analysis;

import engine.Move;

/** One line the search settled on: its score (side to move's view), the depth it was searched to, the moves. */
record AnalysisLine(int depth, int score, int[] pv) {
    int firstMove() {
        return pv.length > 0 ? pv[0] : Move.NONE;
    }
}
