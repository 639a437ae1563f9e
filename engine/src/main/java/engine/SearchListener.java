package engine;

/** Receives search progress. Called on the search thread; implementations must be quick. */
public interface SearchListener {
    SearchListener NONE = info -> { };

    void onIteration(SearchInfo info);
}
