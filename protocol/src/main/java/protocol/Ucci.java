package protocol;

import engine.Move;
import engine.Score;
import engine.SearchInfo;
import engine.SearchLimits;
import engine.TranspositionTable;

/** UCCI 3.0, as XQWizard and other Xiangqi GUIs speak it. */
final class Ucci extends Dialect {
    /** UCCI GUIs count a horse or cannon as about 100; the engine's internal horse is 400. */
    static final int SCORE_DIVISOR = 4;

    Ucci(Controller controller, Output out) {
        super(controller, out);
    }

    @Override
    void hello() {
        out.line("id name " + Main.NAME + " " + Main.VERSION);
        out.line("id copyright 2026 " + Main.AUTHOR);
        out.line("id author " + Main.AUTHOR);
        out.line("id user unknown");
        for (Option o : controller.options.all) {
            if (o.ucciName != null) {
                out.line(o.ucciLine());
            }
        }
        out.line("ucciok");
    }

    @Override
    void setOption(String rest) {
        String[] parts = rest.trim().split("\\s+", 2);
        if (parts[0].isEmpty()) {
            message("setoption needs an option name");
            return;
        }
        Option option = controller.options.find(parts[0], false);
        if (option == null) {
            return; // UCCI: GUIs send options without reading the list; unknown ones are not an error
        }
        String value = parts.length > 1 ? parts[1] : (option.type == Option.Type.CHECK ? "true" : "");
        String error = apply(option, value);
        if (error != null) {
            message("setoption " + option.ucciName + ": " + error);
        }
    }

    @Override
    boolean handle(String command, String line, String[] words) {
        switch (command) {
            case "banmoves" -> {
                String[] moves = java.util.Arrays.copyOfRange(words, 1, words.length);
                String error = controller.ban(moves);
                if (error != null) {
                    message(error);
                }
            }
            case "probe" -> probe(line);
            default -> {
                return false;
            }
        }
        return true;
    }

    private void probe(String line) {
        engine.Position p = PositionParser.parse(line.substring("probe".length()), this::message);
        if (p == null) {
            return;
        }
        long entry = controller.probe(p);
        if (entry == 0) {
            out.line("pophash");
            return;
        }
        StringBuilder sb = new StringBuilder("pophash");
        int move = TranspositionTable.move(entry);
        if (move != Move.NONE && p.isLegal(move)) {
            sb.append(" bestmove ").append(Move.toIccs(move));
        }
        int bound = TranspositionTable.bound(entry);
        int score = score(TranspositionTable.score(entry));
        int depth = Math.max(0, TranspositionTable.depth(entry));
        if ((bound & TranspositionTable.BOUND_LOWER) != 0) {
            sb.append(" lowerbound ").append(score).append(" depth ").append(depth);
        }
        if ((bound & TranspositionTable.BOUND_UPPER) != 0) {
            sb.append(" upperbound ").append(score).append(" depth ").append(depth);
        }
        out.line(sb.toString());
    }

    @Override
    void go(String[] words) {
        SearchLimits limits = new SearchLimits();
        boolean draw = false;
        boolean depthZero = false;
        long unit = controller.options.useMillisec.bool() ? 1 : 1000;
        for (int i = 1; i < words.length; i++) {
            switch (words[i]) {
                case "ponder" -> limits.ponder = true;
                case "draw" -> draw = true;
                case "depth" -> {
                    if (i + 1 < words.length && words[i + 1].equals("infinite")) {
                        limits.infinite = true;
                        i++;
                    } else {
                        limits.depth = (int) clampDepth(number(words, ++i, "depth"));
                        depthZero = limits.depth == 0;
                    }
                }
                case "infinite" -> limits.infinite = true;
                case "nodes" -> limits.nodes = Math.max(0, number(words, ++i, "nodes"));
                case "time" -> limits.timeLeft = Math.max(0, number(words, ++i, "time")) * unit;
                case "movestogo" -> limits.movesToGo = (int) Math.max(0, number(words, ++i, "movestogo"));
                case "increment" -> limits.increment = Math.max(0, number(words, ++i, "increment")) * unit;
                case "opptime", "oppmovestogo", "oppincrement" -> i++; // the opponent's clock does not change ours
                default -> message("go: unknown word '" + words[i] + "' ignored");
            }
        }
        if (depthZero) {
            int eval = controller.staticEval();
            out.line("info depth 0 score " + (eval == Score.NONE ? 0 : score(eval)));
            out.line("nobestmove");
            return;
        }
        controller.go(limits, draw, this);
    }

    private long clampDepth(long depth) {
        if (depth > Score.MAX_PLY - 1) {
            message("depth " + depth + " is more than the engine can search; using " + (Score.MAX_PLY - 1));
            return Score.MAX_PLY - 1;
        }
        return Math.max(0, depth);
    }

    @Override
    void stopWhileIdle() {
        out.line("nobestmove");
    }

    @Override
    String farewell() {
        return "bye";
    }

    @Override
    public void info(SearchInfo info) {
        out.line("info depth " + info.depth() + " score " + score(info.score()) + " pv " + pv(info.pv()));
        out.line("info time " + info.timeMs() + " nodes " + info.nodes());
    }

    /** Internal scores in the UCCI GUIs' scale; mates stay near the mate value so GUIs show them as wins. */
    static int score(int internal) {
        return Score.isMate(internal) ? internal : internal / SCORE_DIVISOR;
    }

    @Override
    public void bestMove(int move, int ponder, String suffix) {
        StringBuilder sb = new StringBuilder("bestmove ").append(Move.toIccs(move));
        if (ponder != Move.NONE) {
            sb.append(" ponder ").append(Move.toIccs(ponder));
        }
        if (suffix != null) {
            sb.append(' ').append(suffix);
        }
        out.line(sb.toString());
    }

    @Override
    public void noMove() {
        out.line("nobestmove");
    }

    @Override
    public void message(String text) {
        out.line("info message " + text);
    }
}
