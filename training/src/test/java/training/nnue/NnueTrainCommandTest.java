package training.nnue;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import engine.Position;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.zip.CRC32;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import protocol.CommandRun;
import training.data.DataReader;

/** qilin train end to end on a small data file: determinism, resume, the exported file, bad arguments. */
class NnueTrainCommandTest {
    private static final String[] SMALL = {"--threads", "1", "--batch", "512", "--lr", "0.005", "--seed", "3"};

    @TempDir
    static Path dir;
    static Path data;

    @BeforeAll
    static void data() throws IOException {
        data = dir.resolve("synthetic.qdat");
        try (OutputStream out = Files.newOutputStream(data)) {
            Synthetic.write(out, 5, 120);
        }
    }

    private static CommandRun.Result train(Path out, String... more) {
        List<String> args = new ArrayList<>(List.of(data.toString(), "--out", out.toString()));
        List<String> given = List.of(more);
        for (int i = 0; i < SMALL.length; i += 2) {
            if (!given.contains(SMALL[i])) {
                args.add(SMALL[i]);
                args.add(SMALL[i + 1]);
            }
        }
        args.addAll(given);
        return CommandRun.run(new TrainCommand(), args.toArray(String[]::new));
    }

    /** One thread, one seed: two runs write the same network and checkpoint, byte for byte. */
    @Test
    void oneThreadOneSeedSameBytes() throws IOException {
        Path a = dir.resolve("a.qnn");
        Path b = dir.resolve("b.qnn");
        CommandRun.Result first = train(a, "--epochs", "2");
        assertEquals(0, first.code(), first.err());
        assertTrue(first.out().contains("epoch 2/2  train loss"), first.out());
        assertEquals(0, train(b, "--epochs", "2").code());
        assertArrayEquals(Files.readAllBytes(a), Files.readAllBytes(b));
        assertArrayEquals(Files.readAllBytes(dir.resolve("a.qnn.ckpt")), Files.readAllBytes(dir.resolve("b.qnn.ckpt")));
        Path other = dir.resolve("other-seed.qnn");
        assertEquals(0, train(other, "--epochs", "2", "--seed", "4").code());
        assertTrue(!java.util.Arrays.equals(Files.readAllBytes(a), Files.readAllBytes(other)), "the seed matters");
    }

    /**
     * A learning rate that makes training diverge ends the run with one line and writes no network: the engine
     * would be handed a file whose scores leave the evaluation's range, or parameters that are not numbers.
     */
    @Test
    void aDivergedNetworkIsNeverWritten() {
        Map<String, String> expected = Map.of(
                "1e30", "qilin train: the trained network is not written: the network can score up to ",
                "Infinity", "qilin train: training diverged in epoch ");
        expected.forEach((lr, message) -> {
            Path out = dir.resolve("diverged-" + lr + ".qnn");
            CommandRun.Result r = train(out, "--epochs", "2", "--lr", lr);
            assertEquals(1, r.code(), lr + ": " + r.out() + r.err());
            assertEquals(1, r.err().lines().count(), r.err());
            assertTrue(r.err().startsWith(message), r.err());
            assertTrue(!Files.exists(out), lr + ": no network");
        });
    }

    /** Stopped after 2 of 4 epochs and resumed (the drop of the learning rate after it): the same as 4 at once. */
    @Test
    void resumeEqualsAnUninterruptedRun() throws IOException {
        Path whole = dir.resolve("whole.qnn");
        assertEquals(0, train(whole, "--epochs", "4").code());
        Path parts = dir.resolve("parts.qnn");
        CommandRun.Result stopped = train(parts, "--epochs", "4", "--stop-after", "2");
        assertEquals(0, stopped.code(), stopped.err());
        assertTrue(!stopped.out().contains("epoch 3/4"), stopped.out());
        CommandRun.Result resumed = train(parts, "--epochs", "4", "--resume", dir.resolve("parts.qnn.ckpt").toString());
        assertEquals(0, resumed.code(), resumed.err());
        assertTrue(resumed.out().contains("resuming") && resumed.out().contains("epoch 3/4")
                && !resumed.out().contains("epoch 2/4"), resumed.out());
        assertArrayEquals(Files.readAllBytes(whole), Files.readAllBytes(parts));
        assertArrayEquals(Files.readAllBytes(dir.resolve("whole.qnn.ckpt")),
                Files.readAllBytes(dir.resolve("parts.qnn.ckpt")));
        CommandRun.Result otherArchitecture = train(dir.resolve("other.qnn"), "--epochs", "4", "--architecture", "2",
                "--resume", dir.resolve("parts.qnn.ckpt").toString());
        assertEquals(1, otherArchitecture.code());
        assertTrue(otherArchitecture.err().contains("not architecture 2's") && otherArchitecture.err().strip().lines()
                .count() == 1, otherArchitecture.err());
        Path checkpoint = dir.resolve("parts.qnn.ckpt");
        byte[] before = Files.readAllBytes(checkpoint);
        CommandRun.Result otherRate = train(dir.resolve("other-lr.qnn"), "--epochs", "4", "--lr", "0.01",
                "--resume", checkpoint.toString());
        assertEquals(1, otherRate.code());
        assertEquals("qilin train: " + checkpoint + ": made with other settings (--lr: the checkpoint has 0.005, this "
                + "run 0.01); resume it with its own, or start a new run", otherRate.err().strip());
        CommandRun.Result otherBatch = train(dir.resolve("other-batch.qnn"), "--epochs", "4", "--batch", "256",
                "--resume", checkpoint.toString());
        assertTrue(otherBatch.err().contains("(--batch: the checkpoint has 512, this run 256)"), otherBatch.err());
        assertArrayEquals(before, Files.readAllBytes(checkpoint), "the checkpoint is left as it was");
    }

