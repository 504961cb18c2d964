package dev.sudoku.logic.singledigit;

import dev.sudoku.core.Geometry;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.ChainStep;
import dev.sudoku.logic.StepSink;
import dev.sudoku.logic.Technique;
import dev.sudoku.logic.TechniqueId;
import dev.sudoku.logic.singledigit.ConjugatePairs.Pair;
import java.util.List;

/**
 * The search shared by Skyscraper, 2-String Kite and Turbot Fish: two strong links of one digit, A=B and
 * C=D, whose inner ends B and C see each other (weak link B-C). One of A and D holds the digit, so every
 * candidate seeing both goes. {@link Shape} names each chain so the three techniques never report the
 * same one.
 *
 * <p>Scan order: digits ascending, pairs of links in {@link ConjugatePairs} order, then the four ways of
 * choosing the inner ends. Cost per digit: O(L^2) for L strong links (at most 3N), plus O(N) for each
 * chain whose inner ends see each other.
 */
abstract class StrongLinkChain implements Technique {
    /** What a chain A=B-C=D is called; each chain has exactly one shape. */
    enum Shape {
        /** Two parallel lines whose four cells are two pairs of aligned cells: a fish, not a chain. */
        X_WING,
        /** Two rows (columns) whose inner ends share a column (row). */
        SKYSCRAPER,
        /** A row and a column whose inner ends share a box. */
        KITE,
        /** Any other: a box link, or two lines joined through a box. */
        TURBOT;

        static Shape of(Geometry g, Pair p, Pair q, int a, int b, int c, int d) {
            for (int kind : new int[] {ConjugatePairs.ROW, ConjugatePairs.COLUMN}) {
                boolean rows = kind == ConjugatePairs.ROW;
                if (p.is(kind) && q.is(kind) && crossLine(g, b, rows) == crossLine(g, c, rows)) {
                    return crossLine(g, a, rows) == crossLine(g, d, rows) ? X_WING : SKYSCRAPER;
                }
            }
            boolean rowAndColumn = p.is(ConjugatePairs.ROW) && q.is(ConjugatePairs.COLUMN)
                    || p.is(ConjugatePairs.COLUMN) && q.is(ConjugatePairs.ROW);
            return rowAndColumn && g.box(b) == g.box(c) ? KITE : TURBOT;
        }

        /** The line crossing a link's lines: the column of a cell of a row link, the row otherwise. */
        private static int crossLine(Geometry g, int cell, boolean rows) {
            return rows ? g.col(cell) : g.row(cell);
        }
    }

    private final TechniqueId id;
    private final Shape shape;

    StrongLinkChain(TechniqueId id, Shape shape) {
        this.id = id;
        this.shape = shape;
    }

    @Override
    public final List<TechniqueId> ids() {
        return List.of(id);
    }

    @Override
    public final void find(CandidateGrid grid, StepSink sink) {
        Geometry g = grid.geometry();
        for (int digit = 1; digit <= grid.size(); digit++) {
            List<Pair> pairs = ConjugatePairs.of(grid, digit);
            for (int i = 0; i < pairs.size(); i++) {
                Pair p = pairs.get(i);
                for (int j = i + 1; j < pairs.size(); j++) {
                    Pair q = pairs.get(j);
                    for (int inner = 0; inner < 4; inner++) {
                        int b = (inner & 2) == 0 ? p.first() : p.second();
                        int c = (inner & 1) == 0 ? q.first() : q.second();
                        int a = p.other(b);
                        int d = q.other(c);
                        if (q.contains(a) || q.contains(b) || !ChainSteps.sees(g, b, c)) {
                            continue;
                        }
                        if (Shape.of(g, p, q, a, b, c, d) != shape) {
                            continue;
                        }
                        ChainStep step = ChainSteps.step(
                                id,
                                List.of(
                                        ChainSteps.strong(a, digit, b, digit),
                                        ChainSteps.weak(b, digit, c, digit),
                                        ChainSteps.strong(c, digit, d, digit)),
                                ChainSteps.of(digit, ChainSteps.seeingBoth(grid, digit, a, d)));
                        if (step != null && !sink.offer(step)) {
                            return;
                        }
                    }
                }
            }
        }
    }
}
