package training.nnue;

import engine.MoveGen;
import engine.Piece;
import engine.Position;
import engine.Square;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.util.LinkedHashMap;
import java.util.Map;
import training.data.DataFile;
import training.data.GameData;
import training.data.Provenance;

/**
 * Data whose answer is known, for the trainer's tests and its benchmark: games of uniformly random legal moves
 * from the initial position (seeded), each position scored by material alone from the side to move's view, the
 * game's result by the material at its end. Written in the self-play data format, so it takes the same path
 * through {@code DataReader} as real data.
 */
public final class Synthetic {
    /** Material by piece type (king, advisor, elephant, horse, rook, cannon, pawn), in internal units. */
    private static final int[] VALUE = {0, 0, 120, 120, 270, 600, 285, 60};
    private static final int PLIES = 160;

    private Synthetic() {
    }

    /** Material of the side to move minus the other side's. */
    public static int material(Position p) {
        int sum = 0;
        for (int sq = 0; sq < Square.COUNT; sq++) {
            int piece = p.pieceAt(sq);
            if (piece != Piece.EMPTY) {
                int v = VALUE[Piece.type(piece)];
                sum += Piece.color(piece) == p.sideToMove() ? v : -v;
            }
        }
        return sum;
    }

    /** Writes a data file of {@code games} random games. */
    public static void write(OutputStream stream, long seed, int games) throws IOException {
        DataOutputStream out = new DataOutputStream(stream);
        Map<String, String> provenance = new LinkedHashMap<>();
        provenance.put(Provenance.GENERATOR, "qilin synthetic random games");
        provenance.put(Provenance.SEED, Long.toString(seed));
        DataFile.writeHeader(out, Provenance.of(provenance));
        Rng rng = new Rng(seed);
        int[] moves = new int[MoveGen.MAX_MOVES];
        for (int g = 0; g < games; g++) {
            DataFile.writeGame(out, game(g, rng, moves));
        }
        out.flush();
    }

    private static GameData game(int index, Rng rng, int[] list) {
        Position p = Position.startpos();
        int plies = PLIES / 2 + rng.nextInt(PLIES / 2);
        short[] moves = new short[plies];
        short[] scores = new short[plies];
        int n = 0;
        int result = GameData.DRAW;
        for (; n < plies; n++) {
            int count = MoveGen.generateLegal(p, list, 0);
            if (count == 0) {
                result = p.sideToMove() == Piece.RED ? GameData.BLACK_WON : GameData.RED_WON;
                break;
            }
            int move = list[rng.nextInt(count)];
            moves[n] = (short) move;
            scores[n] = (short) material(p);
            p.makeMove(move);
        }
        if (n == plies) {
            int red = p.sideToMove() == Piece.RED ? material(p) : -material(p);
            result = red >= 300 ? GameData.RED_WON : red <= -300 ? GameData.BLACK_WON : GameData.DRAW;
        }
        return new GameData(index, result, n == plies ? 7 : 0, null, new short[0],
                java.util.Arrays.copyOf(moves, n), java.util.Arrays.copyOf(scores, n));
    }
}
