package protocol.analysis;

import engine.Piece;
import engine.notation.GameRecord;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Writes a reviewed game as PGN: each move in Chinese notation with the NAG of its mark and a comment giving its
 * score and the engine's choice. Comments use Red's view, as game records conventionally do; {@link engine.Pgn}
 * reads the result back, skipping comments and NAGs.
 */
final class AnnotatedPgn {
    private static final String GAME_NAME = "Chinese Chess";
    /** Tags written in a fixed place or with new values rather than copied in order. */
    private static final Set<String> OWN_TAGS = Set.of("Game", "Result", "FEN", "Format", "Annotator");

    private AnnotatedPgn() {
    }

    static String write(GameRecord game, List<MoveReview> reviews, String annotator) {
        StringBuilder sb = new StringBuilder();
        tag(sb, "Game", game.tag("Game") != null ? game.tag("Game") : GAME_NAME);
        for (Map.Entry<String, String> t : game.tags().entrySet()) {
            if (!OWN_TAGS.contains(t.getKey())) {
                tag(sb, t.getKey(), t.getValue());
            }
        }
        tag(sb, "Result", game.result());
        if (!game.startsFromInitialPosition()) {
            tag(sb, "FEN", game.startFen());
        }
        tag(sb, "Format", "Chinese");
        tag(sb, "Annotator", annotator);
        sb.append("\n{Scores in pawns from Red's view.}\n");
        for (MoveReview r : reviews) {
            move(sb, r);
        }
        return sb.append(game.result()).append('\n').toString();
    }

    /** One move a line, numbered in full ({@code 1.} or {@code 1...}) since comments separate the moves. */
    private static void move(StringBuilder sb, MoveReview r) {
        sb.append(r.moveNumber()).append(r.side() == Piece.RED ? ". " : "... ").append(r.playedText());
        if (r.mark() != MoveMark.NONE) {
            sb.append(" $").append(r.mark().nag);
        }
        sb.append(" {").append(ScoreText.of(r.redView(r.playedScore())));
        if (r.book()) {
            sb.append("; ").append(GameReport.BOOK);
        }
        if (r.best() != r.played()) {
            sb.append("; best ").append(r.bestText()).append(' ').append(ScoreText.of(r.redView(r.bestScore())));
        }
        sb.append("}\n");
    }

    private static void tag(StringBuilder sb, String name, String value) {
        String escaped = value.replace("\\", "\\\\").replace("\"", "\\\"");
        sb.append('[').append(name).append(" \"").append(escaped).append("\"]\n");
    }
}
