package dev.sudoku.logic.fish;

import java.util.List;

/**
 * A finned fish a Kraken fish can grow from, as a fish source yields it: one digit, k base houses, k cover
 * houses and the fins (base candidates in no cover set), each list ascending. No base candidate lies in two
 * base sets (Kraken fish take no endo fins), and every base set holds a covered candidate.
 *
 * @param kind null for a basic fish (rows against columns), else the Franken or Mutant kind of its houses
 */
record FinnedShape(int digit, List<Integer> bases, List<Integer> covers, List<Integer> fins, ComplexFish.Kind kind) {
    FinnedShape {
        bases = List.copyOf(bases);
        covers = List.copyOf(covers);
        fins = List.copyOf(fins);
        if (bases.size() != covers.size() || fins.isEmpty()) {
            throw new IllegalArgumentException("a finned fish has k base and k cover sets and fins");
        }
    }
}
