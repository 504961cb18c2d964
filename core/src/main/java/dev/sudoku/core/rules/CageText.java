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

    /**
     * The lines of sums after a cage map: its labels counted, lines are taken while they look like sums (a
     * first word {@code A=12} or a number, or a line starting {@code sums:}) until there are as many sums as
     * cages. Nothing else is checked here: {@link #read} names what is wrong.
     */
    static SumLines takeSums(VariantReader.Lines lines, Block map) {
        long cages = map.text().stream()
                .flatMapToInt(String::chars)
                .filter(c -> !Symbols.layout((char) c) && c != '.')
                .distinct()
                .count();
        List<String> taken = new ArrayList<>();
        int count = 0;
        int first = lines.number();
        while (count < cages && lines.skipBlank() && looksLikeSums(lines.peek())) {
            if (taken.isEmpty()) {
                first = lines.number();
            }
            String line = unlabelled(lines.take());
            taken.add(line);
            count += line.strip().isEmpty() ? 0 : line.strip().split("[\\s,]+").length;
        }
        return new SumLines(taken, first, map.firstLine() + map.text().size() - 1);
    }

    /**
     * The sums of a killer puzzle as written, the first of them on line {@code firstLine}.
     *
     * @param afterLine the line they follow (the cage map's last), to name when they are missing
     */
    record SumLines(List<String> text, int firstLine, int afterLine) {}

    /** The cage map and its sums, the map's block being {@code map}. */
    static CageMap read(Block map, SumLines sumLines) {
        int size = map.side();
        List<Symbol> symbols = Symbols.read(map.text(), map.firstLine(), size * size, "the cage map");
        Map<Character, List<Integer>> cells = new LinkedHashMap<>();
        int[] owner = new int[size * size];
        java.util.Arrays.fill(owner, -1);
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
            owner[cell] = symbol.text();
        }
        List<Character> order = new ArrayList<>(cells.keySet());
        Map<Character, SumToken> sums = sums(sumLines, order);
        List<Cage> cages = new ArrayList<>();
        for (char label : order) {
            SumToken sum = sums.get(label);
            List<Integer> of = cells.get(label);
            Cage cage = new Cage(
                    label, sum.sum(), of.stream().mapToInt(Integer::intValue).toArray());
            String badSum = sumProblem(cage, size);
            // A cage in pieces is a fault of the map: named at the cell cut off, with the sum's fault too. The
            // walk holds at most N cells, so a cage of more is refused by its size first.
            int cut = of.size() > size ? -1 : RegionChecks.firstUnreached(size, owner, label, of.get(0));
            if (cut >= 0) {
                Symbol at = symbols.get(cut);
                throw new FormatException(
                        at.line(),
                        at.column(),
                        "cage " + label + " is not in one piece: " + name(cut, size) + " does not touch "
                                + name(of.get(0), size) + "'s part" + (badSum == null ? "" : "; and " + badSum));
            }
            if (badSum != null) {
                throw sum.error(badSum);
            }
            cages.add(cage);
        }
        try {
            return new CageMap(size, cages);
        } catch (IllegalArgumentException e) {
            throw new FormatException(map.firstLine(), 0, e.getMessage());
        }
    }

    /** Why the cage's sum cannot be, or null when distinct digits can make it. */
    private static String sumProblem(Cage cage, int size) {
        try {
            CageMap.requireReachableSum(cage, size);
            return null;
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
    }

    /** Reads sums until each cage of {@code order} has one, checking each against its cage's size. */
    private static Map<Character, SumToken> sums(SumLines lines, List<Character> order) {
        Map<Character, SumToken> sums = new LinkedHashMap<>();
        int next = 0;
        for (int i = 0; i < lines.text().size(); i++) {
            for (SumToken token : SumToken.split(lines.text().get(i), lines.firstLine() + i)) {
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
        if (sums.size() < order.size()) {
            char missing = firstWithout(order, sums);
            int last = lines.text().isEmpty()
                    ? lines.afterLine()
                    : lines.firstLine() + lines.text().size() - 1;
            throw new FormatException(
                    last,
                    0,
                    (lines.text().isEmpty() ? "no sums follow the cage map: " : "")
                            + "cage " + missing + " has no sum (A=12, or the sums in the order the cages first"
                            + " appear)");
        }
        return sums;
    }

    /** Whether {@code line} is a line of sums: its first word a sum, or {@code sums:} before them. */
    private static boolean looksLikeSums(String line) {
        String first = unlabelled(line).strip().split("[\\s,]+")[0];
        return first.matches("([A-Za-z0-9]=)?[0-9]{1,4}")
                || line.strip().toLowerCase(java.util.Locale.ROOT).startsWith("sums:");
    }

    /** {@code line} without the {@code sums:} the grid format writes before them (spaces keep the columns). */
    private static String unlabelled(String line) {
        int at = line.indexOf(':');
        return at >= 0 && line.substring(0, at).strip().equalsIgnoreCase("sums")
                ? " ".repeat(at + 1) + line.substring(at + 1)
                : line;
    }

    private static String name(int cell, int size) {
        return "r" + (cell / size + 1) + "c" + (cell % size + 1);
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
