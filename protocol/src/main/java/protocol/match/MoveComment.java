package protocol.match;

import java.util.Locale;

/**
 * The PGN comment of one move, as cutechess writes them so that the usual tools read them back: the mover's
 * score in pawns (the engine's own units divided by 100) or {@code +M5}/{@code -M3} for mates, a slash and the
 * depth, then the time used: {@code +0.35/14 0.21s}. Without a score only the time is written. Moves of the
 * opening, played before the engines took over, are {@code book}.
 */
final class MoveComment {
    static final String BOOK = "book";
    private static final double CENTIPAWNS_PER_PAWN = 100;
    private static final double MS_PER_SECOND = 1000;

    private MoveComment() {
    }

    static String of(Reply reply) {
        String time = String.format(Locale.ROOT, "%.2fs", reply.elapsedMs() / MS_PER_SECOND);
        if (!reply.hasScore()) {
            return time;
        }
        return score(reply.score()) + "/" + reply.depth() + " " + time;
    }

    private static String score(int score) {
        if (score >= Reply.MATE_CP_FLOOR) {
            return "+M" + (Reply.MATE_CP - score);
        }
        if (score <= -Reply.MATE_CP_FLOOR) {
            return "-M" + (Reply.MATE_CP + score);
        }
        return String.format(Locale.ROOT, "%+.2f", score / CENTIPAWNS_PER_PAWN);
    }
}
