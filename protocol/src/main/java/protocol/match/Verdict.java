package protocol.match;

/** A decided game: the outcome, why, and a human-readable detail for the PGN comment. */
public record Verdict(Outcome outcome, Termination termination, String detail) {

    public static Verdict draw(Termination termination, String detail) {
        return new Verdict(Outcome.DRAW, termination, detail);
    }

    /** {@code color} (0 = Red, 1 = Black) loses. */
    public static Verdict loss(int color, Termination termination, String detail) {
        return new Verdict(Outcome.lossFor(color), termination, detail);
    }
}