    /**
     * The file has NNUE.md's size, header and CRC-32, and the integer forward pass NNUE.md gives, computed here
     * from the file alone, is the float network of the file's numbers × 400 within 2 internal units (the
     * integer divisions), and the trained float network × 400 within 3 on average and 12 at most (measured 1.4
     * and 6.6; with the output weights in steps of 1/64 rather than 1/1024 it was 7.6 and 25.9).
     */
    @Test
    void exportedFileIsNnueMdsFormatAndItsIntegersMatchTheFloats() throws IOException {
        exportedFileMatches(1);
    }

    /** As architecture 1, with an output neuron per bucket: 8 × 512 output weights, then 8 output biases. */
    @Test
    void aBucketedNetworksFileIsNnueMdsFormatAndItsIntegersMatchTheFloats() throws IOException {
        exportedFileMatches(2);
    }

    private static void exportedFileMatches(int architecture) throws IOException {
        int buckets = architecture == 1 ? 1 : 8;
        Path net = dir.resolve("format-" + architecture + ".qnn");
        CommandRun.Result r = train(net, "--epochs", "3", "--lr", "0.01", "--architecture",
                Integer.toString(architecture));
        assertEquals(0, r.code(), r.err());
        byte[] bytes = Files.readAllBytes(net);
        assertEquals(8 + 7 * 4 + 2 * 1260 * 256 + 2 * 256 + buckets * (2 * 512 + 4) + 4, bytes.length);
        assertEquals(architecture == 1 ? 646_700 : 646_700 + 7 * (2 * 512 + 4), bytes.length);
        ByteBuffer b = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        byte[] magic = new byte[8];
        b.get(magic);
        assertEquals("QILINNET", new String(magic, StandardCharsets.US_ASCII));
        int[] header = new int[7];
        for (int i = 0; i < 7; i++) {
            header[i] = b.getInt();
        }
        assertArrayEquals(new int[] {1, architecture, 1260, 256, 255, 1024, 400}, header);
        CRC32 crc = new CRC32();
        crc.update(bytes, 0, bytes.length - 4);
        assertEquals((int) crc.getValue(), ByteBuffer.wrap(bytes, bytes.length - 4, 4).order(ByteOrder.LITTLE_ENDIAN)
                .getInt());
        short[][] w = new short[1260][256];
        for (int f = 0; f < 1260; f++) {
            for (int i = 0; i < 256; i++) {
                w[f][i] = b.getShort();
            }
        }
        short[] bias = new short[256];
        for (int i = 0; i < 256; i++) {
            bias[i] = b.getShort();
        }
        short[][] out = new short[buckets][512];
        for (short[] bucket : out) {
            for (int i = 0; i < 512; i++) {
                bucket[i] = b.getShort();
            }
        }
        int[] outBias = new int[buckets];
        for (int k = 0; k < buckets; k++) {
            outBias[k] = b.getInt();
        }
        assertEquals(bytes.length - 4, b.position());

        // the float network, from the checkpoint the run wrote
        Network floats;
        try (Trainer t = new Trainer(new Trainer.Settings(3, 0, 512, 0.01f, 0.01f, 0.3f, 1, 3, false, architecture))) {
            t.resume(dir.resolve("format-" + architecture + ".qnn.ckpt"));
            floats = t.network();
        }
        // the file's own numbers as floats: what the integers should compute, but for the integer divisions
        Network dequantised = new Network(architecture);
        for (int f = 0; f < 1260; f++) {
            for (int i = 0; i < 256; i++) {
                dequantised.params[f][i] = w[f][i] / 255f;
            }
        }
        for (int i = 0; i < 256; i++) {
            dequantised.params[Network.BIAS][i] = bias[i] / 255f;
            for (int k = 0; k < buckets; k++) {
                dequantised.params[Network.outStm(k)][i] = out[k][i] / 1024f;
                dequantised.params[Network.outOther(k)][i] = out[k][256 + i] / 1024f;
            }
        }
        for (int k = 0; k < buckets; k++) {
            dequantised.params[Network.outBias(k)][0] = outBias[k] / (255f * 1024f);
        }
        int[] compared = new int[2];
        boolean[] bucketsSeen = new boolean[buckets];
        double[] error = new double[2];
        engine.nnue.Network engineNet = engine.nnue.Network.read(net); // the engine reads what the trainer wrote
        DataReader.read(data, DataReader.Filter.ALL, (p, score, game, ply) -> {
            if (ply % 7 == 0) {
                int k = buckets == 1 ? 0 : bucket(p);
                bucketsSeen[k] = true;
                long actual = quantisedEval(p, w, bias, out[k], outBias[k]);
                // the engine sums the products in units of 2^9 to keep the sum in an int (NNUE.md): within a unit
                assertEquals(actual, engineNet.evaluate(p), 1, () -> "the engine's score of " + p.fen());
                double exact = dequantised.forward(p) * 400.0;
                assertTrue(Math.abs(actual - exact) <= 2, p.fen() + ": " + actual + " against " + exact);
                double expected = floats.forward(p) * 400.0;
                double e = Math.abs(actual - expected);
                assertTrue(e <= 12, p.fen() + ": " + actual + " against the float network's " + expected);
                error[0] += e;
                error[1] = Math.max(error[1], e);
                compared[0]++;
                if (Math.abs(expected) > 50) {
                    compared[1]++;
                }
            }
        });
        System.out.printf("quantised against float x 400: %d positions, mean error %.2f, largest %.2f%n", compared[0],
                error[0] / compared[0], error[1]);
        assertTrue(compared[0] > 100 && compared[1] > 10, compared[0] + " positions, " + compared[1] + " beyond 50");
        assertTrue(error[0] / compared[0] <= 3, "mean error " + error[0] / compared[0]);
        int seen = 0;
        for (boolean any : bucketsSeen) {
            seen += any ? 1 : 0;
        }
        assertTrue(seen >= Math.min(buckets, 5), "positions of only " + seen + " buckets compared");
    }

