package dev.sudoku.core.solve;

import dev.sudoku.core.Grid;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One line of a golden file {@code puzzle:count:solution}. Parsed here by hand, not by the format
 * package, so the solver tests do not depend on the reader they would otherwise share a bug with.
 */
record Golden(int line, Grid puzzle, long count, Optional<Grid> solution) {

    static List<Golden> load(String resource) {
        List<Golden> cases = new ArrayList<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(
                Objects.requireNonNull(Golden.class.getResourceAsStream(resource), resource),
                StandardCharsets.UTF_8))) {
            String text;
            int line = 0;
            while ((text = in.readLine()) != null) {
                line++;
                if (text.isBlank() || text.startsWith("#")) {
                    continue;
                }
                String[] fields = text.split(":", -1);
                Optional<Grid> solution = fields[2].isEmpty() ? Optional.empty() : Optional.of(digits(fields[2]));
                cases.add(new Golden(line, digits(fields[0]), Long.parseLong(fields[1]), solution));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return cases;
    }

    /** An 81-character line, '.' or '0' for empty. */
    static Grid digits(String text) {
        int[] values = new int[text.length()];
        for (int i = 0; i < values.length; i++) {
            char c = text.charAt(i);
            values[i] = c == '.' ? 0 : c - '0';
        }
        return Grid.of(values);
    }

    @Override
    public String toString() {
        return "line " + line + " (" + count + " solutions)";
    }
}
