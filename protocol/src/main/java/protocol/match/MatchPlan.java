package protocol.match;

import java.util.List;

/**
 * A match as its arguments set it up, before a game is played or a file written: the engines, who meets whom,
 * every game's colours and opening, and the rules that end games. {@code qilin match} plays it on this machine;
 * the cluster's gauntlet hands parts of {@code schedule} to tasks and merges their results.
 */
public record MatchPlan(List<EngineConfig> engines, List<int[]> pairs, List<GameSpec> schedule,
        Game.Settings settings, String event, String site) {

    public MatchPlan {
        engines = List.copyOf(engines);
        pairs = List.copyOf(pairs);
        schedule = List.copyOf(schedule);
    }
}
