package dev.sudoku.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.sudoku.core.BoxShape;
import dev.sudoku.core.format.CandidateLineFormat;
import dev.sudoku.core.format.FormatException;
import dev.sudoku.core.format.PencilmarkGridFormat;
import dev.sudoku.core.format.Position;
import dev.sudoku.core.format.PositionReader;

/**
 * The position readers on arbitrary text, as {@code hint --position} hands it over: each reader either
 * reads a position or refuses with a {@link FormatException} naming line and column, and every position
 * read goes through logic's checks, which name the cell at fault or accept it.
 */
class PositionTextFuzzTest {
    @FuzzTest(maxDuration = "5s")
    void any_text_reads_as_a_position_or_is_refused_naming_line_and_column(FuzzedDataProvider data) {
        BoxShape shape = data.consumeBoolean() ? null : FuzzGrids.shape(data, CandidateLineFormat.MAX_SIZE);
        String text = data.consumeRemainingAsString();

        Position position = null;
        try {
            position = PositionReader.parse(text, shape);
        } catch (FormatException e) {
            PositionChecks.checkRefusal(text, e);
        }
        // The candidate line reader takes one line; its columns count from that line's start.
        String firstLine = text.split("\r?\n|\r", 2)[0];
        try {
            CandidateLineFormat.read(firstLine);
        } catch (FormatException e) {
            PositionChecks.checkRefusal(firstLine, e);
        }
        try {
            PencilmarkGridFormat.read(text, shape);
        } catch (FormatException e) {
            PositionChecks.checkRefusal(text, e);
        }
        if (position != null) {
            PositionChecks.check(position, null);
        }
    }
}
