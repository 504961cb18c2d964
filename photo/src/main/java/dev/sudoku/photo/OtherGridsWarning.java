package dev.sudoku.photo;

import java.util.List;
import java.util.stream.Collectors;

/**
 * What a person is told when a photo shows more than one grid: the grid read is named as "this one" and
 * the others by where they lie from it in the photo, so the player knows which puzzle they got and how
 * to get the other (crop the photo to it).
 */
final class OtherGridsWarning {
    /** Directions by eighths of a turn, clockwise from "to the right" (image y points down). */
    private static final String[] DIRECTIONS = {
        "to its right",
        "below and to its right",
        "below it",
        "below and to its left",
        "to its left",
        "above and to its left",
        "above it",
        "above and to its right"
    };

    private OtherGridsWarning() {}

    /** The warning for a reading of {@code read} when the photo also shows {@code others} (not empty). */
    static String text(Quad read, List<Quad> others) {
        String where = others.stream().map(o -> direction(read, o)).distinct().collect(Collectors.joining(" and "));
        int count = others.size() + 1;
        return others.size() == 1
                ? "the photo shows 2 grids: this one was read; the other, " + where
                        + ", was not (crop the photo to it to read it)"
                : "the photo shows " + count + " grids: this one was read; the others, " + where
                        + ", were not (crop the photo to one to read it)";
    }

    /** Where {@code other}'s centre lies from {@code read}'s, to the nearest eighth of a turn. */
    static String direction(Quad read, Quad other) {
        Quad.Point from = read.centre();
        Quad.Point to = other.centre();
        double turns = Math.atan2(to.y() - from.y(), to.x() - from.x()) / (2 * Math.PI);
        int eighth = (int) Math.floorMod(Math.round(turns * 8), 8);
        return DIRECTIONS[eighth];
    }
}
