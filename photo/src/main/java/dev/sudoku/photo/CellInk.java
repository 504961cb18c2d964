package dev.sudoku.photo;

import boofcv.struct.image.GrayU8;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Locale;
import java.util.Objects;

/**
 * The ink inside one cell and the digit it may form.
 *
 * <p>The cell's border band (a sixth of its side) is left out so grid lines and their shadows never count;
 * inside, the connected ink shapes whose middle lies in the central part of the cell and that are at
 * least a fifth of the cell high are the digit (a broken stroke gives two shapes, both kept). The digit is
 * then scaled to fit {@link #BOX} pixels and placed in the middle of a {@link #PATCH}-pixel square, each
 * pixel the share of ink under it: the classifier's input.
 *
 * @param patch the normalised digit, {@code PATCH * PATCH} values in 0..1 (all 0 when there is none)
 * @param aspect the digit's width over its height
 * @param height the digit's height as a share of the cell's height
 * @param inkShare the digit's ink pixels as a share of the cell's inner area
 */
public record CellInk(float[] patch, double aspect, double height, double inkShare) {
    static final int PATCH = 20;
    static final int BOX = 16;

    public CellInk {
        if (patch.length != PATCH * PATCH) {
            throw new IllegalArgumentException("a patch holds " + PATCH * PATCH + " values, not " + patch.length);
        }
        patch = patch.clone();
    }

    /** A copy of the patch. */
    @Override
    public float[] patch() {
        return patch.clone();
    }

    boolean hasDigit() {
        return height > 0;
    }

    // A record compares and prints its array by identity: two cells of the same ink are equal here, and
    // print a summary a person can read instead of [F@1a2b (the 400 values themselves are no help).
    @Override
    public boolean equals(Object other) {
        return other instanceof CellInk ink
                && Double.compare(aspect, ink.aspect) == 0
                && Double.compare(height, ink.height) == 0
                && Double.compare(inkShare, ink.inkShare) == 0
                && Arrays.equals(patch, ink.patch);
    }

    @Override
    public int hashCode() {
        return Objects.hash(Arrays.hashCode(patch), aspect, height, inkShare);
    }

    /** {@code CellInk[41 of 400 patch pixels inked, aspect=0.55, height=0.62, inkShare=0.08]}. */
    @Override
    public String toString() {
        return "CellInk[" + inkedPixels(patch) + ", aspect=" + twoPlaces(aspect) + ", height=" + twoPlaces(height)
                + ", inkShare=" + twoPlaces(inkShare) + "]";
    }

    /** "41 of 400 patch pixels inked": how many of the first {@code PATCH * PATCH} values hold any ink. */
    static String inkedPixels(float[] values) {
        int inked = 0;
        for (int i = 0; i < PATCH * PATCH; i++) {
            inked += values[i] > 0 ? 1 : 0;
        }
        return inked + " of " + PATCH * PATCH + " patch pixels inked";
    }

    /** A share or ratio to two decimals, with a point whatever the default locale. */
    static String twoPlaces(double value) {
        return String.format(Locale.ROOT, "%.2f", value);
    }

    static CellInk of(GrayU8 ink, int x0, int y0, int x1, int y1) {
        int w = x1 - x0;
        int h = y1 - y0;
        int inset = Math.max(1, Math.min(w, h) / 6);
        int ax = x0 + inset;
        int ay = y0 + inset;
        int aw = w - 2 * inset;
        int ah = h - 2 * inset;
        if (aw < 4 || ah < 4) {
            return new CellInk(new float[PATCH * PATCH], 0, 0, 0);
        }
        int[] label = new int[aw * ah];
        boolean[] keep = new boolean[aw * ah + 1];
        int next = 0;
        int minX = Integer.MAX_VALUE;
        int minY = Integer.MAX_VALUE;
        int maxX = -1;
        int maxY = -1;
        int kept = 0;
        ArrayDeque<int[]> queue = new ArrayDeque<>();
        for (int sy = 0; sy < ah; sy++) {
            for (int sx = 0; sx < aw; sx++) {
                if (label[sy * aw + sx] != 0 || ink.unsafe_get(ax + sx, ay + sy) == 0) {
                    continue;
                }
                next++;
                int bx0 = sx;
                int by0 = sy;
                int bx1 = sx;
                int by1 = sy;
                int count = 0;
                label[sy * aw + sx] = next;
                queue.add(new int[] {sx, sy});
                while (!queue.isEmpty()) {
                    int[] p = queue.poll();
                    count++;
                    bx0 = Math.min(bx0, p[0]);
                    bx1 = Math.max(bx1, p[0]);
                    by0 = Math.min(by0, p[1]);
                    by1 = Math.max(by1, p[1]);
                    for (int dy = -1; dy <= 1; dy++) {
                        for (int dx = -1; dx <= 1; dx++) {
                            int qx = p[0] + dx;
                            int qy = p[1] + dy;
                            if (qx >= 0
                                    && qy >= 0
                                    && qx < aw
                                    && qy < ah
                                    && label[qy * aw + qx] == 0
                                    && ink.unsafe_get(ax + qx, ay + qy) != 0) {
                                label[qy * aw + qx] = next;
                                queue.add(new int[] {qx, qy});
                            }
                        }
                    }
                }
                double cx = (bx0 + bx1) / 2.0 / aw;
                double cy = (by0 + by1) / 2.0 / ah;
                boolean central = cx > 0.15 && cx < 0.85 && cy > 0.15 && cy < 0.85;
                boolean speck = count < aw * ah / 150 + 2;
                // A shape across the whole inner area is a grid line left in by a cut a little off, unless it
                // stands in the very middle: a tall 1 or 7 printed large spans the inner area too.
                boolean middle = Math.abs(cx - 0.5) < 0.2 && Math.abs(cy - 0.5) < 0.2;
                boolean across = bx0 == 0 && bx1 == aw - 1 || by0 == 0 && by1 == ah - 1;
                if (central && !speck && (!across || middle)) {
                    keep[next] = true;
                    kept += count;
                    minX = Math.min(minX, bx0);
                    minY = Math.min(minY, by0);
                    maxX = Math.max(maxX, bx1);
                    maxY = Math.max(maxY, by1);
                }
            }
        }
        if (maxX < 0 || maxY - minY + 1 < h / 5.0) {
            return new CellInk(new float[PATCH * PATCH], 0, 0, 0);
        }
        int dw = maxX - minX + 1;
        int dh = maxY - minY + 1;
        float[] patch = new float[PATCH * PATCH];
        double scale = BOX / (double) Math.max(dw, dh);
        double offX = (PATCH - dw * scale) / 2;
        double offY = (PATCH - dh * scale) / 2;
        int samples = 3;
        for (int py = 0; py < PATCH; py++) {
            for (int px = 0; px < PATCH; px++) {
                int hits = 0;
                for (int s = 0; s < samples * samples; s++) {
                    double fx = (px + (s % samples + 0.5) / samples - offX) / scale + minX;
                    double fy = (py + (s / samples + 0.5) / samples - offY) / scale + minY;
                    int ix = (int) Math.floor(fx);
                    int iy = (int) Math.floor(fy);
                    if (ix >= minX && iy >= minY && ix <= maxX && iy <= maxY && keep[label[iy * aw + ix]]) {
                        hits++;
                    }
                }
                patch[py * PATCH + px] = hits / (float) (samples * samples);
            }
        }
        return new CellInk(patch, dw / (double) dh, dh / (double) h, kept / (double) (aw * ah));
    }
}
