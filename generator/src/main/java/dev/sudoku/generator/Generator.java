package dev.sudoku.generator;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.LogicalSolver;
import dev.sudoku.logic.SearchBudget;
import dev.sudoku.logic.SearchCancelledException;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.concurrent.CancellationException;

/**
 * Makes the puzzles of a run, each from its own seed ({@link Seeds#of}(run seed, index)) and nothing
 * else, so the output does not depend on the number of threads or the order of the calls.
 *
 * <p>For each puzzle: draw a solution grid ({@link SolutionGrids}); empty the orbits of the symmetry in a
 * random order while the puzzle stays unique ({@link Reduction}, {@link UniquenessCheck}); with a band (the
 * one asked for, or a technique's training band: {@link GeneratorOptions#targetBand}), steer the puzzle
 * toward it ({@link Steering}: clues put back into a puzzle rated above the band, clue swaps for a minimal
 * puzzle below it when puzzles must stay minimal); rate with SE's loop stopped at the band's top ({@link
 * CappedRater#forBand}); then check the band and the technique, and draw the next grid when they fail.
 * With a clue pattern the givens are fixed and grids are drawn until one makes a unique puzzle in band:
 * the pattern leaves nothing else to steer. Without a band the first unique puzzle is kept and its rating
 * only describes it ({@link DescriptiveRating}): a rating that cannot finish in time, or would need SE's
 * forcing chains on a grid larger than 16x16, leaves it {@link Unrated} rather than lost.
 *
 * <p>Measured (one thread, CPU ms per 9x9 puzzle, no symmetry, {@code sudoku bench --generate}): Easy
 * 1.4, Moderate 5, Difficult 6-10, Fiendish 27-36, Diabolical 25-43, Extreme (9.0 and up) about 1
 * second, almost all of it rating. Extreme is blind search: 1 minimal puzzle in about 600 rates 9.0 or
 * more, and a candidate costs about 1.2 ms, most of it the {@link FloorCheck} that turns it away; a
 * rating that meets SE's nested chains can take minutes, so the whole work of a puzzle runs within its
 * time limit as a {@link SearchBudget}, which the ratings check as they go: a puzzle ends within a few
 * milliseconds of its limit (one propagation of a nested chain).
 *
 * <p>Not thread-safe: one instance per thread (it owns an exact solver and working arrays).
 */
public final class Generator {
    private final GeneratorOptions options;
    private final BoxShape shape;
    private final SolutionGrids grids;
    private final UniquenessCheck uniqueness;
    private final CappedRater rater;
    private final Steering steering;
    private final DescriptiveRating descriptive;
    private final LogicalSolver players = new LogicalSolver(Catalogue.players());
    /** Ratings made outside the steering: on a clue pattern, or without a band. */
    private long otherRatings;

    /** Checks the options ({@link GeneratorOptions#check}) and prepares the working state. */
    public Generator(GeneratorOptions options) {
        Objects.requireNonNull(options, "options").check();
        this.options = options;
        this.shape = options.shape();
        this.grids = new SolutionGrids(shape);
        this.uniqueness = UniquenessCheck.forGenerator(shape, options.minimal());
        this.rater = options.targetBand()
                .map(b -> CappedRater.forBand(Catalogue.se(), b, !options.minimal()))
                .orElseGet(() -> new CappedRater(Catalogue.se(), Integer.MAX_VALUE));
        this.steering = new Steering(shape, uniqueness, rater, options.targetBand(), options.minimal());
        this.descriptive = new DescriptiveRating(Catalogue.se(), shape);
    }

    public GeneratorOptions options() {
        return options;
    }

    /**
     * Puzzle {@code index} of the run; throws {@link GenerationTimeoutException} when it is not found within
     * the time limit (checked between solution grids, in the clue removals and within ratings), and {@link
     * CancellationException} when the thread is interrupted (the interrupt flag stays set when a rating saw
     * it).
     *
     * @param index the puzzle's number in the run, from 0
     * @throws IllegalArgumentException when the index is negative
     */
    public Generated generate(long index) {
        if (index < 0) {
            throw new IllegalArgumentException("index must not be negative, got " + index);
        }
        long seed = Seeds.of(options.seed(), index);
        long deadline = System.nanoTime() + options.timeLimit().toNanos();
        int[] tried = new int[1];
        try {
            return SearchBudget.until(deadline, () -> search(index, seed, tried));
        } catch (SearchCancelledException e) {
            if (e.interrupted()) {
                throw cancelled(index);
            }
            throw timeout(index, seed, tried[0]);
        }
    }

