package protocol.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.Move;
import engine.Position;
import engine.RuleJudge;
import engine.notation.GameRecord;
import engine.notation.Pgn;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** Match PGN carries a cutechess-style comment after every move: score/depth and time, or "book". */
class MoveCommentTest {
    private static final Pattern MOVE_AND_COMMENT = Pattern.compile("([a-i][0-9][a-i][0-9]) \\{([^}]*)\\}");
    private static final Pattern ENGINE_COMMENT = Pattern.compile("([+-]\\d+\\.\\d\\d|[+-]M\\d+)/\\d+ \\d+\\.\\d\\ds");

    @Test
    void scoresMatesAndTimesAreWrittenLikeCutechess() {
        assertEquals("+0.35/14 0.21s", MoveComment.of(new Reply(Reply.Kind.MOVE, "h2e2", true, 35, 14, 210, null)));
        assertEquals("-1.20/3 1.00s", MoveComment.of(new Reply(Reply.Kind.MOVE, "h2e2", true, -120, 3, 1000, null)));
        assertEquals("+M5/20 0.05s",
                MoveComment.of(new Reply(Reply.Kind.MOVE, "h2e2", true, Reply.MATE_CP - 5, 20, 50, null)));
        assertEquals("-M3/9 0.00s",
                MoveComment.of(new Reply(Reply.Kind.MOVE, "h2e2", true, -Reply.MATE_CP + 3, 9, 0, null)));
        assertEquals("0.50s", MoveComment.of(new Reply(Reply.Kind.MOVE, "h2e2", false, 0, 0, 500, null)));
    }

    /**
     * UCCI has no mate syntax: a mate is a bare number near the engine's mate value. Qilin's 29995 (mate in 5
     * plies) was written as +299.95; ElephantEye's 9993 (its mate value is 10000) as +99.93.
     */
    @Test
    void ucciMateScoresOfQilinAndElephantEyeAreWrittenAsMates() {
        assertEquals("+M3/20 0.05s", commentOf("info depth 20 score 29995 pv h2e2"));
        assertEquals("-M2/9 0.05s", commentOf("info depth 9 score -29996 pv h2e2"));
        assertEquals("+M4/12 0.05s", commentOf("info depth 12 score 9993 pv h2e2"));
        assertEquals("-M1/12 0.05s", commentOf("info depth 12 score -9999 pv h2e2"));
        // ElephantEye's win by its repetition rule: 9,900 less the plies
        assertEquals("+M2/12 0.05s", commentOf("info depth 12 score 9896 pv h2e2"));
        // evaluations stay pawns, however large
        assertEquals("+35.00/7 0.05s", commentOf("info depth 7 score 3500 pv h2e2"));
        assertEquals("-0.42/7 0.05s", commentOf("info depth 7 score -42 pv h2e2"));
        assertEquals("+M7/30 0.05s", commentOf("info depth 30 score mate 7 pv h2e2"));
    }

    private static String commentOf(String infoLine) {
        InfoParser info = new InfoParser();
        info.accept(infoLine);
        return MoveComment.of(new Reply(Reply.Kind.MOVE, "h2e2", info.hasScore(), info.score(), info.depth(), 50,
                null));
    }

    @Test
    void aRealGameIsWrittenWithAllCommentsAndReadsBack() throws Exception {
        List<String> cmd = List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "protocol.EngineLoop");
        EngineConfig qilin = new EngineConfig("qilin", cmd, null, EngineProtocol.UCI, Map.of("UseBook", "false"),
                TimeControl.nodes(1000));
        List<int[]> pairs = Schedule.pairs(2, false);
        Opening opening = new Opening(Position.startpos().fen(), List.of("h2e2", "h9g7"));
        List<GameSpec> schedule = Schedule.build(pairs, 1, 1, List.of(opening));
        Game.Settings settings = new Game.Settings(MatchCommand.DEFAULT_MARGIN_MS, 20_000,
                AdjudicationRules.standard().withMaxPlies(12), RuleJudge.Variant.DRAW);
        GameResult game = new Match(List.of(qilin, qilin), pairs, schedule, settings, 1, Match.Sinks.quiet())
                .run(Map.of()).get(0);
        String pgn = PgnWriter.format(game, "test", "here", LocalDate.of(2026, 1, 1));

        Matcher m = MOVE_AND_COMMENT.matcher(pgn.replace('\n', ' '));
        List<String> moves = new ArrayList<>();
        List<String> comments = new ArrayList<>();
        while (m.find()) {
            moves.add(m.group(1));
            comments.add(m.group(2));
        }
        assertEquals(game.moves(), moves, pgn);
        assertEquals(List.of("book", "book"), comments.subList(0, 2), pgn);
        for (String c : comments.subList(2, comments.size())) {
            assertTrue(ENGINE_COMMENT.matcher(c).matches(), "'" + c + "' in " + pgn);
        }
        GameRecord read = Pgn.read(pgn.getBytes(StandardCharsets.UTF_8)).games().get(0);
        assertEquals("Chinese Chess", read.tag("Game"), "the tag Xiangqi PGN readers look for: " + pgn);
        List<String> readMoves = new ArrayList<>();
        for (int move : read.moves()) {
            readMoves.add(Move.toIccs(move));
        }
        assertEquals(game.moves(), readMoves);
    }
}
