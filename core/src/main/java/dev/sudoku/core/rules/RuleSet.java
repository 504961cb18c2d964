package dev.sudoku.core.rules;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * The rules of a puzzle as data: its cells, placed on a canvas of rows and columns so a person can name
 * them (r1c1), the digits 1..N, the houses that each hold every digit once, and the constraints that are
 * not houses: odd/even marks, killer cages, consecutive bars. Classic Sudoku of any box shape, jigsaw, X,
 * Windoku and samurai are rule sets; the fast classic solvers do not use this type, so the generality
 * costs only the variants.
 *
 * <p>Immutable. Building computes each cell's houses and peers in O(houses x N^2).
 */
public final class RuleSet {
    private final Set<Variant> variants;
    private final Optional<RegionMap> regionMap;
    private final Optional<ParityMap> parity;
    private final Optional<CageMap> cages;
    /** The combinations of cage sums, built with the cages; null without them. */
    private final CageSums cageSums;

    private final Optional<BarMap> bars;
    /** Per cell, the side-neighbours a bar joins to it, and (strict consecutive) those no bar joins. */
    private final int[][] barred;

    private final int[][] unbarred;
    /** The cells between two barred neighbours that see each other, as triples ({@link BarFlanks}). */
    private final int[] barFlanks;

    private final int digits;
    private final int canvasRows;
    private final int canvasCols;
    private final int[] rowOf;
    private final int[] colOf;
    private final List<RuleHouse> houses;
    private final int[][] housesOfCell;
    private final int[][] peers;
    private final HouseIntersections intersections;

    /**
     * @param variants the rules beyond classic Sudoku (empty for classic)
     * @param digits N: cells hold 1..N, and each house has N cells
     * @param canvasRows rows of the picture the cells are placed on
     * @param canvasCols columns of that picture
     * @param rowOf each cell's 0-based canvas row
     * @param colOf each cell's 0-based canvas column
     * @param houses the houses, each of N distinct cells
     * @param regionMap a jigsaw's regions, as read
     */
    RuleSet(
            Set<Variant> variants,
            Optional<RegionMap> regionMap,
            int digits,
            int canvasRows,
            int canvasCols,
            int[] rowOf,
            int[] colOf,
            List<RuleHouse> houses) {
        this.variants = variants.isEmpty() ? EnumSet.noneOf(Variant.class) : EnumSet.copyOf(variants);
        this.regionMap = Objects.requireNonNull(regionMap, "regionMap");
        this.parity = Optional.empty();
        this.cages = Optional.empty();
        this.cageSums = null;
        this.bars = Optional.empty();
        if (digits < 1 || digits > 32) {
            throw new IllegalArgumentException("digits must be 1 to 32, got " + digits);
        }
        this.digits = digits;
        this.canvasRows = canvasRows;
        this.canvasCols = canvasCols;
        this.rowOf = rowOf.clone();
        this.colOf = colOf.clone();
        if (rowOf.length != colOf.length) {
            throw new IllegalArgumentException("every cell needs a row and a column");
        }
        this.houses = List.copyOf(houses);
        int cells = rowOf.length;
        List<List<Integer>> byCell = new ArrayList<>();
        for (int cell = 0; cell < cells; cell++) {
            byCell.add(new ArrayList<>());
        }
        for (int h = 0; h < this.houses.size(); h++) {
            RuleHouse house = this.houses.get(h);
            if (house.size() != digits) {
                throw new IllegalArgumentException(house.name() + " has " + house.size() + " cells, not " + digits);
            }
            for (int slot = 0; slot < house.size(); slot++) {
                byCell.get(house.cell(slot)).add(h);
            }
        }
        housesOfCell = new int[cells][];
        peers = new int[cells][];
        for (int cell = 0; cell < cells; cell++) {
            housesOfCell[cell] =
                    byCell.get(cell).stream().mapToInt(Integer::intValue).toArray();
            boolean[] seen = new boolean[cells];
            for (int h : housesOfCell[cell]) {
                for (int other : this.houses.get(h).cells()) {
                    seen[other] = other != cell;
                }
            }
            int[] list = new int[cells];
            int count = 0;
            for (int other = 0; other < cells; other++) {
                if (seen[other]) {
                    list[count++] = other;
                }
            }
            peers[cell] = Arrays.copyOf(list, count);
        }
        barred = new int[cells][0];
        unbarred = barred;
        barFlanks = new int[0];
        intersections = HouseIntersections.of(this.houses, cells);
    }

    public Set<Variant> variants() {
        return EnumSet.copyOf(variants);
    }

