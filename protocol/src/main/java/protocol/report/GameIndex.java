package protocol.report;

import java.util.List;

/**
 * The index page of reviewed games: one row per game, linking to its page.
 *
 * @param method how the moves were scored (engine, limit per move)
 * @param games  the rows, in the order the games were given
 */
public record GameIndex(String method, List<Row> games) {

    /**
     * One game: its page ({@code href}, relative to the index), players, result, length and each side's average
     * loss in pawns and count of {@code ??}.
     */
    public record Row(String href, String name, String red, String black, String result, int plies,
            String redLoss, String blackLoss, int redBlunders, int blackBlunders) {
    }
}
