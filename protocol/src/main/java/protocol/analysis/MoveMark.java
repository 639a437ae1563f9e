package protocol.analysis;

import java.util.Locale;

/**
 * How bad a move was, judged by how much of the best move's score it gave away. Thresholds are in pawns of
 * capped scores (see {@link ScoreText#DECIDED}); the NAGs are the PGN standard's for these marks.
 */
enum MoveMark {
    NONE("", 0, 0),
    INACCURACY("?!", 6, 50),
    MISTAKE("?", 2, 100),
    BLUNDER("??", 4, 300);

    final String symbol;
    final int nag;
    /** The smallest loss, in internal units, that earns the mark. */
    final int minLoss;

    MoveMark(String symbol, int nag, int minLoss) {
        this.symbol = symbol;
        this.nag = nag;
        this.minLoss = minLoss;
    }

    /** The mark's name for style sheets ({@code blunder}); empty for no mark. */
    String cssClass() {
        return this == NONE ? "" : name().toLowerCase(Locale.ROOT);
    }

    /** The worst mark the loss reaches. */
    static MoveMark forLoss(int loss) {
        MoveMark mark = NONE;
        for (MoveMark m : values()) {
            if (m != NONE && loss >= m.minLoss) {
                mark = m;
            }
        }
        return mark;
    }
}
