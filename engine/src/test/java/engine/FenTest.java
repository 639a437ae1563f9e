package engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import java.util.Random;
import org.junit.jupiter.api.Test;

class FenTest {
    private static final String START = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1";
    private static final String START_PLACEMENT = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR";
    /** A legal position with few pieces, used as the base of the error cases below. */
    private static final String BARE_KINGS = "4k4/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1";

    private static final long FUZZ_SEED = 0xF3A1L;
    private static final int FUZZ_CASES = 20_000;
    private static final String FUZZ_ALPHABET = "kabnrcpehKABNRCPEHxQ0123456789/ -wrbW+.;\t";

    private static void assertRejected(String fen, String... words) {
        FenException e = assertThrows(FenException.class, () -> new Position(fen), fen);
        String message = e.getMessage();
        assertNotNull(message, fen);
        for (String word : words) {
            assertTrue(message.toLowerCase(Locale.ROOT).contains(word),
                    "message for '" + fen + "' should mention '" + word + "': " + message);
        }
    }

    private static String placement(String fen) {
        return fen.split(" ")[0];
    }

    // ---------------------------------------------------------------- round trip

    @Test
    void startPositionRoundTripsExactly() {
        assertEquals(START, new Position(START).fen());
        assertEquals(START, new Position().fen());
    }

    @Test
    void suitePositionsKeepPlacementAndSide() {
        for (String fen : Boards.suiteFens()) {
            String[] fields = fen.split("\\s+");
            String written = new Position(fen).fen();
            String[] out = written.split(" ");
            assertEquals(fields[0], out[0], fen);
            assertEquals(fields[1], out[1], fen);
            assertEquals(written, new Position(written).fen(), "writing is stable for " + fen);
        }
    }

    @Test
    void countersRoundTrip() {
        String fen = "4k4/9/9/9/9/9/9/9/4A4/4K4 b - - 17 42";
        assertEquals(fen, new Position(fen).fen());
    }

    @Test
    void gamePlyCountsBothSidesFromTheMoveNumber() {
        assertEquals(0, new Position().gamePly());
        Position p = new Position("4k4/9/9/9/9/9/9/9/4A4/4K4 b - - 17 42");
        assertEquals(83, p.gamePly(), "41 full moves, then Red's 42nd");
        p.makeMove(Move.parse("e9d9"));
        assertEquals(84, p.gamePly());
    }

    @Test
    void blackToMoveIsKept() {
        Position p = new Position(START_PLACEMENT + " b - - 0 1");
        assertEquals(Piece.BLACK, p.sideToMove());
        assertEquals(START_PLACEMENT + " b - - 0 1", p.fen());
    }

    // ---------------------------------------------------------------- aliases

    @Test
    void sideLetterRMeansRed() {
        Position p = new Position(START_PLACEMENT + " r - - 0 1");
        assertEquals(Piece.RED, p.sideToMove());
        assertEquals(START, p.fen());
    }

    @Test
    void elephantAndHorseAliasLetters() {
        String aliased = "rheakaehr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RHEAKAEHR w - - 0 1";
        assertEquals(START, new Position(aliased).fen());
        assertEquals(new Position().key(), new Position(aliased).key());
    }

    @Test
    void missingTrailingFieldsDefault() {
        assertEquals(START, new Position(START_PLACEMENT).fen());
        assertEquals(START, new Position(START_PLACEMENT + " w").fen());
        assertEquals(START, new Position(START_PLACEMENT + " w - -").fen());
        assertEquals(START_PLACEMENT + " w - - 7 1", new Position(START_PLACEMENT + " w - - 7").fen());
    }

    // ---------------------------------------------------------------- errors

    @Test
    void rowWithTenFilesIsRejected() {
        assertRejected("4k5/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1", "files");
        assertRejected("4k4R/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1", "files");
    }

    @Test
    void rowWithEightFilesIsRejected() {
        assertRejected("4k3/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1", "files");
        assertRejected("4k4/9/9/9/9/9/9/8/4A4/4K4 w - - 0 1", "files");
    }

    @Test
    void wrongRowCountIsRejected() {
        assertRejected("4k4/9/9/9/9/9/9/4A4/4K4 w - - 0 1", "rows");
        assertRejected("4k4/9/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1", "rows");
    }

