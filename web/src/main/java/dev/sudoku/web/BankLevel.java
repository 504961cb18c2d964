package dev.sudoku.web;

import dev.sudoku.core.BoxShape;
import dev.sudoku.logic.rating.Level;
import java.util.Locale;

/** The {@code level} and {@code size} of a bank request: which shelf of the bank it reads. */
record BankLevel(Level level, BoxShape shape) {
    static BankLevel of(ApiRequest request, WebLimits limits) {
        Level level = level(request.requiredString("level"));
        int size = request.integer("size", BoxShape.MIN_SIZE, BoxShape.MAX_SIZE)
                .orElse(9L)
                .intValue();
        PuzzleInput.checkSize("size", size, limits.maxSize());
        return new BankLevel(level, BoxShape.defaultFor(size));
    }

    /** A level by name, any case; 400 naming the field and the levels otherwise. */
    static Level level(String name) {
        try {
            return Level.valueOf(name.strip().toUpperCase(Locale.ROOT));
        } catch (IllegalArgumentException e) {
            throw Choices.refused("level", Choices.LEVELS, name);
        }
    }

    String describe() {
        return level.displayName() + " " + shape.size() + "x" + shape.size();
    }
}
