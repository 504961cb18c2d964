package dev.sudoku.web;

import dev.sudoku.api.settings.Refusal;
import dev.sudoku.api.settings.VariantSettings;
import dev.sudoku.core.rules.Variant;
import dev.sudoku.core.rules.VariantEntry;
import dev.sudoku.core.rules.VariantPuzzle;
import dev.sudoku.core.rules.VariantReader;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A variant request's {@code variant} (the words of {@code --variant}, comma-separated) and its puzzle: the
 * {@code puzzle} field in any text the variant reader accepts (a jigsaw's givens may carry their region
 * map), with {@code regions} (a jigsaw's region map) and {@code marks} (odd/even marks) as fields of their
 * own when the puzzle text does not hold them. The fields are read as one text in that order, so an error
 * is reported in the field and at the line and column where it is.
 */
final class VariantInput {
    /** The fields read after {@code puzzle}, in the reader's order. */
    private static final List<String> PARTS = List.of("puzzle", "regions", "marks");

    private VariantInput() {}

    /** The variants named by the {@code variant} field; 400 naming the unknown word or those that exclude each other. */
    static Set<Variant> variants(ApiRequest request) {
        String text = request.requiredString("variant");
        Set<Variant> variants = EnumSet.noneOf(Variant.class);
        for (String word : text.split(",", -1)) {
            try {
                variants.add(Variant.parse(word));
            } catch (IllegalArgumentException e) {
                throw Choices.refused("variant", Choices.listed(Choices.VARIANTS) + Choices.VARIANT_COMBINATIONS, word);
            }
        }
        try {
            VariantSettings.requireCombinable(variants, text);
        } catch (Refusal refusal) {
            throw Choices.refused("variant", refusal);
        }
        return variants;
    }

    /** The request's one puzzle; 400 naming the field, line and column when it does not read. */
    static VariantPuzzle read(ApiRequest request, Set<Variant> variants, int maxSize) {
        StringBuilder text = new StringBuilder();
        List<Part> parts = new ArrayList<>();
        int line = 1;
        for (String field : PARTS) {
            Optional<String> value =
                    field.equals("puzzle") ? Optional.of(request.requiredString(field)) : request.string(field);
            if (value.isEmpty()) {
                continue;
            }
            // A blank line between the fields: the reader separates a puzzle's blocks by it.
            List<String> lines = value.get().lines().toList();
            parts.add(new Part(field, line));
            lines.forEach(l -> text.append(l).append('\n'));
            text.append('\n');
            line += Math.max(lines.size(), 1) + 1;
        }
        List<VariantEntry> entries = new VariantReader(variants).read(text.toString());
        if (entries.size() != 1) {
            throw ApiProblem.badRequest(
                    "puzzle",
                    entries.isEmpty()
                            ? "'puzzle' holds no puzzle"
                            : "'puzzle' holds " + entries.size() + " puzzles; a request solves one");
        }
        if (entries.get(0) instanceof VariantEntry.Malformed bad) {
            Part part = partOf(parts, bad.errorLine());
            int local = bad.errorLine() - part.firstLine() + 1;
            throw ApiProblem.badRequest(
                    part.field(),
                    "'" + part.field() + "', line " + local + (bad.column() > 0 ? ", column " + bad.column() : "")
                            + ": " + bad.message());
        }
        VariantPuzzle puzzle = ((VariantEntry.Puzzle) entries.get(0)).puzzle();
        PuzzleInput.checkSize("puzzle", puzzle.rules().digits(), maxSize);
        return puzzle;
    }

    /** The field holding a line of the joined text (a line past every field is the last one's). */
    private static Part partOf(List<Part> parts, int line) {
        Part found = parts.get(0);
        for (Part part : parts) {
            if (line >= part.firstLine()) {
                found = part;
            }
        }
        return found;
    }

    /** A field's lines in the joined text. */
    private record Part(String field, int firstLine) {}
}
