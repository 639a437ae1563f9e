package engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The picker hands out a node's moves exactly once each. In check it may take over evasions the search
 * generated ahead (to count them for the check extension): only for that very position, and only once.
 * Expected move sets come from {@link MoveGen#generateLegal}, which filters the full move list by trial
 * instead of by the evasion mask.
 */
class MovePickerTest {
    /** Black's king is checked along the e-file; only the king's step to d9 and the rook's block on e4 answer. */
    private static final String ROOK_CHECK = "4k4/9/9/9/9/r8/9/9/4R4/5K3 b - - 0 1";
    /** Black's king is checked along the d-file; only the horse's block on d5 answers. */
    private static final String BLOCK_WITH_HORSE = "3k5/9/2n6/9/9/9/9/9/9/3RK4 b - - 0 1";
    private static final String START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";

    private final MovePicker picker = new MovePicker(new See(), new History());

    @Test
    void evasionsGeneratedAheadAreHandedOutOnceEach() {
        Position p = new Position(ROOK_CHECK);
        assertEquals(Boards.set("e9d9", "a4e4"), Boards.legal(p));
        assertEquals(2, picker.generateEvasions(p));
        List<String> handedOut = drain(p);
        assertEquals(2, handedOut.size(), "moves " + handedOut);
        assertEquals(Boards.legal(p), Boards.set(handedOut.toArray(String[]::new)));
    }

    @Test
    void evasionsOfAnotherPositionAreNotHandedOut() {
        Position ahead = new Position(ROOK_CHECK);
        Position node = new Position(BLOCK_WITH_HORSE);
        picker.generateEvasions(ahead);
        assertEquals(List.of("c7d5"), drain(node));
    }

    /** Another node's moves overwrite the list: a second init of the first position must generate again. */
    @Test
    void evasionsGeneratedAheadServeOneInitOnly() {
        Position checked = new Position(ROOK_CHECK);
        picker.generateEvasions(checked);
        drain(checked);
        drain(new Position(START));
        List<String> again = drain(checked);
        assertEquals(2, again.size(), "moves " + again);
        assertEquals(Boards.legal(checked), Boards.set(again.toArray(String[]::new)));
    }

    private List<String> drain(Position p) {
        picker.init(p, Move.NONE, Move.NONE, Move.NONE, Move.NONE);
        List<String> moves = new ArrayList<>();
        int m;
        while ((m = picker.next(false)) != Move.NONE) {
            moves.add(Move.toIccs(m));
        }
        return moves;
    }
}
