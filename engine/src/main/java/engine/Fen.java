package engine;

import java.util.Locale;
import java.util.function.Consumer;

/**
 * Reading, checking and writing FEN, as described in the project's protocol notes.
 *
 * <p>What is refused is what the engine cannot play correctly: text that is not a board, a missing king, more
 * pieces of a kind than a side has slots for, the side to move able to capture the king, and pieces outside the
 * zone their move tables are built for (king and advisors outside their palace, elephants across the river).
 * Placements inside those zones that no game could reach (composed studies: a pawn behind its starting rank or
 * on an odd file before the river, an advisor or elephant off its usual points) move by the ordinary rules and
 * are accepted, each reported to the caller's listener.
 */
public final class Fen {
    /** The start position; public because game records ({@code engine.notation}) start from it by default. */
    public static final String START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

    private static final int PLACEMENT = 0;
    private static final int SIDE = 1;
    private static final int HALFMOVE = 4;
    private static final int FULLMOVE = 5;
    /** Pawns start on their side's rank 3 (0 is the back rank). */
    private static final int PAWN_START_RANK = 3;

    private Fen() {
    }

    /**
     * Loads a FEN into {@code p}. On error, throws {@link FenException}; {@code p} is then in an unspecified
     * state, so callers that must keep their position load into a fresh one.
     */
    static void load(Position p, String fen, Consumer<String> unusual) {
        if (fen == null || fen.isBlank()) {
            throw new FenException("empty FEN");
        }
        String[] fields = fen.trim().split("\\s+");
        int side = parseSide(fields.length > SIDE ? fields[SIDE] : "w");
        int halfmove = parseCount(fields, HALFMOVE, 0, "plies since capture");
        int fullmove = Math.max(1, parseCount(fields, FULLMOVE, 1, "move number"));
        p.clear(side, halfmove, fullmove);
        placePieces(p, fields[PLACEMENT], unusual);
        validate(p);
    }

    private static int parseSide(String s) {
        return switch (s) {
            case "w", "r", "W", "R" -> Piece.RED;
            case "b", "B" -> Piece.BLACK;
            default -> throw new FenException("side to move must be w, r or b, not '" + s + "'");
        };
    }

    private static int parseCount(String[] fields, int index, int absent, String what) {
        if (fields.length <= index || fields[index].equals("-")) {
            return absent;
        }
        try {
            int n = Integer.parseInt(fields[index]);
            if (n < 0) {
                throw new FenException(what + " must not be negative: " + n);
            }
            return n;
        } catch (NumberFormatException e) {
            throw new FenException(what + " is not a number: '" + fields[index] + "'");
        }
    }

    private static void placePieces(Position p, String placement, Consumer<String> unusual) {
        String[] rows = placement.split("/", -1);
        if (rows.length != Square.RANKS) {
            throw new FenException("the board needs 10 rows separated by '/', found " + rows.length);
        }
        for (int row = 0; row < Square.RANKS; row++) {
            int rank = Square.RANKS - 1 - row;
            int file = 0;
            for (char c : rows[row].toCharArray()) {
                if (c >= '1' && c <= '9') {
                    file += c - '0';
                    continue;
                }
                int code = Piece.fromFenChar(c);
                if (code < 0) {
                    throw new FenException("row " + (row + 1) + ": '" + c + "' is not a piece letter");
                }
                if (file >= Square.FILES) {
                    throw new FenException("row " + (row + 1) + " has more than 9 files");
                }
                int sq = Square.of(file, rank);
                checkPoint(code, sq, unusual);
                if (!p.place(code, sq)) {
                    throw new FenException("too many " + describe(code) + "s");
                }
                file++;
            }
            if (file != Square.FILES) {
                throw new FenException("row " + (row + 1) + " has " + file + " files, not 9");
            }
        }
    }