    /** The variants as the {@code --variant} option spells them, comma-separated; "classic" for none. */
    public String label() {
        return variants.isEmpty() ? "classic" : Variant.label(variants);
    }

    /** {@code rules} with one more constraint that is not a house: its variant, its data, its tables. */
    private RuleSet(
            RuleSet rules,
            Variant variant,
            Optional<ParityMap> parity,
            Optional<CageMap> cages,
            Optional<BarMap> bars,
            int[][] peers) {
        this.variants = EnumSet.copyOf(rules.variants);
        this.variants.add(variant);
        this.regionMap = rules.regionMap;
        this.parity = parity;
        this.cages = cages;
        this.cageSums = cages.isPresent() ? new CageSums(rules.digits) : null;
        this.bars = bars;
        this.digits = rules.digits;
        this.canvasRows = rules.canvasRows;
        this.canvasCols = rules.canvasCols;
        this.rowOf = rules.rowOf;
        this.colOf = rules.colOf;
        this.houses = rules.houses;
        this.housesOfCell = rules.housesOfCell;
        this.intersections = rules.intersections;
        this.peers = peers;
        this.barred = new int[peers.length][];
        this.unbarred = new int[peers.length][];
        boolean strict = variants.contains(Variant.CONSECUTIVE);
        for (int cell = 0; cell < peers.length; cell++) {
            barred[cell] = sides(bars, cell, true);
            unbarred[cell] = strict ? sides(bars, cell, false) : new int[0];
        }
        this.barFlanks = BarFlanks.of(barred, peers);
    }

    /** The side-neighbours of {@code cell} whose border with it is barred, or not ({@code barred}). */
    private int[] sides(Optional<BarMap> bars, int cell, boolean barred) {
        if (bars.isEmpty()) {
            return new int[0];
        }
        return Arrays.stream(Neighbours.of(cell, digits))
                .filter(side -> bars.get().barred(cell, side) == barred)
                .toArray();
    }

    /**
     * These rules with odd/even marks: a marked cell holds an odd or an even digit.
     *
     * @throws IllegalArgumentException when the marks are not one per cell
     */
    public RuleSet withParity(ParityMap marks) {
        if (marks.marks().length() != cellCount()) {
            throw new IllegalArgumentException(
                    "the odd/even marks have " + marks.marks().length() + " cells, the grid " + cellCount());
        }
        return new RuleSet(this, Variant.ODDEVEN, Optional.of(marks), cages, bars, peers);
    }

    /**
     * These rules with killer cages: the digits of each cage add up to its sum, none twice. A cage's cells
     * become peers of one another, so placing a digit removes it from the rest of the cage as from a house.
     *
     * @throws IllegalArgumentException when the grid is not one N x N square of the cages' size, or above
     *     16x16
     */
    public RuleSet withCages(CageMap map) {
        requireSquareOf(map.size(), "killer cages");
        int[][] joined = new int[peers.length][];
        for (int cell = 0; cell < peers.length; cell++) {
            joined[cell] = peers[cell];
        }
        for (Cage cage : map.cages()) {
            for (int cell : cage.cells()) {
                int[] mates =
                        Arrays.stream(cage.cells()).filter(mate -> mate != cell).toArray();
                joined[cell] = java.util.stream.IntStream.concat(Arrays.stream(joined[cell]), Arrays.stream(mates))
                        .distinct()
                        .sorted()
                        .toArray();
            }
        }
        return new RuleSet(this, Variant.KILLER, parity, Optional.of(map), bars, joined);
    }

    /**
     * These rules with consecutive bars, in the strict form: a barred pair of side-neighbours differs by 1,
     * an unbarred pair by more.
     *
     * @throws IllegalArgumentException when the grid is not one N x N square of the bars' size
     */
    public RuleSet withBars(BarMap map) {
        requireSquareOf(map.size(), "consecutive bars");
        return new RuleSet(this, Variant.CONSECUTIVE, parity, cages, Optional.of(map), peers);
    }

    /**
     * These rules with consecutive bars, in the partial form: a barred pair of side-neighbours differs by 1,
     * an unbarred pair is free.
     *
     * @throws IllegalArgumentException when the grid is not one N x N square of the bars' size
     */
    public RuleSet withPartialBars(BarMap map) {
        requireSquareOf(map.size(), "consecutive bars");
        return new RuleSet(this, Variant.PARTIAL_CONSECUTIVE, parity, cages, Optional.of(map), peers);
    }

