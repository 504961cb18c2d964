package dev.sudoku.print;

import dev.sudoku.core.Symbols;
import java.io.IOException;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.util.Matrix;

/**
 * Draws one variant grid from its {@link VariantPicture}: shaded extra houses (X's diagonals, windoku's
 * windows) in light grey, odd/even marks (a grey square for even, a grey ring for odd, as odd/even
 * puzzles are printed), thin lines between cells of one area and thick ones around areas and the picture,
 * on a puzzle a killer's cages (a dashed outline just inside each, its sum small in its first cell) and
 * consecutive bars (a white bar across the border), then the digits, givens in bold. The canvas is centred
 * in the square, its cells square. A solution leaves cages and bars out: its digits are what it shows.
 *
 * <p>Cost: one path per fill colour and line weight, one text object, one segment per cell border.
 */
final class VariantRenderer {
    private static final float SHADE = 0.88f;
    private static final float MARK = 0.78f;
    private static final float ODD_RING = 0.45f;
    /** How far a parity mark stays inside its cell, as a fraction of the side. */
    private static final float MARK_INSET = 0.1f;
    /** Bezier handle length for a quarter circle, as a fraction of the radius. */
    private static final float KAPPA = 0.5523f;
    /** How far a cage's dashed outline stays inside its cells, as a fraction of the side. */
    private static final float CAGE_INSET = 0.08f;
    /** A cage sum's size, as a fraction of the side. */
    private static final float SUM_SIZE = 0.24f;
    /** A consecutive bar's length and width, as fractions of the side. */
    private static final float BAR_LENGTH = 0.4f;

    private static final float BAR_WIDTH = 0.14f;

    private final PdfText fonts;

    VariantRenderer(PdfText fonts) {
        this.fonts = fonts;
    }

    /**
     * Draws {@code values} (a digit per cell, 0 for none) in {@code square}; cells filled in {@code givens}
     * are bold; {@code clues} adds the cages, their sums and the bars (a puzzle's, not a solution's).
     */
    void draw(PDPageContentStream page, Rect square, VariantPicture picture, int[] values, int[] givens, boolean clues)
            throws IOException {
        Frame frame = Frame.of(square, picture);
        fills(page, frame, picture);
        lines(page, frame, picture);
        if (clues) {
            cages(page, frame, picture);
            bars(page, frame, picture);
        }
        digits(page, frame, picture, values, givens);
    }

    /** Each cage's dashed outline, each side running on to the cell's edge where the cage goes on. */
    private void cages(PDPageContentStream page, Frame frame, VariantPicture picture) throws IOException {
        float side = frame.cell();
        float in = side * CAGE_INSET;
        boolean any = false;
        page.setLineWidth(Math.max(0.4f, side / 40f));
        page.setLineDashPattern(new float[] {side / 12f, side / 12f}, 0);
        for (int row = 0; row < picture.rows(); row++) {
            for (int col = 0; col < picture.cols(); col++) {
                int cell = picture.cellAt(row, col);
                if (cell < 0 || !picture.caged(cell)) {
                    continue;
                }
                boolean left = picture.sameCage(cell, row, col - 1);
                boolean right = picture.sameCage(cell, row, col + 1);
                boolean up = picture.sameCage(cell, row - 1, col);
                boolean down = picture.sameCage(cell, row + 1, col);
                float x0 = frame.x(col) + (left ? 0 : in);
                float x1 = frame.x(col + 1) - (right ? 0 : in);
                float y0 = frame.y(row) - (up ? 0 : in);
                float y1 = frame.y(row + 1) + (down ? 0 : in);
                if (!up) {
                    segment(page, x0, frame.y(row) - in, x1, frame.y(row) - in);
                }
                if (!down) {
                    segment(page, x0, frame.y(row + 1) + in, x1, frame.y(row + 1) + in);
                }
                if (!left) {
                    segment(page, frame.x(col) + in, y0, frame.x(col) + in, y1);
                }
                if (!right) {
                    segment(page, frame.x(col + 1) - in, y0, frame.x(col + 1) - in, y1);
                }
                any = true;
            }
        }
        if (any) {
            page.stroke();
        }
        page.setLineDashPattern(new float[] {}, 0);
        sums(page, frame, picture);
    }

