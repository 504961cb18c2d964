package dev.sudoku.photo;

import georegression.struct.shapes.Polygon2D_F64;
import java.util.ArrayList;
import java.util.List;

/**
 * Reduces a convex polygon to the four corners that keep the most of its area: repeatedly drops the
 * vertex whose triangle with its two neighbours is smallest. Quadratic in the vertex count, which for a
 * hull is a few hundred at most.
 */
final class QuadFit {
    /**
     * How much longer than wide a grid's outline may be. The newspaper photos' grids, taken at angles up to
     * about 30 degrees, measure 1.24 at most (1.19 at the 95th percentile); a 7x5 calendar 1.40.
     */
    static final double MAX_ASPECT = 1.3;

    private QuadFit() {}

    /**
     * True if a photographed square could look like this: every corner's angle within 40..140 degrees,
     * opposite sides no more than 2.5 times apart, and one pair of opposite sides at most {@link
     * #MAX_ASPECT} times as long as the other. A triangle with a fourth corner on a side fails, and so do a
     * strip of pictures and a table of 7 by 5 cells.
     */
    static boolean plausible(Quad quad) {
        List<Quad.Point> p = quad.corners();
        double[] sides = new double[4];
        for (int i = 0; i < 4; i++) {
            Quad.Point a = p.get((i + 3) % 4);
            Quad.Point b = p.get(i);
            Quad.Point c = p.get((i + 1) % 4);
            double angle = Math.toDegrees(Math.abs(Math.atan2(
                    (a.x() - b.x()) * (c.y() - b.y()) - (a.y() - b.y()) * (c.x() - b.x()),
                    (a.x() - b.x()) * (c.x() - b.x()) + (a.y() - b.y()) * (c.y() - b.y()))));
            if (angle < 40 || angle > 140) {
                return false;
            }
            sides[i] = Math.hypot(c.x() - b.x(), c.y() - b.y());
        }
        return ratio(sides[0], sides[2]) < 2.5
                && ratio(sides[1], sides[3]) < 2.5
                && ratio(sides[0] + sides[2], sides[1] + sides[3]) <= MAX_ASPECT;
    }

    private static double ratio(double a, double b) {
        return Math.max(a, b) / Math.max(1e-9, Math.min(a, b));
    }

    static List<Quad.Point> fourCorners(Polygon2D_F64 hull) {
        List<Quad.Point> points = new ArrayList<>();
        for (int i = 0; i < hull.size(); i++) {
            points.add(new Quad.Point(hull.get(i).x, hull.get(i).y));
        }
        while (points.size() > 4) {
            int smallest = 0;
            double smallestArea = Double.MAX_VALUE;
            for (int i = 0; i < points.size(); i++) {
                double area = triangle(
                        points.get((i + points.size() - 1) % points.size()),
                        points.get(i),
                        points.get((i + 1) % points.size()));
                if (area < smallestArea) {
                    smallestArea = area;
                    smallest = i;
                }
            }
            points.remove(smallest);
        }
        while (points.size() < 4) {
            points.add(points.get(points.size() - 1));
        }
        return points;
    }

    private static double triangle(Quad.Point a, Quad.Point b, Quad.Point c) {
        return Math.abs((b.x() - a.x()) * (c.y() - a.y()) - (c.x() - a.x()) * (b.y() - a.y())) / 2;
    }
}
