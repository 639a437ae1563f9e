package protocol.report;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

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
     * a line over a frame whose x axis counts the games (0 at its left end, {@code games} at its right) and whose
     * y axis runs from 0 % at the bottom to 100 % at the top. The frame leaves margins for the axes' numbers.
     *
     * @param games how many games the x axis counts, at least 1
     */
    public record ScoreCurve(int games, List<Line> lines) {
        public static final int WIDTH = 640;
        public static final int HEIGHT = 240;
        /** Room left of the frame for the percentages. */
        private static final int LEFT = 48;
        private static final int RIGHT = 16;
        private static final int TOP = 10;
        /** Room under the frame for the game numbers and the axis' name. */
        private static final int BOTTOM = 40;
        /** Tick steps are 1, 2 or 5 times a power of ten, the smallest that cuts the axis into at most this many. */
        private static final int MAX_TICKS = 10;
        private static final int[] STEP_FACTORS = {1, 2, 5};

        /** One engine's line: its colour and the SVG polyline's points. */
        public record Line(String engine, String ink, String points) {
        }

        /** A number on an axis and where its tick stands (x for a game, y for a percentage). */
        public record Tick(String label, String at) {
        }

        /** The x of the point after {@code game} games, in a curve over {@code games}. */
        public static double x(int game, int games) {
            return LEFT + (double) game * (WIDTH - LEFT - RIGHT) / games;
        }

        /** The y of a score {@code share} (0 to 1). */
        public static double y(double share) {
            return TOP + (1 - share) * (HEIGHT - TOP - BOTTOM);
        }

        /** Game numbers along the x axis: 0, then every step of 1, 2 or 5 times a power of ten up to the games. */
        public List<Tick> gameTicks() {
            int step = tickStep(games);
            List<Tick> ticks = new ArrayList<>();
            for (int g = 0; g <= games; g += step) {
                ticks.add(new Tick(String.valueOf(g), coordinate(x(g, games))));
            }
            return List.copyOf(ticks);
        }

        private static int tickStep(int games) {
            for (int scale = 1; ; scale *= 10) {
                for (int factor : STEP_FACTORS) {
                    if (factor * scale * MAX_TICKS >= games) {
                        return factor * scale;
                    }
                }
            }
        }

        /** 0 %, 50 % and 100 % along the y axis. */
        public List<Tick> shareTicks() {
            return List.of(new Tick("0 %", coordinate(y(0))), new Tick("50 %", coordinate(y(0.5))),
                    new Tick("100 %", coordinate(y(1))));
        }

        private static String coordinate(double v) {
            return String.format(Locale.ROOT, "%.1f", v);
        }

        public int width() {
            return WIDTH;
        }

        public int height() {
            return HEIGHT;
        }

        public int left() {
            return LEFT;
        }

        public int right() {
            return WIDTH - RIGHT;
        }

        public int top() {
            return TOP;
        }

        /** The frame's bottom edge: the x axis. */
        public int bottom() {
            return HEIGHT - BOTTOM;
        }
    }
}
