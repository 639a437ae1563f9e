package engine;

/**
 * A playing level below full strength: how much the engine may search and how freely it strays from its best
 * move. A level is a skill between 0 and {@link #FULL_SKILL} (exclusive; {@link #FULL_SKILL} itself is full
 * strength, which has no level), fractional when it comes from an Elo between two calibrated levels.
 *
 * <p>Three numbers follow from the skill, each geometric or quadratic so that the steps are alike:
 * <ul>
 *   <li>a node budget, from {@link #MIN_NODES} to {@link #MAX_NODES}: the search is shallower the lower the
 *   level, the same on any machine and at any clock (the clock still caps it, so a level never thinks longer
 *   than full strength would, and the lowest levels answer at once);</li>
 *   <li>a width, the number of best root moves searched (MultiPV) among which the move is drawn;</li>
 *   <li>a temperature in expected-score units: a move that loses {@code x} of the best move's expected score is
 *   drawn with weight {@code exp(-x / temperature)} ({@link WeakMoveChooser}).</li>
 * </ul>
 * The Elo of each integer skill is measured by matches ({@link #ELO}; README, "Playing levels").
 */
public final class Level {
    /** Skill Level 20 is full strength (Stockfish's and Fairy-Stockfish's convention). */
    public static final int FULL_SKILL = 20;
    /** The node budgets of skill 0 and of skill 19. */
    static final long MIN_NODES = 64;
    static final long MAX_NODES = 32_768;
    /** The widths of skill 0 and of skill 19. */
    private static final int MAX_WIDTH = 10;
    private static final int MIN_WIDTH = 2;
    /** The temperature of skill 0, in expected score (a pawn in an even position is worth about 0.05). */
    private static final double MAX_TEMPERATURE = 0.15;
    /** From this skill on, no move that allows a mate in one is chosen. */
    private static final double MATE_GUARD_SKILL = 2;
    private static final int TOP_SKILL = FULL_SKILL - 1;

    /**
     * The Elo of skills 0 to 19, measured: Qilin at full strength at {@link #ANCHOR_NODES} nodes per move is
     * {@link #ANCHOR_ELO}, and each level is placed by matches against its neighbours (README). Increasing.
     */
    static final int[] ELO = {
        600, 700, 800, 900, 1000, 1100, 1200, 1300, 1400, 1500,
        1600, 1700, 1800, 1900, 2000, 2100, 2200, 2300, 2400, 2500};
    /** The anchor of the Elo scale: full strength at this many nodes per move is {@link #ANCHOR_ELO}. */
    public static final long ANCHOR_NODES = 20_000;
    public static final int ANCHOR_ELO = 2000;

    private final double skill;

    private Level(double skill) {
        this.skill = skill;
    }

    /** The level of a skill in [0, {@link #FULL_SKILL}); full strength has none. */
    public static Level ofSkill(double skill) {
        if (!(skill >= 0 && skill < FULL_SKILL)) {
            throw new IllegalArgumentException("skill " + skill + " is not a level below full strength");
        }
        return new Level(skill);
    }

    /**
     * The level playing at {@code elo}, between the measured Elo of its two neighbouring skills (clamped to
     * the calibrated range, {@link #minElo()} to {@link #maxElo()}).
     */
    public static Level ofElo(int elo) {
        if (elo <= ELO[0]) {
            return new Level(0);
        }
        for (int s = 1; s <= TOP_SKILL; s++) {
            if (elo <= ELO[s]) {
                return new Level(s - 1 + (double) (elo - ELO[s - 1]) / (ELO[s] - ELO[s - 1]));
            }
        }
        return new Level(TOP_SKILL);
    }

    public static int minElo() {
        return ELO[0];
    }

    public static int maxElo() {
        return ELO[TOP_SKILL];
    }

    /** The measured Elo of an integer skill below full strength. */
    public static int eloOfSkill(int skill) {
        return ELO[skill];
    }

    public double skill() {
        return skill;
    }

    /** Nodes per move: geometric from {@link #MIN_NODES} at skill 0 to {@link #MAX_NODES} at skill 19. */
    public long nodes() {
        return Math.round(MIN_NODES * Math.pow((double) MAX_NODES / MIN_NODES, skill / TOP_SKILL));
    }

    /** Root moves searched and drawn among: {@link #MAX_WIDTH} at skill 0, {@link #MIN_WIDTH} at skill 19. */
    public int width() {
        return (int) Math.round(MAX_WIDTH - (MAX_WIDTH - MIN_WIDTH) * skill / TOP_SKILL);
    }

    /**
     * The temperature of the draw, in expected score: quadratic in the distance from full strength, so that
     * the strong levels stray rarely and by little, and the weak ones often.
     */
    public double temperature() {
        double distance = (FULL_SKILL - skill) / FULL_SKILL;
        return MAX_TEMPERATURE * distance * distance;
    }

    /** Whether moves that allow a mate in one are ruled out: at every level but the lowest. */
    public boolean guardsMateInOne() {
        return skill >= MATE_GUARD_SKILL;
    }

    @Override
    public String toString() {
        return String.format(java.util.Locale.ROOT, "skill %.2f: %d nodes, width %d, temperature %.4f",
                skill, nodes(), width(), temperature());
    }
}
