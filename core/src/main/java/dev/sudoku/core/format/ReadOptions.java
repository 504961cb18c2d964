package dev.sudoku.core.format;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Symbols;
import java.util.Objects;
import java.util.Optional;

/**
 * What the user forces when reading puzzles; everything left empty is detected from the text.
 *
 * <p>A forced box shape fixes the side N: a line must then hold N*N cells (a one-line puzzle) or N cells (a
 * row of a multi-line grid), and anything else is reported as malformed. A forced symbol style decides how
 * characters map to digits, which matters where detection cannot tell (a 16x16 line using {@code 0} and
 * {@code A}-{@code F} is hex only when HEX is forced).
 *
 * @param box the box shape to use instead of the default for the detected side
 * @param style the symbol style to use instead of the default for the detected side
 */
public record ReadOptions(Optional<BoxShape> box, Optional<Symbols.Style> style) {
    /** Detect everything. */
    public static final ReadOptions DEFAULT = new ReadOptions(Optional.empty(), Optional.empty());

    public ReadOptions {
        Objects.requireNonNull(box, "box");
        Objects.requireNonNull(style, "style");
        if (box.isPresent() && style.isPresent()) {
            // Fails early, with the Symbols message, when the style cannot write that many digits.
            new Symbols(style.get(), box.get().size());
        }
    }

    /** These options with the box shape forced. */
    public ReadOptions withBox(BoxShape shape) {
        return new ReadOptions(Optional.of(shape), style);
    }

    /** These options with the symbol style forced. */
    public ReadOptions withStyle(Symbols.Style forced) {
        return new ReadOptions(box, Optional.of(forced));
    }

    /** The forced side N, or 0 when the side is detected. */
    int forcedSize() {
        return box.map(BoxShape::size).orElse(0);
    }

    /** True when the forced style spells every digit as one character. */
    boolean forcesSingleCharacters() {
        return style.isPresent() && style.get() != Symbols.Style.NUMBERS;
    }

    boolean forcesNumbers() {
        return style.isPresent() && style.get() == Symbols.Style.NUMBERS;
    }

    /**
     * The symbols for a grid of side {@code size}: the forced style, else numbers for a line written as
     * decimal tokens, else the default for the side. Throws IllegalArgumentException when a forced style
     * cannot cover the side.
     */
    Symbols symbolsFor(int size, boolean numbersLine) {
        if (style.isPresent()) {
            return new Symbols(style.get(), size);
        }
        return numbersLine ? new Symbols(Symbols.Style.NUMBERS, size) : Symbols.defaultFor(size);
    }

    /** The box shape for a side: the forced one, else the default. */
    BoxShape shapeFor(int size) {
        return box.orElseGet(() -> BoxShape.defaultFor(size));
    }
}
