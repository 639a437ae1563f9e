package protocol.analysis;

import engine.Position;
import engine.Search;
import engine.SearchInfo;
import engine.SearchLimits;
import engine.SearchListener;
import engine.TranspositionTable;
import java.util.ArrayList;
import java.util.List;

/**
 * Searches positions and keeps the lines of the last finished iteration. One search object and hash table
 * serve every position, so a game's analysis profits from what the previous plies found.
 */
final class Analyst {
    private final Search search;

    Analyst(int hashMegabytes) {
        search = new Search(new TranspositionTable(hashMegabytes));
    }

    /**
     * The best lines, best first, of the deepest iteration the search finished; empty when the side to move has
     * no legal move. {@code listener} sees every iteration as it ends.
     */
    List<AnalysisLine> analyse(Position pos, SearchLimits limits, SearchListener listener) {
        LastIteration last = new LastIteration(listener);
        search.run(pos, limits, last);
        return last.lines;
    }

    /**
     * The search reports an iteration as one burst of infos numbered 1..K; a burst always comes whole, so the
     * last burst is the last finished iteration, even when a node limit stopped the search in the next one.
     */
    private static final class LastIteration implements SearchListener {
        private final SearchListener next;
        private List<AnalysisLine> lines = new ArrayList<>();

        LastIteration(SearchListener next) {
            this.next = next;
        }

        @Override
        public void onIteration(SearchInfo info) {
            next.onIteration(info);
            if (info.multiPv() == 1) {
                lines = new ArrayList<>();
            }
            if (info.pv().length > 0) {
                lines.add(new AnalysisLine(info.depth(), info.score(), info.pv()));
            }
        }
    }
}
