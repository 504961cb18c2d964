package dev.sudoku.web.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.testkit.PrintedGrid;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.junit.jupiter.api.io.TempDir;

/** The Photo button: a picture of a printed puzzle becomes the board, ready to correct and play. */
@ExtendWith(BrowserExtension.class)
class PhotoImportTest {
    @TempDir
    Path folder;

    @Test
    void a_photo_of_a_printed_puzzle_is_loaded_as_the_board(Page page) throws IOException {
        Path photo = Files.write(folder.resolve("page.png"), PrintedGrid.png(KnownPuzzles.WITH_CHAINS));
        page.open();
        page.chooseFile("photo-file", photo);
        String message = page.until("the photo's summary", () -> {
            String text = page.message();
            return text.startsWith("Read a") || text.startsWith("No puzzle") ? text : null;
        });
        assertThat(message).startsWith("Read a 9x9 puzzle with ").contains("from page.png");
        assertThat(page.digits()).isEqualTo(KnownPuzzles.WITH_CHAINS);
        assertThat(page.apiCalls()).contains("/api/import");
    }

    /**
     * A reading with two cells read uncertainly (the server's own reading, with the confidence of the first
     * given and of the first empty cell lowered as a blurred photo would) opens for correcting the givens:
     * the marks and the summary naming them stay until each cell is changed or play starts.
     */
    @Test
    void a_photo_opens_for_correcting_its_givens_with_the_uncertain_cells_marked_until_dealt_with(Page page)
            throws IOException {
        Path photo = Files.write(folder.resolve("page.png"), PrintedGrid.png(KnownPuzzles.WITH_CHAINS));
        int given = firstCell(c -> c != '.');
        int empty = firstCell(c -> c == '.');
        page.open();
        page.js(
                "const fetchNow = window.fetch; const uncertain = arguments[0];"
                        + " window.fetch = async (path, init) => {"
                        + "   const answer = await fetchNow(path, init);"
                        + "   if (!String(path).endsWith('/api/import')) return answer;"
                        + "   const report = await answer.json();"
                        + "   uncertain.forEach((cell) => (report.confidences[cell] = 0.4));"
                        + "   return new Response(JSON.stringify(report), { status: answer.status });"
                        + " };",
                java.util.List.of(given, empty));
        page.chooseFile("photo-file", photo);
        String summary = page.until("the photo's summary", () -> {
            String text = page.message();
            return text.startsWith("Read a") ? text : null;
        });
        assertThat(summary).contains("check the marked cells " + name(given) + ", " + name(empty));
        assertThat(page.messageKind()).isEqualTo("warning");
        assertThat(page.text("edit-givens")).as("open for correcting").isEqualTo("Start playing");
        assertThat(marked(page)).containsExactlyInAnyOrder(name(given), name(empty));
        ScreenshotsTest.save(page, "photo-to-check");

        page.cell(empty / 9 + 1, empty % 9 + 1).click();
        page.type(String.valueOf(freeDigit(empty)));
        assertThat(page.cell(empty / 9 + 1, empty % 9 + 1).getAttribute("class"))
                .contains("given");
        assertThat(marked(page)).as("the corrected cell is dealt with").containsExactly(name(given));
        assertThat(page.message()).isEqualTo(summary);
        assertThat(page.text("timer")).as("no timer while correcting").isEqualTo("00:00");

        page.click("edit-givens");
        assertThat(marked(page)).as("playing starts: nothing left to check").isEmpty();
    }

    private static int firstCell(java.util.function.IntPredicate kind) {
        return java.util.stream.IntStream.range(0, 81)
                .filter(cell -> kind.test(KnownPuzzles.WITH_CHAINS.charAt(cell)))
                .findFirst()
                .orElseThrow();
    }

    /** A digit no given of the cell's row, column or box holds: typing it raises no conflict. */
    private static int freeDigit(int cell) {
        String puzzle = KnownPuzzles.WITH_CHAINS;
        java.util.BitSet seen = new java.util.BitSet();
        for (int other = 0; other < 81; other++) {
            boolean peer = other / 9 == cell / 9
                    || other % 9 == cell % 9
                    || (other / 27 == cell / 27 && other % 9 / 3 == cell % 9 / 3);
            if (peer && puzzle.charAt(other) != '.') seen.set(puzzle.charAt(other) - '0');
        }
        return seen.nextClearBit(1);
    }

    private static String name(int cell) {
        return "r" + (cell / 9 + 1) + "c" + (cell % 9 + 1);
    }

    @SuppressWarnings("unchecked")
    private static java.util.List<String> marked(Page page) {
        return (java.util.List<String>)
                page.js("return [...document.querySelectorAll('#board .cell.named')].map((c) => c.dataset.cell);");
    }

    @Test
    void a_file_that_is_not_a_photo_is_named_with_why(Page page) throws IOException {
        Path text = Files.writeString(folder.resolve("notes.png"), "not a picture");
        page.open();
        page.chooseFile("photo-file", text);
        String message = page.until("the refusal", () -> {
            String shown = page.message();
            return shown.startsWith("No puzzle") ? shown : null;
        });
        assertThat(message).isEqualTo("No puzzle read from notes.png: not an image (no JPEG, PNG, GIF or BMP header)");
    }
}
