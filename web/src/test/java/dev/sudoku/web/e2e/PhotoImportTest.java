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
