package dev.sudoku.api;

import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.core.rules.BarMap;
import dev.sudoku.core.rules.CageMap;
import dev.sudoku.core.rules.ParityMap;
import dev.sudoku.core.rules.RegionMap;
import dev.sudoku.core.rules.RuleSet;

/**
 * The fields that carry a variant puzzle's rules beyond its givens, written the same way by {@code solve
 * --variant} and {@code generate --variant}: a jigsaw's regions, odd/even marks, killer cages and sums,
 * consecutive bars; each null when the rules have none.
 */
final class RuleFields {
    private RuleFields() {}

    static Report.Builder of(Report.Builder report, RuleSet rules) {
        return report.with(Field.REGIONS, rules.regionMap().map(RegionMap::line).orElse(null))
                .with(Field.MARKS, rules.parity().map(ParityMap::marks).orElse(null))
                .with(Field.CAGES, rules.cages().map(CageMap::line).orElse(null))
                .with(Field.SUMS, rules.cages().map(CageMap::sums).orElse(null))
                .with(Field.BARS, rules.bars().map(BarMap::codes).orElse(null));
    }
}
