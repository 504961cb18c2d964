package dev.sudoku.logic.rules;

import dev.sudoku.core.rules.RuleHouse;
import dev.sudoku.core.rules.RuleSet;
import dev.sudoku.logic.StepNames;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

/**
 * A rule set's cells and houses in the classic steps' notation: cells by their place on the canvas
 * ({@code r13c19} in a samurai), rows, columns and boxes {@code r3}, {@code c4}, {@code b7}, a jigsaw's
 * regions by their letter after {@code j} ({@code jB}), the main diagonal {@code d1} and the anti-diagonal
 * {@code d2}, windows {@code w1} to {@code w4}; a samurai's houses after their grid's initials ({@code TL
 * r1}, {@code C b5}).
 */
final class RuleNames implements StepNames {
    private final RuleSet rules;
    private final List<String> houses;

    RuleNames(RuleSet rules) {
        this.rules = rules;
        this.houses = rules.houses().stream().map(h -> shortName(h.name())).toList();
    }

    @Override
    public String cell(int cell) {
        return rules.name(cell);
    }

    @Override
    public String house(int house) {
        return houses.get(house);
    }

    @Override
    public int row(int cell) {
        return rules.row(cell);
    }

    @Override
    public int col(int cell) {
        return rules.col(cell);
    }

    @Override
    public boolean shortLines() {
        return rules.canvasRows() <= 9 && rules.canvasCols() <= 9;
    }

    /**
     * The box or jigsaw region a cell lies in (a samurai's shared box: the first grid's), as a house index;
     * a cell in neither (none in the rule sets made today), its first house.
     */
    int boxOf(int cell) {
        int first = -1;
        for (int h = 0; h < rules.houses().size(); h++) {
            RuleHouse house = rules.houses().get(h);
            if (Arrays.stream(house.cells()).anyMatch(c -> c == cell)) {
                HouseKind kind = HouseKind.of(house.name());
                if (kind == HouseKind.BOX || kind == HouseKind.REGION) {
                    return h;
                }
                first = first < 0 ? h : first;
            }
        }
        return first;
    }

    /** {@code row 3} is {@code r3}, {@code region B} {@code jB}, {@code top-left box 9} {@code TL b9}. */
    static String shortName(String name) {
        String grid = HouseKind.gridOf(name);
        String number = name.substring(name.lastIndexOf(' ') + 1);
        String house =
                switch (HouseKind.of(name)) {
                    case ROW -> "r" + number;
                    case COLUMN -> "c" + number;
                    case BOX -> "b" + number;
                    case WINDOW -> "w" + number;
                    case DIAGONAL -> name.toLowerCase(Locale.ROOT).startsWith("anti") ? "d2" : "d1";
                    case REGION -> "j" + number;
                };
        return grid.isEmpty() ? house : initials(grid) + " " + house;
    }

    /** {@code top-left} is {@code TL}, {@code centre} {@code C}. */
    private static String initials(String grid) {
        return Arrays.stream(grid.split("[- ]"))
                .map(word -> word.substring(0, 1).toUpperCase(Locale.ROOT))
                .collect(Collectors.joining());
    }
}
