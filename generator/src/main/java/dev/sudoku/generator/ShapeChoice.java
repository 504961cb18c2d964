package dev.sudoku.generator;

import dev.sudoku.core.BoxShape;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The box shape to generate from what a user gave: a box shape, a side, both (they must agree) or neither
 * (9x9). One rule for every front end (the command line's options, the HTTP API's fields), which name the
 * two settings their own way in the messages.
 */
public final class ShapeChoice {
    private ShapeChoice() {}

    /**
     * The shape; an {@link IllegalArgumentException} when the side and the box disagree, or when only a side
     * is given whose default shape is 1xN: a prime side has no boxes but rows of one, which makes a Latin
     * square, not what a user asking for a Sudoku size expects, so it is made only when asked by its shape.
     */
    public static BoxShape of(OptionalInt size, Optional<BoxShape> box, String sizeName, String boxName) {
        if (box.isPresent()) {
            if (size.isPresent() && size.getAsInt() != box.get().size()) {
                throw new IllegalArgumentException(
                        sizeName + " " + size.getAsInt() + " does not match " + boxName + " " + box.get());
            }
            return box.get();
        }
        BoxShape shape = BoxShape.defaultFor(size.orElse(9));
        if (shape.boxRows() == 1) {
            throw new IllegalArgumentException("a side of " + shape.size() + " has no boxes but 1x" + shape.size()
                    + ", which makes a Latin square; give " + boxName + " 1x" + shape.size() + " to make one");
        }
        return shape;
    }
}
