package protocol;

import engine.SearchInfo;
import java.util.OptionalLong;

/** What differs between UCCI and UCI: greetings, option syntax, go parameters and output lines. */
abstract class Dialect implements Controller.Reporter {
    final Controller controller;
    final Output out;
    /** How this session's moves are written, in both directions. */
    Coordinates coordinates = Coordinates.ICCS;

    Dialect(Controller controller, Output out) {
        this.controller = controller;
        this.out = out;
    }

    /** Answers {@code ucci}/{@code uci}: ids, options, ok. */
    abstract void hello();

    abstract void setOption(String rest);

    /** A go command, read into limits whose clock runs from {@code receivedNanos} ({@link System#nanoTime()}). */
    abstract void go(String[] words, long receivedNanos);

    /** Commands only this dialect knows; answers false when the command is not one of them. */
    abstract boolean handle(String command, String line, String[] words);

    /** {@code stop} when nothing is being searched. */
    abstract void stopWhileIdle();

    /** Printed when quitting; null for none. */
    abstract String farewell();

    @Override
    public abstract void info(SearchInfo info);

    String pv(int[] moves) {
        StringBuilder sb = new StringBuilder();
        for (int m : moves) {
            if (sb.length() > 0) {
                sb.append(' ');
            }
            sb.append(coordinates.text(m));
        }
        return sb.toString();
    }

    @Override
    public String moveText(int move) {
        return coordinates.text(move);
    }

    /**
     * Splits UCI's {@code name <N> [value <V>]} (the option name may contain spaces); answers {name, value}
     * with an empty value when none is given, or null when the text does not start with {@code name}.
     */
    static String[] nameAndValue(String rest) {
        String text = rest.trim();
        if (!text.startsWith("name ")) {
            return null;
        }
        text = text.substring("name ".length());
        int v = text.indexOf(" value ");
        String name = (v >= 0 ? text.substring(0, v) : text).trim();
        String value = v >= 0 ? text.substring(v + " value ".length()) : "";
        if (name.equals("value") || name.endsWith(" value")) { // "value" with nothing after it
            name = name.substring(0, name.length() - "value".length()).trim();
        }
        return new String[] {name, value};
    }

    /** Applies a named option's new value and its side effects; answers an error text or null. */
    String apply(Option option, String value) {
        String before = option.value();
        String error = option.set(value);
        if (error != null) {
            return error;
        }
        Options o = controller.options;
        if (option == o.hash) {
            return controller.resizeHash();
        } else if (option == o.threads) {
            return controller.setThreads();
        } else if (option == o.newGame) {
            controller.newGame();
        } else if (option == o.clearHash) {
            controller.clearHash();
        } else if (controller.choosesEvaluation(option)) {
            String problem = controller.chooseEvaluation();
            if (problem != null) {
                option.set(before);
                return problem;
            }
        } else if (option == o.promotion && o.promotion.bool()) {
            o.promotion.set("false");
            return "promotion variant is not supported; playing standard Xiangqi";
        }
        return null;
    }

    /**
     * A go parameter's value: a non-negative number, or empty when it is missing, not a number or negative,
     * each reported as ignored; the caller then searches as if the parameter had not been given.
     */
    OptionalLong number(String[] words, int i, String what) {
        OptionalLong n = parse(words, i, what);
        if (n.isPresent() && n.getAsLong() < 0) {
            message(what + " must not be negative: " + n.getAsLong() + "; ignored");
            return OptionalLong.empty();
        }
        return n;
    }

    /**
     * A clock reading, as {@link #number}, except that a negative clock is one that has run out (GUIs send
     * it after a move that took longer than the time left): it reads as 0, so the engine answers at once
     * instead of searching without a clock.
     */
    OptionalLong clock(String[] words, int i, String what) {
        OptionalLong n = parse(words, i, what);
        if (n.isPresent() && n.getAsLong() < 0) {
            message(what + " " + n.getAsLong() + " is negative: read as 0, a clock that has run out");
            return OptionalLong.of(0);
        }
        return n;
    }

    /** The number at {@code words[i]}, or empty (reported as ignored) when it is missing or not a number. */
    private OptionalLong parse(String[] words, int i, String what) {
        if (i >= words.length) {
            message(what + " needs a value; ignored");
            return OptionalLong.empty();
        }
        try {
            return OptionalLong.of(Long.parseLong(words[i]));
        } catch (NumberFormatException e) {
            message(what + " needs a number, not '" + words[i] + "'; ignored");
            return OptionalLong.empty();
        }
    }
}
