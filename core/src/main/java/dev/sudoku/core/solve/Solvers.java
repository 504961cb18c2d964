package dev.sudoku.core.solve;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * The exact solvers by name. Each call creates a new instance: solvers keep preallocated working state
 * and are used by one thread at a time.
 */
public final class Solvers {
    /** Picks the fastest solver for each puzzle's shape. */
    public static final String AUTO = "auto";

    private static final List<String> NAMES = List.of(AUTO, "band", "general", "reference");

    private Solvers() {}

    /** Every name {@link #create} accepts. */
    public static List<String> names() {
        return NAMES;
    }

    /** A new solver by name: auto, band (9x9 only), general (every size), reference (the test oracle). */
    public static ExactSolver create(String name) {
        return factory(name).get();
    }

    /** A factory of new instances, for one solver per thread. */
    public static Supplier<ExactSolver> factory(String name) {
        Objects.requireNonNull(name, () -> "solver name (one of " + String.join(", ", NAMES) + ")");
        return switch (name.toLowerCase(Locale.ROOT)) {
            case AUTO -> AutoSolver::new;
            case "band" -> BandSolver::new;
            case "general" -> GeneralSolver::new;
            case "reference" -> ReferenceSolver::new;
            default -> throw new IllegalArgumentException(
                    "unknown solver '" + name + "'; choose one of " + String.join(", ", NAMES));
        };
    }
}
