package dev.sudoku.logic.rulesearch;

import dev.sudoku.logic.Placement;
import dev.sudoku.logic.classic.BivalueOptions;
import dev.sudoku.logic.classic.BivalueRun;
import dev.sudoku.logic.classic.BivalueWalk;
import dev.sudoku.logic.classic.LogicStatus;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

/**
 * The bivalue search of one stuck position on a rule set: the classic search's walk ({@link BivalueWalk}:
 * every k-subset of the two-candidate cells for k = 1 .. depth, each of its 2^k value assignments) with
 * {@link RuleLogic} after each assignment. One instance per search: it holds the solutions and the trace.
 *
 * <p>Cost: sum over k of C(b, k) * 2^k runs of logic for b two-candidate cells, bounded by the
 * combination budget.
 */
final class RuleBivalueSearch implements BivalueWalk.Trials {
    private final BivalueOptions options;
    private final RulePosition stuck;
    private final int[] cells;
    private final Map<String, int[]> solutions = new LinkedHashMap<>();
    private final List<RuleTrial> traced = new ArrayList<>();
    private final BivalueWalk walk;
    private long steps;
    private long cycles;

    RuleBivalueSearch(BivalueOptions options, RulePosition stuck) {
        this.options = options;
        this.stuck = stuck;
        this.cells = IntStream.range(0, stuck.tables().cellCount())
                .filter(cell -> Integer.bitCount(stuck.candidates(cell)) == 2)
                .toArray();
        long[] masks = Arrays.stream(cells)
                .mapToLong(cell -> Integer.toUnsignedLong(stuck.candidates(cell)))
                .toArray();
        this.walk = new BivalueWalk(options, cells, masks, this);
    }

    /** Runs the walk from the stuck position; {@code logic} is the first run of logic that reached it. */
    RuleBivalueResult search(RuleLogicRun logic) {
        List<BivalueRun> runs = walk.runAll();
        return new RuleBivalueResult(
                walk.status(),
                logic,
                Arrays.stream(cells).boxed().toList(),
                runs,
                new ArrayList<>(solutions.values()),
                logic.steps() + steps,
                logic.cycles() + cycles,
                traced);
    }

    @Override
    public LogicStatus attempt(List<Placement> assignment) {
        RulePosition position = stuck.copy();
        boolean clash = false;
        for (Placement placement : assignment) {
            clash = clash || !position.has(placement.cell(), placement.digit());
            if (!clash) {
                position.place(placement.cell(), placement.digit());
            }
        }
        LogicStatus status = clash ? LogicStatus.CONTRADICTION : runLogic(position);
        if (traced.size() < options.maxTraced()) {
            int last = assignment.get(assignment.size() - 1).cell();
            traced.add(new RuleTrial(assignment, status, RuleGuessSearch.digits(stuck.candidates(last))));
        }
        if (status == LogicStatus.SOLVED) {
            int[] solution = position.values();
            solutions.putIfAbsent(Arrays.toString(solution), solution);
        }
        return status;
    }

    @Override
    public int distinctSolutions() {
        return solutions.size();
    }

    private LogicStatus runLogic(RulePosition position) {
        RuleLogic.Run run = RuleLogic.run(position);
        steps += run.steps();
        cycles += run.cycles();
        return run.status();
    }
}
