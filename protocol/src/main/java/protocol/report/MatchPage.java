package protocol.report;

import java.util.List;

/**
 * What the HTML page of a match shows, as text ready to print ({@code match.jte} lays it out and escapes it).
 *
 * @param title        what was played: the engines and the number of games
 * @param source       the PGN file the page was made from
 * @param engines      the engines, in the order they first appear
 * @param cross        per engine, its points against each engine of {@code engines} ({@code 3.5/6}; empty
 *                     against itself)
 * @param encounters   each pair's games with Elo ± 95 % and LOS, from the first engine's view
 * @param standings    each engine against the field, best score first
 * @param usage        per engine, the depth and time its moves took
 * @param terminations how the games ended, most frequent first
 * @param curve        each engine's score over the games
 */
public record MatchPage(String title, String source, List<String> engines, List<CrossRow> cross,
        List<Encounter> encounters, List<Standing> standings, List<Usage> usage, List<Count> terminations,
        ScoreCurve curve) {

    /** Whether the games' moves were recorded (a PGN), so the depth and time table has something to show. */
    public boolean recordsMoves() {
        return usage.stream().anyMatch(u -> u.moves() > 0);
    }

    /** One engine's row of the cross table. */
    public record CrossRow(String engine, List<String> cells) {
    }

    /** Two engines' games: wins, losses and draws of the first, its score, Elo with its 95 % error, and LOS. */
    public record Encounter(String first, String second, int wins, int losses, int draws, String score,
            String elo, String los) {
    }

    /** An engine against the field. */
    public record Standing(int rank, String engine, int games, int wins, int losses, int draws, String score,
            String elo) {
    }

    /** What an engine's moves cost: how many it searched, their average depth and seconds, and the total. */
    public record Usage(String engine, int moves, String depth, String seconds, String total) {
    }

    /** How many games ended one way. */
    public record Count(String what, int games) {
    }

    /**
     * Each engine's running score (points over games played so far) after each of the match's games, drawn as
     * a line: y is 0 at 100 % and {@link #HEIGHT} at 0 %, x runs over the match's games.
     */
    public record ScoreCurve(List<Line> lines) {
        public static final int WIDTH = 640;
        public static final int HEIGHT = 200;

        /** One engine's line: its colour and the SVG polyline's points. */
        public record Line(String engine, String ink, String points) {
        }

        public int width() {
            return WIDTH;
        }

        public int height() {
            return HEIGHT;
        }

        public int middle() {
            return HEIGHT / 2;
        }
    }
}
