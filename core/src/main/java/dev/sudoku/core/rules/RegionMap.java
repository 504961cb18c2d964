package dev.sudoku.core.rules;

import dev.sudoku.core.format.FormatException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * A jigsaw's regions: which of N irregular regions each cell of an N x N grid belongs to. Every region
 * has N cells and is connected (each cell reaches every other through side-neighbours of the region).
 *
 * @param size N
 * @param regionOf each cell's region, 0..N-1, in reading order
 * @param labels the character each region was written with (region {@code r} is {@code labels.charAt(r)})
 */
public record RegionMap(int size, int[] regionOf, String labels) {
    public RegionMap {
        Objects.requireNonNull(labels, "labels");
        if (regionOf.length != size * size || labels.length() != size) {
            throw new IllegalArgumentException("a region map of side " + size + " needs " + size * size + " cells");
        }
        regionOf = regionOf.clone();
        RegionChecks.requireSizesAndConnected(size, regionOf, labels);
    }

    @Override
    public int[] regionOf() {
        return regionOf.clone();
    }

    /** Equal when the same cells make the same regions written with the same labels, as for any value. */
    @Override
    public boolean equals(Object other) {
        return other instanceof RegionMap map
                && size == map.size
                && labels.equals(map.labels)
                && Arrays.equals(regionOf, map.regionOf);
    }

    @Override
    public int hashCode() {
        return 31 * labels.hashCode() + Arrays.hashCode(regionOf);
    }

    /** The side and the layout's one line, not the array's identity. */
    @Override
    public String toString() {
        return "RegionMap[" + size + "x" + size + ": " + line() + "]";
    }

    /** The region of one cell. */
    public int region(int cell) {
        return regionOf[cell];
    }

    /** The map as one line of its labels, in reading order. */
    public String line() {
        StringBuilder line = new StringBuilder(regionOf.length);
        for (int region : regionOf) {
            line.append(labels.charAt(region));
        }
        return line.toString();
    }

    /**
     * Reads a region map of side {@code size}: one letter or digit per cell, in reading order, over one
     * line or several (spaces and grid-drawing characters are skipped). The first distinct label is
     * region 0, and so on. Errors name the line and column, or the region.
     */
    public static RegionMap parse(List<String> lines, int firstLine, int size) {
        List<Symbol> symbols = Symbols.read(lines, firstLine, size * size, "the region map");
        Map<Character, Integer> regions = new LinkedHashMap<>();
        Map<Character, Integer> cellsOf = new LinkedHashMap<>();
        int[] regionOf = new int[size * size];
        for (int cell = 0; cell < regionOf.length; cell++) {
            Symbol symbol = symbols.get(cell);
            if (!Character.isLetterOrDigit(symbol.text())) {
                throw new FormatException(
                        symbol.line(),
                        symbol.column(),
                        "'" + symbol.text() + "' is not a region label (a letter or digit)");
            }
            regionOf[cell] = regions.computeIfAbsent(symbol.text(), label -> regions.size());
            cellsOf.merge(symbol.text(), 1, Integer::sum);
        }
        if (regions.size() > size) {
            // The label too many is the rarest one (a mistyped cell), named where it first stands, not the
            // label that happens to be read last.
            char odd = cellsOf.entrySet().stream()
                    .min(Map.Entry.comparingByValue())
                    .orElseThrow()
                    .getKey();
            int at = java.util.Arrays.stream(regionOf).boxed().toList().indexOf(regions.get(odd));
            Symbol symbol = symbols.get(at);
            throw new FormatException(
                    symbol.line(),
                    symbol.column(),
                    "the region map has " + regions.size() + " labels, not " + size + ": '" + odd + "' at r"
                            + (at / size + 1) + "c" + (at % size + 1) + " (" + cellsOf.get(odd) + " cell"
                            + (cellsOf.get(odd) == 1 ? "" : "s") + ") is one too many");
        }
        StringBuilder labels = new StringBuilder();
        regions.keySet().forEach(labels::append);
        if (labels.length() < size) {
            Symbol last = symbols.get(symbols.size() - 1);
            throw new FormatException(
                    last.line(), 0, "the region map has " + labels.length() + " regions, not " + size);
        }
        try {
            return new RegionMap(size, regionOf, labels.toString());
        } catch (IllegalArgumentException e) {
            throw new FormatException(symbols.get(0).line(), 0, e.getMessage());
        }
    }

    /** The cells of each region, in reading order. */
    public List<int[]> regions() {
        List<int[]> cells = new ArrayList<>();
        for (int region = 0; region < size; region++) {
            int[] list = new int[size];
            int count = 0;
            for (int cell = 0; cell < regionOf.length; cell++) {
                if (regionOf[cell] == region) {
                    list[count++] = cell;
                }
            }
            cells.add(list);
        }
        return cells;
    }
}