    /**
     * Rejects a piece outside the zone its move tables cover; reports one on a point inside that zone that no
     * game could bring it to.
     */
    private static void checkPoint(int code, int sq, Consumer<String> unusual) {
        int color = Piece.color(code);
        String where = describe(code) + " on " + Square.name(sq);
        switch (Piece.type(code)) {
            case Piece.KING -> {
                if (!Square.inPalace(color, sq)) {
                    throw new FenException(where + " is outside its palace");
                }
            }
            case Piece.ADVISOR -> {
                if (!Square.inPalace(color, sq)) {
                    throw new FenException(where + " is outside its palace");
                }
                boolean diagonalPoint = (Square.file(sq) + Square.rank(sq)) % 2 == (color == Piece.RED ? 1 : 0);
                if (!diagonalPoint) {
                    unusual.accept(where + " is not an advisor point");
                }
            }
            case Piece.ELEPHANT -> {
                if (!Square.ownSide(color, sq)) {
                    throw new FenException(where + " has crossed the river");
                }
                int f = Square.file(sq);
                int r = relativeRank(color, sq);
                if (r % 2 != 0 || f % 2 != 0 || (f / 2 + r / 2) % 2 != 1) {
                    unusual.accept(where + " is not an elephant point");
                }
            }
            case Piece.PAWN -> {
                int r = relativeRank(color, sq);
                if (r < PAWN_START_RANK) {
                    unusual.accept(where + " stands behind its starting rank");
                } else if (r <= Square.RED_RIVER_RANK && Square.file(sq) % 2 == 1) {
                    unusual.accept(where + " cannot be reached before crossing the river");
                }
            }
            default -> {
            }
        }
    }

    /** The rank as the piece's own side counts it: 0 is its back rank. */
    private static int relativeRank(int color, int sq) {
        return color == Piece.RED ? Square.rank(sq) : Square.RANKS - 1 - Square.rank(sq);
    }

    private static void validate(Position p) {
        for (int color = Piece.RED; color <= Piece.BLACK; color++) {
            if (p.kingSquare(color) == Square.NONE) {
                throw new FenException("no " + Piece.colorName(color) + " king");
            }
        }
        int them = p.side ^ 1;
        if (p.isAttacked(p.kingSquare(them), p.side)) {
            throw new FenException("the side to move can capture the " + Piece.colorName(them) + " king");
        }
    }

    private static String describe(int code) {
        return Piece.colorName(Piece.color(code)) + " " + Piece.typeName(Piece.type(code));
    }

    static String toFen(Position p) {
        StringBuilder sb = new StringBuilder(64);
        for (int rank = Square.RANKS - 1; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < Square.FILES; file++) {
                int code = p.pieceAt(Square.of(file, rank));
                if (code == Piece.EMPTY) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    sb.append(empty);
                    empty = 0;
                }
                sb.append(Piece.fenChar(code));
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        sb.append(p.sideToMove() == Piece.RED ? " w" : " b");
        sb.append(" - - ").append(p.halfmoveClock()).append(' ').append(p.fullmoveNumber());
        return sb.toString();
    }

    /**
     * A text board for humans, Black at the top as on a printed diagram, ranks numbered from {@code firstRank}
     * ({@link Move#ICCS_FIRST_RANK} or {@link Move#FAIRY_FIRST_RANK}, as the moves are written) in a column of
     * three characters.
     */
    static String diagram(Position p, int firstRank) {
        StringBuilder sb = new StringBuilder(512);
        for (int rank = Square.RANKS - 1; rank >= 0; rank--) {
            sb.append(String.format(Locale.ROOT, "%-3d", rank + firstRank));
            for (int file = 0; file < Square.FILES; file++) {
                int code = p.pieceAt(Square.of(file, rank));
                sb.append(code == Piece.EMPTY ? '.' : Piece.fenChar(code));
                sb.append(file < Square.FILES - 1 ? " " : "\n");
            }
            if (rank == Square.RED_RIVER_RANK + 1) {
                sb.append("   -----------------\n");
            }
        }
        sb.append("   a b c d e f g h i\n");
        return sb.toString();
    }
}
