package engine.notation;

import engine.FenException;
import engine.Move;
import engine.Piece;
import engine.Position;
import java.io.IOException;
import java.io.Reader;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads and writes Xiangqi PGN. Moves may be in ICCS, WXF or Chinese notation, told apart token by token, so
 * a [Format] tag is informative only. Comments, variations, NAGs and move numbers are skipped; lines outside
 * games (banners, separators) are ignored. A game with a problem is reported with its index and ply, and the
 * plies read before it, and left out of the games; reading always carries on with the next game.
 */
public final class Pgn {
    /**
     * Something wrong in one game. {@code game} counts the games met in the input from 1, the faulty ones
     * included; {@code ply} is the ply being read when it went wrong (1 = Red's first move), 0 in the tags.
     * {@code partial} holds the moves read before it, with the result its Result tag gives: a file cut off
     * in the middle of a game still tells how that game began.
     */
    public record Problem(int game, int ply, int line, String message, GameRecord partial) {
        @Override
        public String toString() {
            return "game " + game + ", ply " + ply + " (line " + line + "): " + message;
        }
    }

    /** The games read in full, and the problems of those left out (each with the plies read before it). */
    public record ReadResult(List<GameRecord> games, List<Problem> problems) {
    }

    private static final String[] RESULTS = {"1-0", "0-1", "1/2-1/2", "*"};
    private static final String GAME_TAG = "Game";
    private static final String GAME_NAME = "Chinese Chess";
    private static final String FEN_TAG = "FEN";
    private static final String FORMAT_TAG = "Format";
    private static final String RESULT_TAG = "Result";
    private static final int READ_CHUNK = 8192;

    private Pgn() {
    }

    // ---------------------------------------------------------------- reading

    public static ReadResult read(String text) {
        Parser parser = new Parser();
        for (String line : text.split("\r\n|\r|\n", -1)) {
            parser.line(line);
        }
        return parser.finish();
    }

    public static ReadResult read(Reader reader) throws IOException {
        StringBuilder sb = new StringBuilder();
        char[] buffer = new char[READ_CHUNK];
        for (int n; (n = reader.read(buffer)) > 0;) {
            sb.append(buffer, 0, n);
        }
        return read(sb.toString());
    }

    /** Reads raw file bytes, UTF-8 or GB18030/GBK (see {@link TextCharset}). */
    public static ReadResult read(byte[] bytes) {
        return read(TextCharset.decode(bytes));
    }

    /** The reading state machine: one line at a time, with comments and variations that may span lines. */
    private static final class Parser {
        private static final Pattern TAG = Pattern.compile("\\[\\s*([A-Za-z0-9_]+)\\s+\"((?:[^\"\\\\]|\\\\.)*)\"\\s*]");
        private static final Pattern MOVE_NUMBER = Pattern.compile("^\\d+\\.+");
        /** Only "1." starts a game that has no tags; other lines between games are junk. */
        private static final Pattern FIRST_MOVE_NUMBER = Pattern.compile("^1\\.+(?!\\d)");
        /** WXF tokens for tandem pawns on two files, such as 33.4, which look like a move number. */
        private static final Pattern WXF_TWO_FILE_PAWN = Pattern.compile("[1-9][1-9+\\-][.=+\\-][1-9]");
        private static final String TOKEN_ENDS = "{};()";

        /** Between games: lines are skipped until a tag or a move number starts the next game. */
        private static final int OUTSIDE = 0;
        private static final int TAGS = 1;
        private static final int MOVES = 2;
        /** After a problem: the rest of the game is skipped up to the next tag line. */
        private static final int SKIPPING = 3;

        private final List<GameRecord> games = new ArrayList<>();
        private final List<Problem> problems = new ArrayList<>();
        private int state = OUTSIDE;
        private int gameIndex;
        private int lineNumber;
        private GameRecord game;
        private Position position;
        private boolean inComment;
        private int commentLine;
        private int variationDepth;

        void line(String raw) {
            lineNumber++;
            String line = raw.strip();
            if (lineNumber == 1 && line.startsWith("\uFEFF")) {
                line = line.substring(1).strip();
            }
            if (isTagLine(line)) {
                tagLine(line);
            } else if (state == OUTSIDE && FIRST_MOVE_NUMBER.matcher(line).find()) {
                beginGame();
                moveText(line);
            } else if (state == TAGS || state == MOVES) {
                moveText(line);
            }
        }

        ReadResult finish() {
            endGame();
            return new ReadResult(Collections.unmodifiableList(games), Collections.unmodifiableList(problems));
        }

        // ------------------------------------------------------------ games and tags

        private void beginGame() {
            gameIndex++;
            game = new GameRecord();
            position = null;
            inComment = false;
            variationDepth = 0;
            state = TAGS;
        }

        /** Closes the current game: kept if it was read to its end, reported if a comment or variation is open. */
        private void endGame() {
            if (state == TAGS || state == MOVES) {
                if (inComment) {
                    problem(plyBeingRead(), "comment opened on line " + commentLine + " is never closed");
                } else if (variationDepth > 0) {
                    problem(plyBeingRead(), "variation is never closed");
                } else {
                    keepGame();
                }
            }
            state = OUTSIDE;
        }

        private void keepGame() {
            takeResultTag();
            games.add(game);
            state = OUTSIDE;
        }

        private void takeResultTag() {
            if (game.result().equals(GameRecord.UNKNOWN_RESULT) && game.tag(RESULT_TAG) != null
                    && isResult(game.tag(RESULT_TAG))) {
                game.setResult(game.tag(RESULT_TAG));
            }
        }

        private static boolean isTagLine(String line) {
            return line.startsWith("[") && line.endsWith("]") && TAG.matcher(line).lookingAt();
        }

