package training.tune;

import engine.Evaluation;
import engine.HandWrittenEval;
import engine.Piece;
import engine.Position;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Where the evaluation misjudges endings, by material: the labelled positions of the endings the scale looks at
 * are grouped by what the stronger side (by the evaluation's sign) has against what the weaker side has, and for
 * each group the share of the evaluation that would fit the labels best is found. A share far below a whole is
 * a drawish ending the evaluation does not know (this is how {@code rook_vs_full_defence} was found: a lone rook
 * against two advisors and two elephants, evaluated at +7 pawns, labelled level); the gain says how much of the
 * tuner's error a scale for that ending would remove.
 */
public final class EndingReport {
    /** Shares tried, in 64ths of the evaluation: none of it up to half again as much. */
    private static final int SHARE_STEP = 4;
    private static final int SHARE_MAX = 96;

    /**
     * One ending: its material as {@code attackers+defenders vs attackers+defenders} (stronger side first; rook
     * R, horse N, cannon C, pawn P not yet on the last rank, advisor A, elephant B, '-' for no attackers), how many
     * positions, the share of the evaluation (out of {@link Evaluation#SCALE_MAX}) that fits them best, the
     * summed squared error that share removes, and the stronger side's mean expected score by the labels and by
     * the evaluation.
     */
    public record Row(String ending, int positions, int bestShare, double gain, double label, double predicted) {
    }

    /** One position of a group: the stronger side's evaluation (positive) and its label (expected score). */
    private record Point(int eval, double label) {
    }

    private EndingReport() {
    }

    /**
     * The endings with at least {@code minPositions} of the {@code samples} (labels as the tuner has them: Red's
     * expected score), those whose best share removes the most error first.
     */
    public static List<Row> rows(List<Tuner.Sample> samples, double k, int minPositions) {
        Evaluation evaluation = new Evaluation(Evaluation.Kind.HAND_WRITTEN); // the one tuned
        Map<String, List<Point>> groups = new HashMap<>();
        for (Tuner.Sample s : samples) {
            Position p = Tuner.setUp(s);
            int red = Tuner.redEval(p, evaluation);
            if (red == 0 || p.phase() > HandWrittenEval.SCALE_PHASE) {
                continue;
            }
            int strong = red > 0 ? Piece.RED : Piece.BLACK;
            double label = strong == Piece.RED ? s.result() : 1 - s.result();
            String ending = material(p, strong) + " vs " + material(p, strong ^ 1);
            groups.computeIfAbsent(ending, e -> new ArrayList<>()).add(new Point(Math.abs(red), label));
        }
        List<Row> rows = new ArrayList<>();
        for (Map.Entry<String, List<Point>> g : groups.entrySet()) {
            if (g.getValue().size() >= minPositions) {
                rows.add(row(g.getKey(), g.getValue(), k));
            }
        }
        rows.sort(Comparator.comparingDouble(Row::gain).reversed());
        return rows;
    }

    private static Row row(String ending, List<Point> positions, double k) {
        int best = HandWrittenEval.SCALE_MAX;
        double unscaled = error(positions, k, HandWrittenEval.SCALE_MAX);
        double least = unscaled;
        for (int share = 0; share <= SHARE_MAX; share += SHARE_STEP) {
            double e = error(positions, k, share);
            if (e < least) {
                least = e;
                best = share;
            }
        }
        double label = 0;
        double predicted = 0;
        for (Point x : positions) {
            label += x.label();
            predicted += Tuner.sigmoid(k, x.eval());
        }
        return new Row(ending, positions.size(), best, unscaled - least, label / positions.size(),
                predicted / positions.size());
    }

    /** Summed squared error of the labels against the evaluation times {@code share}/64. */
    private static double error(List<Point> positions, double k, int share) {
        double sum = 0;
        for (Point x : positions) {
            double d = x.label() - Tuner.sigmoid(k, (double) x.eval() * share / HandWrittenEval.SCALE_MAX);
            sum += d * d;
        }
        return sum;
    }

    /** A side's material: rooks, horses, cannons, pawns short of the last rank, then '+', advisors, elephants. */
    static String material(Position p, int color) {
        StringBuilder sb = new StringBuilder();
        append(sb, p, color, Piece.ROOK, 'R');
        append(sb, p, color, Piece.HORSE, 'N');
        append(sb, p, color, Piece.CANNON, 'C');
        sb.append("P".repeat(HandWrittenEval.livePawns(p, color)));
        if (sb.length() == 0) {
            sb.append('-');
        }
        sb.append('+');
        append(sb, p, color, Piece.ADVISOR, 'A');
        append(sb, p, color, Piece.ELEPHANT, 'B');
        return sb.toString();
    }

    private static void append(StringBuilder sb, Position p, int color, int type, char letter) {
        sb.append(String.valueOf(letter).repeat(
                p.count(color, type)));
    }
}
