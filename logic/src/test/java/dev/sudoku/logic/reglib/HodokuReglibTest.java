package dev.sudoku.logic.reglib;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.logic.TechniqueId;
import dev.sudoku.testkit.Corpus;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * HoDoKu's regression library (1,112 one-line cases, each a position and what one technique must find
 * there, or must not) run against every technique the catalogues implement; see {@link ReglibRunner} for
 * how a case is judged. Prints a table per code and writes it to {@code target/reglib-report.txt}.
 * Every case of the library must run: a code whose ids have no technique in a catalogue (or in {@link
 * HodokuCodes#VARIANT_TECHNIQUES}) is listed in the report and fails the test.
 */
@Tag(Corpus.TAG)
class HodokuReglibTest {
    static final String FILE = "hodoku_reglib-1.3.txt";
    private static final int FAILURES_PER_CODE = 8;

    @Test
    void every_implemented_technique_passes_all_its_hodoku_library_cases() throws IOException {
        List<String> lines = Files.readAllLines(Corpus.file(FILE), StandardCharsets.UTF_8);
        ReglibRunner runner = new ReglibRunner();
        Map<String, List<ReglibRunner.Result>> byVariant = new LinkedHashMap<>();
        Map<String, Integer> notRun = new LinkedHashMap<>();
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).trim();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            ReglibCase testCase = ReglibCase.parse(i + 1, line);
            if (runner.implemented(testCase.variant())) {
                byVariant
                        .computeIfAbsent(testCase.variant(), k -> new ArrayList<>())
                        .add(runner.run(testCase));
            } else {
                notRun.merge(testCase.variant(), 1, Integer::sum);
            }
        }
        String report = report(byVariant, notRun, runner);
        System.out.println(report);
        Path out = Path.of(System.getProperty("basedir", "."), "target", "reglib-report.txt");
        Files.createDirectories(out.getParent());
        Files.writeString(out, report, StandardCharsets.UTF_8);

        List<Integer> failing = byVariant.values().stream()
                .flatMap(List::stream)
                .filter(r -> !r.passed())
                .map(r -> r.testCase().line())
                .toList();
        assertThat(byVariant).as("implemented codes with cases").isNotEmpty();
        // Every technique of the library is implemented: a case that is not run is a failure.
        assertThat(notRun)
                .as("library cases whose technique is missing; see " + out)
                .isEmpty();
        assertThat(failing)
                .as("failing cases of implemented techniques; see " + out)
                .isEmpty();
    }

    private static String report(
            Map<String, List<ReglibRunner.Result>> byVariant, Map<String, Integer> notRun, ReglibRunner runner) {
        StringBuilder out = new StringBuilder();
        int cases = 0;
        int passed = 0;
        for (List<ReglibRunner.Result> results : byVariant.values()) {
            cases += results.size();
            passed += (int) results.stream().filter(ReglibRunner.Result::passed).count();
        }
        int skipped = notRun.values().stream().mapToInt(Integer::intValue).sum();
        out.append("HoDoKu regression library ")
                .append(FILE)
                .append(": ")
                .append(passed)
                .append(" of ")
                .append(cases)
                .append(" cases of implemented techniques pass; ")
                .append(skipped)
                .append(" cases of techniques not implemented were not run\n\n");
        out.append(
                String.format("%-36s | %-7s | %-44s | %5s | %5s%n", "technique", "code", "our ids", "pass", "total"));
        out.append("-".repeat(36))
                .append("-+-")
                .append("-".repeat(7))
                .append("-+-")
                .append("-".repeat(44))
                .append("-+-------+------\n");
        Map<String, String> rows = new java.util.TreeMap<>();
        byVariant.forEach((variant, results) -> rows.put(variant, row(variant, results, runner)));
        notRun.forEach((variant, count) -> rows.put(variant, row(variant, count)));
        rows.values().forEach(out::append);
        out.append("\nFailing cases (at most ").append(FAILURES_PER_CODE).append(" per code):\n");
        boolean any = false;
        for (List<ReglibRunner.Result> results : byVariant.values()) {
            List<ReglibRunner.Result> failed =
                    results.stream().filter(r -> !r.passed()).toList();
            for (ReglibRunner.Result r : failed.subList(0, Math.min(FAILURES_PER_CODE, failed.size()))) {
                any = true;
                ReglibCase c = r.testCase();
                out.append("  line ")
                        .append(c.line())
                        .append(" ")
                        .append(c.variant())
                        .append(" [")
                        .append(c.digits().stream().map(String::valueOf).collect(Collectors.joining()))
                        .append("] expected ")
                        .append(c.failCase() ? "no step" : expected(c))
                        .append("; found: ")
                        .append(r.found())
                        .append('\n');
            }
            if (failed.size() > FAILURES_PER_CODE) {
                out.append("  ... ")
                        .append(failed.size() - FAILURES_PER_CODE)
                        .append(" more of ")
                        .append(failed.get(0).testCase().variant())
                        .append('\n');
            }
        }
        if (!any) {
            out.append("  none\n");
        }
        Set<TechniqueId> unmapped = EnumSet.allOf(TechniqueId.class);
        unmapped.removeAll(HodokuCodes.mappedIds());
        out.append("\nIds without a HoDoKu code: ").append(unmapped).append('\n');
        return out.toString();
    }

    private static String expected(ReglibCase c) {
        List<String> parts = new ArrayList<>();
        if (!c.eliminations().isEmpty()) {
            parts.add("eliminations " + ReglibRunner.Effect.names(c.eliminations()));
        }
        if (!c.placements().isEmpty()) {
            parts.add("placements "
                    + c.placements().stream().map(LibraryDigits::name).sorted().toList());
        }
        return String.join(", ", parts);
    }

    private static String row(String variant, List<ReglibRunner.Result> results, ReglibRunner runner) {
        HodokuCodes.Code code = HodokuCodes.forVariant(variant);
        String ids = code.ids().stream()
                .map(id -> runner.implementedIds().contains(id) || HodokuCodes.VARIANT_TECHNIQUES.containsKey(variant)
                        ? id.name()
                        : id.name() + "?")
                .collect(Collectors.joining(","));
        long pass = results.stream().filter(ReglibRunner.Result::passed).count();
        return String.format("%-36s | %-7s | %-44s | %5d | %5d%n", code.name(), variant, ids, pass, results.size());
    }

    private static String row(String variant, int count) {
        HodokuCodes.Code code = HodokuCodes.forVariant(variant);
        String ids = code.ids().isEmpty()
                ? "(none)"
                : code.ids().stream().map(TechniqueId::name).collect(Collectors.joining(",")) + " (not implemented)";
        return String.format("%-36s | %-7s | %-44s | %5s | %5d%n", code.name(), variant, ids, "-", count);
    }
}
