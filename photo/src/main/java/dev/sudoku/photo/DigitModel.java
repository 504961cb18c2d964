package dev.sudoku.photo;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.Random;

/**
 * The digit classifier: a perceptron with one hidden layer of rectified units and a softmax over the
 * digits 1..{@link #CLASSES}.
 *
 * <p>Input: a cell's normalised digit patch ({@link CellInk#PATCH} squared values) and its aspect ratio.
 * A linear model (softmax regression) was the first choice; it confuses 1/7 and 3/8/9 on blurred photos
 * because it cannot combine "stroke here" with "no stroke there", which one small hidden layer can. The
 * whole model is about 26 thousand weights, stored as a resource ({@code digits.model}) written by {@link
 * dev.sudoku.photo.train.TrainDigits}.
 *
 * <p>Immutable once trained; {@link #probabilities} allocates its own scratch, so one model serves every
 * thread.
 */
public final class DigitModel {
    static final int INPUTS = CellInk.PATCH * CellInk.PATCH + 1;
    static final int HIDDEN = 64;
    public static final int CLASSES = 9;
    private static final int MAGIC = 0x53444d31;

    final float[] w1; // HIDDEN x INPUTS
    final float[] b1;
    final float[] w2; // CLASSES x HIDDEN
    final float[] b2;

    DigitModel(float[] w1, float[] b1, float[] w2, float[] b2) {
        this.w1 = w1;
        this.b1 = b1;
        this.w2 = w2;
        this.b2 = b2;
    }

    /** Small random weights (scaled by fan-in) for training from a fixed seed. */
    static DigitModel random(long seed) {
        Random random = new Random(seed);
        float[] w1 = new float[HIDDEN * INPUTS];
        float[] w2 = new float[CLASSES * HIDDEN];
        double s1 = Math.sqrt(2.0 / INPUTS);
        double s2 = Math.sqrt(2.0 / HIDDEN);
        for (int i = 0; i < w1.length; i++) {
            w1[i] = (float) (random.nextGaussian() * s1);
        }
        for (int i = 0; i < w2.length; i++) {
            w2[i] = (float) (random.nextGaussian() * s2);
        }
        return new DigitModel(w1, new float[HIDDEN], w2, new float[CLASSES]);
    }

    /** The model shipped in this module's resources. */
    public static DigitModel bundled() {
        try (InputStream in = DigitModel.class.getResourceAsStream("digits.model")) {
            if (in == null) {
                throw new IllegalStateException("the digit model resource digits.model is missing");
            }
            return read(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    static float[] features(CellInk cell) {
        float[] x = new float[INPUTS];
        float[] patch = cell.patch();
        System.arraycopy(patch, 0, x, 0, patch.length);
        x[INPUTS - 1] = (float) Math.min(2.0, cell.aspect());
        return x;
    }

    /** The probability of each digit 1..9 (index 0..8) for a cell that holds one. */
    public double[] probabilities(float[] x) {
        float[] hidden = new float[HIDDEN];
        double[] out = new double[CLASSES];
        forward(x, hidden, out);
        return out;
    }

    /** Forward pass into caller-owned scratch: hidden activations and softmax outputs. */
    void forward(float[] x, float[] hidden, double[] out) {
        for (int j = 0; j < HIDDEN; j++) {
            float sum = b1[j];
            int row = j * INPUTS;
            for (int i = 0; i < INPUTS; i++) {
                sum += w1[row + i] * x[i];
            }
            hidden[j] = Math.max(0, sum);
        }
        double max = Double.NEGATIVE_INFINITY;
        for (int k = 0; k < CLASSES; k++) {
            float sum = b2[k];
            int row = k * HIDDEN;
            for (int j = 0; j < HIDDEN; j++) {
                sum += w2[row + j] * hidden[j];
            }
            out[k] = sum;
            max = Math.max(max, sum);
        }
        double total = 0;
        for (int k = 0; k < CLASSES; k++) {
            out[k] = Math.exp(out[k] - max);
            total += out[k];
        }
        for (int k = 0; k < CLASSES; k++) {
            out[k] /= total;
        }
    }

    public void write(OutputStream stream) throws IOException {
        DataOutputStream out = new DataOutputStream(stream);
        out.writeInt(MAGIC);
        out.writeInt(INPUTS);
        out.writeInt(HIDDEN);
        out.writeInt(CLASSES);
        for (float[] layer : new float[][] {w1, b1, w2, b2}) {
            for (float v : layer) {
                out.writeFloat(v);
            }
        }
        out.flush();
    }

    static DigitModel read(InputStream stream) throws IOException {
        DataInputStream in = new DataInputStream(new java.io.BufferedInputStream(stream));
        if (in.readInt() != MAGIC || in.readInt() != INPUTS || in.readInt() != HIDDEN || in.readInt() != CLASSES) {
            throw new IOException("digits.model was written for another classifier layout");
        }
        float[][] layers = {
            new float[HIDDEN * INPUTS], new float[HIDDEN], new float[CLASSES * HIDDEN], new float[CLASSES]
        };
        for (float[] layer : layers) {
            for (int i = 0; i < layer.length; i++) {
                layer[i] = in.readFloat();
            }
        }
        return new DigitModel(layers[0], layers[1], layers[2], layers[3]);
    }
}
