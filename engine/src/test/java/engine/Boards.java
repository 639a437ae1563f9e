package engine;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.TreeSet;

/** Test helpers: FEN from a list of pieces, move sets as ICCS strings, and seeded random positions. */
public final class Boards {
    private static final String[] SUITES = {"perft.epd", "mates.epd", "tactics.epd"};

    private Boards() {
    }

    /**
     * A FEN from pieces written as a FEN letter and a point, e.g. {@code "Ke0"} (red king on e0) or
     * {@code "rd9"} (black rook on d9); {@code side} is "w" or "b".
     */
    public static String fen(String side, String... pieces) {
        char[][] grid = new char[Square.RANKS][Square.FILES];
        for (String piece : pieces) {
            int file = piece.charAt(1) - 'a';
            int rank = piece.charAt(2) - '0';
            if (piece.length() != 3 || grid[rank][file] != 0) {
                throw new IllegalArgumentException("bad or duplicate piece " + piece);
            }
            grid[rank][file] = piece.charAt(0);
        }
        StringBuilder sb = new StringBuilder();
        for (int rank = Square.RANKS - 1; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < Square.FILES; file++) {
                char c = grid[rank][file];
                if (c == 0) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    sb.append(empty);
                    empty = 0;
                }
                sb.append(c);
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        return sb.append(' ').append(side).append(" - - 0 1").toString();
    }

    public static Position position(String side, String... pieces) {
        return new Position(fen(side, pieces));
    }

    public static Set<String> iccs(int[] list, int n) {
        Set<String> out = new TreeSet<>();
        for (int i = 0; i < n; i++) {
            out.add(Move.toIccs(list[i]));
        }
        return out;
    }

    public static Set<String> legal(Position p) {
        int[] list = new int[MoveGen.MAX_MOVES];
        return iccs(list, MoveGen.generateLegal(p, list, 0));
    }

    public static Set<String> pseudo(Position p) {
        int[] list = new int[MoveGen.MAX_MOVES];
        return iccs(list, MoveGen.generate(p, list, 0, MoveGen.ALL));
    }

    /** The moves in {@code moves} that start on {@code from}, e.g. {@code "e2"}. */
    public static Set<String> from(Set<String> moves, String from) {
        Set<String> out = new TreeSet<>();
        for (String m : moves) {
            if (m.startsWith(from)) {
                out.add(m);
            }
        }
        return out;
    }

    public static Set<String> set(String... moves) {
        return new TreeSet<>(List.of(moves));
    }