    /** NNUE.md's output bucket: rooks, horses and cannons on the board, 0-12, to 0 0 1 1 2 2 3 3 4 4 5 6 7. */
    private static int bucket(Position p) {
        int[] of = {0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 6, 7};
        int attackers = 0;
        for (int sq = 0; sq < 90; sq++) {
            int type = engine.Piece.type(p.pieceAt(sq));
            attackers += type == engine.Piece.ROOK || type == engine.Piece.HORSE || type == engine.Piece.CANNON ? 1 : 0;
        }
        return of[attackers];
    }

    /** NNUE.md's integer formula, from the file's numbers. */
    private static long quantisedEval(Position p, short[][] w, short[] bias, short[] out, int outBias) {
        long sum = 0;
        int[] perspectives = {p.sideToMove(), 1 - p.sideToMove()};
        for (int half = 0; half < 2; half++) {
            int[] f = new int[32];
            int n = Features.active(p, perspectives[half], f, 0);
            for (int i = 0; i < 256; i++) {
                int acc = bias[i];
                for (int k = 0; k < n; k++) {
                    acc += w[f[k]][i];
                }
                int c = Math.min(Math.max(acc, 0), 255);
                sum += out[half * 256 + i] * (c * c);
            }
        }
        return (sum / 255 + outBias) * 400 / (255 * 1024);
    }

    @Test
    void badArgumentsAreOneLineAndExitTwo() {
        Path out = dir.resolve("bad.qnn");
        // each line names the one option that is wrong, its rule and the value given
        for (String[] args : new String[][] {{"--epochs", "0", "positive"}, {"--wdl", "1.5", "from 0 to 1"},
                {"--holdout", "1", "from 0 to below 1"}, {"--lr", "0", "positive"}, {"--threads", "0", "positive"},
                {"--architecture", "3", "1 or 2"}, {"--stop-after", "-1", "0 or more"}}) {
            CommandRun.Result r = train(out, args[0], args[1]);
            assertEquals(2, r.code(), String.join(" ", args));
            assertEquals("qilin train: " + args[0] + " must be " + args[2] + ", not " + args[1], r.err().strip());
        }
        CommandRun.Result none = CommandRun.run(new TrainCommand(), "--out", out.toString());
        assertEquals(2, none.code());
        assertTrue(none.err().startsWith("qilin train: no data files"), none.err());
        CommandRun.Result missing = CommandRun.run(new TrainCommand(), dir.resolve("nothing.qdat").toString(),
                "--out", out.toString());
        assertEquals(2, missing.code());
        assertEquals("qilin train: cannot read " + dir.resolve("nothing.qdat") + ": no such file",
                missing.err().strip());
        CommandRun.Result nowhere = train(dir.resolve("no folder").resolve("x.qnn"));
        assertEquals(2, nowhere.code());
        assertTrue(nowhere.err().contains("no such folder"), nowhere.err());
        CommandRun.Result folder = train(dir);
        assertEquals(2, folder.code(), "--out a folder is refused before training: " + folder.out());
        assertEquals("qilin train: cannot write " + dir + ": is a folder, not a file", folder.err().strip());
        assertTrue(folder.out().isEmpty(), folder.out());
        assertTrue(!Files.exists(out), "nothing written");
    }
}
