package dev.sudoku.cli;

import dev.sudoku.core.solve.ExactSolver;
import dev.sudoku.core.solve.Solvers;
import java.util.function.Supplier;

/** The {@code --solver} value of every command: a factory by name, or a usage error listing the names. */
final class SolverOption {
    private SolverOption() {}

    static Supplier<ExactSolver> factory(String name) {
        try {
            return Solvers.factory(name);
        } catch (IllegalArgumentException e) {
            throw Choices.refused("--solver", Solvers.names(), name);
        }
    }
}
