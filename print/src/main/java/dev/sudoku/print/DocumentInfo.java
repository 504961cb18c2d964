package dev.sudoku.print;

import dev.sudoku.core.format.LineFormat;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.Arrays;
import org.apache.pdfbox.cos.COSArray;
import org.apache.pdfbox.cos.COSName;
import org.apache.pdfbox.cos.COSString;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.pdmodel.PDDocumentInformation;

/**
 * The document's metadata, chosen so that the same booklet gives the same bytes.
 *
 * <ul>
 *   <li>No creation or modification date: a date would make every run differ, and a publisher's own
 *       tools stamp the file when it goes to print.
 *   <li>The title (when given) and the creator {@code sudoku print}.
 *   <li>The file identifier (the trailer's {@code /ID}, which PDFBox would otherwise derive from the
 *       clock): the first 16 bytes of a SHA-256 of everything printed, so it changes exactly when the
 *       content does, as the PDF specification intends.
 * </ul>
 */
final class DocumentInfo {
    private DocumentInfo() {}

    static void apply(PDDocument document, Booklet booklet) {
        PDDocumentInformation info = new PDDocumentInformation();
        booklet.title().ifPresent(info::setTitle);
        info.setCreator("sudoku print");
        document.setDocumentInformation(info);
        COSString id = new COSString(identifier(booklet));
        COSArray ids = new COSArray();
        ids.add(id);
        ids.add(id);
        document.getDocument().getTrailer().setItem(COSName.ID, ids);
    }

    /** A digest of the booklet's content: paper, words, and every entry's grids, level and rating. */
    static byte[] identifier(Booklet booklet) {
        StringBuilder text = new StringBuilder();
        text.append(booklet.paper()).append('\n');
        text.append(booklet.title().orElse("")).append('\n');
        text.append(booklet.source().orElse("")).append('\n');
        text.append(booklet.showRating()).append('\n');
        for (PrintedEntry printed : booklet.entries()) {
            text.append(printed.number()).append(' ');
            if (printed instanceof VariantBookletEntry variant) {
                // The houses and marks too: two jigsaws may differ in their regions alone.
                text.append(variant.puzzle())
                        .append(' ')
                        .append(variant.puzzle().rules().houses())
                        .append(' ')
                        .append(variant.puzzle().rules().parity())
                        .append(' ')
                        .append(java.util.Arrays.toString(variant.solution()))
                        .append('\n');
                continue;
            }
            BookletEntry entry = (BookletEntry) printed;
            text.append(entry.puzzle().shape())
                    .append(' ')
                    .append(LineFormat.write(entry.puzzle()))
                    .append(' ')
                    .append(LineFormat.write(entry.solution()))
                    .append(' ')
                    .append(entry.level())
                    .append(' ')
                    .append(entry.rating())
                    .append('\n');
        }
        try {
            byte[] digest =
                    MessageDigest.getInstance("SHA-256").digest(text.toString().getBytes(StandardCharsets.UTF_8));
            return Arrays.copyOf(digest, 16);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java runtime has SHA-256", e);
        }
    }
}
