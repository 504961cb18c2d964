package dev.sudoku.logic.classic;

import static dev.sudoku.logic.classic.ClassicFixtures.parse;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.Grid;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.Masks;
import dev.sudoku.logic.SingleStep;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.TechniqueId;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ClassicLogicTest {
    private final ClassicSolver solver = new ClassicSolver(Catalogue.se().withoutChaining());

    @ParameterizedTest
    @ValueSource(strings = {ClassicFixtures.EASY, ClassicFixtures.SIX_UNIQUE})
    void puzzle_solved_by_singles_alone_reports_one_cycle_per_sweep(String line) {
        Grid puzzle = parse(line);
        SweepCounter.Count expected = SweepCounter.run(
                CandidateGrid.fromPuzzle(puzzle), Catalogue.se().withoutChaining());
        assertThat(expected.strongerSteps())
                .as("the fixture needs singles only")
                .isEmpty();

        ClassicLogicResult result = solver.logic(puzzle);

        assertThat(result.status()).isEqualTo(LogicStatus.SOLVED);
        assertThat(result.cycles()).isEqualTo(expected.sweeps()).isGreaterThan(1);
        assertThat(result.grid()).isEqualTo(expected.end().toGrid());
        assertThat(result.grid())
                .isEqualTo(ClassicFixtures.uniqueSolution(puzzle).orElseThrow());
        assertThat(result.steps()).hasSize(puzzle.cellCount() - puzzle.filledCount());
        assertThat(result.steps()).allSatisfy(step -> assertThat(step).isInstanceOf(SingleStep.class));
    }

    @Test
    void stronger_steps_between_sweeps_are_not_cycles() {
        Grid puzzle = parse(ClassicFixtures.NEEDS_PAIRS);
        SweepCounter.Count expected = SweepCounter.run(
                CandidateGrid.fromPuzzle(puzzle), Catalogue.se().withoutChaining());
        assertThat(expected.strongerSteps())
                .as("the fixture needs stronger steps")
                .isNotEmpty();

        ClassicLogicResult result = solver.logic(puzzle);

        List<Step> stronger = result.steps().stream()
                .filter(step -> !(step instanceof SingleStep))
                .collect(Collectors.toList());
        assertThat(stronger).isEqualTo(expected.strongerSteps());
        assertThat(result.cycles()).isEqualTo(expected.sweeps());
        assertThat(result.grid()).isEqualTo(expected.end().toGrid());
    }

    @Test
    void a_sweep_places_every_single_of_the_position_before_the_next_sweep_looks_again() {
        // The first sweep of the easy puzzle sees all singles of the starting position at once.
        Grid puzzle = parse(ClassicFixtures.EASY);
        CandidateGrid start = CandidateGrid.fromPuzzle(puzzle);
        ClassicLogicResult result = solver.logic(puzzle);
        int firstSweep = 0;
        for (Step step : result.steps()) {
            SingleStep single = (SingleStep) step;
            if (!startsAsSingle(start, single)) {
                break;
            }
            firstSweep++;
        }
        assertThat(firstSweep).isGreaterThan(1);
        assertThat(result.steps().get(0).technique()).isEqualTo(TechniqueId.HIDDEN_SINGLE_BOX);
    }

    private static boolean startsAsSingle(CandidateGrid start, SingleStep single) {
        if (Masks.count(start.candidates(single.cell())) == 1) {
            return true;
        }
        return single.house() >= 0 && Masks.count(start.positions(single.house(), single.digit())) == 1;
    }

    @Test
    void logic_only_stops_where_guessing_would_be_needed_and_agrees_with_the_solution() {
        Grid puzzle = parse(ClassicFixtures.NEEDS_GUESSING);
        Grid solution = ClassicFixtures.uniqueSolution(puzzle).orElseThrow();

        ClassicLogicResult result = solver.logic(puzzle);

        assertThat(result.status()).isEqualTo(LogicStatus.STUCK);
        assertThat(result.contradiction()).isEmpty();
        assertThat(result.counts()).containsKeys(TechniqueId.POINTING);
        assertThat(solution.keepsGivensOf(result.grid())).isTrue();
        for (int cell = 0; cell < puzzle.cellCount(); cell++) {
            if (result.grid().isEmpty(cell)) {
                assertThat(result.candidates(cell) & Masks.bit(solution.get(cell)))
                        .as("solution digit still a candidate of cell %d", cell)
                        .isNotZero();
            }
        }
    }

    @Test
    void puzzle_without_solution_ends_in_a_named_contradiction() {
        // The golden file's count-0 lines: a clue contradicting the solution without repeating a digit.
        for (ClassicFixtures.Fixture fixture : ClassicFixtures.golden()) {
            if (fixture.count() != 0) {
                continue;
            }
            ClassicLogicResult result = solver.logic(parse(fixture.puzzle()));
            assertThat(result.status()).as(fixture.puzzle()).isEqualTo(LogicStatus.CONTRADICTION);
            Contradiction contradiction = result.contradiction().orElseThrow();
            assertThat(contradiction.kind()).isNotEqualTo(Contradiction.Kind.DIGIT_TWICE);
            assertThat(contradiction.describe(9)).matches(".*(r\\dc\\d|row \\d|column \\d|box \\d).*");
        }
    }

    @Test
    void givens_repeating_a_digit_are_a_contradiction_naming_the_house() {
        Grid puzzle = parse("55" + ClassicFixtures.EASY.substring(2));
        ClassicLogicResult result = solver.logic(puzzle);
        assertThat(result.status()).isEqualTo(LogicStatus.CONTRADICTION);
        assertThat(result.contradiction().orElseThrow())
                .isEqualTo(new Contradiction(Contradiction.Kind.DIGIT_TWICE, -1, 0, 5));
        assertThat(result.contradiction().orElseThrow().describe(9)).isEqualTo("digit 5 appears twice in row 1");
        assertThat(result.steps()).isEmpty();
    }

    @Test
    void catalogue_without_techniques_is_stuck_after_zero_cycles() {
        Catalogue none = Catalogue.se().withDisabled(TechniqueId.values());
        ClassicLogicResult result = new ClassicSolver(none).logic(parse(ClassicFixtures.EASY));
        assertThat(result.status()).isEqualTo(LogicStatus.STUCK);
        assertThat(result.cycles()).isZero();
        assertThat(result.steps()).isEmpty();
        assertThat(result.grid()).isEqualTo(parse(ClassicFixtures.EASY));
    }

    @Test
    void sweeps_use_only_the_single_kinds_the_catalogue_enables() {
        Catalogue nakedOnly = Catalogue.se()
                .withDisabled(TechniqueId.FULL_HOUSE, TechniqueId.HIDDEN_SINGLE_BOX, TechniqueId.HIDDEN_SINGLE_LINE);
        Grid puzzle = parse(ClassicFixtures.EASY);
        ClassicLogicResult naked = new ClassicSolver(nakedOnly).logic(puzzle);
        ClassicLogicResult all = solver.logic(puzzle);
        assertThat(naked.status()).isEqualTo(LogicStatus.SOLVED);
        assertThat(naked.counts())
                .containsKey(TechniqueId.NAKED_SINGLE)
                .doesNotContainKeys(
                        TechniqueId.FULL_HOUSE, TechniqueId.HIDDEN_SINGLE_BOX, TechniqueId.HIDDEN_SINGLE_LINE);
        assertThat(naked.cycles()).isGreaterThanOrEqualTo(all.cycles());
    }
}