    @Test
    void unknownLetterIsRejected() {
        assertRejected("4k4/9/9/9/4x4/9/9/9/4A4/4K4 w - - 0 1", "letter");
        assertRejected("4k4/9/9/9/4Q4/9/9/9/4A4/4K4 w - - 0 1", "letter");
    }

    @Test
    void twoRedKingsAreRejected() {
        assertRejected("4k4/9/9/9/9/9/9/9/3KA4/4K4 w - - 0 1", "king");
    }

    @Test
    void morePiecesThanASideOwnsAreRejected() {
        // Every piece stands on a point it could reach; there are simply too many of them.
        assertRejected("4k4/9/9/9/PPPPPP3/9/9/9/4A4/4K4 w - - 0 1", "many", "pawn");
        assertRejected("4k4/9/9/9/9/9/9/9/4A4/3AKA3 w - - 0 1", "many", "advisor");
        assertRejected("4k4/9/9/9/9/9/9/9/4A4/RRR1K4 w - - 0 1", "many", "rook");
    }

    @Test
    void missingKingIsRejected() {
        assertRejected("9/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1", "black", "king");
        assertRejected("4k4/9/9/9/9/9/9/9/9/9 w - - 0 1", "red", "king");
    }

    @Test
    void kingOutsidePalaceIsRejected() {
        assertRejected("4k4/9/9/9/9/9/3K5/9/9/9 w - - 0 1", "palace");
        assertRejected("9/9/9/9/4k4/9/9/9/9/4K4 w - - 0 1", "palace");
        assertRejected("4k4/9/9/9/9/9/9/9/4A4/2K6 w - - 0 1", "palace");
    }

    @Test
    void advisorOutsideItsPalaceIsRejected() {
        assertRejected("4k4/9/9/9/9/9/9/9/2A6/3K5 w - - 0 1", "advisor", "palace");
        assertRejected("4k4/9/2a6/9/9/9/9/9/9/3K5 w - - 0 1", "advisor", "palace");
    }

    @Test
    void elephantAcrossTheRiverIsRejected() {
        assertRejected("4k4/9/9/2B6/9/9/9/9/4A4/4K4 w - - 0 1", "elephant", "river");
        assertRejected("4k4/9/9/9/9/9/9/9/3bA4/4K4 w - - 0 1", "elephant", "river");
    }

    /** Composed studies: placements no game reaches but the move rules cover are accepted and reported. */
    @Test
    void composedPlacementsAreAcceptedWithANote() {
        assertComposed("4k4/9/9/9/9/9/9/9/9/3KA4 w - - 0 1", "e0", "advisor");
        assertComposed("3ka4/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1", "e9", "advisor");
        assertComposed("4k4/9/9/9/9/9/9/9/4A4/4K3B w - - 0 1", "i0", "elephant");
        assertComposed("4k4/9/9/9/9/9/9/P8/4A4/4K4 w - - 0 1", "a2", "pawn");
        assertComposed("4k4/p8/9/9/9/9/9/9/4A4/4K4 w - - 0 1", "a8", "pawn");
        assertComposed("3k1p3/9/9/9/9/9/9/9/4A4/4K4 w", "f9", "pawn");
        assertComposed("4k4/9/9/9/9/1P7/9/9/4A4/4K4 w - - 0 1", "b4", "pawn");
        assertComposed("4k4/9/9/9/1p7/9/9/9/4A4/4K4 w - - 0 1", "b5", "pawn");
    }

    @Test
    void gamePositionsHaveNoNote() {
        List<String> notes = new java.util.ArrayList<>();
        new Position(Fen.START, notes::add);
        new Position("4k4/9/9/9/1P7/9/9/9/4A4/4K4 w - - 0 1", notes::add);
        assertEquals(List.of(), notes);
    }

    private static void assertComposed(String fen, String point, String piece) {
        List<String> notes = new java.util.ArrayList<>();
        Position p = new Position(fen, notes::add);
        assertEquals(fen.split(" ")[0], p.fen().split(" ")[0]);
        assertEquals(1, notes.size(), fen + ": " + notes);
        assertTrue(notes.get(0).contains(point) && notes.get(0).contains(piece), notes.get(0));
    }

