package dev.sudoku.count;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The classes of whole 9x9 first bands, rows and all, under relabelling, row permutations, column
 * permutations inside stacks and stack permutations: the 416 band classes of the literature (Felgenhauer
 * and Jarvis, and every later canonical form of bands). Found here by brute force, independently of
 * {@link BandClasses}.
 */
class WholeBandClassesTest {
    private static final int N = 9;

    @Test
    void nine_by_nine_bands_fall_into_the_416_classes_of_the_literature() {
        long[] bands = normalisedBands();
        assertThat(bands).hasSize(2_612_736);
        List<Integer> representatives = new ArrayList<>();
        BitSet seen = new BitSet(bands.length);
        int[] queue = new int[bands.length];
        for (int start = seen.nextClearBit(0); start < bands.length; start = seen.nextClearBit(start + 1)) {
            representatives.add(start);
            seen.set(start);
            queue[0] = start;
            for (int head = 0, tail = 1; head < tail; head++) {
                for (int[][] image : images(decode(bands[queue[head]]))) {
                    int index = Arrays.binarySearch(bands, encode(normalised(image)));
                    if (!seen.get(index)) {
                        seen.set(index);
                        queue[tail++] = index;
                    }
                }
            }
        }
        assertThat(representatives).hasSize(416);
    }

    /** Every band with first row 0..8, packed by {@link #encode}, sorted. */
    private static long[] normalisedBands() {
        List<Long> keys = new ArrayList<>();
        int[][] band = new int[3][N];
        for (int c = 0; c < N; c++) {
            band[0][c] = c;
        }
        fill(band, N, keys);
        return keys.stream().mapToLong(Long::longValue).sorted().toArray();
    }

    private static void fill(int[][] band, int cell, List<Long> keys) {
        if (cell == 3 * N) {
            keys.add(encode(band));
            return;
        }
        int r = cell / N;
        int c = cell % N;
        for (int digit = 0; digit < N; digit++) {
            if (allowed(band, r, c, digit)) {
                band[r][c] = digit;
                fill(band, cell + 1, keys);
            }
        }
    }

    private static boolean allowed(int[][] band, int r, int c, int digit) {
        for (int k = 0; k < c; k++) {
            if (band[r][k] == digit) {
                return false;
            }
        }
        for (int row = 0; row < r; row++) {
            for (int k = c / 3 * 3; k < c / 3 * 3 + 3; k++) {
                if (band[row][k] == digit) {
                    return false;
                }
            }
        }
        for (int k = c / 3 * 3; k < c; k++) {
            if (band[r][k] == digit) {
                return false;
            }
        }
        return true;
    }

    /** The images under adjacent row swaps, adjacent column swaps inside a stack and adjacent stack swaps. */
    private static List<int[][]> images(int[][] band) {
        List<int[][]> images = new ArrayList<>();
        for (int r = 0; r < 2; r++) {
            int[][] image = copy(band);
            image[r] = band[r + 1].clone();
            image[r + 1] = band[r].clone();
            images.add(image);
        }
        for (int stack = 0; stack < 3; stack++) {
            for (int p = 0; p < 2; p++) {
                images.add(columnsSwapped(band, 3 * stack + p, 3 * stack + p + 1, 1));
            }
        }
        for (int stack = 0; stack < 2; stack++) {
            images.add(columnsSwapped(band, 3 * stack, 3 * stack + 3, 3));
        }
        return images;
    }

    private static int[][] columnsSwapped(int[][] band, int a, int b, int width) {
        int[][] image = copy(band);
        for (int r = 0; r < 3; r++) {
            for (int i = 0; i < width; i++) {
                image[r][a + i] = band[r][b + i];
                image[r][b + i] = band[r][a + i];
            }
        }
        return image;
    }

    private static int[][] copy(int[][] band) {
        int[][] copy = new int[band.length][];
        for (int r = 0; r < band.length; r++) {
            copy[r] = band[r].clone();
        }
        return copy;
    }

    /** Relabelled so that the first row reads 0..8. */
    private static int[][] normalised(int[][] band) {
        int[] label = new int[N];
        for (int c = 0; c < N; c++) {
            label[band[0][c]] = c;
        }
        int[][] image = new int[3][N];
        for (int r = 0; r < 3; r++) {
            for (int c = 0; c < N; c++) {
                image[r][c] = label[band[r][c]];
            }
        }
        return image;
    }

    /** Rows 2 and 3 but their last cells (the digit each row lacks), four bits a cell: 64 bits. */
    private static long encode(int[][] band) {
        long key = 0;
        for (int r = 1; r < 3; r++) {
            for (int c = 0; c < N - 1; c++) {
                key = (key << 4) | band[r][c];
            }
        }
        return key;
    }

    private static int[][] decode(long key) {
        int[][] band = new int[3][N];
        for (int c = 0; c < N; c++) {
            band[0][c] = c;
        }
        for (int r = 2; r >= 1; r--) {
            int seen = 0;
            for (int c = N - 2; c >= 0; c--) {
                band[r][c] = (int) (key & 15);
                seen |= 1 << band[r][c];
                key >>>= 4;
            }
            band[r][N - 1] = Integer.numberOfTrailingZeros(~seen);
        }
        return band;
    }
}
