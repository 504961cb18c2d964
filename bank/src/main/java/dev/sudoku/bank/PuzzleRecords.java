package dev.sudoku.bank;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Conflict;
import dev.sudoku.core.Conflicts;
import dev.sudoku.core.Geometry;
import dev.sudoku.core.Grid;
import dev.sudoku.core.canon.Canonical;
import dev.sudoku.core.canon.CanonicalForm;
import dev.sudoku.core.canon.GridSymmetry;
import dev.sudoku.core.format.LineFormat;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.core.format.ReadOptions;
import dev.sudoku.generator.Generated;
import dev.sudoku.generator.Symmetry;
import dev.sudoku.logic.rating.LevelScale;
import dev.sudoku.logic.rating.Rating;
import dev.sudoku.store.NewPuzzle;
import dev.sudoku.store.Origin;
import dev.sudoku.store.Ratings;
import dev.sudoku.store.StoredPuzzle;
import java.util.Optional;

/**
 * The one way a rated puzzle becomes a bank row, and a row a grid again. Grids are kept as their line in
 * each size's default symbols, which the readers read back given the box shape; the canonical key, the
 * clue count and the symmetry are computed here, so every writer stores the same facts.
 */
public final class PuzzleRecords {
    private PuzzleRecords() {}

    /** The row for a puzzle with one solution and its rating; the level named on {@code scale}. */
    public static NewPuzzle of(Grid puzzle, Grid solution, Rating rating, LevelScale scale, Origin origin) {
        return new NewPuzzle(
                puzzle.shape(),
                LineFormat.write(puzzle),
                LineFormat.write(solution),
                canonicalKey(puzzle),
                new Ratings(
                        rating.er(),
                        rating.ep(),
                        rating.ed(),
                        rating.score(),
                        scale.levelOf(rating.er()).displayName()),
                puzzle.filledCount(),
                Symmetry.of(puzzle).displayName(),
                origin);
    }

    /** The row for a puzzle the generator made in a band (so rated), its seed as the origin. */
    public static NewPuzzle of(Generated generated, LevelScale scale) {
        return of(
                generated.puzzle(),
                generated.solution(),
                generated.rating(),
                scale,
                Origin.generator(generated.seed()));
    }

    /**
     * Why a puzzle cannot be keyed: a digit given twice in a house (no valid grid has it, so the group's
     * maps say nothing about it); empty for a puzzle that can.
     */
    public static Optional<String> unkeyable(Grid puzzle) {
        return Conflicts.find(Geometry.of(puzzle.shape()), puzzle).map(Conflict::message);
    }

    /** The key under which the bank stores a puzzle and every equivalent of it. */
    public static String canonicalKey(Grid puzzle) {
        return CanonicalForm.of(puzzle).key();
    }

    /**
     * A map of the group that turns {@code from} into {@code onto}, two equivalent puzzles (same canonical
     * key): to the canonical form, then back from it to {@code onto}.
     */
    public static GridSymmetry mapping(Grid from, Grid onto) {
        Canonical a = CanonicalForm.of(from);
        Canonical b = CanonicalForm.of(onto);
        if (!a.key().equals(b.key())) {
            throw new IllegalArgumentException("the puzzles are not equivalent");
        }
        return a.toForm().then(b.toForm().inverse());
    }

    public static Grid puzzle(StoredPuzzle stored) {
        return read(stored.puzzle().puzzle(), stored.puzzle().shape());
    }

    public static Grid solution(StoredPuzzle stored) {
        return read(stored.puzzle().solution(), stored.puzzle().shape());
    }

    private static Grid read(String line, BoxShape shape) {
        return PuzzleReader.parse(line, ReadOptions.DEFAULT.withBox(shape));
    }
}
