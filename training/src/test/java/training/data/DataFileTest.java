package training.data;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.Move;
import engine.Position;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The binary data format: games round-trip, the reader replays and filters them, bad data is an error. */
class DataFileTest {
    /** h2e2 h9g7 from the start (ICCS), then the searched plies h0g2 and i9h9 with their scores. */
    private static GameData sample(String fen) {
        short[] opening = {(short) Move.parse("h2e2"), (short) Move.parse("h9g7")};
        short[] moves = {(short) Move.parse("h0g2"), (short) Move.parse("i9h9")};
        return new GameData(7, GameData.RED_WON, 3, fen, opening, moves, new short[] {35, -42});
    }

    private static final Provenance PROVENANCE = Provenance.of(Map.of("generator", "a test", "seed", "7"));

    private static byte[] write(GameData... games) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DataOutputStream out = new DataOutputStream(bytes);
        DataFile.writeHeader(out, PROVENANCE);
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
        assertEquals(DataFile.headerBytes(PROVENANCE) + DataFile.size(initial) + DataFile.size(fromFen),
                bytes.length);
        GameReader in = new GameReader(new ByteArrayInputStream(bytes));
        assertEquals(PROVENANCE, in.provenance());
        for (GameData expected : List.of(initial, fromFen)) {
            GameData g = in.next();
            assertEquals(expected.index(), g.index());
            assertEquals(expected.result(), g.result());
            assertEquals(expected.termination(), g.termination());
            assertEquals(expected.startFen(), g.startFen());
            assertArrayEquals(expected.opening(), g.opening());
            assertArrayEquals(expected.moves(), g.moves());
            assertArrayEquals(expected.scores(), g.scores());
        }
        assertNull(in.next(), "the end");
        assertNull(in.stopReason(), "a clean end");
        assertEquals(bytes.length, in.wholeBytes());
        assertEquals(8 + 10 + 2 * 2 + 4 * 2, DataFile.size(initial),
                "8 bytes a frame, 10 a game, 2 an opening ply, 4 a position");
        assertEquals(16 + "generator=a test\nseed=7\n".length() + 4, DataFile.headerBytes(PROVENANCE),
                "16 fixed bytes, the text, its checksum");
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
        byte[] cut = Arrays.copyOf(write(g, g), DataFile.headerBytes(PROVENANCE) + DataFile.size(g) + 5);
        assertEquals(1, DataReader.read(new ByteArrayInputStream(cut), DataReader.Filter.ALL,
                (p, s, game, ply) -> { }).games(), "a game cut short ends the data");
    }

    /**
     * A flipped bit in a score is damage the checksum finds: the reader stops before the game and says where,
     * never passing on a wrong score, and a look past it finds the whole game behind it.
     */
    @Test
    void aDamagedByteIsFoundAndLocated() throws IOException {
        GameData g = sample(null);
        byte[] bytes = write(g, g, g);
        int second = DataFile.headerBytes(PROVENANCE) + DataFile.size(g);
        bytes[second + DataFile.size(g) - 6] ^= 1; // the second game's last score
        IOException e = assertThrows(IOException.class, () -> DataReader.read(new ByteArrayInputStream(bytes),
                DataReader.Filter.ALL, (p, s, game, ply) -> { }));
        assertEquals("damaged at byte " + second + " (a game whose checksum fails), after 1 whole games",
                e.getMessage());
    }

    @Test
    void aScanTellsDamageBeforeGamesFromATailCutShort(@TempDir Path dir) throws IOException {
        GameData g = sample(null);
        int header = DataFile.headerBytes(PROVENANCE);
        byte[] bytes = write(g, g, g);
        bytes[header + DataFile.size(g) + 1] ^= 0x40; // the second game's frame length
        Path damaged = dir.resolve("damaged.qdat");
        Files.write(damaged, bytes);
        ShardScan scan = ShardScan.of(damaged);
        assertTrue(scan.damaged());
        assertEquals(1, scan.games());
        assertEquals(header + DataFile.size(g), scan.damagedAt());
        assertEquals(header + 2L * DataFile.size(g), scan.nextGameAt(), "the third game stands whole");
        assertEquals(0, scan.partialTail());

        Path cut = dir.resolve("cut.qdat");
        Files.write(cut, Arrays.copyOf(write(g, g, g), header + 2 * DataFile.size(g) + 9));
        ShardScan tail = ShardScan.of(cut);
        assertFalse(tail.damaged());
        assertEquals(2, tail.games());
        assertEquals(9, tail.partialTail());
        assertEquals(GameReader.CUT_SHORT, tail.reason());
        assertEquals(PROVENANCE, tail.provenance());
    }

    @Test
    void aDamagedHeaderIsRefused() throws IOException {
        byte[] bytes = write(sample(null));
        bytes[20] ^= 1; // inside the provenance text
        IOException e = assertThrows(IOException.class, () -> new GameReader(new ByteArrayInputStream(bytes)));
        assertEquals("damaged header (its checksum fails)", e.getMessage());
    }
}
