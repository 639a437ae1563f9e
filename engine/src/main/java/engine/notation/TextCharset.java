package engine.notation;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Decodes text files whose encoding nobody wrote down. Chinese game records come as UTF-8 or as GBK/GB18030;
 * a strict UTF-8 decode almost never succeeds on GBK bytes that hold Chinese, so UTF-8 is tried first.
 */
public final class TextCharset {
    public static final Charset GB18030 = Charset.forName("GB18030");

    private static final byte[] UTF8_BOM = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};
    private static final byte[] UTF16LE_BOM = {(byte) 0xFF, (byte) 0xFE};
    private static final byte[] UTF16BE_BOM = {(byte) 0xFE, (byte) 0xFF};
    private static final char BOM = '\uFEFF';

    private TextCharset() {
    }

    /** UTF-16 or UTF-8 when a byte-order mark says so, UTF-8 when the bytes decode strictly, else GB18030. */
    public static Charset detect(byte[] bytes) {
        if (startsWith(bytes, UTF16LE_BOM)) {
            return StandardCharsets.UTF_16LE;
        }
        if (startsWith(bytes, UTF16BE_BOM)) {
            return StandardCharsets.UTF_16BE;
        }
        if (startsWith(bytes, UTF8_BOM) || isStrictUtf8(bytes)) {
            return StandardCharsets.UTF_8;
        }
        return GB18030;
    }

    /** The text of the bytes in the detected charset, without a byte-order mark. */
    public static String decode(byte[] bytes) {
        String text = new String(bytes, detect(bytes));
        return !text.isEmpty() && text.charAt(0) == BOM ? text.substring(1) : text;
    }

    public static boolean isStrictUtf8(byte[] bytes) {
        try {
            StandardCharsets.UTF_8.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(bytes));
            return true;
        } catch (CharacterCodingException e) {
            return false;
        }
    }

    private static boolean startsWith(byte[] bytes, byte[] prefix) {
        if (bytes.length < prefix.length) {
            return false;
        }
        for (int i = 0; i < prefix.length; i++) {
            if (bytes[i] != prefix[i]) {
                return false;
            }
        }
        return true;
    }
}
