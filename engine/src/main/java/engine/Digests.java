package engine;

import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HexFormat;

/** SHA-256 in lower-case hex: how files and weights are named in provenance records. */
public final class Digests {
    private Digests() {
    }

    /** The SHA-256 of the first {@code length} bytes of {@code bytes}. */
    public static String sha256(byte[] bytes, int length) {
        MessageDigest digest = newSha256();
        digest.update(bytes, 0, length);
        return HexFormat.of().formatHex(digest.digest());
    }

    /** A fresh SHA-256 digest; every Java platform has one. */
    public static MessageDigest newSha256() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("this Java has no SHA-256", e);
        }
    }
}