        private void tagLine(String line) {
            if (state != TAGS) {
                endGame();
                beginGame();
            }
            Matcher m = TAG.matcher(line);
            while (m.find()) {
                game.setTag(m.group(1), m.group(2).replace("\\\"", "\"").replace("\\\\", "\\"));
            }
        }

        /** The first move text fixes the start position, which the FEN tag may have changed. */
        private boolean startMoves() {
            String fen = game.tag(FEN_TAG);
            try {
                if (fen != null && !fen.isBlank()) {
                    game.setStartFen(fen);
                }
                position = game.startPosition();
                state = MOVES;
                return true;
            } catch (FenException e) {
                problem(0, "bad FEN tag: " + e.getMessage());
                return false;
            }
        }

        // ------------------------------------------------------------ move text

        private void moveText(String line) {
            int i = 0;
            int n = line.length();
            while (i < n && (state == TAGS || state == MOVES)) {
                char c = line.charAt(i);
                if (inComment) {
                    int close = line.indexOf('}', i);
                    inComment = close < 0;
                    i = close < 0 ? n : close + 1;
                } else if (Character.isWhitespace(c)) {
                    i++;
                } else if (c == '{') {
                    inComment = true;
                    commentLine = lineNumber;
                    i++;
                } else if (c == ';' || c == '%' && i == 0) {
                    return; // the rest of the line is a comment
                } else if (c == '(' || c == ')') {
                    variationDepth = Math.max(0, variationDepth + (c == '(' ? 1 : -1));
                    i++;
                } else {
                    int end = tokenEnd(line, i);
                    if (variationDepth == 0) {
                        token(line.substring(i, end));
                    }
                    i = end;
                }
            }
        }

        private static int tokenEnd(String line, int start) {
            int end = start;
            while (end < line.length() && !Character.isWhitespace(line.charAt(end))
                    && TOKEN_ENDS.indexOf(line.charAt(end)) < 0) {
                end++;
            }
            return end;
        }

        private void token(String token) {
            if (state == TAGS && !startMoves()) {
                return;
            }
            if (isResult(token)) {
                game.setResult(token);
                keepGame();
                return;
            }
            if (token.startsWith("$")) {
                return; // a numeric annotation glyph
            }
            String text = WXF_TWO_FILE_PAWN.matcher(token).matches() ? token
                    : MOVE_NUMBER.matcher(token).replaceFirst("");
            if (text.replace(".", "").isEmpty()) {
                return;
            }
            int move = Notation.parse(position, text);
            if (move == Move.NONE) {
                problem(plyBeingRead(), "'" + token + "' is not a legal move in " + position.fen());
                return;
            }
            position.makeMove(move);
            game.addMove(move);
        }

        private int plyBeingRead() {
            return game.moveCount() + 1;
        }

        private void problem(int ply, String message) {
            takeResultTag();
            problems.add(new Problem(gameIndex, ply, lineNumber, message, game));
            state = SKIPPING;
        }
    }

    static boolean isResult(String token) {
        for (String r : RESULTS) {
            if (r.equals(token)) {
                return true;
            }
        }
        return false;
    }

    // ---------------------------------------------------------------- writing

    /** Several games, separated by blank lines. */
    public static String write(List<GameRecord> games, Notation.Format format) {
        StringBuilder sb = new StringBuilder();
        for (GameRecord g : games) {
            sb.append(write(g, format)).append('\n');
        }
        return sb.toString();
    }

    /** One game: tags (Game first, then Result, FEN and Format as they now are), then numbered moves. */
    public static String write(GameRecord game, Notation.Format format) {
        StringBuilder sb = new StringBuilder();
        appendTag(sb, GAME_TAG, game.tag(GAME_TAG) != null ? game.tag(GAME_TAG) : GAME_NAME);
        for (Map.Entry<String, String> tag : game.tags().entrySet()) {
            String name = tag.getKey();
            if (!name.equals(GAME_TAG) && !name.equals(RESULT_TAG) && !name.equals(FEN_TAG)
                    && !name.equals(FORMAT_TAG)) {
                appendTag(sb, name, tag.getValue());
            }
        }
        appendTag(sb, RESULT_TAG, game.result());
        if (!game.startsFromInitialPosition()) {
            appendTag(sb, FEN_TAG, game.startFen());
        }
        appendTag(sb, FORMAT_TAG, formatName(format));
        sb.append('\n');
        appendMoves(sb, game, format);
        return sb.append(game.result()).append('\n').toString();
    }

    private static void appendMoves(StringBuilder sb, GameRecord game, Notation.Format format) {
        Position p = game.startPosition();
        for (int ply = 0; ply < game.moveCount(); ply++) {
            int move = game.move(ply);
            if (p.sideToMove() == Piece.RED) {
                sb.append(p.fullmoveNumber()).append(". ");
            } else if (ply == 0) {
                sb.append(p.fullmoveNumber()).append(". ... ");
            }
            sb.append(format == Notation.Format.ICCS ? Notation.toIccsDashed(move) : Notation.format(p, move, format));
            sb.append(p.sideToMove() == Piece.BLACK ? '\n' : ' ');
            p.makeMove(move);
        }
    }

    private static String formatName(Notation.Format format) {
        return switch (format) {
            case ICCS -> "ICCS";
            case WXF -> "WXF";
            case CHINESE -> "Chinese";
        };
    }

    private static void appendTag(StringBuilder sb, String name, String value) {
        String escaped = value.replace("\\", "\\\\").replace("\"", "\\\"");
        sb.append('[').append(name).append(" \"").append(escaped).append("\"]\n");
    }
}
