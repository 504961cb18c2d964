package dev.sudoku.photo;

import boofcv.abst.geo.h.HomographyDLT_to_Epipolar;
import boofcv.alg.distort.ImageDistort;
import boofcv.alg.distort.PixelTransformHomography_F32;
import boofcv.factory.distort.FactoryDistort;
import boofcv.factory.geo.FactoryMultiView;
import boofcv.factory.interpolate.FactoryInterpolation;
import boofcv.struct.border.BorderType;
import boofcv.struct.geo.AssociatedPair;
import boofcv.struct.image.GrayU8;
import georegression.struct.homography.Homography2D_F64;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.ejml.data.DMatrixRMaj;

/**
 * Undoes the perspective: maps the outline onto a square of {@link #SIDE} pixels with a margin of
 * {@link #MARGIN} pixels around it (so the outer grid lines stay inside the picture when the outline
 * sits a little inside them).
 *
 * <p>The homography from the square to the photo comes from the four corner pairs (BoofCV's normalised
 * DLT); each output pixel is sampled bilinearly from the photo.
 */
final class Rectifier {
    /** The grid's side in the rectified picture: 40 pixels a cell for 9x9, enough for the digit classifier. */
    static final int SIDE = 360;

    static final int MARGIN = 12;

    private Rectifier() {}

    /** The grid square on; empty for an outline no homography maps onto a square (three corners in a line). */
    static Optional<GrayU8> rectify(GrayU8 photo, Quad quad) {
        List<AssociatedPair> pairs = new ArrayList<>();
        double lo = MARGIN;
        double hi = MARGIN + SIDE;
        pairs.add(pair(lo, lo, quad.topLeft()));
        pairs.add(pair(hi, lo, quad.topRight()));
        pairs.add(pair(hi, hi, quad.bottomRight()));
        pairs.add(pair(lo, hi, quad.bottomLeft()));
        HomographyDLT_to_Epipolar dlt = FactoryMultiView.homographyDLT(true);
        DMatrixRMaj h = new DMatrixRMaj(3, 3);
        if (!dlt.process(pairs, h)) {
            return Optional.empty();
        }
        Homography2D_F64 model = new Homography2D_F64();
        model.setTo(
                h.get(0, 0),
                h.get(0, 1),
                h.get(0, 2),
                h.get(1, 0),
                h.get(1, 1),
                h.get(1, 2),
                h.get(2, 0),
                h.get(2, 1),
                h.get(2, 2));
        ImageDistort<GrayU8, GrayU8> distort = FactoryDistort.distortSB(
                false, FactoryInterpolation.bilinearPixelS(GrayU8.class, BorderType.EXTENDED), GrayU8.class);
        distort.setModel(new PixelTransformHomography_F32(model));
        GrayU8 out = new GrayU8(SIDE + 2 * MARGIN, SIDE + 2 * MARGIN);
        distort.apply(photo, out);
        return Optional.of(out);
    }

    private static AssociatedPair pair(double x, double y, Quad.Point image) {
        return new AssociatedPair(x, y, image.x(), image.y());
    }
}
