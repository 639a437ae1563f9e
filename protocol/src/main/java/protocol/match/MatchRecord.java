package protocol.match;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads back the games of a match as {@link PgnWriter} writes them: each game's tags, and per move its comment's
 * depth and time ({@code +0.35/14 0.21s}, {@code book}, or the time alone), with the mover known from the start
 * position. The engine library's PGN reader keeps moves and drops comments; a match report needs the comments.
 */
final class MatchRecord {
    private static final Pattern TAG = Pattern.compile("^\\[(\\w+)\\s+\"((?:[^\"\\\\]|\\\\.)*)\"\\]\\s*$");
    private static final Pattern COMMENT = Pattern.compile("\\{([^}]*)\\}");
    /** An engine move's comment: optional score and depth, then seconds. */
    private static final Pattern MOVE_COMMENT =
            Pattern.compile("^(?:[+-](?:\\d+\\.\\d+|M\\d+)/(\\d+) )?(\\d+\\.\\d+)s$");

    /** What one engine spent on one move: its depth (-1 when it gave no score) and seconds. */
    record MoveCost(String engine, int depth, double seconds) {
    }

    /** One game of the match: tags, the game-end comment, the engines' moves. */
    record Game(Map<String, String> tags, String ending, List<MoveCost> moves) {
        String tag(String name) {
            return tags.getOrDefault(name, "?");
        }
    }

    private MatchRecord() {
    }

    /** The games of a match's PGN text, in file order; a game needs Red and Black tags and a decided Result. */
    static List<Game> read(String text) {
        List<Game> games = new ArrayList<>();
        Map<String, String> tags = new LinkedHashMap<>();
        StringBuilder movetext = new StringBuilder();
        for (String line : text.split("\\R")) {
            Matcher tag = TAG.matcher(line.strip());
            if (tag.matches()) {
                if (movetext.length() > 0) {
                    add(games, tags, movetext.toString());
                    tags = new LinkedHashMap<>();
                    movetext.setLength(0);
                }
                tags.put(tag.group(1), tag.group(2).replace("\\\"", "\"").replace("\\\\", "\\"));
            } else {
                movetext.append(line).append(' ');
            }
        }
        add(games, tags, movetext.toString());
        return games;
    }

    /**
     * The games of a state file in the order they were scheduled: results and terminations only (the state file
     * keeps no moves, so no depth or time).
     */
    static List<Game> fromState(Collection<ResumeState.Entry> entries) {
        List<ResumeState.Entry> sorted = new ArrayList<>(entries);
        sorted.sort(Comparator.comparingInt(ResumeState.Entry::index));
        List<Game> games = new ArrayList<>();
        for (ResumeState.Entry e : sorted) {
            games.add(new Game(Map.of("Red", e.red(), "Black", e.black(), "Result", e.outcome().pgn(),
                    "Termination", e.termination().pgn()), e.termination().description(), List.of()));
        }
        return games;
    }

    private static void add(List<Game> games, Map<String, String> tags, String movetext) {
        if (!tags.containsKey("Red") || !tags.containsKey("Black") || !isResult(tags.get("Result"))) {
            return; // not a finished game of a match: nothing to count
        }
        boolean redMoves = !tags.getOrDefault("FEN", "").matches(".*\\sb\\s.*");
        List<MoveCost> moves = new ArrayList<>();
        String ending = "";
        Matcher comment = COMMENT.matcher(movetext);
        while (comment.find()) {
            String text = comment.group(1).replaceAll("\\s+", " ").strip();
            Matcher m = MOVE_COMMENT.matcher(text);
            String mover = tags.get(redMoves ? "Red" : "Black");
            if (m.matches()) {
                moves.add(new MoveCost(mover, m.group(1) == null ? -1 : Integer.parseInt(m.group(1)),
                        Double.parseDouble(m.group(2))));
            } else if (!text.equals(MoveComment.BOOK)) {
                ending = text; // the one comment that is no move's: why the game ended
                continue;
            }
            redMoves = !redMoves;
        }
        games.add(new Game(Map.copyOf(tags), ending, List.copyOf(moves)));
    }

    private static boolean isResult(String text) {
        for (Outcome o : Outcome.values()) {
            if (o.pgn().equals(text)) {
                return true;
            }
        }
        return false;
    }
}
