package dev.sudoku.photo;

import java.util.List;

/**
 * The four corners of a grid's outline in image pixels, top-left first and then clockwise as the image
 * shows them (x to the right, y down).
 */
public record Quad(Point topLeft, Point topRight, Point bottomRight, Point bottomLeft) {
    /** A point in image pixels. */
    public record Point(double x, double y) {}

    public List<Point> corners() {
        return List.of(topLeft, topRight, bottomRight, bottomLeft);
    }

    /** The area by the shoelace formula. */
    public double area() {
        List<Point> p = corners();
        double twice = 0;
        for (int i = 0; i < 4; i++) {
            Point a = p.get(i);
            Point b = p.get((i + 1) % 4);
            twice += a.x() * b.y() - b.x() * a.y();
        }
        return Math.abs(twice) / 2;
    }

    /** The mean of the four corners. */
    public Point centre() {
        return new Point(
                (topLeft.x() + topRight.x() + bottomRight.x() + bottomLeft.x()) / 4,
                (topLeft.y() + topRight.y() + bottomRight.y() + bottomLeft.y()) / 4);
    }

    /**
     * True if the two outlines share any area. Both are convex, so they are apart exactly when some side of
     * one has all four corners of each on its own side of it (the separating-axis test).
     */
    public boolean overlaps(Quad other) {
        return !separatedBySideOf(this, other) && !separatedBySideOf(other, this);
    }

    private static boolean separatedBySideOf(Quad sides, Quad other) {
        List<Point> p = sides.corners();
        for (int i = 0; i < 4; i++) {
            Point a = p.get(i);
            Point b = p.get((i + 1) % 4);
            double nx = a.y() - b.y();
            double ny = b.x() - a.x();
            if (disjoint(span(sides, nx, ny), span(other, nx, ny))) {
                return true;
            }
        }
        return false;
    }

    /** The corners' lowest and highest projection on the axis (nx, ny). */
    private static double[] span(Quad quad, double nx, double ny) {
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (Point c : quad.corners()) {
            double t = c.x() * nx + c.y() * ny;
            lo = Math.min(lo, t);
            hi = Math.max(hi, t);
        }
        return new double[] {lo, hi};
    }

    private static boolean disjoint(double[] a, double[] b) {
        return a[1] <= b[0] || b[1] <= a[0];
    }

    /** The same outline in an image scaled by {@code factor}. */
    public Quad scaled(double factor) {
        return new Quad(
                new Point(topLeft.x() * factor, topLeft.y() * factor),
                new Point(topRight.x() * factor, topRight.y() * factor),
                new Point(bottomRight.x() * factor, bottomRight.y() * factor),
                new Point(bottomLeft.x() * factor, bottomLeft.y() * factor));
    }

    /**
     * Orders four corners of a convex quadrilateral: clockwise around their centre, starting with the
     * corner nearest the image's top-left (smallest x + y). Correct for a grid turned up to 45 degrees;
     * beyond that the reading's orientation check turns the cells.
     */
    static Quad ordered(List<Point> four) {
        double cx = four.stream().mapToDouble(Point::x).average().orElse(0);
        double cy = four.stream().mapToDouble(Point::y).average().orElse(0);
        List<Point> clockwise = four.stream()
                .sorted(java.util.Comparator.comparingDouble(p -> Math.atan2(p.y() - cy, p.x() - cx)))
                .toList();
        int first = 0;
        for (int i = 1; i < 4; i++) {
            Point p = clockwise.get(i);
            Point best = clockwise.get(first);
            if (p.x() + p.y() < best.x() + best.y()) {
                first = i;
            }
        }
        return new Quad(
                clockwise.get(first),
                clockwise.get((first + 1) % 4),
                clockwise.get((first + 2) % 4),
                clockwise.get((first + 3) % 4));
    }
}
