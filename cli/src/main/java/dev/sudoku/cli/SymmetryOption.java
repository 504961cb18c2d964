package dev.sudoku.cli;

import dev.sudoku.generator.Symmetry;
import java.util.Arrays;

/** The {@code --symmetry} value of generate and bank fill, or a usage error naming the option and its choices. */
final class SymmetryOption {
    private SymmetryOption() {}

    static Symmetry parse(String name) {
        try {
            return Symmetry.parse(name);
        } catch (IllegalArgumentException e) {
            throw Choices.refused(
                    "--symmetry",
                    Arrays.stream(Symmetry.values()).map(Symmetry::displayName).toList(),
                    name);
        }
    }
}
