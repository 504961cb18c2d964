package dev.sudoku.cli;

import java.util.ArrayList;
import java.util.List;

/**
 * IN and OUT of a {@code sudoku batch} job, from its words after the job and its {@code -o/--output}. OUT
 * may be written either way, as the last word ({@code batch rate in.txt out.jsonl}) or with {@code -o} as
 * {@code print} takes it ({@code batch rate -o out.jsonl in.txt}); naming it both ways is refused rather
 * than one of them silently winning.
 *
 * @param input the input, or null for {@code generate}, which reads none
 * @param output the output file, directory (with {@code --by-level}) or {@code -} for standard output
 */
record BatchFiles(String input, String output) {

    static BatchFiles of(String job, List<String> words, String outputOption) {
        boolean generate = job.equals("generate");
        int inputs = generate ? 0 : 1;
        if (outputOption != null && words.size() == inputs + 1) {
            throw new UsageException(
                    "OUT is named twice, as -o " + outputOption + " and as " + words.get(inputs) + ": give one");
        }
        List<String> all = new ArrayList<>(words);
        if (outputOption != null) {
            all.add(outputOption);
        }
        if (all.size() != inputs + 1) {
            throw new UsageException(
                    generate
                            ? "generate takes OUT only, or -o OUT (and --count, --seed, --level)"
                            : job + " takes IN and OUT, or IN -o OUT");
        }
        return new BatchFiles(generate ? null : all.get(0), all.get(inputs));
    }
}
