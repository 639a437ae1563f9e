package protocol;

import engine.Bound;
import engine.Move;
import engine.Score;
import engine.SearchInfo;
import engine.SearchLimits;
import engine.TranspositionTable;
import java.util.OptionalLong;

/** UCCI 3.0, as XQWizard and other Xiangqi GUIs speak it. */
final class Ucci extends Dialect {
    /** UCCI GUIs count a horse or cannon as about 100; the engine's internal horse is 400. */
    static final int SCORE_DIVISOR = 4;

    Ucci(Controller controller, Output out) {
        super(controller, out);
    }

    @Override
    void hello() {
        out.line("id name " + EngineId.NAME + " " + EngineId.VERSION);
        out.line("id copyright 2026 " + EngineId.AUTHOR);
        out.line("id author " + EngineId.AUTHOR);
        out.line("id user unknown");
        for (Option o : controller.options.all) {
            if (o.ucciName != null) {
                out.line(o.ucciLine());
            }
        }
        out.line("ucciok");
    }

    /**
     * {@code setoption <name> [<value>]}; UCI's spelling {@code setoption name <N> [value <V>]}, which clients
     * written for UCI send, is read too, by either dialect's option name. Unknown names in UCCI's own spelling
     * are ignored silently (XQWizard sends options without reading the list); in UCI's spelling they are
     * reported, since such a client expects every option it sends to be known.
     */
    @Override
    void setOption(String rest) {
        String[] nameValue = nameAndValue(rest);
        if (nameValue != null) {
            Options options = controller.options;
            Option option = options.find(nameValue[0], false);
            option = option != null ? option : options.find(nameValue[0], true);
            if (option == null) {
                message("setoption: unknown option '" + nameValue[0] + "' ignored");
                return;
            }
            set(option, nameValue[1]);
            return;
        }
        String[] parts = rest.trim().split("\\s+", 2);
        if (parts[0].isEmpty()) {
            message("setoption needs an option name");
            return;
        }
        Option option = controller.options.find(parts[0], false);
        if (option == null) {
            return; // UCCI: GUIs send options without reading the list; unknown ones are not an error
        }
        set(option, parts.length > 1 ? parts[1] : "");
    }

    /** A check option named without a value is switched on (UCCI convention). */
    private void set(Option option, String value) {
        String given = value.isBlank() && option.type == Option.Type.CHECK ? "true" : value;
        String error = apply(option, given);
        if (error != null) {
            message("setoption " + (option.ucciName != null ? option.ucciName : option.uciName) + ": " + error);
        }
    }

    @Override
    boolean handle(String command, String line, String[] words) {
        switch (command) {
            case "probe" -> probe(line);
            default -> {
                return false;
            }
        }
        return true;
    }

    private void probe(String line) {
        engine.Position p = PositionParser.parse(line.substring("probe".length()), this::message, coordinates,
                "nothing probed");
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
            sb.append(" bestmove ").append(coordinates.text(move));
        }
        int bound = TranspositionTable.bound(entry);
        int score = score(TranspositionTable.score(entry));
        int depth = Math.max(0, TranspositionTable.depth(entry));
        if (Bound.isLower(bound)) {
            sb.append(" lowerbound ").append(score).append(" depth ").append(depth);
        }
        if (Bound.isUpper(bound)) {
            sb.append(" upperbound ").append(score).append(" depth ").append(depth);
        }
        out.line(sb.toString());
    }

    @Override
    void go(String[] words, long receivedNanos) {
        SearchLimits limits = new SearchLimits();
        limits.receivedNanos = receivedNanos;
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
                        OptionalLong depth = number(words, ++i, "depth");
                        if (depth.isPresent()) {
                            limits.depth = clampDepth(depth.getAsLong());
                            depthZero = limits.depth == 0;
                        }
                    }
                }
                case "infinite" -> limits.infinite = true;
                case "nodes" -> number(words, ++i, "nodes").ifPresent(n -> limits.nodes = n);
                case "time" -> clock(words, ++i, "time").ifPresent(t -> limits.timeLeft = t * unit);
                case "movestogo" -> number(words, ++i, "movestogo").ifPresent(n -> limits.movesToGo = (int) n);
                case "increment" -> number(words, ++i, "increment").ifPresent(n -> limits.increment = n * unit);
                case "opptime", "oppmovestogo", "oppincrement" -> i++; // the opponent's clock does not change ours
                default -> message("go: unknown word '" + words[i] + "' ignored");
            }
        }
        if (depthZero && controller.hasPosition()) { // else go answers that there is no position
            int eval = controller.staticEval();
            out.line("info depth 0 score " + (eval == Score.NONE ? 0 : score(eval)));
            out.line("nobestmove");
            return;
        }
        controller.go(limits, draw, this);
    }

    private int clampDepth(long depth) {
        if (depth > Score.MAX_PLY - 1) {
            message("depth " + depth + " is more than the engine can search; using " + (Score.MAX_PLY - 1));
            return Score.MAX_PLY - 1;
        }
        return (int) depth;
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
        String pv = info.pv().length > 0 ? " pv " + pv(info.pv()) : ""; // no pv at all rather than an empty one
        out.line("info depth " + info.depth() + " score " + score(info.score()) + pv);
        out.line("info time " + info.timeMs() + " nodes " + info.nodes());
    }

    /**
     * Internal scores in the UCCI GUIs' scale; every decisive score (mates and repetition verdicts,
     * {@link Score#isDecisive}) is the mate value less the plies to the decision, so GUIs show it as a win.
     */
    static int score(int internal) {
        return Score.isDecisive(internal) ? Score.asMate(internal) : internal / SCORE_DIVISOR;
    }

    @Override
    public void bestMove(int move, int ponder, String suffix) {
        StringBuilder sb = new StringBuilder("bestmove ").append(coordinates.text(move));
        if (ponder != Move.NONE) {
            sb.append(" ponder ").append(coordinates.text(ponder));
        }
        if (suffix != null) {
            sb.append(' ').append(suffix);
        }
        out.line(sb.toString());
    }

    @Override
    public void matedScore() {
        out.line("info depth 0 score " + score(Score.matedIn(0)));
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
