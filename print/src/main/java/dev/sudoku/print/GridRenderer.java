package dev.sudoku.print;

import dev.sudoku.core.Grid;
import dev.sudoku.core.Symbols;
import java.io.IOException;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.util.Matrix;

/**
 * Draws one grid: thin cell lines, thick box lines and border, and each digit centred in its cell, the
 * givens in bold. Digits are written in the symbols the booklet asks for, by default the project's
 * ({@link Symbols#defaultFor}: 1-9 then A-Z, so a 16x16 grid shows 1-9 and A-G; decimal numbers above 35).
 *
 * <p>Cost: two stroked paths and one text object per grid, one text-matrix move per filled cell.
 */
final class GridRenderer {
    /** Font size as a fraction of the cell side; the text is shrunk further when it would not fit. */
    private static final float DIGIT_SCALE = 0.62f;
    /** The widest a digit may be, as a fraction of the cell side (two-digit numbers on big grids). */
    private static final float MAX_TEXT_WIDTH = 0.8f;

    private final PdfText fonts;

    GridRenderer(PdfText fonts) {
        this.fonts = fonts;
    }

    /**
     * Draws {@code values} in {@code geometry}; cells that are filled in {@code givens} are bold.
     *
     * @param values the digits to show (a puzzle, or a solution)
     * @param givens the puzzle whose filled cells count as givens
     * @param symbols how the digits are written
     */
    void draw(PDPageContentStream page, GridGeometry geometry, Grid values, Grid givens, Symbols symbols)
            throws IOException {
        drawLines(page, geometry);
        drawDigits(page, geometry, values, givens, symbols);
    }

    private static void drawLines(PDPageContentStream page, GridGeometry geometry) throws IOException {
        int n = geometry.size();
        Rect square = geometry.square();
        // Line weights follow the grid's side so that small solution grids stay light.
        float thick = Math.max(0.8f, Math.min(1.8f, square.width() / 120f));
        float thin = thick / 3f;
        page.setStrokingColor(0f);
        for (boolean heavy : new boolean[] {false, true}) {
            page.setLineWidth(heavy ? thick : thin);
            // A projecting cap closes the corners where thick lines meet.
            page.setLineCapStyle(heavy ? 2 : 0);
            for (int i = 0; i <= n; i++) {
                boolean edge = i == 0 || i == n;
                if ((edge || geometry.thickVertical(i)) == heavy) {
                    page.moveTo(geometry.lineX(i), square.y());
                    page.lineTo(geometry.lineX(i), square.top());
                }
                if ((edge || geometry.thickHorizontal(i)) == heavy) {
                    page.moveTo(square.x(), geometry.lineY(i));
                    page.lineTo(square.right(), geometry.lineY(i));
                }
            }
            page.stroke();
        }
    }

    /**
     * One font size for every digit of a grid of {@code n} digits with cells of side {@code cell}, so that
     * rows read evenly: a fraction of the cell, less when the widest symbol would not fit.
     */
    static float digitSize(PdfText fonts, Symbols symbols, int n, float cell) throws IOException {
        float widest = 0;
        for (int d = 1; d <= n; d++) {
            widest = Math.max(widest, PdfText.width(fonts.bold(), symbols.textOf(d), 1f));
        }
        return Math.min(cell * DIGIT_SCALE, cell * MAX_TEXT_WIDTH / widest);
    }

    private void drawDigits(PDPageContentStream page, GridGeometry geometry, Grid values, Grid givens, Symbols symbols)
            throws IOException {
        int n = geometry.size();
        float size = digitSize(fonts, symbols, n, geometry.cell());
        page.setNonStrokingColor(0f);
        page.beginText();
        PDFont current = null;
        for (int row = 0; row < n; row++) {
            for (int col = 0; col < n; col++) {
                int value = values.get(row, col);
                if (value == 0) {
                    continue;
                }
                PDFont font = givens.get(row, col) != 0 ? fonts.bold() : fonts.regular();
                if (font != current) {
                    page.setFont(font, size);
                    current = font;
                }
                String text = symbols.textOf(value);
                float[] centre = geometry.centre(row, col);
                float x = centre[0] - PdfText.width(font, text, size) / 2;
                float y = centre[1] - PdfText.CAP_HEIGHT * size / 2;
                page.setTextMatrix(Matrix.getTranslateInstance(x, y));
                page.showText(text);
            }
        }
        page.endText();
    }
}
