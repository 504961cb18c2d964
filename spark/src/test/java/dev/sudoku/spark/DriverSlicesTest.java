package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class DriverSlicesTest {
    /** Text of random lines ended by \n, \r\n or \r, some blank, some not ASCII, maybe a last line unended. */
    private static byte[] text(SplittableRandom random) {
        StringBuilder text = new StringBuilder(random.nextBoolean() ? "\uFEFF" : "");
        int lines = random.nextInt(0, 400);
        for (int line = 0; line < lines; line++) {
            int length = random.nextInt(0, 120);
            for (int i = 0; i < length; i++) {
                int kind = random.nextInt(20);
                text.append(kind == 0 ? 'é' : kind == 1 ? '✗' : (char) ('.' + random.nextInt(12)));
            }
            if (line < lines - 1 || random.nextBoolean()) {
                String[] ends = {"\n", "\r\n", "\r"};
                text.append(ends[random.nextInt(random.nextInt(4) == 0 ? 3 : 2)]);
            }
        }
        return text.toString().getBytes(StandardCharsets.UTF_8);
    }

    private static List<String> readAsTheLocalEngine(byte[] bytes) throws IOException {
        List<String> lines = new ArrayList<>();
        try (BufferedReader reader =
                new BufferedReader(new InputStreamReader(new ByteArrayInputStream(bytes), StandardCharsets.UTF_8))) {
            for (String line = reader.readLine(); line != null; line = reader.readLine()) {
                lines.add(line);
            }
        }
        return lines;
    }

    @Test
    void slices_cover_the_text_in_order_cut_only_after_line_feeds_and_read_as_the_whole_text() throws IOException {
        SplittableRandom random = new SplittableRandom(17);
        for (int trial = 0; trial < 300; trial++) {
            byte[] bytes = text(random);
            long sliceBytes = random.nextInt(1, 3_000);

            List<byte[]> slices = DriverSlices.slices(bytes, sliceBytes);

            ByteArrayOutputStream joined = new ByteArrayOutputStream();
            for (int i = 0; i < slices.size(); i++) {
                byte[] slice = slices.get(i);
                assertThat(slice).isNotEmpty();
                if (i < slices.size() - 1) {
                    assertThat(slice[slice.length - 1]).isEqualTo((byte) '\n');
                    // Cut at the first line feed at or past the size, never before it.
                    assertThat(slice.length).isGreaterThanOrEqualTo((int) sliceBytes);
                    for (int at = (int) sliceBytes - 1; at < slice.length - 1; at++) {
                        assertThat(slice[at]).isNotEqualTo((byte) '\n');
                    }
                }
                joined.write(slice);
            }
            assertThat(joined.toByteArray()).isEqualTo(bytes);
            List<String> sliced = new ArrayList<>();
            Iterator<String> lines = DriverSlices.lines(slices.iterator());
            lines.forEachRemaining(sliced::add);
            assertThat(sliced).containsExactlyElementsOf(readAsTheLocalEngine(bytes));
        }
    }
}
