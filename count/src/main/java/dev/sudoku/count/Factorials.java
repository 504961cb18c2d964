package dev.sudoku.count;

import java.math.BigInteger;

/** n!: the relabellings of n digits, which turn counts with the first row fixed into counts of every grid. */
final class Factorials {
    private Factorials() {}

    static BigInteger of(int n) {
        BigInteger product = BigInteger.ONE;
        for (int k = 2; k <= n; k++) {
            product = product.multiply(BigInteger.valueOf(k));
        }
        return product;
    }
}
