package dev.sudoku.print;

/**
 * Where things go on one kind of page: a header line, a footer line, and {@code columns x rows} slots,
 * each a label line over a square grid centred in what is left of the slot.
 *
 * <pre>
 *   +--------------------------------------+
 *   | Title                          header|
 *   | No. 1   Fiendish  No. 2    Moderate  |   label lines
 *   |   +----------+      +----------+     |
 *   |   |  grid 1  |      |  grid 2  |     |   slot = label + square grid
 *   |   +----------+      +----------+     |
 *   |   ...                                |
 *   | source line                   Page 1 |   footer
 *   +--------------------------------------+
 * </pre>
 *
 * <p>9x9 puzzles use 2 x 3 slots (a 9x9 grid is about 70 mm wide on A4), solutions 3 x 4; larger grids
 * take fewer slots a page so that a cell stays big enough to write in ({@link #puzzles(Paper, int)}). Pure
 * arithmetic, no PDF calls, so the geometry is tested without drawing.
 *
 * @param paper the page size
 * @param columns slots across
 * @param rows slots down
 */
public record PageLayout(Paper paper, int columns, int rows) {
    /** The white border around everything, in points (15 mm). */
    static final float MARGIN = 42.5f;
    /** Height of the header and of the footer band. */
    static final float BAND = 24f;
    /** Height of the label line above each grid. */
    static final float LABEL = 15f;
    /** Space between neighbouring slots. */
    static final float GUTTER = 14f;

    public PageLayout {
        if (columns < 1 || rows < 1) {
            throw new IllegalArgumentException("a page holds at least one slot, got " + columns + " x " + rows);
        }
    }

    /**
     * The smallest cell a puzzle is printed with, in points (6.35 mm): room for a pencilled digit. A 9x9
     * grid six to a page has cells of about 8 mm on A4; a 16x16 one would have 4 mm there, a 25x25 one 2.6.
     */
    static final float WRITABLE_CELL = 18f;
    /** The smallest cell a solution is printed with (3.9 mm): it is only read. */
    static final float READABLE_CELL = 11f;

    /** Puzzle pages from the most slots to the fewest: 6, 4, 2, 1. */
    private static final int[][] PUZZLE_GRIDS = {{2, 3}, {2, 2}, {1, 2}, {1, 1}};
    /** Solution pages from the most slots to the fewest: 12, 6, 4, 2, 1. */
    private static final int[][] SOLUTION_GRIDS = {{3, 4}, {2, 3}, {2, 2}, {1, 2}, {1, 1}};

    /** Six puzzles a page, two across and three down. */
    public static PageLayout puzzles(Paper paper) {
        return new PageLayout(paper, 2, 3);
    }

    /**
     * The most puzzles a page whose grids of {@code side} cells across still have writable cells: six 9x9,
     * four 12x12, two 16x16, one 25x25 or samurai (21 cells across) a page; one a page at least.
     */
    public static PageLayout puzzles(Paper paper, int side) {
        return fitting(paper, side, PUZZLE_GRIDS, WRITABLE_CELL);
    }

    /** The most solutions a page whose grids of {@code side} cells across still read: twelve 9x9 a page. */
    public static PageLayout solutions(Paper paper, int side) {
        return fitting(paper, side, SOLUTION_GRIDS, READABLE_CELL);
    }

    /** Twelve solutions a page, three across and four down. */
    public static PageLayout solutions(Paper paper) {
        return new PageLayout(paper, 3, 4);
    }

    private static PageLayout fitting(Paper paper, int side, int[][] choices, float smallestCell) {
        PageLayout layout = null;
        for (int[] choice : choices) {
            layout = new PageLayout(paper, choice[0], choice[1]);
            if (layout.slot(0).grid().width() / side >= smallestCell) {
                return layout;
            }
        }
        return layout;
    }

    public int perPage() {
        return columns * rows;
    }

    /** Pages needed for {@code count} grids. */
    public int pagesFor(int count) {
        if (count < 0) {
            throw new IllegalArgumentException("count must not be negative, got " + count);
        }
        return (count + perPage() - 1) / perPage();
    }

    public float left() {
        return MARGIN;
    }

    public float right() {
        return paper.width() - MARGIN;
    }

    /** The baseline of the header text. */
    public float headerBaseline() {
        return paper.height() - MARGIN - BAND + 8f;
    }

    /** The baseline of the footer text. */
    public float footerBaseline() {
        return MARGIN;
    }

    /**
     * The slot at {@code index} (0-based, across then down): its label line and its grid square.
     *
     * @throws IndexOutOfBoundsException when the page has no such slot
     */
    public Slot slot(int index) {
        if (index < 0 || index >= perPage()) {
            throw new IndexOutOfBoundsException("slot " + index + " of " + perPage());
        }
        float areaTop = paper.height() - MARGIN - BAND;
        float areaBottom = MARGIN + BAND;
        float slotWidth = (right() - left() - GUTTER * (columns - 1)) / columns;
        float slotHeight = (areaTop - areaBottom - GUTTER * (rows - 1)) / rows;
        int column = index % columns;
        int row = index / columns;
        float slotLeft = left() + column * (slotWidth + GUTTER);
        float slotTop = areaTop - row * (slotHeight + GUTTER);
        float side = Math.min(slotWidth, slotHeight - LABEL);
        float gridLeft = slotLeft + (slotWidth - side) / 2;
        Rect grid = new Rect(gridLeft, slotTop - LABEL - side, side, side);
        Rect label = new Rect(gridLeft, slotTop - LABEL, side, LABEL);
        return new Slot(label, grid);
    }

    /**
     * One slot of a page.
     *
     * @param label the line above the grid, as wide as the grid
     * @param grid the square the grid is drawn in
     */
    public record Slot(Rect label, Rect grid) {}
}
