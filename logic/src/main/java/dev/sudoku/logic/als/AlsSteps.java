package dev.sudoku.logic.als;

import dev.sudoku.logic.AlmostLockedSet;
import dev.sudoku.logic.AlsStep;
import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Highlight;
import dev.sudoku.logic.Masks;
import dev.sudoku.logic.Role;
import dev.sudoku.logic.TechniqueId;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Builds an {@link AlsStep} and its highlights. A set's candidates are {@link Role#WEAK_LINK} for a
 * restricted common digit of one of its links (at most one set of the link holds it), {@link Role#PINCER}
 * for an eliminated digit (one of the sets holds it), else {@link Role#DEFINING}; a Death Blossom's stem
 * candidates are {@link Role#PIVOT}; removed candidates are {@link Role#ELIMINATED}.
 */
final class AlsSteps {
    private AlsSteps() {}

    /**
     * @param linkMasks for each set, the restricted common digits of the links it takes part in
     * @param links the links as the step records them
     */
    static AlsStep build(
            TechniqueId id,
            CandidateGrid grid,
            List<Als> sets,
            long[] linkMasks,
            List<List<Integer>> links,
            int stem,
            Eliminations eliminations) {
        Map<Candidate, Role> roles = new LinkedHashMap<>();
        if (stem >= 0) {
            for (long rest = grid.candidates(stem); rest != 0; rest &= rest - 1) {
                roles.put(new Candidate(stem, Masks.firstDigit(rest)), Role.PIVOT);
            }
        }
        List<AlmostLockedSet> records = new ArrayList<>();
        for (int i = 0; i < sets.size(); i++) {
            Als als = sets.get(i);
            records.add(als.toSet());
            for (int cell : als.cells) {
                for (long rest = grid.candidates(cell); rest != 0; rest &= rest - 1) {
                    long bit = rest & -rest;
                    Role role = (linkMasks[i] & bit) != 0
                            ? Role.WEAK_LINK
                            : (eliminations.digits() & bit) != 0 ? Role.PINCER : Role.DEFINING;
                    roles.putIfAbsent(new Candidate(cell, Masks.firstDigit(bit)), role);
                }
            }
        }
        List<Candidate> removed = eliminations.list();
        // An ALS-XY-Wing may clear a candidate of its middle set: shown as eliminated.
        removed.forEach(c -> roles.put(c, Role.ELIMINATED));
        List<Highlight> highlights = new ArrayList<>();
        roles.forEach((c, role) -> highlights.add(new Highlight(c.cell(), c.digit(), role)));
        return new AlsStep(id, records, links, Masks.digits(eliminations.digits()), stem, removed, highlights);
    }
}
