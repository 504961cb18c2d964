package dev.sudoku.web.e2e;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.generator.Symmetry;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.openqa.selenium.WebElement;

/**
 * The Symmetry menu offers the symmetries the server makes puzzles of at the board's box shape
 * ({@link Symmetry#suits}): a quarter turn or a diagonal mirror only with square boxes.
 */
@ExtendWith(BrowserExtension.class)
class SymmetryMenuTest {
    @Test
    void on_every_size_the_menu_holds_exactly_the_symmetries_that_suit_its_boxes(Page page) {
        page.open();
        List<String> all = values(page.findAll("#symmetry option"));
        for (String size : values(page.findAll("#size option"))) {
            BoxShape shape = BoxShape.defaultFor(Integer.parseInt(size));
            switchSize(page, size);
            List<String> suiting = all.stream()
                    .filter(symmetry -> Symmetry.parse(symmetry).suits(shape))
                    .toList();
            assertThat(offered(page)).as("offered with boxes %s", shape).isEqualTo(suiting);
        }
    }

    @Test
    void every_symmetry_offered_at_6x6_makes_a_puzzle_and_the_quarter_turn_is_absent(Page page) {
        page.open();
        switchSize(page, "6");
        assertThat(offered(page)).doesNotContain("rotate90", "diagonal").contains("rotate180", "mirror");
        assertThat(page.find("#symmetry option[value=rotate90]").getDomProperty("hidden"))
                .isEqualTo("true");
        for (String symmetry : offered(page)) {
            page.choose("symmetry", symmetry);
            assertThat(page.clickAndWait("generate")).as(symmetry).startsWith("New puzzle");
            assertThat(page.messageKind()).as(symmetry).isEqualTo("success");
        }
    }

    @Test
    void a_quarter_turn_chosen_at_9x9_falls_back_to_the_half_turn_at_6x6(Page page) {
        page.open();
        page.choose("symmetry", "rotate90");
        switchSize(page, "6");

        assertThat(page.byId("symmetry").getAttribute("value")).isEqualTo("rotate180");
        assertThat(page.clickAndWait("generate")).startsWith("New puzzle");
    }

    private static void switchSize(Page page, String size) {
        page.choose("size", size);
        page.until("an empty " + size + "x" + size + " board", () -> page.message()
                .startsWith("Empty " + size + "x" + size));
    }

    /** The options a player can pick: shown and not disabled, in menu order. */
    private static List<String> offered(Page page) {
        return values(page.findAll("#symmetry option").stream()
                .filter(option -> option.isEnabled() && !"true".equals(option.getDomProperty("hidden")))
                .toList());
    }

    private static List<String> values(List<WebElement> options) {
        return options.stream().map(option -> option.getAttribute("value")).toList();
    }
}
