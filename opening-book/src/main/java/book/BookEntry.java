package book;

/**
 * One record of a book: a canonical position key, a move in the canonical orientation, its weight and the
 * results of the games that played it, counted from the mover's side.
 */
public record BookEntry(long key, int move, int weight, int wins, int draws, int losses) {
    public int games() {
        return wins + draws + losses;
    }
}
