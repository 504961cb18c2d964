package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;
import org.junit.jupiter.api.Test;

class PackedTextTest {
    private static final String PUZZLE_CHARACTERS = "0123456789.#x:";

    @Test
    void every_text_unpacks_to_itself_and_puzzle_text_takes_half_a_byte_a_character() {
        Random random = new Random(33);
        for (int trial = 0; trial < 2_000; trial++) {
            int length = random.nextInt(90);
            boolean puzzleLike = trial % 2 == 0;
            StringBuilder text = new StringBuilder();
            for (int i = 0; i < length; i++) {
                text.append(
                        puzzleLike
                                ? PUZZLE_CHARACTERS.charAt(random.nextInt(PUZZLE_CHARACTERS.length()))
                                : (char) (' ' + random.nextInt(0x3000)));
            }
            byte[] packed = PackedText.pack(text.toString());

            assertThat(PackedText.unpack(packed)).isEqualTo(text.toString());
            // The same bytes where a reader's buffer holds them, between other bytes.
            byte[] among = new byte[packed.length + 7];
            random.nextBytes(among);
            System.arraycopy(packed, 0, among, 3, packed.length);
            assertThat(PackedText.unpack(among, 3, packed.length)).isEqualTo(text.toString());
            if (puzzleLike) {
                assertThat(packed).as("'%s'", text).hasSize(1 + (length + 1) / 2);
            }
        }
    }

    @Test
    void class_keys_are_equal_exactly_when_their_texts_are() {
        String key = "3x3:" + ".".repeat(40) + "123456789".repeat(4) + "1";
        assertThat(new ClassKey(key)).isEqualTo(new ClassKey(key)).hasSameHashCodeAs(new ClassKey(key));
        assertThat(new ClassKey(key)).isNotEqualTo(new ClassKey(key.replace(':', '.')));
        assertThat(new ClassKey(key + "1")).isNotEqualTo(new ClassKey(key));
        assertThat(new ClassKey("#65536").text()).isEqualTo("#65536");
    }
}
