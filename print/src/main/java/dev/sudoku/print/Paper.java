package dev.sudoku.print;

/**
 * The paper sizes a booklet is laid out on, in PostScript points (1/72 inch), portrait.
 *
 * <p>A4 is ISO 216's 210 x 297 mm; Letter is US Letter, 8.5 x 11 in.
 */
public enum Paper {
    A4(595.27563f, 841.8898f),
    LETTER(612f, 792f);

    private final float width;
    private final float height;

    Paper(float width, float height) {
        this.width = width;
        this.height = height;
    }

    /** The page width in points. */
    public float width() {
        return width;
    }

    /** The page height in points. */
    public float height() {
        return height;
    }
}
