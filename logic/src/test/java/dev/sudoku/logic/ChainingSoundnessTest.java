package dev.sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.core.solve.Solvers;
import dev.sudoku.testkit.Corpus;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentSkipListSet;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * SE's chaining techniques checked against the solution on the puzzles that need them: every puzzle of
 * {@code se_classic_dev.txt}, walked along the {@link Catalogue#se()} path. At each position where the path
 * takes a chain, every chaining producer up to the one that found it lists all its steps, and each is
 * checked; Dynamic (+) and the nested levels (9.0 and up), whose full lists cost minutes, are checked on
 * the steps the path takes. Every step the path applies is checked too.
 */
@Tag(Corpus.TAG)
class ChainingSoundnessTest {
    @Test
    void every_chain_step_at_the_chain_positions_of_the_dev_puzzles_is_sound() {
        List<String> puzzles = new ArrayList<>();
        for (String line : Corpus.lines("se_classic_dev.txt")) {
            String[] fields = line.trim().split("\\s+");
            if (Double.parseDouble(fields[1].split("/")[0]) >= 6.5) {
                puzzles.add(fields[0]);
            }
        }
        AtomicLong positions = new AtomicLong();
        AtomicLong steps = new AtomicLong();
        Set<String> failures = new ConcurrentSkipListSet<>();
        puzzles.parallelStream().forEach(line -> {
            try {
                long[] counts = walk(PuzzleReader.parse(line));
                positions.addAndGet(counts[0]);
                steps.addAndGet(counts[1]);
            } catch (AssertionError e) {
                failures.add(e.getMessage());
            }
        });
        System.out.printf(
                "se_classic_dev.txt (SE 6.5 and up): %,d puzzles, %,d chain positions, %,d chain steps checked,"
                        + " %d unsound%n",
                puzzles.size(), positions.get(), steps.get(), failures.size());
        assertThat(failures).isEmpty();
        assertThat(positions.get()).isGreaterThanOrEqualTo(puzzles.size());
        assertThat(steps.get()).isGreaterThan(positions.get());
    }

    /** Chain positions met and chain steps checked on the puzzle's SE path. */
    private static long[] walk(Grid puzzle) {
        Grid solution = Solvers.create("auto").solve(puzzle).solution().orElseThrow();
        Catalogue se = Catalogue.se();
        LogicalSolver solver = new LogicalSolver(se);
        CandidateGrid grid = CandidateGrid.fromPuzzle(puzzle);
        long positions = 0;
        long steps = 0;
        while (!grid.isSolved()) {
            Optional<Step> next = solver.nextStep(grid);
            assertThat(next).as("the se path of %s gets stuck", puzzle).isPresent();
            Step step = next.get();
            if (TechniqueId.chaining().contains(step.technique())) {
                positions++;
                for (CatalogueEntry entry : se.entries()) {
                    if (TechniqueId.chaining().contains(entry.id()) && !TestCatalogues.NESTING.contains(entry.id())) {
                        steps += checkAll(entry.technique(), grid, solution, puzzle);
                    }
                    if (entry.accepts(step.technique())) {
                        break;
                    }
                }
                SoundnessCheck.assertSound(step, solution, grid, puzzle);
                steps++;
            }
            LogicalSolver.apply(grid, step);
        }
        return new long[] {positions, steps};
    }

    private static int checkAll(Technique technique, CandidateGrid grid, Grid solution, Grid puzzle) {
        int[] count = {0};
        technique.find(grid, step -> {
            SoundnessCheck.assertSound(step, solution, grid, puzzle);
            count[0]++;
            return true;
        });
        return count[0];
    }
}
