package dev.sudoku.cli;

import dev.sudoku.api.settings.BoxShapes;
import dev.sudoku.api.settings.Refusal;
import dev.sudoku.core.BoxShape;

/**
 * {@code --box RxC} and {@code --size N} of every command, refused in the wording of a refused choice and
 * in the server's words for its {@code box}: {@code --box must be RxC, boxes of R rows and C columns with
 * R*C from 4 to 64 (2x3, 3x3), not '2x'}.
 */
final class BoxOption {
    private BoxOption() {}

    static BoxShape read(String text) {
        try {
            return BoxShapes.read(text);
        } catch (Refusal refusal) {
            throw new UsageException(refusal.of("--box"));
        }
    }

    static int side(int side) {
        try {
            return BoxShapes.side(side);
        } catch (Refusal refusal) {
            throw new UsageException(refusal.of("--size"));
        }
    }
}
