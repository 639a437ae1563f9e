package protocol.report;

import engine.Position;
import java.util.List;

/**
 * What the HTML page of a reviewed game shows, as text ready to print: {@code game.jte} lays it out and escapes
 * it. Scores are from Red's view, as game records give them.
 *
 * @param title   the page's title: the players and the result
 * @param tags    the game's PGN tags, in the file's order
 * @param method  how the moves were scored (engine, limit per move)
 * @param plies   the start position first (index 0, no move), then the position after each move
 * @param graph   the evaluation graph over {@code plies}
 * @param sides   the review's summary: Red's row, then Black's
 */
public record GamePage(String title, List<Tag> tags, String method, List<Ply> plies, EvalGraph graph,
        List<SideSummary> sides) {

    /** A PGN tag. */
    public record Tag(String name, String value) {
    }

    /**
     * A position of the game and the move that led to it.
     *
     * @param index     plies played to reach the position
     * @param fen       the position
     * @param number    the move's number as a record prints it: {@code 12.} for Red, {@code 12...} for Black
     * @param played    the move played in Chinese notation, {@code iccs} in coordinates
     * @param score     the played move's score
     * @param best      the engine's best move ({@code bestIccs} in coordinates) and its {@code bestScore}
     * @param line      the better line, in full, when the engine preferred another move to a non-book one; for
     *                  the position a page starts from, the engine's verdict on it, if it has one
     * @param loss      what the played move gave away, in pawns
     * @param mark      {@code ?!}, {@code ?}, {@code ??}, {@code book} or empty; {@code markClass} names it for
     *                  the style sheet
     * @param arrows    the move played and, when it differs, the better one
     */
    public record Ply(int index, String fen, String number, String played, String iccs, String score,
            String best, String bestIccs, String bestScore, String line, String loss, String mark, String markClass,
            List<BoardPicture.Arrow> arrows) {

        /**
         * What the page says under the board: the move (in Chinese notation and in coordinates, which read
         * without a Chinese font) with its score and mark, or for the first position the engine's verdict or that
         * the game starts here.
         */
        public String caption() {
            if (index == 0) {
                return line.isEmpty() ? "start position" : line;
            }
            String text = number + " " + played + " " + iccs + "  " + score;
            return mark.isEmpty() ? text
                    : text + "  " + mark + (hasBetterMove() ? "  (better: " + best + " " + bestIccs + ")" : "");
        }

        /** Whether the engine preferred another move: the row then shows the better line. */
        public boolean hasBetterMove() {
            return !best.equals(played);
        }
    }

    /** One side's totals: moves, average loss in pawns, counts of {@code ?!}, {@code ?} and {@code ??}. */
    public record SideSummary(String side, String player, int moves, String averageLoss, int inaccuracies,
            int mistakes, int blunders) {
    }

    /** The diagram the page opens with: the start position, no arrows. */
    public BoardPicture board() {
        return BoardPicture.of(new Position(plies.get(0).fen()), List.of());
    }

    /** The positions reached by a move, for the move table. */
    public List<Ply> moves() {
        return plies.subList(1, plies.size());
    }

    /** The x of every file and the y of every rank, for the script to place pieces. */
    public int[] fileXs() {
        return BoardPicture.fileXs();
    }

    public int[] rankYs() {
        return BoardPicture.rankYs();
    }
}
