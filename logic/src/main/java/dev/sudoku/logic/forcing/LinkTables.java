package dev.sudoku.logic.forcing;

import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Geometry;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;

/** The immutable link tables of each grid shape, built once and shared by every thread. */
final class LinkTables {
    private static final ConcurrentMap<BoxShape, Links> TABLES = new ConcurrentHashMap<>();

    private LinkTables() {}

    static Links of(Geometry geometry) {
        return TABLES.computeIfAbsent(geometry.shape(), shape -> new Links(geometry));
    }
}
