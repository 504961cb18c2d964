package dev.sudoku.count;

import java.util.List;

/**
 * The classes of the 9x9 cell maps that fix at least one grid up to relabelling, as Russell and Jarvis
 * list them ("Mathematics of Sudoku II", 2006, table of the 27 of 275 conjugacy classes with fixed
 * grids): each class's size and the grids one of its maps fixes, divided by 9! (so, normalised grids).
 */
final class PublishedClasses {
    private PublishedClasses() {}

    record Entry(int size, long fixed) {}

    static final int CONJUGACY_CLASSES = 275;

    static final List<Entry> FIXING = List.of(
            new Entry(1, 18_383_222_420_692_992L),
            new Entry(96, 21_233_664),
            new Entry(16, 107_495_424),
            new Entry(192, 4_204_224),
            new Entry(64, 2_508_084),
            new Entry(5184, 323_928),
            new Entry(20736, 162),
            new Entry(20736, 288),
            new Entry(144, 14_837_760),
            new Entry(1728, 2_592),
            new Entry(288, 5_184),
            new Entry(864, 2_085_120),
            new Entry(3456, 1_296),
            new Entry(1728, 294_912),
            new Entry(2304, 648),
            new Entry(1152, 6_342_480),
            new Entry(1296, 30_258_432),
            new Entry(10368, 1_854),
            new Entry(93312, 288),
            new Entry(2916, 155_492_352),
            new Entry(69984, 13_056),
            new Entry(972, 449_445_888),
            new Entry(3888, 27_648),
            new Entry(31104, 6_480),
            new Entry(15552, 1_728),
            new Entry(15552, 3_456),
            new Entry(7776, 13_824));
}
