package dev.sudoku.core;

import java.util.Locale;

/**
 * How digits 1..N are written as characters.
 *
 * <ul>
 *   <li>{@link Style#DEFAULT}: 1-9, then A-Z for 10..35 (so 16x16 uses 1-9 A-G).
 *   <li>{@link Style#HEX}: 0-9 A-F for 1..16 ({@code 0} is a digit, so it never means an empty cell).
 *   <li>{@link Style#LETTERS}: A, B, C ... for 1..26 (16x16 as A-P).
 *   <li>{@link Style#NUMBERS}: decimal numbers separated by spaces or commas ({@code 10 11 ...}), any size.
 * </ul>
 */
public record Symbols(Style style, int size) {
    private static final String DEFAULT_ALPHABET = "123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    private static final String HEX_ALPHABET = "0123456789ABCDEF";

    /** The ways of writing digits. */
    public enum Style {
        DEFAULT,
        HEX,
        LETTERS,
        NUMBERS;

        /** Parses a style name, case-insensitive. */
        public static Style parse(String text) {
            return valueOf(text.trim().toUpperCase(Locale.ROOT));
        }
    }

    public Symbols {
        if (style == Style.HEX && size > 16) {
            throw new IllegalArgumentException("hex symbols cover at most 16 digits, not " + size);
        }
        if (style == Style.LETTERS && size > 26) {
            throw new IllegalArgumentException("letter symbols cover at most 26 digits, not " + size);
        }
        if (style == Style.DEFAULT && size > DEFAULT_ALPHABET.length()) {
            throw new IllegalArgumentException("the default symbols 1-9 A-Z cover at most " + DEFAULT_ALPHABET.length()
                    + " digits, not " + size + "; use numbers");
        }
    }

    /** The symbols used unless the user asks otherwise: one character a digit while that is possible. */
    public static Symbols defaultFor(int size) {
        return new Symbols(size <= DEFAULT_ALPHABET.length() ? Style.DEFAULT : Style.NUMBERS, size);
    }

    /** True when every digit is one character (all styles but NUMBERS). */
    public boolean singleCharacter() {
        return style != Style.NUMBERS;
    }

    /** True when {@code 0} is free to mean an empty cell. */
    public boolean zeroIsBlank() {
        return style != Style.HEX;
    }

    /** The character for digit {@code value} (1..N); only for single-character styles. */
    public char charOf(int value) {
        return switch (style) {
            case DEFAULT -> DEFAULT_ALPHABET.charAt(value - 1);
            case HEX -> HEX_ALPHABET.charAt(value - 1);
            case LETTERS -> (char) ('A' + value - 1);
            case NUMBERS -> throw new IllegalStateException("numbers are not single characters");
        };
    }

    /** The text for digit {@code value}: its character, or its decimal number. */
    public String textOf(int value) {
        return singleCharacter() ? String.valueOf(charOf(value)) : Integer.toString(value);
    }

    /** The digit a character stands for (case-insensitive), or -1 if it is not one of these symbols. */
    public int valueOf(char c) {
        char upper = Character.toUpperCase(c);
        int index =
                switch (style) {
                    case DEFAULT -> DEFAULT_ALPHABET.indexOf(upper);
                    case HEX -> HEX_ALPHABET.indexOf(upper);
                    case LETTERS -> upper >= 'A' && upper <= 'Z' ? upper - 'A' : -1;
                    case NUMBERS -> c >= '1' && c <= '9' ? c - '1' : -1;
                };
        return index >= 0 && index < size ? index + 1 : -1;
    }

    /** The digit a decimal token stands for, or -1. */
    public int valueOfNumber(String token) {
        try {
            int v = Integer.parseInt(token);
            return v >= 1 && v <= size ? v : -1;
        } catch (NumberFormatException e) {
            return -1;
        }
    }
}