    /** The FEN (first ';' field) of every line of the test-position suites. */
    public static List<String> suiteFens() {
        List<String> fens = new ArrayList<>();
        for (String suite : SUITES) {
            Path file = TestPositions.file(suite);
            try {
                for (String line : Files.readAllLines(file)) {
                    if (!line.isBlank()) {
                        fens.add(line.split(";")[0].trim());
                    }
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }
        return fens;
    }

    /** The start position followed by every suite FEN. */
    public static List<String> startFens() {
        List<String> fens = new ArrayList<>();
        fens.add(Fen.START);
        fens.addAll(suiteFens());
        return fens;
    }

    /**
     * Positions met on seeded random legal walks: {@code games} walks of at most {@code plies} plies from each
     * start FEN, every position visited (including the start) copied out.
     */
    public static List<Position> randomPositions(long seed, int games, int plies) {
        Random random = new Random(seed);
        List<Position> out = new ArrayList<>();
        int[] list = new int[MoveGen.MAX_MOVES];
        for (String fen : startFens()) {
            out.add(new Position(fen));
            for (int g = 0; g < games; g++) {
                Position p = new Position(fen);
                for (int ply = 0; ply < plies; ply++) {
                    int n = MoveGen.generateLegal(p, list, 0);
                    if (n == 0) {
                        break;
                    }
                    p.makeMove(list[random.nextInt(n)]);
                    out.add(p.copy());
                }
            }
        }
        return out;
    }

    private static final String[] RED_ADVISOR_POINTS = {"d0", "f0", "e1", "d2", "f2"};
    private static final String[] RED_ELEPHANT_POINTS = {"c0", "g0", "a2", "e2", "i2", "c4", "g4"};
    private static final String[] RED_PALACE = {"d0", "e0", "f0", "d1", "e1", "f1", "d2", "e2", "f2"};
    private static final int[] MAX_EXTRA = {0, 0, 2, 2, 2, 2, 2, 5};
    private static final String TYPE_LETTERS = ".KABNRCP";

    /**
     * Random positions that FEN accepts: kings anywhere in their palaces, then up to the full set of other
     * pieces, each on a point it could reach by the rules (points listed here for Red and turned over for
     * Black). Placements that FEN rejects (side to move could take the king) are skipped.
     */
    public static List<Position> randomPlacements(long seed, int count) {
        return randomPlacements(seed, count, false);
    }

    /**
     * As {@link #randomPlacements(long, int)}; {@code composed} widens the points to those of composed studies
     * that FEN accepts: advisors anywhere in the palace, elephants anywhere on their own half, pawns anywhere.
     */
    public static List<Position> randomPlacements(long seed, int count, boolean composed) {
        Random random = new Random(seed);
        List<Position> out = new ArrayList<>();
        while (out.size() < count) {
            List<String> pieces = new ArrayList<>();
            Set<String> used = new java.util.HashSet<>();
            for (int color = Piece.RED; color <= Piece.BLACK; color++) {
                put(pieces, used, color, 'K', RED_PALACE[random.nextInt(RED_PALACE.length)]);
                for (int type = Piece.ADVISOR; type <= Piece.PAWN; type++) {
                    int n = random.nextInt(MAX_EXTRA[type] + 1);
                    for (int i = 0; i < n; i++) {
                        String point = composed ? composedRedPoint(type, random) : redPoint(type, random);
                        put(pieces, used, color, TYPE_LETTERS.charAt(type), point);
                    }
                }
            }
            try {
                out.add(new Position(fen(random.nextBoolean() ? "w" : "b", pieces.toArray(new String[0]))));
            } catch (FenException e) {
                // the side to move could take the king: not a position
            }
        }
        return out;
    }

    /** A point (as Red sees it) where a red piece of this type may stand. */
    private static String redPoint(int type, Random random) {
        return switch (type) {
            case Piece.ADVISOR -> RED_ADVISOR_POINTS[random.nextInt(RED_ADVISOR_POINTS.length)];
            case Piece.ELEPHANT -> RED_ELEPHANT_POINTS[random.nextInt(RED_ELEPHANT_POINTS.length)];
            case Piece.PAWN -> {
                int rank = 3 + random.nextInt(7);
                int file = rank <= 4 ? 2 * random.nextInt(5) : random.nextInt(9);
                yield "" + (char) ('a' + file) + rank;
            }
            default -> "" + (char) ('a' + random.nextInt(9)) + random.nextInt(10);
        };
    }

    /** A point (as Red sees it) where a composed study may put a red piece of this type. */
    private static String composedRedPoint(int type, Random random) {
        return switch (type) {
            case Piece.ADVISOR -> RED_PALACE[random.nextInt(RED_PALACE.length)];
            case Piece.ELEPHANT -> "" + (char) ('a' + random.nextInt(9)) + random.nextInt(5);
            default -> "" + (char) ('a' + random.nextInt(9)) + random.nextInt(10);
        };
    }

    /** Adds a piece, turning the point half a circle for Black; skips it when the point is taken. */
    private static void put(List<String> pieces, Set<String> used, int color, char letter, String redPoint) {
        String point = redPoint;
        if (color == Piece.BLACK) {
            point = "" + (char) ('i' - (redPoint.charAt(0) - 'a')) + (char) ('9' - (redPoint.charAt(1) - '0'));
        }
        if (used.add(point)) {
            pieces.add((color == Piece.RED ? letter : Character.toLowerCase(letter)) + point);
        }
    }
}
