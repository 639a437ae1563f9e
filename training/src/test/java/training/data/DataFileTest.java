package training.data;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.Move;
import engine.Position;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The binary data format: games round-trip, the reader replays and filters them, bad data is an error. */
class DataFileTest {
    /** h2e2 h9g7 from the start (ICCS), then the searched plies h0g2 and i9h9 with their scores. */
    private static GameData sample(String fen) {
        short[] opening = {(short) Move.parse("h2e2"), (short) Move.parse("h9g7")};
        short[] moves = {(short) Move.parse("h0g2"), (short) Move.parse("i9h9")};
        return new GameData(7, GameData.RED_WON, 3, fen, opening, moves, new short[] {35, -42});
    }

    private static byte[] write(GameData... games) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        DataFile.writeHeader(out);
        for (GameData g : games) {
            DataFile.writeGame(out, g);
        }
        return bytes.toByteArray();
    }

    @Test
    void gamesRoundTripWithTheirSizes() throws IOException {
        GameData initial = sample(null);
        GameData fromFen = sample(Position.startpos().fen());
        byte[] bytes = write(initial, fromFen);
        assertEquals(DataFile.HEADER_BYTES + DataFile.size(initial) + DataFile.size(fromFen), bytes.length);
        DataInputStream in = new DataInputStream(new ByteArrayInputStream(bytes));
        DataFile.readHeader(in);
        for (GameData expected : List.of(initial, fromFen)) {
            GameData g = DataFile.readGame(in);
            assertEquals(expected.index(), g.index());
            assertEquals(expected.result(), g.result());
            assertEquals(expected.termination(), g.termination());
            assertEquals(expected.startFen(), g.startFen());
            assertArrayEquals(expected.opening(), g.opening());
            assertArrayEquals(expected.moves(), g.moves());
            assertArrayEquals(expected.scores(), g.scores());
        }
        assertNull(DataFile.readGame(in), "the end");
        assertEquals(10 + 2 * 2 + 4 * 2, DataFile.size(initial), "10 bytes a game, 2 an opening ply, 4 a position");
    }

    @Test
    void theReaderReplaysFromTheOpeningAndFilters() throws IOException {
        List<String> seen = new ArrayList<>();
        DataReader.Count all = DataReader.read(new ByteArrayInputStream(write(sample(null))), DataReader.Filter.ALL,
                (p, score, game, ply) -> seen.add(p.fen().split(" ")[0] + " " + score + " " + game.redScore()));
        Position p = Position.startpos();
        for (String m : List.of("h2e2", "h9g7")) {
            p.makeMove(Move.parse(m));
        }
        assertEquals(p.fen().split(" ")[0] + " 35 1.0", seen.get(0));
        assertEquals(new DataReader.Count(1, 2, 2), all);
        DataReader.Count later = DataReader.read(new ByteArrayInputStream(write(sample(null))),
                new DataReader.Filter(1, true, true, 40), (q, score, game, ply) -> { });
        assertEquals(0, later.kept(), "ply 1 scores 42, beyond 40");
    }

    @Test
    void anIllegalMoveOrABadHeaderIsAnError() throws IOException {
        GameData g = sample(null);
        short[] moves = g.moves().clone();
        moves[1] = (short) Move.parse("a9a4"); // Black's rook through its own pawn
        GameData corrupt = new GameData(9, g.result(), g.termination(), null, g.opening(), moves, g.scores());
        IOException e = assertThrows(IOException.class, () -> DataReader.read(
                new ByteArrayInputStream(write(corrupt)), DataReader.Filter.ALL, (p, s, game, ply) -> { }));
        assertTrue(e.getMessage().startsWith("game 9, ply 1: a9a4 is not legal"), e.getMessage());
        byte[] text = "FEN ; 10 ; 1-0 and more text".getBytes();
        IOException notData = assertThrows(IOException.class, () -> DataReader.read(
                new ByteArrayInputStream(text), DataReader.Filter.ALL, (p, s, game, ply) -> { }));
        assertTrue(notData.getMessage().contains("not a Qilin data file"), notData.getMessage());
        byte[] cut = Arrays.copyOf(write(g, g), DataFile.HEADER_BYTES + DataFile.size(g) + 5);
        assertEquals(1, DataReader.read(new ByteArrayInputStream(cut), DataReader.Filter.ALL,
                (p, s, game, ply) -> { }).games(), "a game cut short ends the data");
    }
}
