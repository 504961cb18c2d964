package dev.sudoku.photo;

import java.nio.charset.StandardCharsets;

/**
 * Whether an image file ends where its format says it ends: a file cut short (a download stopped, a copy
 * interrupted) is named as truncated, in our words, rather than by whatever the decoder said when its data
 * ran out.
 */
final class ImageEnd {
    private ImageEnd() {}

    /**
     * True if {@code bytes}, an image of the format the decoder named, stop before the format's end: a
     * JPEG's end-of-image marker (FF D9), a PNG's IEND chunk, a GIF's trailer (3B) or a BMP's declared size.
     * False for a format it does not know.
     */
    static boolean isCutShort(byte[] bytes, String format) {
        int n = bytes.length;
        return switch (format.toLowerCase(java.util.Locale.ROOT)) {
            case "jpeg", "jpg" -> n < 2 || (bytes[n - 2] & 0xFF) != 0xFF || (bytes[n - 1] & 0xFF) != 0xD9;
            case "png" -> !new String(bytes, Math.max(0, n - 12), Math.min(n, 12), StandardCharsets.ISO_8859_1)
                    .contains("IEND");
            case "gif" -> n == 0 || bytes[n - 1] != 0x3B;
            case "bmp" -> n < 6 || declaredBmpSize(bytes) > n;
            default -> false;
        };
    }

    private static long declaredBmpSize(byte[] b) {
        return (b[2] & 0xFFL) | (b[3] & 0xFFL) << 8 | (b[4] & 0xFFL) << 16 | (b[5] & 0xFFL) << 24;
    }
}
