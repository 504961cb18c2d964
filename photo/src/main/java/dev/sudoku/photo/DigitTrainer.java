package dev.sudoku.photo;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

/**
 * Trains a {@link DigitModel} by stochastic gradient descent on the cross-entropy, one sample at a time,
 * in an order shuffled from a fixed seed (so the same samples give the same model), with a learning rate
 * halved every few epochs. Plain loops: 40 thousand samples and 15 epochs take about a minute on one core.
 */
public final class DigitTrainer {
    private final long seed;
    private final int epochs;
    private final double rate;

    public DigitTrainer(long seed, int epochs, double rate) {
        this.seed = seed;
        this.epochs = epochs;
        this.rate = rate;
    }

    public DigitModel train(List<DigitSample> samples, java.util.function.IntConsumer epochDone) {
        DigitModel m = DigitModel.random(seed);
        Random random = new Random(seed + 1);
        List<DigitSample> order = new ArrayList<>(samples);
        float[] hidden = new float[DigitModel.HIDDEN];
        double[] out = new double[DigitModel.CLASSES];
        float[] gradHidden = new float[DigitModel.HIDDEN];
        int inputs = DigitModel.INPUTS;
        for (int epoch = 0; epoch < epochs; epoch++) {
            Collections.shuffle(order, random);
            float lr = (float) (rate / (1 << (epoch / 5)));
            for (DigitSample sample : order) {
                float[] x = sample.features();
                m.forward(x, hidden, out);
                java.util.Arrays.fill(gradHidden, 0);
                for (int k = 0; k < DigitModel.CLASSES; k++) {
                    float g = (float) (out[k] - (k == sample.digit() - 1 ? 1 : 0));
                    int row = k * DigitModel.HIDDEN;
                    for (int j = 0; j < DigitModel.HIDDEN; j++) {
                        gradHidden[j] += g * m.w2[row + j];
                        m.w2[row + j] -= lr * g * hidden[j];
                    }
                    m.b2[k] -= lr * g;
                }
                for (int j = 0; j < DigitModel.HIDDEN; j++) {
                    if (hidden[j] <= 0) {
                        continue;
                    }
                    float g = gradHidden[j];
                    int row = j * inputs;
                    for (int i = 0; i < inputs; i++) {
                        m.w1[row + i] -= lr * g * x[i];
                    }
                    m.b1[j] -= lr * g;
                }
            }
            epochDone.accept(epoch);
        }
        return m;
    }

    /** The share of samples whose most probable digit is the true one. */
    public static double accuracy(DigitModel model, List<DigitSample> samples) {
        int right = 0;
        for (DigitSample sample : samples) {
            double[] p = model.probabilities(sample.features());
            int best = 0;
            for (int k = 1; k < p.length; k++) {
                if (p[k] > p[best]) {
                    best = k;
                }
            }
            right += best == sample.digit() - 1 ? 1 : 0;
        }
        return samples.isEmpty() ? 0 : right / (double) samples.size();
    }
}
