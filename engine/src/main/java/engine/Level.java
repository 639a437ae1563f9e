package engine;

/**
 * A playing level below full strength: how much the engine may search and how freely it strays from its best
 * move.
 *
 * <p>Levels lie on a ladder of rungs 0 to 19, fractional between them. Three numbers follow from the rung,
 * geometric or quadratic so that neighbouring rungs differ alike:
 * <ul>
 *   <li>a node budget, from {@link #MIN_NODES} to {@link #MAX_NODES}: the search is shallower the lower the
 *   level, the same on any machine and at any clock (the clock still caps it, so a level never thinks longer
 *   than full strength would, and the lowest levels answer at once);</li>
 *   <li>a width, the number of best root moves searched (MultiPV) among which the move is drawn: a whole
 *   number, a rung's own or, between rungs, its neighbours' drawn move by move ({@link #width});</li>
 *   <li>a temperature in expected-score units: a move that loses {@code x} of the best move's expected score is
 *   drawn with weight {@code exp(-x / temperature)} ({@link WeakMoveChooser}).</li>
 * </ul>
 * The Elo of every rung is measured by matches ({@link #RUNG_ELO}); an Elo between two rungs plays the rung
 * between them by linear interpolation. Skill Levels 0 to 19 are Elo spaced evenly from rung 0's to rung 19's
 * ({@link #eloOfSkill}), so that each step of the option is the same step in strength; 20 is full strength, which
 * has no level (Stockfish's and Fairy-Stockfish's convention).
 */
public final class Level {
    public static final int FULL_SKILL = 20;
    private static final int TOP_RUNG = 19;
    /** The node budgets of rung 0 and of rung 19. */
    static final long MIN_NODES = 64;
    static final long MAX_NODES = 32_768;
    /** The widths of rung 0 and of rung 19. */
    private static final int MAX_WIDTH = 10;
    private static final int MIN_WIDTH = 2;
    /** The temperature of rung 0, in expected score (a pawn in an even position is worth about 0.05). */
    private static final double MAX_TEMPERATURE = 0.15;
    /** From this rung on, no move that allows a mate in one is chosen. */
    private static final double MATE_GUARD_RUNG = 2;

    /**
     * The Elo of rungs 0 to 19, measured (README, "Playing levels"): Qilin at full strength at
     * {@link #ANCHOR_NODES} nodes per move is {@link #ANCHOR_ELO}; rung 19 is placed by a match against it and
     * the others by matches against their neighbours (170 games each) and two cross-checks of rungs three apart,
     * every step its own number in a weighted least-squares solve (not smoothed: the width is a whole number of
     * lines, so the steps are uneven). Increasing.
     */
    static final int[] RUNG_ELO = {
        350, 390, 530, 560, 630, 660, 760, 840, 910, 1030,
        1090, 1310, 1440, 1630, 1880, 2050, 2320, 2460, 2670, 2820};
    /**
     * The anchor of the Elo scale: full strength at this many nodes per move is {@link #ANCHOR_ELO}, a number
     * chosen when a first pass put the weakest level near 500 (the full calibration puts it at 350). A point of
     * Qilin's own scale, not a human rating.
     */
    public static final long ANCHOR_NODES = 20_000;
    public static final int ANCHOR_ELO = 2700;

    private final double rung;

    private Level(double rung) {
        this.rung = rung;
    }

    /** The level on rung {@code rung} of the ladder, 0 to 19. */
    static Level ofRung(double rung) {
        if (!(rung >= 0 && rung <= TOP_RUNG)) {
            throw new IllegalArgumentException("rung " + rung + " is not on the ladder 0-" + TOP_RUNG);
        }
        return new Level(rung);
    }

    /** The level of a Skill Level below full strength, 0 to 19: the level of its Elo. */
    public static Level ofSkill(int skill) {
        return ofElo(eloOfSkill(skill));
    }

    /**
     * The Elo a Skill Level below full strength names: evenly spaced from {@link #minElo()} (skill 0) to
     * {@link #maxElo()} (skill 19).
     */
    public static int eloOfSkill(int skill) {
        if (skill < 0 || skill >= FULL_SKILL) {
            throw new IllegalArgumentException("skill " + skill + " is not a level below full strength");
        }
        return minElo() + (int) Math.round((double) skill * (maxElo() - minElo()) / TOP_RUNG);
    }

    /** The level playing at {@code elo}, clamped to the calibrated range {@link #minElo()} to {@link #maxElo()}. */
    public static Level ofElo(int elo) {
        if (elo <= RUNG_ELO[0]) {
            return new Level(0);
        }
        for (int r = 1; r <= TOP_RUNG; r++) {
            if (elo <= RUNG_ELO[r]) {
                return new Level(r - 1 + (double) (elo - RUNG_ELO[r - 1]) / (RUNG_ELO[r] - RUNG_ELO[r - 1]));
            }
        }
        return new Level(TOP_RUNG);
    }

    public static int minElo() {
        return RUNG_ELO[0];
    }

    public static int maxElo() {
        return RUNG_ELO[TOP_RUNG];
    }

    /** Where the level is on the ladder, 0 to 19. */
    public double rung() {
        return rung;
    }

    /** Nodes per move: geometric from {@link #MIN_NODES} at rung 0 to {@link #MAX_NODES} at rung 19. */
    public long nodes() {
        return Math.round(MIN_NODES * Math.pow((double) MAX_NODES / MIN_NODES, rung / TOP_RUNG));
    }

    /**
     * Root moves searched and drawn among for one move, given a uniform draw in [0, 1). A rung's own width goes
     * from {@link #MAX_WIDTH} at rung 0 to {@link #MIN_WIDTH} at rung 19, rounded; between two rungs whose widths
     * differ, the level plays the upper rung's width with the probability of its fraction of the way up. Its
     * strength then goes smoothly from one rung's to the next, as the interpolation of {@link #RUNG_ELO}
     * assumes. (A width rounded from the fractional rung changed at one point inside the step, so that Skills 10
     * and 11, at rungs 13.08 and 13.60, both played rung 14's width: their step measured +45 ± 50 for the 130
     * it names, and the step before it +183 ± 58.)
     */
    public int width(double uniform) {
        int below = (int) rung;
        double up = rung - below;
        return up > 0 && uniform < up ? rungWidth(below + 1) : rungWidth(below);
    }

    /** The width of rung {@code r}: {@link #MAX_WIDTH} at rung 0 to {@link #MIN_WIDTH} at rung 19, rounded. */
    static int rungWidth(int r) {
        return (int) Math.round(MAX_WIDTH - (MAX_WIDTH - MIN_WIDTH) * (double) r / TOP_RUNG);
    }

    /**
     * The temperature of the draw, in expected score: quadratic in the distance from full strength (rung 20), so
     * that the strong levels stray rarely and by little, and the weak ones often.
     */
    public double temperature() {
        double distance = (FULL_SKILL - rung) / FULL_SKILL;
        return MAX_TEMPERATURE * distance * distance;
    }

    /** Whether moves that allow a mate in one are ruled out: at every level but the lowest. */
    public boolean guardsMateInOne() {
        return rung >= MATE_GUARD_RUNG;
    }

    @Override
    public String toString() {
        int below = (int) rung;
        String width = rung == below ? String.valueOf(rungWidth(below))
                : rungWidth(below) + "/" + rungWidth(below + 1);
        return String.format(java.util.Locale.ROOT, "rung %.2f: %d nodes, width %s, temperature %.4f",
                rung, nodes(), width, temperature());
    }
}
