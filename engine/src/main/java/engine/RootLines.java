package engine;

import java.util.ArrayList;
import java.util.List;

/**
 * Keeps the last line reported for each MultiPV index of a search, and passes every report on: the lines a
 * level draws its move from ({@link WeakMoveChooser}). A search reports all its lines after each iteration
 * (and again, when stopped inside one that changed them), so the lines kept are those of one moment.
 */
public final class RootLines implements SearchListener {
    private final SearchListener next;
    private final SearchInfo[] last = new SearchInfo[MoveGen.MAX_MOVES];
    private int count;

    public RootLines(SearchListener next) {
        this.next = next;
    }

    @Override
    public void onIteration(SearchInfo info) {
        if (info.pv().length > 0) {
            int index = info.multiPv() - 1;
            last[index] = info;
            count = Math.max(count, index + 1);
        }
        next.onIteration(info);
    }

    /** The lines by MultiPV index, best first. */
    public List<SearchInfo> lines() {
        List<SearchInfo> lines = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
            if (last[i] != null) {
                lines.add(last[i]);
            }
        }
        return lines;
    }
}
