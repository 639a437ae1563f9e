package protocol.match;

import engine.Move;

/**
 * Rank numbers in move text. Qilin and UCCI count ranks 0–9; some UCI engines count 1–10 ({@code h3e3} for
 * 炮二平五, {@code b10c8}). Moves cross the pipe in the engine's numbering and are stored in 0–9.
 */
enum RankNumbering {
    FROM_ZERO, FROM_ONE;

    static RankNumbering parse(String text) {
        return switch (text) {
            case "0-9", "0" -> FROM_ZERO;
            case "1-10", "1" -> FROM_ONE;
            default -> throw new IllegalArgumentException("ranks must be 0-9 or 1-10, not '" + text + "'");
        };
    }

    /** A 0–9 move ({@code h2e2}) as this engine writes it. */
    String toEngine(String move) {
        return this == FROM_ZERO ? move : Move.toText(Move.parse(move), Move.FAIRY_FIRST_RANK);
    }

    /** The engine's move text in 0–9 numbering; text that is no move shape comes back unchanged. */
    String fromEngine(String text) {
        if (this == FROM_ZERO) {
            return text;
        }
        int move = Move.parse(text, Move.FAIRY_FIRST_RANK);
        return move == Move.NONE ? text : Move.toIccs(move);
    }
}
