package dev.sudoku.print;

import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Silences PDFBox's warnings below SEVERE.
 *
 * <p>Creating a Standard 14 font makes PDFBox look for a system font to draw it with, and warn ("Using
 * fallback font LiberationSans for Helvetica") when the machine has no Helvetica. The warning matters only
 * for rendering pages to images; a booklet names the font and never embeds it, so the warning is noise on
 * a command's standard error. PDFBox logs through Commons Logging, which goes to {@code java.util.logging}
 * when no other logging library is present, as in the {@code sudoku} command.
 *
 * <p>This changes process-wide logging, so it is the application's call, not the library's: the command
 * line calls {@link #quiet()} before printing.
 */
public final class PdfLogging {
    /** Held strongly: {@code java.util.logging} keeps loggers only weakly, and would forget the level. */
    private static final Logger PDFBOX = Logger.getLogger("org.apache.pdfbox");

    private PdfLogging() {}

    public static void quiet() {
        PDFBOX.setLevel(Level.SEVERE);
    }
}
