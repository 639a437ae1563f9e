package protocol.report;

import engine.Score;
import engine.WinModel;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The evaluation graph beneath the board: Red's expected share of the point after each ply (a win 1, a draw
 * one half), from the engine's score through {@link WinModel}, so a lost piece moves the curve far more in a
 * level game than in a decided one. Red's share is up; the middle line is an even game.
 */
public final class EvalGraph {
    public static final int WIDTH = 640;
    public static final int HEIGHT = 160;
    /** Room inside the frame so the end points and their halos are not cut. */
    private static final int PAD = 6;

    /** A clickable point: the ply it shows, where it stands, its mark's style class, and its tooltip. */
    public record Point(int ply, double x, double y, String markClass, String title) {
        /** The point's coordinates with one decimal: enough on a graph of a few hundred pixels. */
        public String cx() {
            return String.format(Locale.ROOT, "%.1f", x);
        }

        public String cy() {
            return String.format(Locale.ROOT, "%.1f", y);
        }
    }

    private final List<Point> points;

    private EvalGraph(List<Point> points) {
        this.points = points;
    }

    /**
     * The graph of {@code redScores} (internal units, Red's view, one per ply from the start position), with a
     * mark class and a tooltip per point.
     */
    public static EvalGraph of(int[] redScores, List<String> markClasses, List<String> titles) {
        List<Point> points = new ArrayList<>();
        double step = redScores.length > 1 ? (double) (WIDTH - 2 * PAD) / (redScores.length - 1) : 0;
        for (int ply = 0; ply < redScores.length; ply++) {
            double y = PAD + (1 - redShare(redScores[ply])) * (HEIGHT - 2 * PAD);
            points.add(new Point(ply, PAD + ply * step, y, markClasses.get(ply), titles.get(ply)));
        }
        return new EvalGraph(List.copyOf(points));
    }

    /** Red's expected share of the point, 0 to 1, at a score from Red's view; a decided game is 0 or 1. */
    public static double redShare(int redScore) {
        if (Score.isDecisive(redScore)) {
            return redScore > 0 ? 1 : 0;
        }
        int[] wdl = WinModel.perMille(redScore);
        return (wdl[0] + wdl[1] / 2.0) / 1000;
    }

    public List<Point> points() {
        return points;
    }

    /** The curve through the points, as an SVG polyline's {@code points}. */
    public String polyline() {
        StringBuilder sb = new StringBuilder();
        for (Point p : points) {
            sb.append(sb.length() == 0 ? "" : " ").append(p.cx()).append(',').append(p.cy());
        }
        return sb.toString();
    }

    /** The area under the curve, closed along the bottom edge: Red's share, filled. */
    public String area() {
        if (points.isEmpty()) {
            return "";
        }
        return String.format(Locale.ROOT, "%s %.1f,%d %.1f,%d", polyline(), points.get(points.size() - 1).x(),
                HEIGHT, points.get(0).x(), HEIGHT);
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
