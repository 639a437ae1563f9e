package protocol.analysis;

import java.util.List;

/** One side's part of a reviewed game: its moves, their summed loss and how many earned each mark. */
record SideTotals(int moves, long loss, int[] marks) {

    static SideTotals of(int side, List<MoveReview> reviews) {
        int moves = 0;
        long loss = 0;
        int[] marks = new int[MoveMark.values().length];
        for (MoveReview r : reviews) {
            if (r.side() == side) {
                moves++;
                loss += r.loss();
                marks[r.mark().ordinal()]++;
            }
        }
        return new SideTotals(moves, loss, marks);
    }

    /** The average loss per move in internal units; 0 for a side that made no move. */
    double averageLoss() {
        return moves == 0 ? 0 : (double) loss / moves;
    }

    int count(MoveMark mark) {
        return marks[mark.ordinal()];
    }
}
