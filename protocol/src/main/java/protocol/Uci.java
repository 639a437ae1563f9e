package protocol;

import engine.Move;
import engine.Piece;
import engine.Score;
import engine.SearchInfo;
import engine.SearchLimits;
import engine.WinModel;
import java.util.OptionalLong;

/** UCI as Pikafish speaks it for Xiangqi. */
final class Uci extends Dialect {
    Uci(Controller controller, Output out) {
        super(controller, out);
    }

    @Override
    void hello() {
        out.line("id name " + EngineId.NAME + " " + EngineId.VERSION);
        out.line("id author " + EngineId.AUTHOR);
        for (Option o : controller.options.all) {
            if (o.uciName != null) {
                out.line(o.uciLine());
            }
        }
        out.line("uciok");
    }

    @Override
    void setOption(String rest) {
        String[] nameValue = nameAndValue(rest);
        if (nameValue == null) {
            message("setoption needs 'name <option> [value <value>]'");
            return;
        }
        Option option = controller.options.find(nameValue[0], true);
        if (option == null) {
            message("unknown option '" + nameValue[0] + "'");
            return;
        }
        String error = apply(option, nameValue[1]);
        if (error != null) {
            message("setoption " + option.uciName + ": " + error);
        } else if (option == controller.options.variant) {
            coordinates = Coordinates.FAIRY; // only Fairy-Stockfish's GUIs send it, and they count ranks from 1
        }
    }

    @Override
    boolean handle(String command, String line, String[] words) {
        if (command.equals("ucinewgame")) {
            controller.newGame();
            return true;
        }
        return false;
    }

    @Override
    void go(String[] words, long receivedNanos) {
        SearchLimits limits = new SearchLimits();
        limits.receivedNanos = receivedNanos;
        boolean red = controller.position().sideToMove() == Piece.RED;
        for (int i = 1; i < words.length; i++) {
            switch (words[i]) {
                case "wtime" -> take(limits, red, true, clock(words, ++i, "wtime"));
                case "btime" -> take(limits, !red, true, clock(words, ++i, "btime"));
                case "winc" -> take(limits, red, false, number(words, ++i, "winc"));
                case "binc" -> take(limits, !red, false, number(words, ++i, "binc"));
                case "movestogo" -> number(words, ++i, "movestogo").ifPresent(n -> limits.movesToGo = (int) n);
                case "depth" -> number(words, ++i, "depth")
                        .ifPresent(n -> limits.depth = (int) Math.min(Score.MAX_PLY - 1, n));
                case "nodes" -> number(words, ++i, "nodes").ifPresent(n -> limits.nodes = n);
                case "movetime" -> number(words, ++i, "movetime").ifPresent(n -> limits.moveTime = n);
                case "mate" -> number(words, ++i, "mate").ifPresent(n -> limits.mate = (int) n);
                case "infinite" -> limits.infinite = true;
                case "ponder" -> limits.ponder = true;
                case "searchmoves" -> i = searchMoves(limits, words, i + 1) - 1;
                default -> message("go: unknown word '" + words[i] + "' ignored");
            }
        }
        controller.go(limits, false, this);
    }

    /** Keeps the side to move's clock values; an unusable one (empty, already reported) is left out. */
    private static void take(SearchLimits limits, boolean ours, boolean time, OptionalLong value) {
        if (!ours || value.isEmpty()) {
            return;
        }
        if (time) {
            limits.timeLeft = value.getAsLong();
        } else {
            limits.increment = value.getAsLong();
        }
    }

    /** Reads moves until the next non-move word; answers the index after them. */
    private int searchMoves(SearchLimits limits, String[] words, int from) {
        int[] moves = new int[words.length];
        int n = 0;
        int i = from;
        for (; i < words.length; i++) {
            int m = coordinates.parse(words[i]);
            if (m == Move.NONE) {
                break;
            }
            if (controller.position().isLegal(m)) {
                moves[n++] = m;
            } else {
                message("searchmoves: " + words[i] + " is not legal here; ignored");
            }
        }
        limits.searchMoves = java.util.Arrays.copyOf(moves, n);
        return i;
    }

    @Override
    void stopWhileIdle() {
        // UCI: a stop with nothing to stop needs no answer
    }

    @Override
    String farewell() {
        return null;
    }

    @Override
    public void info(SearchInfo info) {
        StringBuilder sb = new StringBuilder("info depth ").append(info.depth())
                .append(" seldepth ").append(info.selDepth())
                .append(" multipv ").append(info.multiPv())
                .append(" score ").append(score(info.score()));
        if (controller.options.showWdl.bool()) {
            int[] wdl = WinModel.perMille(info.score());
            sb.append(" wdl ").append(wdl[0]).append(' ').append(wdl[1]).append(' ').append(wdl[2]);
        }
        sb.append(" nodes ").append(info.nodes())
                .append(" nps ").append(info.nps())
                .append(" hashfull ").append(info.hashfull())
                .append(" time ").append(info.timeMs());
        if (info.pv().length > 0) {
            sb.append(" pv ").append(pv(info.pv()));
        }
        out.line(sb.toString());
    }

    /**
     * {@code mate N} for every decisive score (mates and repetition verdicts, {@link Score#isDecisive}), else
     * {@code cp} on the win-probability scale of {@link WinModel} (100 = the side to move wins half its games).
     */
    static String score(int internal) {
        return Score.isDecisive(internal) ? "mate " + Score.movesToDecision(internal)
                : "cp " + WinModel.centipawns(internal);
    }

    @Override
    public void bestMove(int move, int ponder, String suffix) {
        out.line("bestmove " + coordinates.text(move) + (ponder != Move.NONE ? " ponder " + coordinates.text(ponder) : ""));
    }

    @Override
    public void matedScore() {
        out.line("info depth 0 score mate 0");
    }

    @Override
    public void noMove() {
        out.line("bestmove (none)");
    }

    @Override
    public void message(String text) {
        out.line("info string " + text);
    }
}
