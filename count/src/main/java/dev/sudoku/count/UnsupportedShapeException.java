package dev.sudoku.count;

import dev.sudoku.core.BoxShape;

/** A count this library cannot compute for the shape, with what it can. */
public final class UnsupportedShapeException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    UnsupportedShapeException(BoxShape shape, String what, String supported) {
        super(what + " of " + shape + " boxes are not supported; supported: " + supported);
    }
}
