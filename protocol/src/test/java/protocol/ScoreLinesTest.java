package protocol;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.Score;
import engine.SearchInfo;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Every decisive score reaches the GUI as a mate (issue 13: "score cp 29738"). */
class ScoreLinesTest {
    private static String uciLine(int score) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Uci uci = new Uci(new Controller(), new Output(bytes));
        uci.info(new SearchInfo(9, 12, 1, score, 1000, 1000, 1, 0, new int[0]));
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void uciShowsRepetitionVerdictsAsMates() {
        assertContains(uciLine(29_738), " score mate 3 ");
        assertContains(uciLine(Score.repetitionWin(5)), " score mate 3 ");
        assertContains(uciLine(-Score.repetitionWin(4)), " score mate -2 ");
        assertContains(uciLine(Score.mateIn(9)), " score mate 5 ");
    }

    private static void assertContains(String line, String part) {
        assertTrue(line.contains(part), line);
    }

    @Test
    void ucciShowsThemNearTheMateValue() {
        assertEquals(Score.MATE - 5, Ucci.score(29_738));
        assertEquals(-(Score.MATE - 4), Ucci.score(-Score.repetitionWin(4)));
        assertEquals(Score.MATE - 3, Ucci.score(Score.mateIn(3)));
        assertEquals(100, Ucci.score(400));
    }
}
