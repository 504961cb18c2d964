package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ShuffleStreamsTest {
    @Test
    void var_longs_and_var_byte_arrays_read_back_as_written_and_small_values_take_one_byte() throws IOException {
        SplittableRandom random = new SplittableRandom(23);
        List<Long> values = new ArrayList<>(List.of(0L, 1L, 127L, 128L, 16_383L, 16_384L, Long.MAX_VALUE));
        List<byte[]> arrays = new ArrayList<>();
        for (int i = 0; i < 2_000; i++) {
            values.add(random.nextLong(0, Long.MAX_VALUE) >>> random.nextInt(64));
            byte[] bytes = new byte[random.nextInt(0, random.nextInt(50) == 0 ? 3 * DedupeSerializer.BUFFER : 100)];
            random.nextBytes(bytes);
            arrays.add(bytes);
        }
        ByteArrayOutputStream written = new ByteArrayOutputStream();
        ShuffleOutput out = new ShuffleOutput(written);
        for (int i = 0; i < values.size(); i++) {
            out.writeVarLong(values.get(i));
            if (i < arrays.size()) {
                out.writeVarBytes(arrays.get(i));
            }
        }
        out.flush();

        ShuffleInput in = new ShuffleInput(new ByteArrayInputStream(written.toByteArray()));
        for (int i = 0; i < values.size(); i++) {
            assertThat(in.readVarLong()).isEqualTo(values.get(i));
            if (i < arrays.size()) {
                // Every other array decoded where it lies, larger ones than the reader's buffer included.
                byte[] read = i % 2 == 0
                        ? in.readVarBytes()
                        : in.readVarBytes(
                                (bytes, offset, length) -> Arrays.copyOfRange(bytes, offset, offset + length));
                assertThat(read).isEqualTo(arrays.get(i));
            }
        }
        assertThat(in.readByteOrEnd()).isEqualTo(-1);

        ByteArrayOutputStream small = new ByteArrayOutputStream();
        ShuffleOutput one = new ShuffleOutput(small);
        one.writeVarLong(127);
        one.flush();
        assertThat(small.toByteArray()).hasSize(1);
    }

    @Test
    void a_var_long_cut_short_or_too_long_is_an_error_not_a_value() {
        byte[] cut = {(byte) 0x81};
        assertThatThrownBy(() -> new ShuffleInput(new ByteArrayInputStream(cut)).readVarLong())
                .isInstanceOf(IOException.class);
        byte[] tooLong = new byte[11];
        Arrays.fill(tooLong, (byte) 0x80);
        assertThatThrownBy(() -> new ShuffleInput(new ByteArrayInputStream(tooLong)).readVarLong())
                .isInstanceOf(IOException.class)
                .hasMessageContaining("ten bytes");
    }
}
