package dev.sudoku.logic.uniqueness;

import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Highlight;
import dev.sudoku.logic.Masks;
import dev.sudoku.logic.Role;
import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.UniquenessStep;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Builds the {@link UniquenessStep} of every technique of this package, with one highlighting scheme: the
 * pattern digits of the loop cells are defining, other candidates of the extra cells are fins, a subset's
 * candidates are defining, the digit of a strong link is marked as such, and every elimination is
 * marked eliminated (whatever else it was). Filled cells of the pattern are highlighted whole.
 */
final class PatternSteps {
    private PatternSteps() {}

    /** Everything a step needs besides the grid; {@code strongDigit} is 0 when no strong link is shown. */
    record Pattern(
            TechniqueId id,
            int v1,
            int v2,
            List<Integer> loop,
            List<Integer> extraCells,
            Optional<UniquenessStep.Subset> subset,
            int strongDigit,
            List<Integer> strongCells) {}

    static UniquenessStep build(CandidateGrid grid, Pattern pattern, List<Candidate> eliminations) {
        Set<Candidate> removed = new HashSet<>(eliminations);
        Set<Candidate> shown = new HashSet<>();
        List<Highlight> highlights = new ArrayList<>();
        long pair = Masks.bit(pattern.v1()) | Masks.bit(pattern.v2());
        for (int cell : pattern.loop()) {
            if (!grid.isEmpty(cell)) {
                highlights.add(new Highlight(cell, 0, Role.DEFINING));
                continue;
            }
            for (long rest = grid.candidates(cell); rest != 0; rest &= rest - 1) {
                int digit = Masks.firstDigit(rest);
                Role role = (pair & Masks.bit(digit)) == 0 ? Role.FIN : Role.DEFINING;
                if (digit == pattern.strongDigit() && pattern.strongCells().contains(cell)) {
                    role = Role.STRONG_LINK;
                }
                add(highlights, shown, removed, new Candidate(cell, digit), role);
            }
        }
        pattern.subset().ifPresent(subset -> {
            for (int cell : subset.cells()) {
                for (long rest = grid.candidates(cell); rest != 0; rest &= rest - 1) {
                    int digit = Masks.firstDigit(rest);
                    if (subset.digits().contains(digit)) {
                        add(highlights, shown, removed, new Candidate(cell, digit), Role.DEFINING);
                    }
                }
            }
        });
        for (Candidate candidate : eliminations) {
            add(highlights, shown, removed, candidate, Role.ELIMINATED);
        }
        return new UniquenessStep(
                pattern.id(),
                List.of(Math.min(pattern.v1(), pattern.v2()), Math.max(pattern.v1(), pattern.v2())),
                pattern.loop(),
                pattern.extraCells(),
                pattern.subset(),
                List.of(),
                eliminations,
                highlights);
    }

    private static void add(
            List<Highlight> highlights, Set<Candidate> shown, Set<Candidate> removed, Candidate candidate, Role role) {
        if (shown.add(candidate)) {
            Role actual = removed.contains(candidate) ? Role.ELIMINATED : role;
            highlights.add(new Highlight(candidate.cell(), candidate.digit(), actual));
        }
    }

    /** The candidates of {@code digits} (a mask) that {@code cell} still has, ascending. */
    static void collect(CandidateGrid grid, int cell, long digits, List<Candidate> into) {
        for (long rest = grid.candidates(cell) & digits; rest != 0; rest &= rest - 1) {
            into.add(new Candidate(cell, Masks.firstDigit(rest)));
        }
    }
}
