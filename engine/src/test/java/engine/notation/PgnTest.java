package engine.notation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import engine.Move;
import engine.MoveGen;
import engine.notation.Notation.Format;
import engine.Position;
import engine.TestPositions;
import java.io.IOException;
import java.io.StringReader;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class PgnTest {
    /** The shared game records live beside the repository, never inside it. */
    private static final String SHARED_PGN = "../shared/test-data/pgn";
    /** A Chinese move token in the records: four or five CJK or full-width characters. */
    private static final Pattern CHINESE_MOVE = Pattern.compile("[\\u4e00-\\u9fff\\uff10-\\uff19]{4,5}");
    private static final Pattern MOVE_LINE = Pattern.compile("^\\s*\\d+\\.");
    private static final long SEED = 2006L;

    private static final String OPENING = "[Game \"Chinese Chess\"]\n[Red \"宝岛一号\"]\n[Result \"1-0\"]\n\n"
            + "1. 炮二平五 马８进７\n2. 马二进三 车９平８\n1-0\n";

    // ---------------------------------------------------------------- the real records

    @Test
    void everySharedGameParsesToItsEnd() throws IOException {
        Path dir = TestPositions.root().resolve(SHARED_PGN).normalize();
        assumeTrue(Files.isDirectory(dir), "no shared game records at " + dir);
        int files = 0;
        try (DirectoryStream<Path> pgns = Files.newDirectoryStream(dir, "*.pgn")) {
            for (Path file : pgns) {
                files++;
                checkRecord(file);
            }
        }
        assumeTrue(files > 0, "no .pgn files in " + dir);
    }

    private static void checkRecord(Path file) throws IOException {
        byte[] bytes = Files.readAllBytes(file);
        Pgn.ReadResult read = Pgn.read(bytes);
        assertEquals(List.of(), read.problems(), file.toString());
        assertEquals(1, read.games().size(), file.toString());
        GameRecord game = read.games().get(0);
        List<String> recorded = chineseMovesIn(TextCharset.decode(bytes));
        assertEquals(recorded.size(), game.moveCount(), file.toString());
        assertEquals(recorded, chineseMovesIn(Pgn.write(game, Format.CHINESE)), "written as the record writes it");
        assertEquals(game.tag("Result"), game.result(), file.toString());
        for (Format format : Format.values()) {
            assertSameGame(game, readOne(Pgn.write(game, format)));
        }
    }

    /** The Chinese move tokens on numbered lines: what a full read must have played. */
    private static List<String> chineseMovesIn(String text) {
        List<String> moves = new ArrayList<>();
        for (String line : text.split("\n")) {
            if (MOVE_LINE.matcher(line).find()) {
                Matcher m = CHINESE_MOVE.matcher(line);
                while (m.find()) {
                    moves.add(m.group());
                }
            }
        }
        return moves;
    }

    // ---------------------------------------------------------------- charsets

    @Test
    void gbkBytesAreDetectedAndDecoded() {
        byte[] gbk = OPENING.getBytes(Charset.forName("GBK"));
        assertFalse(TextCharset.isStrictUtf8(gbk));
        assertEquals(TextCharset.GB18030, TextCharset.detect(gbk));
        assertEquals(OPENING, TextCharset.decode(gbk));
        GameRecord game = Pgn.read(gbk).games().get(0);
        assertEquals("宝岛一号", game.tag("Red"));
        assertEquals(4, game.moveCount());

        byte[] utf8 = OPENING.getBytes(StandardCharsets.UTF_8);
        assertEquals(StandardCharsets.UTF_8, TextCharset.detect(utf8));
        byte[] withBom = ("\uFEFF" + OPENING).getBytes(StandardCharsets.UTF_8);
        assertEquals(OPENING, TextCharset.decode(withBom));
        assertEquals(4, Pgn.read(withBom).games().get(0).moveCount());
    }

    // ---------------------------------------------------------------- syntax

    @Test
    void commentsVariationsNagsAndMixedNotations() throws IOException {
        String text = "junk before the first game\n"
                + "[Game \"Chinese Chess\"]\n[Event \"a \\\"quoted\\\" name\"]\n\n"
                + "1. 炮二平五 {centre cannon\n spanning lines} 马８进７ $1\n"
                + "2.H2+3 (2. 马二进三 车９平８ (2... 卒７进１)) R9.8 ; rest is a comment 3. h0g2\n"
                + "3. B0-C2?! 3... b9c7 4.i0h0 *\n"
                + "======\nhttps://example.org/ banner\n";
        Pgn.ReadResult read = Pgn.read(new StringReader(text));
        assertEquals(List.of(), read.problems());
        assertEquals(1, read.games().size());
        GameRecord game = read.games().get(0);
        assertEquals("a \"quoted\" name", game.tag("Event"));
        assertEquals("*", game.result());
        assertEquals("h2e2 h9g7 h0g2 i9h9 b0c2 b9c7 i0h0", iccs(game));
    }

    @Test
    void fenTagAndBlackToMove() {
        String fen = "3k5/9/9/9/9/9/9/9/9/3AKA3 b - - 0 1";
        String text = "[Game \"Chinese Chess\"]\n[FEN \"" + fen + "\"]\n[Format \"WXF\"]\n\n"
                + "1. ... K4+1 2. A6+5 K4-1 0-1\n";
        GameRecord game = readOne(text);
        assertEquals("d9d8 d0e1 d8d9", iccs(game));
        assertFalse(game.startsFromInitialPosition());
        assertEquals("0-1", game.result());
        assertSameGame(game, readOne(Pgn.write(game, Format.CHINESE)));
    }

    @Test
    void tagsAloneAndTaglessGames() {
        Pgn.ReadResult read = Pgn.read("1. h2e2 h9g7 1/2-1/2\n\n[Game \"Chinese Chess\"]\n[Round \"3\"]\n");
        assertEquals(List.of(), read.problems());
        assertEquals(2, read.games().size());
        assertEquals("1/2-1/2", read.games().get(0).result());
        assertEquals(0, read.games().get(1).moveCount());
        assertEquals(new Position().fen(), read.games().get(1).startFen());
        assertTrue(read.games().get(1).startsFromInitialPosition());
    }

    // ---------------------------------------------------------------- malformed input

    @Test
    void malformedGamesAreReportedAndSkipped() {
        String text = game("1", "1. 炮二平五 马８进７ 2. 马二进三 车９平８ 1-0")
                + "=====\n欢迎访问\n"
                + game("2", "1. 炮二平五 马８进７ 2. 车一进五 车９平８ 1-0")
                + game("3", "1. 炮二平五 马８进７ {never closed\n2. 马二进三\n")
                + game("4", "1. h2e2 @@@ h9g7 *")
                + game("5", "1. h2e2 h9g7 2. e2e7 *")
                + game("6", "1. 马二进三 (1. 炮二平五 {open variation 0-1\n")
                + game("7", "1. C2.5 H8+7 2. H2+3 1-0")
                + "https://www.xqbase.com/\n";
        Pgn.ReadResult read = Pgn.read(text);
        List<String> problems = new ArrayList<>();
        for (Pgn.Problem p : read.problems()) {
            problems.add(p.game() + "/" + p.ply());
        }
        assertEquals(List.of("2/3", "3/3", "4/2", "5/3", "6/2"), problems, read.problems().toString());
        List<String> rounds = new ArrayList<>();
        for (GameRecord g : read.games()) {
            rounds.add(g.tag("Round"));
        }
        assertEquals(List.of("1", "7"), rounds);
        assertEquals(3, read.games().get(1).moveCount());
    }

    @Test
    void badFenIsReported() {
        Pgn.ReadResult read = Pgn.read("[FEN \"not a fen\"]\n1. h2e2 *\n" + game("2", "1. h2e2 *"));
        assertEquals(1, read.problems().size());
        assertEquals(1, read.problems().get(0).game());
        assertEquals(0, read.problems().get(0).ply());
        assertEquals(1, read.games().size());
    }

    // ---------------------------------------------------------------- write and read back

    @Test
    void writeThenReadGivesTheSameGames() {
        Random random = new Random(SEED);
        List<GameRecord> games = new ArrayList<>();
        for (int i = 0; i < 6; i++) {
            games.add(randomGame(random, i));
        }
        for (Format format : Format.values()) {
            Pgn.ReadResult read = Pgn.read(Pgn.write(games, format));
            assertEquals(List.of(), read.problems(), format.toString());
            assertEquals(games.size(), read.games().size());
            for (int i = 0; i < games.size(); i++) {
                assertSameGame(games.get(i), read.games().get(i));
                assertEquals(format == Format.CHINESE ? "Chinese" : format.name(), read.games().get(i).tag("Format"));
            }
        }
    }

    private static GameRecord randomGame(Random random, int index) {
        GameRecord game = new GameRecord();
        game.setTag("Event", "random \"" + index + "\"");
        game.setTag("Red", "红方\\" + index);
        if (index % 2 == 1) {
            game.setStartFen("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1");
        }
        Position p = game.startPosition();
        int[] moves = new int[MoveGen.MAX_MOVES];
        for (int ply = 0; ply < 200; ply++) {
            int n = MoveGen.generateLegal(p, moves, 0);
            if (n == 0) {
                break;
            }
            int move = moves[random.nextInt(n)];
            game.addMove(move);
            p.makeMove(move);
        }
        game.setResult(index % 3 == 0 ? "1-0" : index % 3 == 1 ? "1/2-1/2" : "*");
        return game;
    }

    // ---------------------------------------------------------------- helpers

    private static String game(String round, String moves) {
        return "[Game \"Chinese Chess\"]\n[Round \"" + round + "\"]\n\n" + moves + "\n";
    }

    private static GameRecord readOne(String text) {
        Pgn.ReadResult read = Pgn.read(text);
        assertEquals(List.of(), read.problems(), text);
        assertEquals(1, read.games().size(), text);
        return read.games().get(0);
    }

    private static void assertSameGame(GameRecord expected, GameRecord actual) {
        assertArrayEquals(expected.moves(), actual.moves());
        assertEquals(expected.startFen(), actual.startFen());
        assertEquals(expected.result(), actual.result());
        for (var tag : expected.tags().entrySet()) {
            if (!tag.getKey().equals("Format") && !tag.getKey().equals("Result")) {
                assertEquals(tag.getValue(), actual.tag(tag.getKey()), tag.getKey());
            }
        }
    }

    private static String iccs(GameRecord game) {
        StringBuilder sb = new StringBuilder();
        for (int move : game.moves()) {
            sb.append(sb.length() == 0 ? "" : " ").append(Move.toIccs(move));
        }
        return sb.toString();
    }
}
