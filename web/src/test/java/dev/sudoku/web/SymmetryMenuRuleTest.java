package dev.sudoku.web;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.generator.Symmetry;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The page's Symmetry menu holds the server's rule in its markup: an option marked {@code data-square} is
 * offered with square boxes only (new-puzzle.js), every other option with every shape. Read from {@code
 * index.html} and compared with {@link Symmetry#suits} on every box shape the server takes, so the two
 * cannot drift apart.
 */
class SymmetryMenuRuleTest {
    private static final Path INDEX = Path.of("src", "main", "resources", "public", "index.html");

    @Test
    void the_menu_offers_a_symmetry_with_a_box_shape_exactly_when_the_server_takes_it() throws IOException {
        Map<String, Boolean> needsSquareBoxes = menu();
        assertThat(needsSquareBoxes).as("options of select#symmetry").hasSizeGreaterThan(2);
        int shapes = 0;
        for (int rows = 1; rows <= BoxShape.MAX_SIZE; rows++) {
            for (int cols = 1; rows * cols <= BoxShape.MAX_SIZE; cols++) {
                if (rows * cols < BoxShape.MIN_SIZE) continue;
                BoxShape shape = new BoxShape(rows, cols);
                shapes++;
                for (Map.Entry<String, Boolean> option : needsSquareBoxes.entrySet()) {
                    boolean offered = !option.getValue() || rows == cols;
                    assertThat(offered)
                            .as("%s offered with boxes %s", option.getKey(), shape)
                            .isEqualTo(Symmetry.parse(option.getKey()).suits(shape));
                }
            }
        }
        assertThat(shapes).isGreaterThan(100);
    }

    @Test
    void the_first_option_the_menu_falls_back_to_suits_every_shape() throws IOException {
        String first = menu().keySet().iterator().next();
        assertThat(Symmetry.parse(first).suits(new BoxShape(2, 3))).isTrue();
        assertThat(menu().get(first)).as("%s marked data-square", first).isFalse();
    }

    /** Each option's value, and whether it is marked {@code data-square}, in menu order. */
    private static Map<String, Boolean> menu() throws IOException {
        String html = Files.readString(INDEX);
        Matcher select =
                Pattern.compile("(?s)<select id=\"symmetry\">(.*?)</select>").matcher(html);
        assertThat(select.find()).as("select#symmetry in %s", INDEX).isTrue();
        Matcher option =
                Pattern.compile("<option value=\"([a-z0-9]+)\"([^>]*)>").matcher(select.group(1));
        Map<String, Boolean> options = new LinkedHashMap<>();
        while (option.find()) {
            options.put(option.group(1), option.group(2).contains("data-square"));
        }
        return options;
    }
}