    private static void segment(PDPageContentStream page, float x0, float y0, float x1, float y1) throws IOException {
        page.moveTo(x0, y0);
        page.lineTo(x1, y1);
    }

    private void sums(PDPageContentStream page, Frame frame, VariantPicture picture) throws IOException {
        float size = frame.cell() * SUM_SIZE;
        float pad = frame.cell() * (CAGE_INSET + 0.04f);
        for (int row = 0; row < picture.rows(); row++) {
            for (int col = 0; col < picture.cols(); col++) {
                int cell = picture.cellAt(row, col);
                if (cell >= 0 && picture.sumShown(cell) >= 0) {
                    PdfText.show(
                            page,
                            fonts.regular(),
                            size,
                            frame.x(col) + pad,
                            frame.y(row) - pad - PdfText.CAP_HEIGHT * size,
                            Integer.toString(picture.sumShown(cell)));
                }
            }
        }
    }

    /** A white bar with a black edge across each barred border. */
    private static void bars(PDPageContentStream page, Frame frame, VariantPicture picture) throws IOException {
        float side = frame.cell();
        float length = side * BAR_LENGTH;
        float width = side * BAR_WIDTH;
        boolean any = false;
        for (int row = 0; row < picture.rows(); row++) {
            for (int col = 0; col < picture.cols(); col++) {
                if (picture.barred(row, col, row, col + 1)) {
                    page.addRect(frame.x(col + 1) - width / 2, frame.y(row) - side / 2 - length / 2, width, length);
                    any = true;
                }
                if (picture.barred(row, col, row + 1, col)) {
                    page.addRect(frame.x(col) + side / 2 - length / 2, frame.y(row + 1) - width / 2, length, width);
                    any = true;
                }
            }
        }
        if (any) {
            page.setNonStrokingColor(1f);
            page.setStrokingColor(0f);
            page.setLineWidth(Math.max(0.4f, side / 40f));
            page.fillAndStroke();
            page.setNonStrokingColor(0f);
        }
    }

    /** Where the canvas goes: its top-left corner and the side of one cell. */
    private record Frame(float left, float top, float cell) {
        static Frame of(Rect square, VariantPicture picture) {
            float cell = Math.min(square.width() / picture.cols(), square.height() / picture.rows());
            float left = square.x() + (square.width() - cell * picture.cols()) / 2;
            float top = square.top() - (square.height() - cell * picture.rows()) / 2;
            return new Frame(left, top, cell);
        }

        float x(int col) {
            return left + col * cell;
        }

        float y(int row) {
            return top - row * cell;
        }
    }

    private static void fills(PDPageContentStream page, Frame frame, VariantPicture picture) throws IOException {
        float side = frame.cell();
        boolean any = false;
        page.setNonStrokingColor(SHADE);
        for (int row = 0; row < picture.rows(); row++) {
            for (int col = 0; col < picture.cols(); col++) {
                int cell = picture.cellAt(row, col);
                if (cell >= 0 && picture.shaded(cell)) {
                    page.addRect(frame.x(col), frame.y(row + 1), side, side);
                    any = true;
                }
            }
        }
        if (any) {
            page.fill();
        }
        page.setNonStrokingColor(MARK);
        float inset = side * MARK_INSET;
        boolean evens = false;
        boolean odds = false;
        for (int row = 0; row < picture.rows(); row++) {
            for (int col = 0; col < picture.cols(); col++) {
                int cell = picture.cellAt(row, col);
                if (cell >= 0 && picture.parity(cell) == 'e') {
                    page.addRect(frame.x(col) + inset, frame.y(row + 1) + inset, side - 2 * inset, side - 2 * inset);
                    evens = true;
                }
            }
        }
        if (evens) {
            page.fill();
        }
        // Odd cells get an outline only, so a shaded diagonal or window still shows through.
        page.setStrokingColor(ODD_RING);
        page.setLineWidth(Math.max(0.5f, side / 30f));
        for (int row = 0; row < picture.rows(); row++) {
            for (int col = 0; col < picture.cols(); col++) {
                int cell = picture.cellAt(row, col);
                if (cell >= 0 && picture.parity(cell) == 'o') {
                    circle(page, frame.x(col) + side / 2, frame.y(row) - side / 2, side / 2 - inset);
                    odds = true;
                }
            }
        }
        if (odds) {
            page.stroke();
        }
        page.setNonStrokingColor(0f);
        page.setStrokingColor(0f);
    }

