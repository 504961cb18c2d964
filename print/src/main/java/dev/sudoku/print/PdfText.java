package dev.sudoku.print;

import java.io.IOException;
import org.apache.pdfbox.pdmodel.PDPageContentStream;
import org.apache.pdfbox.pdmodel.font.PDFont;
import org.apache.pdfbox.pdmodel.font.PDSimpleFont;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;
import org.apache.pdfbox.pdmodel.font.encoding.GlyphList;
import org.apache.pdfbox.util.Matrix;

/**
 * The two fonts of a booklet and the text operations on them.
 *
 * <p>Helvetica and Helvetica-Bold are two of the PDF Standard 14 fonts: every reader has them, so no font
 * file is embedded and none is needed at build time. Their encoding (WinAnsi) covers Western European
 * text only; {@link #printable} turns anything else into {@code ?} rather than failing the whole booklet
 * over one character of a title.
 */
final class PdfText {
    /** Height of capitals and digits as a fraction of the font size (Helvetica's AFM: 718/1000). */
    static final float CAP_HEIGHT = 0.718f;

    private final PDFont regular = new PDType1Font(Standard14Fonts.FontName.HELVETICA);
    private final PDFont bold = new PDType1Font(Standard14Fonts.FontName.HELVETICA_BOLD);

    PDFont regular() {
        return regular;
    }

    PDFont bold() {
        return bold;
    }

    /** The width of {@code text} at {@code size} points. */
    static float width(PDFont font, String text, float size) throws IOException {
        return font.getStringWidth(text) / 1000f * size;
    }

    /**
     * The text with every character the font cannot encode replaced by {@code ?}, and control characters
     * (tabs, line breaks) by spaces. Cost: one glyph-list lookup per character.
     */
    static String printable(PDFont font, String text) {
        GlyphList glyphs = GlyphList.getAdobeGlyphList();
        StringBuilder out = new StringBuilder(text.length());
        text.codePoints().forEach(cp -> {
            if (Character.isISOControl(cp) || Character.isWhitespace(cp)) {
                out.append(' ');
            } else if (font instanceof PDSimpleFont simple
                    && simple.getEncoding().contains(glyphs.codePointToName(cp))) {
                out.appendCodePoint(cp);
            } else {
                out.append('?');
            }
        });
        return out.toString();
    }

    /** The printable text, cut with "..." so that it fits {@code maxWidth}. */
    static String fit(PDFont font, String text, float size, float maxWidth) throws IOException {
        String shown = printable(font, text).strip();
        if (width(font, shown, size) <= maxWidth) {
            return shown;
        }
        int end = shown.length();
        while (end > 0 && width(font, shown.substring(0, end) + "...", size) > maxWidth) {
            end--;
        }
        return shown.substring(0, end).stripTrailing() + "...";
    }

    /** Shows one piece of text with its baseline starting at (x, y). */
    static void show(PDPageContentStream page, PDFont font, float size, float x, float y, String text)
            throws IOException {
        page.beginText();
        page.setFont(font, size);
        page.setTextMatrix(Matrix.getTranslateInstance(x, y));
        page.showText(text);
        page.endText();
    }

    /** Shows text so that it ends at {@code right}. */
    static void showRight(PDPageContentStream page, PDFont font, float size, float right, float y, String text)
            throws IOException {
        show(page, font, size, right - width(font, text, size), y, text);
    }
}