    @Test
    void crossedPawnOnOddFileIsAccepted() {
        assertEquals(Piece.make(Piece.RED, Piece.PAWN),
                new Position("4k4/9/9/9/1P7/9/9/9/4A4/4K4 w - - 0 1").pieceAt(Square.of(1, 5)));
    }

    @Test
    void badSideLetterIsRejected() {
        assertRejected(START_PLACEMENT + " x - - 0 1", "side");
        assertRejected(START_PLACEMENT + " red - - 0 1", "side");
    }

    @Test
    void negativeCountersAreRejected() {
        assertRejected(START_PLACEMENT + " w - - -1 1", "negative");
        assertRejected(START_PLACEMENT + " w - - 0 -3", "negative");
    }

    @Test
    void nonNumericCountersAreRejected() {
        assertRejected(START_PLACEMENT + " w - - x 1", "number");
        assertRejected(START_PLACEMENT + " w - - 0 1.5", "number");
        assertRejected(START_PLACEMENT + " w - - 99999999999 1", "number");
    }

    @Test
    void sideToMoveThatCanCaptureTheKingIsRejected() {
        // Red rook on e5 sees the black king on e9 with red to move.
        assertRejected("4k4/9/9/9/4R4/9/9/9/9/3K5 w - - 0 1", "king");
        // Black horse on d2 attacks the red king on e0 (leg d1 free) with black to move.
        assertRejected("4k4/9/9/9/9/9/9/3n5/9/4K4 b - - 0 1", "king");
    }

    @Test
    void facingKingsAreRejected() {
        assertRejected("4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1", "king");
        assertRejected("4k4/9/9/9/9/9/9/9/9/4K4 b - - 0 1", "king");
    }

    @Test
    void sideNotToMoveMayBeInCheck() {
        // Black to move, the red king is not attacked; black is in check from the rook.
        Position p = new Position("4k4/9/9/9/4R4/9/9/9/9/3K5 b - - 0 1");
        assertTrue(p.inCheck());
    }

    @Test
    void emptyInputIsRejected() {
        assertRejected("", "empty");
        assertRejected("   ", "empty");
        assertThrows(FenException.class, () -> new Position((String) null));
    }

    // ---------------------------------------------------------------- fuzz

    @Test
    void mutatedFensThrowOnlyFenException() {
        Random random = new Random(FUZZ_SEED);
        List<String> seeds = Boards.startFens();
        int accepted = 0;
        for (int i = 0; i < FUZZ_CASES; i++) {
            String fen = i % 10 == 0 ? randomString(random) : mutate(seeds.get(random.nextInt(seeds.size())), random);
            Position p;
            try {
                p = new Position(fen);
            } catch (FenException e) {
                assertNotNull(e.getMessage(), fen);
                continue;
            } catch (RuntimeException e) {
                throw new AssertionError("'" + fen + "' threw " + e, e);
            }
            accepted++;
            String written = p.fen();
            assertEquals(written, new Position(written).fen(), "accepted '" + fen + "' must write a stable FEN");
            assertEquals(p.key(), p.computeKey(), fen);
        }
        assertTrue(accepted > 0, "some mutations should stay legal");
    }

    private static String randomString(Random random) {
        StringBuilder sb = new StringBuilder();
        int length = random.nextInt(120);
        for (int i = 0; i < length; i++) {
            sb.append(random.nextInt(4) == 0 ? (char) random.nextInt(0x3000) : pick(random));
        }
        return sb.toString();
    }

    private static String mutate(String fen, Random random) {
        StringBuilder sb = new StringBuilder(fen);
        int edits = 1 + random.nextInt(3);
        for (int e = 0; e < edits && sb.length() > 0; e++) {
            int at = random.nextInt(sb.length());
            switch (random.nextInt(4)) {
                case 0 -> sb.setCharAt(at, pick(random));
                case 1 -> sb.insert(at, pick(random));
                case 2 -> sb.deleteCharAt(at);
                default -> {
                    int other = random.nextInt(sb.length());
                    char c = sb.charAt(at);
                    sb.setCharAt(at, sb.charAt(other));
                    sb.setCharAt(other, c);
                }
            }
        }
        return sb.toString();
    }

    private static char pick(Random random) {
        return FUZZ_ALPHABET.charAt(random.nextInt(FUZZ_ALPHABET.length()));
    }
}