    /**
     * The search of {@link #generate}, ended by the budget running out; counts the solution grids drawn in
     * {@code tried[0]}.
     */
    private Generated search(long index, long seed, int[] tried) {
        SplittableRandom random = new SplittableRandom(seed);
        Optional<Symmetry> symmetry = options.pattern().isPresent()
                ? Optional.empty()
                : Optional.of(options.symmetry().resolve(shape, random));
        int[][] orbits = symmetry.map(s -> s.orbits(shape)).orElse(null);
        long ratingsBefore = steering.ratings() + otherRatings;
        while (true) {
            if (Thread.interrupted()) {
                throw cancelled(index);
            }
            SearchBudget.check();
            tried[0]++;
            Grid solution = grids.next(random);
            Optional<Candidate> found = options.targetBand().isPresent()
                    ? inBand(solution, orbits, random)
                    : withoutBand(solution, orbits, random);
            if (found.isEmpty()) {
                continue;
            }
            Grid puzzle = found.get().puzzle();
            DescriptiveRating.Described rating = found.get().rating();
            if (options.technique().isPresent() && !options.technique().get().metBy(puzzle, rating.path(), players)) {
                continue;
            }
            int rated = (int) (steering.ratings() + otherRatings - ratingsBefore);
            return new Generated(
                    index, seed, puzzle, solution, rating.rating(), rating.unrated(), symmetry, tried[0], rated);
        }
    }

    /** A unique puzzle with its rating or the reason it has none. */
    private record Candidate(Grid puzzle, DescriptiveRating.Described rating) {}

    /** The grid's puzzle steered into the band, if it got there. */
    private Optional<Candidate> inBand(Grid solution, int[][] orbits, SplittableRandom random) {
        Optional<Steering.Reduced> found = options.pattern().isPresent()
                ? onPattern(solution, options.pattern().get())
                : Optional.of(steering.reduce(solution, orbits, random));
        if (found.isEmpty()
                || !found.get().rating().rated()
                || !inBand(found.get().rating())) {
            return Optional.empty();
        }
        PathRating rating = found.get().rating();
        return Optional.of(new Candidate(
                found.get().puzzle(),
                new DescriptiveRating.Described(rating.rating(), Optional.empty(), rating.path())));
    }

    /**
     * The grid's minimal puzzle (or its puzzle on the pattern, if unique), with a rating that only describes
     * it ({@link DescriptiveRating}): made once unique, rated if the rating can finish.
     */
    private Optional<Candidate> withoutBand(Grid solution, int[][] orbits, SplittableRandom random) {
        Optional<Grid> puzzle = options.pattern().isPresent()
                ? uniqueOnPattern(solution, options.pattern().get())
                : Optional.of(steering.minimal(solution, orbits, random));
        if (puzzle.isEmpty()) {
            return Optional.empty();
        }
        if (!options.described() && options.technique().isEmpty()) {
            return Optional.of(new Candidate(
                    puzzle.get(),
                    new DescriptiveRating.Described(Optional.empty(), Optional.of(Unrated.NOT_ASKED), Set.of())));
        }
        otherRatings++;
        return Optional.of(new Candidate(puzzle.get(), descriptive.rate(puzzle.get())));
    }

    private static CancellationException cancelled(long index) {
        return new CancellationException("puzzle " + (index + 1) + " was cancelled");
    }

    private GenerationTimeoutException timeout(long index, long seed, int tried) {
        return new GenerationTimeoutException(
                index,
                "puzzle " + (index + 1) + " (seed " + seed + ") not found within " + seconds() + " after " + tried
                        + " solution grids: " + wanted());
    }

    /** The givens of the pattern taken from the solution, rated, if that puzzle is unique. */
    private Optional<Steering.Reduced> onPattern(Grid solution, CluePattern pattern) {
        Optional<Grid> puzzle = uniqueOnPattern(solution, pattern);
        if (puzzle.isEmpty()) {
            return Optional.empty();
        }
        otherRatings++;
        return Optional.of(new Steering.Reduced(puzzle.get(), rater.rate(puzzle.get())));
    }

    /** The givens of the pattern taken from the solution, if that puzzle is unique. */
    private Optional<Grid> uniqueOnPattern(Grid solution, CluePattern pattern) {
        byte[] puzzle = new byte[shape.cellCount()];
        for (int cell : pattern.cells()) {
            puzzle[cell] = (byte) solution.get(cell);
        }
        return uniqueness.unique(puzzle) ? Optional.of(Grid.of(shape, puzzle)) : Optional.empty();
    }

    private boolean inBand(PathRating rating) {
        return options.targetBand()
                .map(b -> b.contains(rating.rating().orElseThrow()))
                .orElse(true);
    }

    private String seconds() {
        long millis = options.timeLimit().toMillis();
        return millis % 1000 == 0 ? millis / 1000 + " s" : millis + " ms";
    }

    /** What was asked, in words, for the timeout message. */
    private String wanted() {
        StringBuilder text = new StringBuilder("a unique " + shape.size() + "x" + shape.size() + " puzzle");
        options.targetBand().ifPresent(b -> text.append(" rated ").append(b));
        options.pattern()
                .ifPresent(p -> text.append(" on the ").append(p.clueCount()).append("-clue pattern"));
        options.technique().ifPresent(t -> text.append(" whose path uses ").append(t.id().displayName()));
        if (options.minimal()) {
            text.append(", minimal");
        }
        return text.toString();
    }
}
