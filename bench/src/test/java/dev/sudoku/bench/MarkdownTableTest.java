package dev.sudoku.bench;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class MarkdownTableTest {

    @Test
    void columns_are_as_wide_as_their_widest_cell_text_left_and_figures_right() {
        MarkdownTable table = new MarkdownTable().text("set").figure("n");
        table.row("top1465", 1465);
        table.row("x", MarkdownTable.figure("%.1f", 2.25));

        List<String> lines = table.format().lines().toList();

        assertThat(lines)
                .containsExactly(
                        "| set     |    n |", "|---------|-----:|", "| top1465 | 1465 |", "| x       |  2.3 |");
    }

    @Test
    void a_row_must_fill_every_column() {
        MarkdownTable table = new MarkdownTable().text("a").text("b");

        assertThatThrownBy(() -> table.row("only one")).isInstanceOf(IllegalArgumentException.class);
    }
}
