package dev.sudoku.core.rules;

import dev.sudoku.core.format.FormatException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads a killer puzzle's cages: a cage map (one letter or digit per cell naming its cage, {@code .} for a
 * cell in no cage, laid out as a grid is), then the sums on the lines after it, either {@code A=12 B=7 ...}
 * or bare numbers given to the cages in the order they first appear in the map, row by row (the "cage
 * letters and a sum list" layout). Sums are read, spaces or commas between them, until every cage has one.
 * Every error names the line and column of the character or sum at fault.
 */
final class CageText {
    private CageText() {}

    /** The cage map and its sums, the map's block being {@code map} and the sums next in {@code lines}. */
    static CageMap read(Block map, VariantReader.Lines lines) {
        int size = map.side();
        List<Symbol> symbols = Symbols.read(map.text(), map.firstLine(), size * size, "the cage map");
        Map<Character, List<Integer>> cells = new LinkedHashMap<>();
        for (int cell = 0; cell < symbols.size(); cell++) {
            Symbol symbol = symbols.get(cell);
            if (symbol.text() == '.') {
                continue;
            }
            if (!Character.isLetterOrDigit(symbol.text())) {
                throw new FormatException(
                        symbol.line(),
                        symbol.column(),
                        "'" + symbol.text() + "' is not a cage label (a letter or digit, or . for no cage)");
            }
            cells.computeIfAbsent(symbol.text(), label -> new ArrayList<>()).add(cell);
        }
        List<Character> order = new ArrayList<>(cells.keySet());
        Map<Character, SumToken> sums =
                sums(lines, order, map.firstLine() + map.text().size());
        List<Cage> cages = new ArrayList<>();
        for (char label : order) {
            SumToken sum = sums.get(label);
            Cage cage = new Cage(
                    label,
                    sum.sum(),
                    cells.get(label).stream().mapToInt(Integer::intValue).toArray());
            try {
                CageMap.requireReachableSum(cage, size);
            } catch (IllegalArgumentException e) {
                throw sum.error(e.getMessage());
            }
            cages.add(cage);
        }
        try {
            return new CageMap(size, cages);
        } catch (IllegalArgumentException e) {
            throw new FormatException(map.firstLine(), 0, e.getMessage());
        }
    }

    /** Reads sums until each cage of {@code order} has one, checking each against its cage's size. */
    private static Map<Character, SumToken> sums(VariantReader.Lines lines, List<Character> order, int lineAfterMap) {
        Map<Character, SumToken> sums = new LinkedHashMap<>();
        int next = 0;
        while (sums.size() < order.size()) {
            if (!lines.skipBlank()) {
                char missing = firstWithout(order, sums);
                throw new FormatException(
                        lineAfterMap,
                        0,
                        "cage " + missing + " has no sum (A=12, or the sums in" + " the order the cages first appear)");
            }
            int number = lines.number();
            String line = lines.take();
            for (SumToken token : SumToken.split(line, number)) {
                char label;
                if (token.label().isPresent()) {
                    label = token.label().get();
                    if (!order.contains(label)) {
                        throw token.error("there is no cage " + label + " in the cage map");
                    }
                    if (sums.containsKey(label)) {
                        throw token.error("cage " + label + " has two sums");
                    }
                } else {
                    while (next < order.size() && sums.containsKey(order.get(next))) {
                        next++;
                    }
                    if (next == order.size()) {
                        throw token.error("more sums than the " + order.size() + " cages");
                    }
                    label = order.get(next);
                }
                sums.put(label, token);
            }
        }
        return sums;
    }

    private static char firstWithout(List<Character> order, Map<Character, SumToken> sums) {
        for (char label : order) {
            if (!sums.containsKey(label)) {
                return label;
            }
        }
        throw new IllegalStateException("every cage has its sum");
    }
}
