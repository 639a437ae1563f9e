package protocol.report;

import java.util.Map;

/**
 * The Chinese characters a board shows, drawn as strokes so a diagram reads the same on every machine, with or
 * without a CJK font: the pieces' characters (Red's and Black's), the numbers of Red's files and the river's
 * words. Each is SVG path data in a box {@link #BOX} units square (x right, y down), meant to be stroked
 * {@link #STROKE} units wide with round ends and joins and no fill; a picture scales the box to the size it wants.
 *
 * <p>The strokes are Qilin's own, laid out on the box's grid to stay legible at about 28 pixels: a plain brush's
 * shapes, not a font's outlines.
 */
public final class CharacterPaths {
    /** The side of the square each character is drawn in. */
    public static final int BOX = 100;
    /** The width of every stroke, in the box's units. */
    public static final int STROKE = 8;

    /** The standing person on the left of 仕, 傌 and 俥. */
    private static final String PERSON = "M28 4Q22 26 6 44M20 30V98";
    /** 包, the right of 炮 and 砲. */
    private static final String WRAP = "M60 6Q56 18 46 28M56 18H92V60Q92 72 82 70M56 32H80V50H56"
            + "M56 32V82Q56 94 70 94H94V84";
    /** The three drops of water on the left of 河 and 漢. */
    private static final String WATER = "M10 14L20 22M6 40L16 48M6 86Q14 74 22 60";

    private static final Map<String, String> PATHS = Map.ofEntries(
            Map.entry("一", "M10 52Q50 46 90 50"),
            Map.entry("二", "M24 32H76M10 70H90"),
            Map.entry("三", "M22 20H78M28 50H72M10 82H90"),
            Map.entry("四", "M14 22V86M14 22H86V86M40 22Q40 52 28 64M60 22V56Q60 64 70 64H78M14 84H86"),
            Map.entry("五", "M20 16H80M46 16L38 84M24 46H72V84M10 86H90"),
            Map.entry("六", "M48 6L56 20M12 36H88M38 52Q30 74 14 88M62 54Q74 72 86 86"),
            Map.entry("七", "M10 54L88 40M40 12V76Q40 88 54 88H84Q90 88 90 76"),
            Map.entry("八", "M40 20Q36 64 10 86M58 22Q64 66 92 84"),
            Map.entry("九", "M42 10Q42 60 12 88M18 36H62Q62 64 64 80Q68 90 88 86L90 72"),
            Map.entry("楚", "M6 20H44M26 4V50M24 22Q18 36 6 44M28 24L42 38M54 20H94M74 4V50"
                    + "M72 22Q64 36 52 46M76 24Q84 36 96 44M24 58H76M50 58V84M50 72H72M30 68V84Q26 92 12 96"
                    + "M30 84Q52 98 94 96"),
            Map.entry("河", WATER
                    + "M30 16H96M38 34H68V62H38ZM84 16V90Q84 96 74 92"),
            Map.entry("漢", WATER
                    + "M36 16H92M52 6V30H76V6M46 38H82V56H46ZM64 56V74M40 66H88M34 78H94"
                    + "M64 74Q58 90 36 98M66 80Q76 92 94 98"),
            Map.entry("界", "M24 6H76V44H24ZM24 24H76M50 6V44M50 50Q36 66 10 74M50 50Q66 66 90 74"
                    + "M38 70Q38 88 28 98M62 70V98"),
            Map.entry("帥", "M26 4L18 16M14 18V86M14 18H36V46H14M14 46H40V82H14M56 30V78"
                    + "M56 30H92V74Q92 82 84 80M74 6V98"),
            Map.entry("將", "M12 14V40H28M28 4V98M6 74L28 60M60 4Q54 18 40 28M54 14H86Q78 36 48 50"
                    + "M60 26L72 34M42 64H96M80 52V92Q80 98 70 94M56 74L64 84"),
            Map.entry("仕", PERSON
                    + "M38 34H94M66 12V90M46 90H86"),
            Map.entry("士", "M12 36H88M50 10V86M24 86H76"),
            Map.entry("相", "M6 30H40M24 6V98M22 34Q16 56 4 70M28 44L38 54M52 12H90V90H52ZM52 38H90"
                    + "M52 64H90"),
            Map.entry("象", "M42 4Q36 14 24 22M38 12H64L56 24M24 24H78V44H24ZM46 48Q36 58 14 66"
                    + "M46 54Q68 62 62 80V94Q60 100 50 94M50 66Q38 76 16 84M54 78Q42 90 20 98M66 60Q76 76 94 90"),
            Map.entry("馬", "M24 6V58M24 6H80M24 22H74M24 38H74M50 6V54M24 54H86V84Q86 96 74 92"
                    + "M24 72L20 86M40 72L38 86M54 72L56 86M68 70L72 84"),
            Map.entry("傌", PERSON
                    + "M40 6V58M40 6H88M40 22H84M40 38H84M62 6V54M40 54H94V84Q94 96 84 92"
                    + "M40 72L36 86M52 72L50 86M64 72L66 86M76 70L80 84"),
            Map.entry("車", "M14 10H86M22 26H78V66H22ZM22 46H78M8 82H92M50 2V98"),
            Map.entry("俥", PERSON
                    + "M38 10H94M44 26H88V66H44ZM44 46H88M34 82H98M66 2V98"),
            Map.entry("炮", "M10 30L16 44M38 26L32 40M24 8V50Q20 74 6 94M26 60L40 80"
                    + WRAP),
            Map.entry("砲", "M4 14H40M22 14Q16 40 4 58M14 52H38V86H14Z"
                    + WRAP),
            Map.entry("兵", "M66 4Q48 12 28 16M30 16V62M30 38H76M58 38V62M8 62H92M36 72Q30 86 14 94"
                    + "M64 72Q74 84 88 94"),
            Map.entry("卒", "M50 2L54 14M14 18H86M32 26Q28 40 16 50M30 36L40 48M66 26Q62 40 50 50"
                    + "M64 36L78 50M8 64H92M50 54V98"));

    private CharacterPaths() {
    }

    /** The path data of {@code character}, one of those this class draws. */
    public static String of(String character) {
        String path = PATHS.get(character);
        if (path == null) {
            throw new IllegalArgumentException("no strokes for '" + character + "'");
        }
        return path;
    }

    /** The id of a character's path in a diagram's {@code defs}: its code point in hex ({@code ch-5e25}). */
    public static String id(String character) {
        return "ch-" + Integer.toHexString(character.codePointAt(0));
    }
}
