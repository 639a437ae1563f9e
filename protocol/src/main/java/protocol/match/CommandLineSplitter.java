package protocol.match;

import java.util.ArrayList;
import java.util.List;

/** Splits a command like a POSIX shell does for simple quoting: spaces, '...', "..." and backslash. */
final class CommandLineSplitter {
    private CommandLineSplitter() {
    }

    static List<String> split(String text) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        boolean inWord = false;
        char quote = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quote == '\'') {
                if (c == '\'') {
                    quote = 0;
                } else {
                    word.append(c);
                }
            } else if (c == '\\' && i + 1 < text.length() && (quote == 0 || "\"\\$`".indexOf(text.charAt(i + 1)) >= 0)) {
                word.append(text.charAt(++i));
                inWord = true;
            } else if (quote == '"') {
                if (c == '"') {
                    quote = 0;
                } else {
                    word.append(c);
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
                inWord = true;
            } else if (Character.isWhitespace(c)) {
                if (inWord) {
                    words.add(word.toString());
                    word.setLength(0);
                    inWord = false;
                }
            } else {
                word.append(c);
                inWord = true;
            }
        }
        if (quote != 0) {
            throw new IllegalArgumentException("unclosed quote in: " + text);
        }
        if (inWord) {
            words.add(word.toString());
        }
        return words;
    }
}