    /** Whether two side-neighbours without a bar differ by more than 1 (the strict consecutive form). */
    public boolean strictBars() {
        return variants.contains(Variant.CONSECUTIVE);
    }

    private void requireSquareOf(int size, String what) {
        if (canvasRows != digits || canvasCols != digits || cellCount() != digits * digits) {
            throw new IllegalArgumentException(what + " are drawn on one N x N grid, not on " + label());
        }
        if (size != digits) {
            throw new IllegalArgumentException(
                    "the " + what + " are " + size + "x" + size + ", the grid " + digits + "x" + digits);
        }
    }

    /** The killer cages; empty unless the rules are killer. */
    public Optional<CageMap> cages() {
        return cages;
    }

    /** The consecutive bars; empty unless the rules are consecutive (either form). */
    public Optional<BarMap> bars() {
        return bars;
    }

    /** The table of digit sets by count and sum; null without cages. */
    public CageSums cageSums() {
        return cageSums;
    }

    /** The side-neighbours a bar joins to {@code cell}. Do not modify the array. */
    int[] barredOf(int cell) {
        return barred[cell];
    }

    /**
     * The side-neighbours no bar joins to {@code cell} in the strict form; none in the partial form. Do not
     * modify the array.
     */
    int[] unbarredOf(int cell) {
        return unbarred[cell];
    }

    /**
     * The cells flanked by two barred neighbours that see each other, as flat triples (cell, first, second;
     * {@link BarFlanks}). Do not modify the array.
     */
    int[] barFlanks() {
        return barFlanks;
    }

    /** The side-neighbours a bar joins to {@code cell}, as a copy; empty without bars. */
    public int[] barredNeighbours(int cell) {
        return barred[cell].clone();
    }

    /** The side-neighbours no bar joins to {@code cell}, as a copy (strict consecutive); empty without bars. */
    public int[] unbarredNeighbours(int cell) {
        return unbarred[cell].clone();
    }

    /** The odd/even marks; empty unless the rules are odd/even. */
    public Optional<ParityMap> parity() {
        return parity;
    }

    /** The digits {@code cell} may hold by the marks, as a mask (bit d-1 for digit d). */
    public int allowed(int cell) {
        return parity.map(marks -> marks.allowed(cell, allDigits())).orElse(allDigits());
    }

    /** Every digit 1..N as a mask (bit d-1 for digit d). */
    int allDigits() {
        return digits == 32 ? -1 : (1 << digits) - 1;
    }

    /** A jigsaw's region map; empty for the other variants. */
    public Optional<RegionMap> regionMap() {
        return regionMap;
    }

    /** N: the digits are 1..N. */
    public int digits() {
        return digits;
    }

    public int cellCount() {
        return rowOf.length;
    }

    public int canvasRows() {
        return canvasRows;
    }

    public int canvasCols() {
        return canvasCols;
    }

    /** The cell's 0-based row on the canvas. */
    public int row(int cell) {
        return rowOf[cell];
    }

    /** The cell's 0-based column on the canvas. */
    public int col(int cell) {
        return colOf[cell];
    }

    /** The cell as a person names it: r1c1, 1-based. */
    public String name(int cell) {
        return "r" + (rowOf[cell] + 1) + "c" + (colOf[cell] + 1);
    }

    public List<RuleHouse> houses() {
        return houses;
    }

    /** The pairs of houses sharing two cells or more. */
    HouseIntersections intersections() {
        return intersections;
    }

    /** Indices into {@link #houses()} of the houses holding {@code cell}. Do not modify the array. */
    int[] housesOf(int cell) {
        return housesOfCell[cell];
    }

    /** Every cell sharing a house or a killer cage with {@code cell}, ascending. Do not modify the array. */
    int[] peersOf(int cell) {
        return peers[cell];
    }

    /** A cell's peers, as a copy. */
    public int[] peers(int cell) {
        return peers[cell].clone();
    }

    @Override
    public String toString() {
        return label() + " " + digits + "x" + digits + " (" + houses.size() + " houses)";
    }

    @Override
    public boolean equals(Object other) {
        return other instanceof RuleSet rules
                && variants.equals(rules.variants)
                && digits == rules.digits
                && Arrays.equals(rowOf, rules.rowOf)
                && Arrays.equals(colOf, rules.colOf)
                && houses.equals(rules.houses)
                && parity.equals(rules.parity)
                && cages.equals(rules.cages)
                && bars.equals(rules.bars);
    }

    @Override
    public int hashCode() {
        return Objects.hash(variants, digits, houses);
    }
}
