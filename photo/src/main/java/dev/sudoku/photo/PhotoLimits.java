package dev.sudoku.photo;

/**
 * Bounds on the work one photo may cause.
 *
 * @param maxBytes the largest file accepted
 * @param maxSourcePixels the largest image (width times height, as its header declares) accepted at all
 * @param workingSide the longest side the image is decoded to: larger images are subsampled while they
 *     are decoded, so a 12-megapixel photo never exists in memory at full size
 */
public record PhotoLimits(long maxBytes, long maxSourcePixels, int workingSide) {
    /** 40 MB, 100 megapixels, decoded to at most 1024 pixels a side. */
    public static final PhotoLimits DEFAULT = new PhotoLimits(40L << 20, 100_000_000L, 1024);

    public PhotoLimits {
        if (maxBytes < 1 || maxSourcePixels < 1 || workingSide < 64) {
            throw new IllegalArgumentException("photo limits must be positive and the working side at least 64");
        }
    }
}
