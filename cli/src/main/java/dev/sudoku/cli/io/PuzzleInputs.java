package dev.sudoku.cli.io;

import dev.sudoku.api.json.InputReader;
import dev.sudoku.core.format.Entry;
import dev.sudoku.core.format.ReadOptions;
import java.io.BufferedReader;
import java.util.Iterator;
import java.util.List;

/**
 * The classic entries of several sources one after the other ({@link SourceInputs}), in every format a
 * command writes (puzzle text or JSON Lines, told apart per source).
 */
public final class PuzzleInputs implements EntrySource<InputItem> {
    private final SourceInputs<Entry> inputs;

    public PuzzleInputs(List<Source> sources, ReadOptions options, Streams streams) {
        InputReader reader = new InputReader(options);
        this.inputs = new SourceInputs<>(
                sources,
                new SourceInputs.Reading<>() {
                    @Override
                    public Iterator<Entry> entries(BufferedReader text) {
                        return reader.entries(text);
                    }

                    @Override
                    public int line(Entry entry) {
                        return entry.line();
                    }

                    @Override
                    public Entry unreadable(String why) {
                        return new Entry.Malformed(0, 0, why);
                    }
                },
                streams);
    }

    @Override
    public boolean hasNext() {
        return inputs.hasNext();
    }

    @Override
    public InputItem next() {
        SourceInputs.Item<Entry> item = inputs.next();
        Entry entry = item.entry();
        if (!item.unreadable() && entry instanceof Entry.Malformed whole && whole.line() == 0) {
            // The reader could read none of it (binary data): named as a source that cannot be read is.
            entry = new Entry.Malformed(0, 0, "cannot read " + item.source().inWords() + ": " + whole.message());
        }
        return new InputItem(item.origin(), entry);
    }

    @Override
    public List<Source> emptySources() {
        return inputs.emptySources();
    }

    @Override
    public void close() {
        inputs.close();
    }
}
