package dev.sudoku.web.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.WebElement;

/** The list of this visit's new puzzles, for the PDF booklet (extras/booklet.js): filled, then cleared. */
@ExtendWith(BrowserExtension.class)
class BookletListTest {
    @Test
    void two_new_puzzles_are_listed_with_their_size_and_level_and_clear_empties_the_list(Page page) {
        page.open();
        page.choose("size", "6");
        page.until("a 6x6 board", () -> page.findAll("#board .cell").size() == 36);
        page.choose("level", "easy");
        page.byId("count").clear();
        page.byId("count").sendKeys("2");

        assertThat(page.clickAndWait("generate")).startsWith("New puzzle");

        List<String> entries = page.until("two puzzles listed", () -> {
            List<String> texts = page.findAll("#generated li").stream()
                    .map(WebElement::getText)
                    .toList();
            return texts.size() == 2 ? texts : null;
        });
        for (int i = 0; i < entries.size(); i++) {
            assertThat(entries.get(i)).matches("#" + (i + 1) + " 6x6 · ER \\d+\\.\\d · Easy · \\d+ clues");
        }
        assertThat(page.text("booklet")).isEqualTo("PDF booklet (2)");
        assertThat(page.byId("generated-clear").isDisplayed()).isTrue();

        page.click("generated-clear");

        page.until("an empty list", () -> page.findAll("#generated li").isEmpty());
        assertThat(page.byId("generated-clear").isDisplayed()).isFalse();
        assertThat(page.text("booklet")).isEqualTo("PDF booklet");
    }
}
