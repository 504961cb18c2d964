package dev.sudoku.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Symbols;
import dev.sudoku.core.format.ReadOptions;
import java.util.Optional;

/**
 * Read options drawn from fuzz data: mostly detect everything (also when the data has run out), sometimes
 * force a box shape or a style.
 */
final class FuzzOptions {
    private FuzzOptions() {}

    static ReadOptions readOptions(FuzzedDataProvider data) {
        Optional<BoxShape> box =
                data.consumeInt(0, 3) == 3 ? Optional.of(FuzzGrids.shape(data, BoxShape.MAX_SIZE)) : Optional.empty();
        Optional<Symbols.Style> style = Optional.empty();
        if (data.consumeInt(0, 3) == 3) {
            Symbols.Style picked = data.pickValue(Symbols.Style.values());
            if (box.isEmpty() || FuzzGrids.canWrite(picked, box.get().size())) {
                style = Optional.of(picked);
            }
        }
        return new ReadOptions(box, style);
    }
}
