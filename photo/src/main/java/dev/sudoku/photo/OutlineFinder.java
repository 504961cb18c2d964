package dev.sudoku.photo;

import boofcv.alg.filter.binary.BinaryImageOps;
import boofcv.alg.filter.binary.Contour;
import boofcv.alg.filter.binary.GThresholdImageOps;
import boofcv.struct.ConfigLength;
import boofcv.struct.ConnectRule;
import boofcv.struct.image.GrayU8;
import georegression.fitting.polygon.ConvexHullAndrewMonotone_F64;
import georegression.struct.point.Point2D_F64;
import georegression.struct.point.Point2D_I32;
import georegression.struct.shapes.Polygon2D_F64;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.ddogleg.struct.DogArray;

/**
 * Finds the outlines that may be a grid: large ink shapes whose convex hull is close to a quadrilateral.
 * The caller picks among them by looking for grid lines inside ({@link GridLines#score}).
 *
 * <p>Ink is found by local-mean thresholds (a pixel darker than a share of its neighbourhood's mean), so
 * a shadow across the page or a lamp's gradient changes the neighbourhood and the pixel together. Three
 * thresholds are tried because no one suits every photo: a strict one keeps thick lines apart from the
 * text around them, a lenient one keeps a blurred photo's thin lines connected. The grid's lines are one
 * connected shape; its convex hull is the outline plus a little rounding, reduced to four corners by
 * dropping, one at a time, the hull vertex whose removal loses the least area.
 */
final class OutlineFinder {
    /** Shapes smaller than this share of the image's area are not grids a person photographed. */
    private static final double MIN_AREA_SHARE = 0.04;
    /** The quadrilateral must cover this share of its shape's hull. */
    private static final double MIN_FIT = 0.85;
    /** Candidates returned at most, largest first. */
    private static final int MAX_CANDIDATES = 8;

    private static final double[][] THRESHOLDS = {{50, 0.92}, {50, 0.97}, {25, 0.95}};

    List<Quad> candidates(GrayU8 gray) {
        List<Quad> found = new ArrayList<>();
        for (double[] threshold : THRESHOLDS) {
            GrayU8 binary = ink(gray, (int) threshold[0], threshold[1]);
            found.addAll(quads(binary));
        }
        found.sort(Comparator.comparingDouble(Quad::area).reversed());
        return found.subList(0, Math.min(found.size(), MAX_CANDIDATES));
    }

    private static List<Quad> quads(GrayU8 binary) {
        List<Quad> quads = new ArrayList<>();
        double minArea = MIN_AREA_SHARE * binary.width * binary.height;
        int minPoints = (binary.width + binary.height) / 8;
        for (Contour contour : BinaryImageOps.contourExternal(binary, ConnectRule.EIGHT)) {
            if (contour.external.size() < minPoints) {
                continue;
            }
            Polygon2D_F64 hull = hull(contour.external);
            double hullArea = hull.areaSimple();
            if (hullArea < minArea) {
                continue;
            }
            Quad quad = Quad.ordered(QuadFit.fourCorners(hull));
            if (quad.area() / hullArea >= MIN_FIT && QuadFit.plausible(quad)) {
                quads.add(quad);
            }
        }
        return quads;
    }

    static GrayU8 ink(GrayU8 gray, int divisor, double scale) {
        int radius = Math.max(4, Math.max(gray.width, gray.height) / divisor);
        return GThresholdImageOps.localMean(gray, null, ConfigLength.fixed(radius), scale, true, null, null, null);
    }

    private static Polygon2D_F64 hull(List<Point2D_I32> points) {
        DogArray<Point2D_F64> input = new DogArray<>(Point2D_F64::new);
        for (Point2D_I32 p : points) {
            input.grow().setTo(p.x, p.y);
        }
        Polygon2D_F64 hull = new Polygon2D_F64();
        new ConvexHullAndrewMonotone_F64().process(input, hull);
        return hull;
    }
}
