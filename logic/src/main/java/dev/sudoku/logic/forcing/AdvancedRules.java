package dev.sudoku.logic.forcing;

import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Technique;
import dev.sudoku.logic.fish.BasicFish;
import dev.sudoku.logic.intersections.LockedCandidates;
import dev.sudoku.logic.subsets.HiddenSubsets;
import dev.sudoku.logic.subsets.NakedSubsets;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The other rules a chain of level 1 and above runs on its own grid when its links run dry (SE rating spec
 * §5.5): pointing and claiming, hidden pairs, naked pairs and X-Wings, in that order. The first rule that
 * adds anything new stops the list; every step of it counts, each elimination becoming an "off" node whose
 * parents are the chain's deletions the step relied on.
 */
final class AdvancedRules {
    private static final Comparator<Candidate> BY_CELL =
            Comparator.comparingInt(Candidate::cell).thenComparingInt(Candidate::digit);

    private final List<Technique> rules;

    private AdvancedRules(List<Technique> rules) {
        this.rules = List.copyOf(rules);
    }

    static AdvancedRules forLevel(int level, Links links) {
        if (level != 1) {
            throw new IllegalArgumentException("nested chaining levels are not available yet: " + level);
        }
        return new AdvancedRules(List.of(
                new LockedCandidates(false), new HiddenSubsets(2, false), new NakedSubsets(2), new BasicFish(2)));
    }

    /** New offs, in SE's order, that the first productive rule finds on the chain's grid. */
    List<Potential> potentials(CandidateGrid work, CandidateGrid initial, PotentialSet toOff) {
        List<Potential> result = new ArrayList<>();
        for (Technique rule : rules) {
            rule.find(work, step -> {
                List<int[]> deleted = RuleParents.of(step, initial, work);
                if (deleted.isEmpty()) {
                    return true;
                }
                Potential[] parents = new Potential[deleted.size()];
                for (int i = 0; i < parents.length; i++) {
                    parents[i] = toOff.get(deleted.get(i)[0], deleted.get(i)[1], false);
                }
                List<Candidate> removable = new ArrayList<>(step.eliminations());
                removable.sort(BY_CELL);
                for (Candidate candidate : removable) {
                    if (!toOff.contains(candidate.cell(), candidate.digit(), false)) {
                        result.add(new Potential(
                                candidate.cell(), candidate.digit(), false, Cause.ADVANCED, parents, null));
                    }
                }
                return true;
            });
            if (!result.isEmpty()) {
                return result;
            }
        }
        return result;
    }
}
