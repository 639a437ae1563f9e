package protocol.match;

/**
 * The text of the two protocols an engine under test may speak, as far as the runner needs it (not to be
 * confused with {@code protocol.Dialect}, Qilin's own side of the conversation).
 */
public enum EngineProtocol {
    UCCI("ucci", "ucciok", "setoption newgame"),
    UCI("uci", "uciok", "ucinewgame");

    private final String hello;
    private final String helloOk;
    private final String newGame;

    EngineProtocol(String hello, String helloOk, String newGame) {
        this.hello = hello;
        this.helloOk = helloOk;
        this.newGame = newGame;
    }

    /** The protocol whose handshake word ({@code ucci}, {@code uci}) is {@code text}, in any case. */
    static EngineProtocol parse(String text) {
        for (EngineProtocol protocol : values()) {
            if (protocol.hello.equalsIgnoreCase(text.trim())) {
                return protocol;
            }
        }
        throw new IllegalArgumentException("proto must be ucci or uci, not '" + text + "'");
    }

    String hello() {
        return hello;
    }

    /** The protocol an engine speaks that does not answer this one's hello. */
    EngineProtocol other() {
        return this == UCCI ? UCI : UCCI;
    }

    String helloOk() {
        return helloOk;
    }

    String newGame() {
        return newGame;
    }

    String setOption(String name, String value) {
        return this == UCCI ? "setoption " + name + " " + value : "setoption name " + name + " value " + value;
    }

    /** The option name an {@code option ...} line advertises. */
    String advertisedOption(String line) {
        String[] words = line.trim().split("\\s+");
        if (this == UCCI) {
            return words.length > 1 ? words[1] : "";
        }
        StringBuilder name = new StringBuilder();
        for (int i = 2; i < words.length && !words[i].equals("type"); i++) {
            name.append(name.length() > 0 ? " " : "").append(words[i]);
        }
        return name.toString();
    }

    /**
     * The {@code go} line. {@code own} is the clock of the side to move; UCCI wants milliseconds only when
     * the engine accepted {@code usemillisec}, seconds otherwise.
     */
    String go(Clock own, Clock opp, boolean redToMove, boolean millis) {
        TimeControl tc = own.control();
        return switch (tc.kind()) {
            case DEPTH -> "go depth " + tc.depthOrNodes();
            case NODES -> "go nodes " + tc.depthOrNodes();
            case MOVE_TIME -> this == UCCI
                    // UCCI has no movetime: the whole budget for this one move says the same thing.
                    ? "go time " + units(own.remainingMs(), millis) + " movestogo 1"
                    : "go movetime " + own.remainingMs();
            case CLOCK -> this == UCCI ? ucciClock(own, opp, millis) : uciClock(own, opp, redToMove);
        };
    }

    private static String ucciClock(Clock own, Clock opp, boolean millis) {
        StringBuilder s = new StringBuilder("go time ").append(units(own.remainingMs(), millis));
        if (own.movesToGo() > 0) {
            s.append(" movestogo ").append(own.movesToGo());
        } else {
            s.append(" increment ").append(units(own.control().incrementMs(), millis));
        }
        if (opp.timed()) {
            s.append(" opptime ").append(units(opp.remainingMs(), millis));
            if (opp.movesToGo() > 0) {
                s.append(" oppmovestogo ").append(opp.movesToGo());
            } else {
                s.append(" oppincrement ").append(units(opp.control().incrementMs(), millis));
            }
        }
        return s.toString();
    }

    private static String uciClock(Clock own, Clock opp, boolean redToMove) {
        Clock red = redToMove ? own : opp;
        Clock black = redToMove ? opp : own;
        StringBuilder s = new StringBuilder("go wtime ").append(red.remainingMs())
                .append(" btime ").append(black.remainingMs())
                .append(" winc ").append(red.control().incrementMs())
                .append(" binc ").append(black.control().incrementMs());
        if (own.movesToGo() > 0) {
            s.append(" movestogo ").append(own.movesToGo());
        }
        return s.toString();
    }

    private static long units(long ms, boolean millis) {
        return millis ? ms : ms / 1000;
    }
}
