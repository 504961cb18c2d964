package dev.sudoku.fuzz;

import static org.assertj.core.api.Assertions.assertThat;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.format.CandidateLineFormat;
import dev.sudoku.core.format.FormatException;
import dev.sudoku.core.format.PencilmarkGridFormat;
import dev.sudoku.core.format.Position;
import dev.sudoku.core.format.PositionReader;

/**
 * Positions of every box shape up to 35x35, written as a candidate line and as a pencil-mark grid: each
 * reads back equal, through its own reader and through {@link PositionReader}'s detection; damaged, each
 * is read or refused naming line and column; and logic's checks name the cell at fault or accept it.
 */
class PositionRoundTripFuzzTest {
    @FuzzTest(maxDuration = "5s")
    void positions_read_back_as_written_in_both_position_formats(FuzzedDataProvider data) {
        BoxShape shape = FuzzGrids.shape(data, CandidateLineFormat.MAX_SIZE);
        boolean defaultShape = shape.equals(BoxShape.defaultFor(shape.size()));
        Position position = FuzzPositions.position(data, shape);
        // One candidate left cannot be told from a placed digit, in these formats as in every exchange format.
        Position expected = FuzzPositions.singlesPlaced(position);

        String line = CandidateLineFormat.write(position);
        if (defaultShape) {
            assertThat(CandidateLineFormat.read(line)).isEqualTo(expected);
        }
        assertThat(PositionReader.parse(line, shape)).isEqualTo(expected);
        if (FuzzPositions.everyEmptyCellHasCandidates(position)) {
            String grid = PencilmarkGridFormat.write(position);
            assertThat(PencilmarkGridFormat.read(grid, shape)).isEqualTo(expected);
            assertThat(PositionReader.parse(grid, defaultShape ? null : shape)).isEqualTo(expected);
            readDamaged(data, grid, shape);
        }
        readDamaged(data, line, shape);

        Grid puzzle = FuzzPositions.puzzleBehind(data, expected);
        PositionChecks.check(expected, puzzle);
    }

    private static void readDamaged(FuzzedDataProvider data, String text, BoxShape shape) {
        String damaged = Mutations.damage(data, text);
        try {
            PositionChecks.check(PositionReader.parse(damaged, shape), null);
        } catch (FormatException e) {
            PositionChecks.checkRefusal(damaged, e);
        }
    }
}
