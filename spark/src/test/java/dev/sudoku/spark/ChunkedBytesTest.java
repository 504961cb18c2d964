package dev.sudoku.spark;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class ChunkedBytesTest {
    @Test
    void bytes_written_in_any_pieces_read_back_equal_from_chunks_no_larger_than_a_chunk() throws IOException {
        SplittableRandom random = new SplittableRandom(3);
        for (int trial = 0; trial < 40; trial++) {
            ChunkedBytes chunked = new ChunkedBytes();
            ByteArrayOutputStream plain = new ByteArrayOutputStream();
            int total = random.nextInt(0, 3 * ChunkedBytes.CHUNK);
            while (plain.size() < total) {
                byte[] piece = new byte[random.nextInt(0, random.nextBoolean() ? 10 : ChunkedBytes.CHUNK + 10)];
                random.nextBytes(piece);
                if (piece.length == 1) {
                    chunked.write(piece[0]);
                } else {
                    chunked.write(piece, 0, piece.length);
                }
                plain.write(piece, 0, piece.length);
            }

            byte[][] chunks = chunked.chunks();

            for (int i = 0; i < chunks.length - 1; i++) {
                assertThat(chunks[i]).hasSize(ChunkedBytes.CHUNK);
            }
            assertThat(chunks[chunks.length - 1].length).isLessThanOrEqualTo(ChunkedBytes.CHUNK);
            try (InputStream in = ChunkedBytes.read(chunks)) {
                assertThat(in.readAllBytes()).isEqualTo(plain.toByteArray());
            }
        }
    }
}
