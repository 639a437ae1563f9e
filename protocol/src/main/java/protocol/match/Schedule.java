package protocol.match;

import java.util.ArrayList;
import java.util.List;

/**
 * Who plays whom, with which opening and colours. Each encounter (pair of engines) plays its games in
 * twos: the same opening with colours reversed, so an unbalanced opening favours nobody.
 */
public final class Schedule {
    /** Far beyond a match on one machine (an SPRT rarely needs 100,000), and a schedule that fits any heap. */
    static final int MAX_GAMES = 1_000_000;

    private Schedule() {
    }

    /** Pairs of engine indexes: everyone against everyone, or (gauntlet) the first against each other. */
    public static List<int[]> pairs(int engines, boolean gauntlet) {
        List<int[]> pairs = new ArrayList<>();
        for (int a = 0; a < (gauntlet ? 1 : engines); a++) {
            for (int b = a + 1; b < engines; b++) {
                pairs.add(new int[] {a, b});
            }
        }
        return pairs;
    }

    /**
     * {@code rounds} × pairs × {@code gamesPerEncounter} games, in a fixed order so resume indexes hold; more than
     * {@link #MAX_GAMES} are refused (the schedule is held in memory: two billion games once ran out of it).
     */
    public static List<GameSpec> build(List<int[]> pairs, int rounds, int gamesPerEncounter, List<Opening> openings) {
        long total = (long) rounds * pairs.size() * gamesPerEncounter;
        if (total > MAX_GAMES) {
            throw new IllegalArgumentException("--rounds " + rounds + " x --games " + gamesPerEncounter + " x "
                    + pairs.size() + " encounters = " + total + " games; one match plays at most " + MAX_GAMES);
        }
        List<GameSpec> games = new ArrayList<>((int) total);
        for (int round = 0; round < rounds; round++) {
            for (int p = 0; p < pairs.size(); p++) {
                int[] pair = pairs.get(p);
                for (int g = 0; g < gamesPerEncounter; g++) {
                    int k = round * gamesPerEncounter + g;
                    int opening = k / 2 % openings.size();
                    boolean firstIsRed = k % 2 == 0;
                    int red = firstIsRed ? pair[0] : pair[1];
                    int black = firstIsRed ? pair[1] : pair[0];
                    games.add(new GameSpec(games.size(), round, p, red, black, firstIsRed, opening,
                            openings.get(opening)));
                }
            }
        }
        return games;
    }
}
