package dev.sudoku.logic.rules;

import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.ForcingChainKind;
import dev.sudoku.logic.ForcingChainStep;
import dev.sudoku.logic.Highlight;
import dev.sudoku.logic.Inference;
import dev.sudoku.logic.Placement;
import dev.sudoku.logic.Role;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.TechniqueId;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * One conclusion of a rule-set forcing chain search: the branches that prove it, the state each ends on, and
 * what it concludes (a digit true: placed; false: removed). States as in {@link RuleBranch}.
 *
 * @param key SE's sort key of the kind, the tie-break after complexity
 * @param ends per branch, the state it reaches: the conclusion, or for a contradiction the true and the
 *     false side of the digit it met
 * @param complexity SE's measure: the ancestors of every branch's end, summed (SE rating spec §5.6)
 */
record RuleForcingConclusion(
        ForcingChainKind kind, int key, List<RuleBranch> branches, List<Integer> ends, int target, int complexity) {
    RuleForcingConclusion {
        branches = List.copyOf(branches);
        ends = List.copyOf(ends);
    }

    /**
     * The conclusion, or null when its complexity is above {@code limit}: the branches' ancestors are
     * counted only as far as needed to show that, each branch's count being a lower bound of the sum.
     */
    static RuleForcingConclusion of(
            ForcingChainKind kind, int key, List<RuleBranch> branches, List<Integer> ends, int target, int limit) {
        int sum = 0;
        for (int i = 0; i < branches.size() && sum <= limit; i++) {
            sum += branches.get(i).ancestors(ends.get(i), limit - sum);
        }
        return sum > limit ? null : new RuleForcingConclusion(kind, key, branches, ends, target, sum);
    }

    Step step(RuleGrid grid, TechniqueId technique) {
        int digits = grid.rules().digits();
        List<List<Inference>> paths = new ArrayList<>();
        Set<Highlight> highlights = new LinkedHashSet<>();
        for (int i = 0; i < branches.size(); i++) {
            List<Inference> path = branches.get(i).path(ends.get(i), digits);
            paths.add(path);
            highlights.add(new Highlight(path.get(0).cell(), path.get(0).digit(), Role.DEFINING));
        }
        int node = target >> 1;
        int cell = node / digits;
        int digit = node % digits + 1;
        List<Placement> placements = new ArrayList<>();
        List<Candidate> eliminations = new ArrayList<>();
        if ((target & 1) == 1) {
            placements.add(new Placement(cell, digit));
            highlights.add(new Highlight(cell, digit, Role.PLACED));
            RuleMasks.addCandidates(eliminations, cell, grid.candidates(cell) & ~(1 << (digit - 1)));
        } else {
            eliminations.add(new Candidate(cell, digit));
        }
        eliminations.forEach(c -> highlights.add(new Highlight(c.cell(), c.digit(), Role.ELIMINATED)));
        return new ForcingChainStep(
                technique, kind, complexity, paths, placements, eliminations, new ArrayList<>(highlights));
    }
}
