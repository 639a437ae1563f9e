package book;

import engine.Move;
import engine.Square;

/**
 * ElephantEye's board numbering: a 16×16 array with the 9×10 board at files 3..11 and ranks 3..12, point
 * {@code file + 16·rank}, rank 3 at Black's side (so Qilin's a9 is 0x33 and a0 0xC3). A move is
 * {@code from + 256·to}.
 */
public final class ElephantEyeBoard {
    private static final int OFFSET = 3;
    private static final int BOTTOM_RANK = 12;
    private static final int WIDTH = 16;
    private static final int POINT_MASK = 0xFF;
    private static final int TO_SHIFT = 8;

    private ElephantEyeBoard() {
    }

    /** ElephantEye's point for a Qilin square. */
    public static int point(int sq) {
        return Square.file(sq) + OFFSET + WIDTH * (BOTTOM_RANK - Square.rank(sq));
    }

    /** ElephantEye's 16-bit move for a Qilin move. */
    public static int move(int move) {
        return point(Move.from(move)) | point(Move.to(move)) << TO_SHIFT;
    }

    /** The Qilin move of ElephantEye's 16-bit move, or {@link Move#NONE} when a point is off the board. */
    public static int toQilin(int eleeyeMove) {
        int from = square(eleeyeMove & POINT_MASK);
        int to = square(eleeyeMove >>> TO_SHIFT & POINT_MASK);
        return from == Square.NONE || to == Square.NONE ? Move.NONE : Move.of(from, to);
    }

    private static int square(int point) {
        int file = point % WIDTH - OFFSET;
        int rank = BOTTOM_RANK - point / WIDTH;
        return Square.onBoard(file, rank) ? Square.of(file, rank) : Square.NONE;
    }
}
