package dev.sudoku.core.solve;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import dev.sudoku.testkit.Corpus;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * Our solvers against an independent program, the Debian {@code qqwing}, on samples of the collections:
 * the same solution count (qqwing counts every solution) and the same unique solution. CI installs
 * qqwing; without it this test fails rather than passes silently.
 */
@Tag(Corpus.TAG)
class QqwingDifferentialTest {

    @Test
    void solution_counts_and_unique_solutions_match_qqwing() throws Exception {
        List<String> puzzles = new ArrayList<>();
        puzzles.addAll(Corpus.sample("serg_benchmark_multisolution.txt", 150, 3L));
        puzzles.addAll(Corpus.sample("magictour_top1465.txt", 100, 3L));
        puzzles.addAll(Corpus.sample("17_clue_49158.txt", 100, 3L));
        List<QqwingAnswer> answers = qqwing(puzzles);
        assertThat(answers).hasSize(puzzles.size());

        int multiple = 0;
        for (ExactSolver solver : List.of(new BandSolver(), new GeneralSolver())) {
            for (int i = 0; i < puzzles.size(); i++) {
                Grid puzzle = Golden.digits(puzzles.get(i));
                QqwingAnswer expected = answers.get(i);
                SolveResult result = solver.solve(puzzle, SolveLimits.countUpTo(expected.count() + 1));
                assertThat(result.solutionCount())
                        .as("%s on %s", solver.name(), puzzles.get(i))
                        .isEqualTo(expected.count());
                if (expected.count() == 1) {
                    assertThat(result.solution().orElseThrow().toString()).isEqualTo(expected.solution());
                } else {
                    multiple++;
                }
            }
        }
        assertThat(multiple).as("the sample must exercise counting").isGreaterThan(100);
    }

    /** qqwing's answer for one puzzle: its count and, if it printed one, a solution. */
    private record QqwingAnswer(long count, String solution) {}

    private static List<QqwingAnswer> qqwing(List<String> puzzles) throws IOException, InterruptedException {
        Process process = new ProcessBuilder("qqwing", "--solve", "--count-solutions", "--one-line")
                .redirectErrorStream(true)
                .start();
        try (Writer in = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.US_ASCII)) {
            for (String puzzle : puzzles) {
                in.write(puzzle.replace('0', '.'));
                in.write('\n');
            }
        }
        List<QqwingAnswer> answers = new ArrayList<>();
        try (BufferedReader out =
                new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.US_ASCII))) {
            String solution = null;
            String line;
            while ((line = out.readLine()) != null) {
                if (line.length() == 81) {
                    solution = line;
                } else if (line.contains("no solution") || line.contains("not possible")) {
                    if (!line.startsWith("Puzzle has no solution")) {
                        answers.add(new QqwingAnswer(0, null));
                    }
                    solution = null;
                } else if (line.contains("unique")) {
                    answers.add(new QqwingAnswer(1, solution));
                    solution = null;
                } else if (line.startsWith("There are ")) {
                    answers.add(new QqwingAnswer(Long.parseLong(line.split(" ")[2]), solution));
                    solution = null;
                }
            }
        }
        assertThat(process.waitFor(5, TimeUnit.MINUTES)).isTrue();
        return answers;
    }
}
