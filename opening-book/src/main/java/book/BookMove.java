package book;

/** A book move of a particular position, in that position's orientation, with its weight and results. */
public record BookMove(int move, int weight, int wins, int draws, int losses) {
    public int games() {
        return wins + draws + losses;
    }
}