    private static void circle(PDPageContentStream page, float x, float y, float r) throws IOException {
        float k = r * KAPPA;
        page.moveTo(x + r, y);
        page.curveTo(x + r, y + k, x + k, y + r, x, y + r);
        page.curveTo(x - k, y + r, x - r, y + k, x - r, y);
        page.curveTo(x - r, y - k, x - k, y - r, x, y - r);
        page.curveTo(x + k, y - r, x + r, y - k, x + r, y);
        page.closePath();
    }

    private static void lines(PDPageContentStream page, Frame frame, VariantPicture picture) throws IOException {
        // Line weights follow the cell's side so that small solution grids stay light.
        float thick = Math.max(0.8f, Math.min(1.8f, frame.cell() * 9 / 120f));
        page.setStrokingColor(0f);
        for (VariantPicture.Border weight :
                new VariantPicture.Border[] {VariantPicture.Border.THIN, VariantPicture.Border.THICK}) {
            boolean heavy = weight == VariantPicture.Border.THICK;
            page.setLineWidth(heavy ? thick : thick / 3f);
            // A projecting cap closes the corners where thick lines meet.
            page.setLineCapStyle(heavy ? 2 : 0);
            boolean any = false;
            for (int row = 0; row <= picture.rows(); row++) {
                for (int col = 0; col <= picture.cols(); col++) {
                    if (row < picture.rows() && picture.border(row, col - 1, row, col) == weight) {
                        page.moveTo(frame.x(col), frame.y(row));
                        page.lineTo(frame.x(col), frame.y(row + 1));
                        any = true;
                    }
                    if (col < picture.cols() && picture.border(row - 1, col, row, col) == weight) {
                        page.moveTo(frame.x(col), frame.y(row));
                        page.lineTo(frame.x(col + 1), frame.y(row));
                        any = true;
                    }
                }
            }
            if (any) {
                page.stroke();
            }
        }
    }

    private void digits(PDPageContentStream page, Frame frame, VariantPicture picture, int[] values, int[] givens)
            throws IOException {
        int n = picture.digits();
        Symbols symbols = Symbols.defaultFor(n);
        float size = GridRenderer.digitSize(fonts, symbols, n, frame.cell());
        page.beginText();
        PDFont current = null;
        for (int row = 0; row < picture.rows(); row++) {
            for (int col = 0; col < picture.cols(); col++) {
                int cell = picture.cellAt(row, col);
                if (cell < 0 || values[cell] == 0) {
                    continue;
                }
                PDFont font = givens[cell] != 0 ? fonts.bold() : fonts.regular();
                if (font != current) {
                    page.setFont(font, size);
                    current = font;
                }
                String text = symbols.textOf(values[cell]);
                float x = frame.x(col) + frame.cell() / 2 - PdfText.width(font, text, size) / 2;
                float y = frame.y(row) - frame.cell() / 2 - PdfText.CAP_HEIGHT * size / 2;
                page.setTextMatrix(Matrix.getTranslateInstance(x, y));
                page.showText(text);
            }
        }
        page.endText();
    }
}
