package dev.sudoku.fuzz;

import com.code_intelligence.jazzer.api.FuzzedDataProvider;
import com.code_intelligence.jazzer.junit.FuzzTest;
import dev.sudoku.core.format.ReadOptions;

/**
 * The reader's format detection on arbitrary text: whatever comes in, reading ends in puzzles and
 * malformed entries that say where, never in an exception. The per-format targets reach deeper; this one
 * finds what nobody thought of writing.
 */
class ReaderAutoDetectionFuzzTest {
    @FuzzTest(maxDuration = "10s")
    void any_text_reads_as_puzzles_or_malformed_entries_naming_their_line(FuzzedDataProvider data) {
        // Options first: the provider takes numbers from the end of the data and the text from what is left.
        ReadOptions options = FuzzOptions.readOptions(data);
        EntryChecks.readAndCheck(data.consumeRemainingAsString(), options);
    }
}
