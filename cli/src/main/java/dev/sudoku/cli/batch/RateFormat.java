package dev.sudoku.cli.batch;

import java.text.DecimalFormat;
import java.text.DecimalFormatSymbols;
import java.text.FieldPosition;
import java.util.Locale;

/**
 * The progress bar's rate as a person reads it: one decimal below 10 ({@code 0.4}, {@code 2.5}, {@code 3}),
 * a whole number from 10 ({@code 24}, {@code 1,250}). The library's own {@code #.0} wrote {@code .4} and
 * {@code 1250.0}; it takes any {@link DecimalFormat} ({@code ProgressBarBuilder.showSpeed}), and one
 * pattern cannot change its decimals with the size of the number, hence the two. Digits and separators
 * are the root locale's, as everywhere else on the command line.
 */
final class RateFormat extends DecimalFormat {
    private static final long serialVersionUID = 1L;

    private final DecimalFormat small = pattern("0.#");
    private final DecimalFormat large = pattern("#,##0");

    RateFormat() {
        super("0.#", DecimalFormatSymbols.getInstance(Locale.ROOT));
    }

    @Override
    public StringBuffer format(double number, StringBuffer result, FieldPosition field) {
        return (Math.abs(number) < 9.95 ? small : large).format(number, result, field);
    }

    private static DecimalFormat pattern(String pattern) {
        return new DecimalFormat(pattern, DecimalFormatSymbols.getInstance(Locale.ROOT));
    }
}
