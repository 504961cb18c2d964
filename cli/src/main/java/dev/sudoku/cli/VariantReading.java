package dev.sudoku.cli;

import dev.sudoku.api.json.VariantEntries;
import dev.sudoku.cli.io.SourceInputs;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.core.rules.VariantEntry;
import java.io.BufferedReader;
import java.util.Iterator;
import java.util.Set;

/**
 * How every {@code --variant} command reads its sources: entries as their lines come (a jigsaw entry is two
 * grids), never the source whole, and a source that cannot be read as one malformed entry saying why.
 */
final class VariantReading implements SourceInputs.Reading<VariantEntry> {
    private final VariantEntries reader;

    VariantReading(Set<Variant> variants) {
        this.reader = new VariantEntries(variants);
    }

    @Override
    public Iterator<VariantEntry> entries(BufferedReader text) {
        return reader.entries(text.lines().iterator());
    }

    @Override
    public int line(VariantEntry entry) {
        return entry.line();
    }

    @Override
    public VariantEntry unreadable(String why) {
        return new VariantEntry.Malformed(0, 0, 0, why);
    }
}
