package protocol.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import engine.Move;
import engine.Position;
import engine.RuleJudge;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The match adjudicator and the engine's judge agree on every case of {@code test-positions/repetition.epd}:
 * playing the cycle twice, the third occurrence ends the game with the file's verdict.
 */
class RepetitionAgreementTest {

    @Test
    void adjudicatorAgreesWithTheFile() throws IOException {
        RepetitionJudge rules = RepetitionJudge.rules(RuleJudge.Variant.CHINESE);
        RuleJudge engineJudge = new RuleJudge();
        for (String line : Files.readAllLines(epd())) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] parts = line.split(";");
            String head = parts[0].trim().substring("fen ".length());
            int m = head.indexOf(" moves ");
            String[] cycle = head.substring(m + " moves ".length()).trim().split("\\s+");
            String expected = parts[1].trim().substring("verdict ".length());
            String name = parts[2].trim();
            Position p = new Position(head.substring(0, m).trim());
            Verdict verdict = null;
            for (int round = 0; round < 2; round++) {
                for (String move : cycle) {
                    assertNull(verdict, name + ": ended early");
                    verdict = rules.judge(p);
                    p.makeMove(Move.parse(move));
                }
            }
            assertNull(verdict, name + ": ended before the third occurrence");
            verdict = rules.judge(p);
            assertNotNull(verdict, name);
            assertEquals(expected, text(verdict.outcome()), name);
            RuleJudge.Ruling ruling = engineJudge.judge(p, cycle.length, RuleJudge.Variant.CHINESE);
            int loser = ruling.sign() < 0 ? p.sideToMove() : p.sideToMove() ^ 1;
            assertEquals(expected, ruling.decisive() ? (loser == 0 ? "red-loses" : "black-loses") : "draw", name);
            if (ruling.decisive()) {
                assertEquals(ruling.byCheck() ? Termination.PERPETUAL_CHECK : Termination.PERPETUAL_CHASE,
                        verdict.termination(), name);
            }
        }
    }

    private static String text(Outcome outcome) {
        return switch (outcome) {
            case RED_WINS -> "black-loses";
            case BLACK_WINS -> "red-loses";
            case DRAW -> "draw";
        };
    }

    private static Path epd() {
        Path dir = Path.of("").toAbsolutePath();
        while (dir != null && !Files.isDirectory(dir.resolve("test-positions"))) {
            dir = dir.getParent();
        }
        return dir.resolve("test-positions").resolve("repetition.epd");
    }
}
