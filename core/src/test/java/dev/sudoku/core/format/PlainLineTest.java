package dev.sudoku.core.format;

import static dev.sudoku.core.format.FormatFixtures.PUZZLE;
import static dev.sudoku.core.format.FormatFixtures.read;
import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Symbols;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * The reader takes a line of 81 digits and blanks ({@code .}, {@code 0}) straight to a puzzle. A trailing
 * space sends the same line through the general path, which must read it the same way; so must any line
 * the short cut refuses.
 */
class PlainLineTest {
    /** Mostly what the short cut takes, with now and then a character it leaves to the general path. */
    private static final String COMMON = ".0123456789";

    private static final String RARE = "_xX* A:#|-,\t";

    private static final List<ReadOptions> OPTIONS = List.of(
            ReadOptions.DEFAULT,
            ReadOptions.DEFAULT.withBox(BoxShape.CLASSIC),
            ReadOptions.DEFAULT.withStyle(Symbols.Style.DEFAULT),
            ReadOptions.DEFAULT.withBox(new BoxShape(4, 4)));

    @Test
    void each_line_reads_as_it_does_with_a_trailing_space() {
        Random random = new Random(81);
        for (int trial = 0; trial < 4_000; trial++) {
            String line = line(random);
            ReadOptions options = OPTIONS.get(random.nextInt(OPTIONS.size()));
            String before = random.nextInt(4) == 0 ? "#A someone\n" : "";

            List<Entry> plain = read(before + line + "\n" + PUZZLE, options);
            List<Entry> general = read(before + line + " \n" + PUZZLE, options);

            assertThat(plain).as("%s with %s", line, options).isEqualTo(general);
        }
    }

    @Test
    void a_plain_line_keeps_the_metadata_before_it_and_its_line_number() {
        List<Entry> entries = read("# a comment\n#A someone\n" + PUZZLE + "\n" + PUZZLE);

        assertThat(entries).hasSize(2);
        Entry.Puzzle first = (Entry.Puzzle) entries.get(0);
        assertThat(first.line()).isEqualTo(3);
        assertThat(first.metadata()).containsExactly(java.util.Map.entry("A", "someone"));
        assertThat(((Entry.Puzzle) entries.get(1)).metadata()).isEmpty();
        assertThat(first.grid().toString()).isEqualTo(PUZZLE);
    }

    private static String line(Random random) {
        StringBuilder line = new StringBuilder(81);
        boolean rare = random.nextInt(3) == 0;
        for (int i = 0; i < 81; i++) {
            // Whitespace at the end would make the two lines differ in length where spaces are blanks.
            line.append(
                    rare && i < 80 && random.nextInt(40) == 0
                            ? RARE.charAt(random.nextInt(RARE.length()))
                            : COMMON.charAt(random.nextInt(COMMON.length())));
        }
        return line.toString();
    }
}
