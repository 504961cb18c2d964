package dev.sudoku.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class WordListTest {
    @Test
    void one_word_stands_alone_and_two_are_joined_by_the_conjunction_alone() {
        assertThat(WordList.either(List.of("json"))).isEqualTo("json");
        assertThat(WordList.either(List.of("line", "json"))).isEqualTo("line or json");
        assertThat(WordList.all(List.of("rotate90", "full"))).isEqualTo("rotate90 and full");
    }

    @Test
    void every_word_appears_once_in_order_with_commas_until_the_last() {
        for (int n = 3; n <= 8; n++) {
            List<String> words =
                    IntStream.rangeClosed(1, n).mapToObj(i -> "w" + i).toList();
            String either = WordList.either(words);
            String all = WordList.all(words);
            String head = String.join(", ", words.subList(0, n - 1));
            assertThat(either).isEqualTo(head + " or w" + n);
            assertThat(all).isEqualTo(head + " and w" + n);
        }
    }
}
