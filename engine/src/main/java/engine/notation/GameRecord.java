package engine.notation;

import engine.Fen;
import engine.Position;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/** One game as a record holds it: the tags, the start position, the moves played and the result. */
public final class GameRecord {
    public static final String UNKNOWN_RESULT = "*";
    private static final int INITIAL_MOVES = 128;

    private final Map<String, String> tags = new LinkedHashMap<>();
    private String startFen = Fen.START;
    private int[] moves = new int[INITIAL_MOVES];
    private int count;
    private String result = UNKNOWN_RESULT;

    /** The tags in the order they were read or set; read-only. */
    public Map<String, String> tags() {
        return Collections.unmodifiableMap(tags);
    }

    /** A tag's value, or null when the game has no such tag. */
    public String tag(String name) {
        return tags.get(name);
    }

    public void setTag(String name, String value) {
        tags.put(name, value);
    }

    public String startFen() {
        return startFen;
    }

    /** Sets the start position; throws {@link FenException} if the FEN is not a legal position. */
    public void setStartFen(String fen) {
        startFen = new Position(fen).fen();
    }

    public boolean startsFromInitialPosition() {
        return startFen.equals(Fen.START);
    }

    public Position startPosition() {
        return new Position(startFen);
    }

    /** The position after all the moves. */
    public Position finalPosition() {
        Position p = startPosition();
        for (int i = 0; i < count; i++) {
            p.makeMove(moves[i]);
        }
        return p;
    }

    public int moveCount() {
        return count;
    }

    /** The move of a ply, counted from 0. */
    public int move(int ply) {
        if (ply < 0 || ply >= count) {
            throw new IndexOutOfBoundsException("ply " + ply + " of " + count);
        }
        return moves[ply];
    }

    /** A copy of the moves in order. */
    public int[] moves() {
        return Arrays.copyOf(moves, count);
    }

    /** Appends a move; the caller has checked that it is legal where it is played. */
    public void addMove(int move) {
        if (count == moves.length) {
            moves = Arrays.copyOf(moves, 2 * count);
        }
        moves[count++] = move;
    }

    /** "1-0", "0-1", "1/2-1/2" or "*". */
    public String result() {
        return result;
    }

    public void setResult(String result) {
        this.result = result;
    }
}
