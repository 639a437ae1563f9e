package protocol.report;

import engine.Move;
import engine.Piece;
import engine.Position;
import engine.Square;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * One Xiangqi diagram as {@code board.jte} draws it: Red at the bottom, every coordinate in SVG user units. All
 * geometry lives here; the page's script only places pieces and arrows at coordinates this class wrote.
 *
 * <p>Points are {@link #CELL} apart, {@link #MARGIN} from the edge (room for the file numbers); the river is
 * {@link #RIVER_EXTRA} wider than a rank, so its words stay clear of pieces standing on its banks. Pieces are
 * drawn once each as a glyph in the SVG's {@code defs} (a disc with its character) and placed with {@code use},
 * so a position is 32 short elements at most. Every Chinese character is drawn as strokes ({@link
 * CharacterPaths}), never as text: the diagram needs no font with Chinese characters.
 */
public final class BoardPicture {
    public static final int CELL = 50;
    public static final int MARGIN = 50;
    public static final int PIECE_RADIUS = 22;
    /** What the river adds to a rank's height: room for its words between the pieces of the two banks. */
    public static final int RIVER_EXTRA = 20;
    public static final int WIDTH = 2 * MARGIN + (Square.FILES - 1) * CELL;
    public static final int HEIGHT = 2 * MARGIN + (Square.RANKS - 1) * CELL + RIVER_EXTRA;
    /** The size of a piece's character, inside the inner ring (radius {@code PIECE_RADIUS - 4}). */
    private static final int PIECE_CHARACTER = 28;
    /** The size of the river's words: they fit between the pieces of its banks with a little air. */
    private static final int RIVER_CHARACTER = 22;
    /** From one character of a river word to the other, centre to centre: a gap of a stroke or so between them. */
    private static final int RIVER_SPACING = 30;
    /** The size of Red's file numbers under the board. */
    private static final int NUMBER_CHARACTER = 14;
    /** Arrow heads stop short of the target's centre so the piece's character stays readable. */
    private static final int ARROW_SHORTENING = PIECE_RADIUS / 2;
    /** Red's file numbers, right to left from Red's side; Black's are Arabic, right to left from Black's side. */
    private static final String RED_FILE_NUMBERS = "九八七六五四三二一";
    /** Characters of the piece types in {@link Piece} order (index 0 unused): Red's, then Black's. */
    private static final String RED_CHARACTERS = " 帥仕相傌俥炮兵";
    private static final String BLACK_CHARACTERS = " 將士象馬車砲卒";
    /** The river's words, Red's left to right: "Chu river" and "Han border". */
    private static final String RIVER_WORDS = "楚河漢界";
    private static final int PALACE_LEFT = 3;
    private static final int PALACE_RIGHT = 5;
    private static final int PALACE_DEPTH = 2;
    private static final String RED_INK = "#b3171b";
    private static final String BLACK_INK = "#222222";

    /**
     * A piece's look: the id its {@code use} elements name, the colour of its rim and character, the character
     * (drawn from {@link CharacterPaths}).
     */
    public record Glyph(String id, String ink, String character) {
        /** The id of the character's strokes in the diagram's {@code defs}. */
        public String strokes() {
            return CharacterPaths.id(character);
        }

        /** Where the character stands in the disc: its box centred and scaled to the piece's character size. */
        public String transform() {
            return placement(0, 0, PIECE_CHARACTER);
        }
    }

    /** A character's strokes, defined once in the diagram's {@code defs} under {@code id}. */
    public record Strokes(String id, String path) {
    }

    /** A character drawn beside or on the board: the id of its strokes and where they stand. */
    public record Lettering(String strokes, String transform) {
    }

    /** A piece at a point: the glyph to draw and the point's centre. */
    public record Placed(String glyph, int x, int y) {
    }

    /** A line of the grid or of a palace. */
    public record Segment(int x1, int y1, int x2, int y2) {
    }

    /** A file number above the board, in digits. */
    public record Label(String text, int x, int y) {
    }

    /** Kinds of arrow: the move the game played (blue), and the engine's better move (green). */
    public enum ArrowKind {
        PLAYED("#1f5fbf"), BEST("#1e8a3a");

        private final String ink;

        ArrowKind(String ink) {
            this.ink = ink;
        }

        /** The CSS class and the suffix of the arrow head's marker id. */
        public String css() {
            return name().toLowerCase(Locale.ROOT);
        }

        public String ink() {
            return ink;
        }
    }

    /** A move drawn from its point to (nearly) its target, in the ink of its kind. */
    public record Arrow(int x1, int y1, int x2, int y2, String kind, String ink) {
    }

    private static final List<Glyph> GLYPHS = glyphList();
    private static final List<Segment> LINES = lineList();
    private static final List<Label> LABELS = labelList();
    private static final List<Lettering> LETTERING = letteringList();
    private static final List<Strokes> STROKES = strokesList();

    private final List<Placed> pieces;
    private final List<Arrow> arrows;
    private final String caption;

    private BoardPicture(List<Placed> pieces, List<Arrow> arrows, String caption) {
        this.pieces = pieces;
        this.arrows = arrows;
        this.caption = caption;
    }

    /** {@code pos} with the given arrows; the caption (its FEN) names the diagram for screen readers. */
    public static BoardPicture of(Position pos, List<Arrow> arrows) {
        List<Placed> pieces = new ArrayList<>();
        for (int sq = 0; sq < Square.COUNT; sq++) {
            int piece = pos.pieceAt(sq);
            if (piece != Piece.EMPTY) {
                pieces.add(new Placed(glyphId(piece), x(Square.file(sq)), y(Square.rank(sq))));
            }
        }
        return new BoardPicture(List.copyOf(pieces), List.copyOf(arrows), pos.fen());
    }

    /** The arrow of {@code move}, shortened at its head so the target piece stays readable. */
    public static Arrow arrow(int move, ArrowKind kind) {
        int x1 = x(Square.file(Move.from(move)));
        int y1 = y(Square.rank(Move.from(move)));
        int x2 = x(Square.file(Move.to(move)));
        int y2 = y(Square.rank(Move.to(move)));
        double length = Math.hypot(x2 - x1, y2 - y1);
        double keep = (length - ARROW_SHORTENING) / length;
        return new Arrow(x1, y1, (int) Math.round(x1 + (x2 - x1) * keep), (int) Math.round(y1 + (y2 - y1) * keep),
                kind.css(), kind.ink());
    }

    /** The id of a piece's glyph: its side and FEN letter in upper case ({@code red-R}, {@code black-P}). */
    public static String glyphId(int piece) {
        return Piece.colorName(Piece.color(piece)) + "-" + Character.toUpperCase(Piece.fenChar(piece));
    }

    /** The x of a file's points (file 0 is Red's left). */
    public static int x(int file) {
        return MARGIN + file * CELL;
    }

    /** The y of a rank's points (rank 0, Red's back rank, at the bottom; Red's half below the wide river). */
    public static int y(int rank) {
        return MARGIN + (Square.RANKS - 1 - rank) * CELL + (rank <= Square.RED_RIVER_RANK ? RIVER_EXTRA : 0);
    }

    public List<Placed> pieces() {
        return pieces;
    }

    public List<Arrow> arrows() {
        return arrows;
    }

    public String caption() {
        return caption;
    }

    public List<Glyph> glyphs() {
        return GLYPHS;
    }

    public List<ArrowKind> arrowKinds() {
        return List.of(ArrowKind.values());
    }

    public List<Segment> lines() {
        return LINES;
    }

    public List<Label> labels() {
        return LABELS;
    }

    /** Red's file numbers and the river's words. */
    public List<Lettering> lettering() {
        return LETTERING;
    }

    /** Every character the diagram draws, once each. */
    public List<Strokes> strokes() {
        return STROKES;
    }

    /** The width of a character's strokes in its own box; a transform scales it with the character. */
    public int strokeWidth() {
        return CharacterPaths.STROKE;
    }

    public int width() {
        return WIDTH;
    }

    public int height() {
        return HEIGHT;
    }

    public int pieceRadius() {
        return PIECE_RADIUS;
    }

    /** The x of every file and the y of every rank, for the page's script to place pieces by index. */
    public static int[] fileXs() {
        int[] xs = new int[Square.FILES];
        for (int f = 0; f < xs.length; f++) {
            xs[f] = x(f);
        }
        return xs;
    }

    public static int[] rankYs() {
        int[] ys = new int[Square.RANKS];
        for (int r = 0; r < ys.length; r++) {
            ys[r] = y(r);
        }
        return ys;
    }

    // ---------------------------------------------------------------- the fixed parts

    private static List<Glyph> glyphList() {
        List<Glyph> glyphs = new ArrayList<>();
        for (int color : new int[] {Piece.RED, Piece.BLACK}) {
            String characters = color == Piece.RED ? RED_CHARACTERS : BLACK_CHARACTERS;
            for (int type = Piece.KING; type <= Piece.PAWN; type++) {
                int piece = Piece.make(color, type);
                glyphs.add(new Glyph(glyphId(piece), color == Piece.RED ? RED_INK : BLACK_INK,
                        characters.substring(type, type + 1)));
            }
        }
        return List.copyOf(glyphs);
    }

    /**
     * Every rank across the board; the edge files top to bottom; the inner files broken by the river; the two
     * diagonals of each palace.
     */
    private static List<Segment> lineList() {
        List<Segment> lines = new ArrayList<>();
        int last = Square.RANKS - 1;
        for (int r = 0; r < Square.RANKS; r++) {
            lines.add(new Segment(x(0), y(r), x(Square.FILES - 1), y(r)));
        }
        for (int f = 0; f < Square.FILES; f++) {
            if (f == 0 || f == Square.FILES - 1) {
                lines.add(new Segment(x(f), y(0), x(f), y(last)));
            } else {
                lines.add(new Segment(x(f), y(0), x(f), y(Square.RED_RIVER_RANK)));
                lines.add(new Segment(x(f), y(Square.RED_RIVER_RANK + 1), x(f), y(last)));
            }
        }
        for (int back : new int[] {0, last}) {
            int front = back == 0 ? PALACE_DEPTH : last - PALACE_DEPTH;
            lines.add(new Segment(x(PALACE_LEFT), y(back), x(PALACE_RIGHT), y(front)));
            lines.add(new Segment(x(PALACE_RIGHT), y(back), x(PALACE_LEFT), y(front)));
        }
        return List.copyOf(lines);
    }

    private static List<Label> labelList() {
        List<Label> labels = new ArrayList<>();
        for (int f = 0; f < Square.FILES; f++) {
            labels.add(new Label(String.valueOf(f + 1), x(f), MARGIN / 3));
        }
        return List.copyOf(labels);
    }

    /**
     * Red's file numbers under the board, halfway between its back rank's pieces and the edge; the river's words
     * in the middle of the river, two a quarter of the board in from each side.
     */
    private static List<Lettering> letteringList() {
        List<Lettering> lettering = new ArrayList<>();
        int below = (y(0) + PIECE_RADIUS + HEIGHT) / 2;
        for (int f = 0; f < Square.FILES; f++) {
            lettering.add(letter(RED_FILE_NUMBERS, f, x(f), below, NUMBER_CHARACTER));
        }
        int riverY = (y(Square.RED_RIVER_RANK) + y(Square.RED_RIVER_RANK + 1)) / 2;
        int[] centres = {x(2) - RIVER_SPACING / 2, x(2) + RIVER_SPACING / 2,
            x(Square.FILES - 3) - RIVER_SPACING / 2, x(Square.FILES - 3) + RIVER_SPACING / 2};
        for (int i = 0; i < centres.length; i++) {
            lettering.add(letter(RIVER_WORDS, i, centres[i], riverY, RIVER_CHARACTER));
        }
        return List.copyOf(lettering);
    }

    private static Lettering letter(String characters, int index, int x, int y, int size) {
        return new Lettering(CharacterPaths.id(characters.substring(index, index + 1)), placement(x, y, size));
    }

    /** An SVG transform putting a character's box, {@code size} units square, centred on (x, y). */
    private static String placement(int x, int y, int size) {
        double scale = (double) size / CharacterPaths.BOX;
        return String.format(Locale.ROOT, "translate(%.1f %.1f) scale(%.2f)", x - size / 2.0, y - size / 2.0,
                scale);
    }

    /** The strokes of every character the diagram draws: the pieces', the file numbers', the river's. */
    private static List<Strokes> strokesList() {
        StringBuilder characters = new StringBuilder(RED_CHARACTERS.strip()).append(BLACK_CHARACTERS.strip())
                .append(RED_FILE_NUMBERS).append(RIVER_WORDS);
        List<Strokes> strokes = new ArrayList<>();
        characters.codePoints().distinct().forEach(c -> {
            String character = Character.toString(c);
            strokes.add(new Strokes(CharacterPaths.id(character), CharacterPaths.of(character)));
        });
        return List.copyOf(strokes);
    }
}
