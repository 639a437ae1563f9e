package protocol.match;

/** The one special function the statistics need. */
final class MathUtil {
    // Abramowitz & Stegun 7.1.26: absolute error below 1.5e-7, plenty for a percentage with one decimal.
    private static final double P = 0.3275911;
    private static final double A1 = 0.254829592;
    private static final double A2 = -0.284496736;
    private static final double A3 = 1.421413741;
    private static final double A4 = -1.453152027;
    private static final double A5 = 1.061405429;

    private MathUtil() {
    }

    static double erf(double x) {
        double ax = Math.abs(x);
        double t = 1 / (1 + P * ax);
        double poly = t * (A1 + t * (A2 + t * (A3 + t * (A4 + t * A5))));
        double y = 1 - poly * Math.exp(-ax * ax);
        return x < 0 ? -y : y;
    }
}
