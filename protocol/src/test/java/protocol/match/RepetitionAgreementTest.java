package protocol.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.Move;
import engine.Position;
import engine.RuleJudge;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The match adjudicator and the engine's judge agree on every case of {@code test-positions/repetition.epd}:
 * playing the cycle twice, the third occurrence ends the game with the file's verdict, under CHINESE rules
 * ({@code verdict}) and under ASIAN rules ({@code asian} where given, else {@code verdict}).
 */
class RepetitionAgreementTest {

    @Test
    void adjudicatorAgreesWithTheFile() throws IOException {
        int cases = 0;
        for (String line : Files.readAllLines(epd())) {
            if (line.isBlank() || line.startsWith("#")) {
                continue;
            }
            String[] parts = line.split(";");
            String head = parts[0].trim().substring("fen ".length());
            int m = head.indexOf(" moves ");
            String fen = head.substring(0, m).trim();
            String[] cycle = head.substring(m + " moves ".length()).trim().split("\\s+");
            String chinese = field(parts, "verdict");
            String asian = field(parts, "asian");
            String name = field(parts, "case");
            assertNotNull(chinese, line);
            assertNotNull(name, line);
            check(RuleJudge.Variant.CHINESE, fen, cycle, chinese, name);
            check(RuleJudge.Variant.ASIAN, fen, cycle, asian == null ? chinese : asian, name + " (asian)");
            cases++;
        }
        assertTrue(cases > 0, "no cases read");
    }

    private static void check(RuleJudge.Variant variant, String fen, String[] cycle, String expected, String name) {
        Adjudicator rules = new Adjudicator(AdjudicationRules.standard(), variant);
        Position p = new Position(fen);
        Verdict verdict = null;
        for (int round = 0; round < 2; round++) {
            for (String move : cycle) {
                assertNull(verdict, name + ": ended early");
                verdict = rules.repetition(p);
                p.makeMove(Move.parse(move));
            }
        }
        assertNull(verdict, name + ": ended before the third occurrence");
        verdict = rules.repetition(p);
        assertNotNull(verdict, name);
        assertEquals(expected, text(verdict.outcome()), name);
        RuleJudge.Ruling ruling = new RuleJudge().judge(p, cycle.length, variant);
        int loser = ruling.sign() < 0 ? p.sideToMove() : p.sideToMove() ^ 1;
        assertEquals(expected, ruling.decisive() ? (loser == 0 ? "red-loses" : "black-loses") : "draw", name);
        if (ruling.decisive()) {
            assertEquals(ruling.byCheck() ? Termination.PERPETUAL_CHECK : Termination.PERPETUAL_CHASE,
                    verdict.termination(), name);
        }
    }

    /** The value of the {@code key value} field among a line's parts, or null. */
    private static String field(String[] parts, String key) {
        for (int i = 1; i < parts.length; i++) {
            String f = parts[i].trim();
            if (f.startsWith(key + " ")) {
                return f.substring(key.length() + 1).trim();
            }
        }
        return null;
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
