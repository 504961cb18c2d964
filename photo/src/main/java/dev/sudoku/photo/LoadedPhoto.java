package dev.sudoku.photo;

import boofcv.struct.image.GrayU8;
import java.util.Optional;

/**
 * A decoded photo, and what was wrong with its file if the decoder could still give a picture: a JPEG cut
 * short decodes to grey past its end, which often leaves the grid whole when only the last bytes are lost.
 *
 * @param gray the picture, grey, scaled to the working size
 * @param damage why the file is not whole, in our words; empty when it is
 */
record LoadedPhoto(GrayU8 gray, Optional<String> damage) {}
