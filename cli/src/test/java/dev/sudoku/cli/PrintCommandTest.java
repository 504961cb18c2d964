package dev.sudoku.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.apache.pdfbox.Loader;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.apache.pdfbox.text.PDFTextStripper;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PrintCommandTest {
    /** SE rating spec, worked example 9.1: rated 4.2/1.2/1.2 by Sudoku Explainer (Difficult). */
    private static final String SE_EXAMPLE =
            "2...1...7.8.....5.4.7.8.6.........89......1.69.....4...2...87.....6....1.1597.24.";

    @TempDir
    Path dir;

    @Test
    void a_puzzle_file_becomes_a_booklet_with_its_level_and_solution() throws Exception {
        Path puzzles = write("one.txt", SE_EXAMPLE + "\n");
        Path pdf = dir.resolve("book.pdf");
        CommandRun run = CommandRun.of("print", puzzles.toString(), "--layout", "booklet", "--output", pdf.toString());
        assertThat(run.exitCode()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(run.out().strip()).isEqualTo(pdf + ": 1 puzzle, 2 pages");
        List<String> pages = pages(pdf);
        assertThat(pages).hasSize(2);
        assertThat(pages.get(0)).contains("No. 1 Difficult");
        assertThat(pages.get(1)).contains("Solutions").contains("No. 1");
    }

    @Test
    void json_lines_from_generate_are_printed_with_their_own_level() throws Exception {
        CommandRun generated =
                CommandRun.of("generate", "--level", "easy", "--count", "7", "--seed", "8", "--format", "json");
        assertThat(generated.exitCode()).isZero();
        // The level printed is the one in the line, not a new rating: mark one puzzle Extreme to show it.
        List<String> lines = new ArrayList<>(generated.lines());
        ObjectNode marked = (ObjectNode) Json.MAPPER.readTree(lines.get(6));
        marked.put("level", "Extreme");
        lines.set(6, Json.MAPPER.writeValueAsString(marked));
        Path pdf = dir.resolve("json.pdf");
        CommandRun run = CommandRun.of(
                "print", write("easy.jsonl", String.join("\n", lines) + "\n").toString(), "-o", pdf.toString());
        assertThat(run.exitCode()).isZero();
        List<String> pages = pages(pdf);
        assertThat(pages).hasSize(2 + 1);
        for (int i = 1; i <= 6; i++) {
            assertThat(pages.get(0)).contains("No. " + i + " Easy");
        }
        assertThat(pages.get(1)).contains("No. 7 Extreme");
        // Page text runs across the three solutions of a row of slots: No. 1's first row comes first.
        JsonNode first = Json.MAPPER.readTree(lines.get(0));
        assertThat(pages.get(2).replaceAll("\\s+", ""))
                .startsWith(
                        "SolutionsNo.1No.2No.3" + first.get("solution").asText().substring(0, 9));
    }

    @Test
    void bad_entries_are_named_with_their_line_and_the_rest_is_printed() throws Exception {
        Path pdf = dir.resolve("mixed.pdf");
        CommandRun run = CommandRun.of("print", SolveCommandTest.fixture("mixed.txt"), "-o", pdf.toString());
        assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILURE);
        List<String> errors = run.err().lines().toList();
        assertThat(errors).hasSize(4);
        assertThat(errors.get(0)).contains("mixed.txt, line 3: ").endsWith("; left out");
        assertThat(errors.get(1)).contains("mixed.txt, line 4: more than one solution; left out");
        assertThat(errors.get(2)).contains("mixed.txt, line 7: no solution; left out");
        assertThat(errors.get(3)).contains("mixed.txt, line 8: ").contains("r1c1");
        assertThat(run.out().strip()).isEqualTo(pdf + ": 3 puzzles, 2 pages; 4 left out");
        String firstPage = pages(pdf).get(0);
        assertThat(firstPage)
                .contains("No. 1")
                .contains("No. 2")
                .contains("No. 3")
                .doesNotContain("No. 4");
    }

    @Test
    void bad_json_lines_are_named_with_their_line() throws Exception {
        String good = "{\"puzzle\":\"" + SE_EXAMPLE + "\",\"level\":\"Difficult\"}";
        Path input = write(
                "bad.jsonl",
                String.join(
                        "\n",
                        good,
                        "{\"puzzle\": 42}",
                        "{not json",
                        "{\"puzzle\":\"" + SE_EXAMPLE + "\",\"level\":\"Hard\"}",
                        "{\"puzzle\":\"" + SE_EXAMPLE.replace('.', 'x').substring(0, 80) + "\"}"));
        CommandRun run = CommandRun.of(
                "print", input.toString(), "-o", dir.resolve("b.pdf").toString());
        assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILURE);
        List<String> errors = run.err().lines().toList();
        assertThat(errors).hasSize(4);
        assertThat(errors.get(0))
                .contains("bad.jsonl, line 2, field puzzle: must be a string of cells, not a number (42)");
        assertThat(errors.get(1)).contains("bad.jsonl, line 3: not valid JSON");
        assertThat(errors.get(2)).contains("bad.jsonl, line 4: unknown level 'Hard'");
        assertThat(errors.get(3)).contains("bad.jsonl, line 5, field puzzle");
        assertThat(run.out()).contains(": 1 puzzle, 2 pages; 4 left out");
    }

    @Test
    void empty_input_is_an_error_and_writes_no_pdf() throws Exception {
        Path pdf = dir.resolve("empty.pdf");
        CommandRun run =
                CommandRun.of("print", write("empty.txt", "# nothing here\n\n").toString(), "-o", pdf.toString());
        assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILURE);
        assertThat(run.err()).contains("no puzzle to print in the input").contains("was not written");
        assertThat(pdf).doesNotExist();
    }

    @Test
    void an_existing_pdf_is_kept_when_nothing_can_be_printed() throws Exception {
        Path pdf = write("old.pdf", "an earlier booklet");
        CommandRun run = CommandRun.of("print", write("bad.txt", "12345\n").toString(), "-o", pdf.toString());
        assertThat(run.exitCode()).isEqualTo(ExitCodes.FAILURE);
        assertThat(run.err()).contains("every entry was left out");
        assertThat(Files.readString(pdf)).isEqualTo("an earlier booklet");
    }

    @Test
    void two_runs_write_the_same_bytes() throws Exception {
        Path puzzles = write("p.txt", SE_EXAMPLE + "\n" + SE_EXAMPLE + "\n");
        Path a = dir.resolve("a.pdf");
        Path b = dir.resolve("b.pdf");
        String[] options = {"--title", "Weekly", "--source", "Example Press", "--show-rating", "--paper", "letter"};
        assertThat(CommandRun.of(concat(new String[] {"print", puzzles.toString(), "-o", a.toString()}, options))
                        .exitCode())
                .isZero();
        assertThat(CommandRun.of(concat(new String[] {"print", puzzles.toString(), "-o", b.toString()}, options))
                        .exitCode())
                .isZero();
        assertThat(Files.readAllBytes(b)).isEqualTo(Files.readAllBytes(a));
        try (PDDocument document = Loader.loadPDF(a.toFile())) {
            assertThat(document.getPage(0).getMediaBox().getWidth()).isEqualTo(612f);
            assertThat(document.getDocumentInformation().getTitle()).isEqualTo("Weekly");
            assertThat(document.getDocumentInformation().getCreationDate()).isNull();
        }
        for (String page : pages(a)) {
            assertThat(page).contains("Weekly").contains("Example Press");
        }
        assertThat(pages(a).get(0)).contains("Difficult (ER 4.2)");
    }

    @Test
    void repeated_puzzles_are_named_on_standard_error_and_still_printed() throws Exception {
        // The SE example, then the same transposed: the same puzzle up to symmetry.
        StringBuilder transposed = new StringBuilder();
        for (int cell = 0; cell < 81; cell++) {
            transposed.append(SE_EXAMPLE.charAt(cell % 9 * 9 + cell / 9));
        }
        Path puzzles = write("twice.txt", SE_EXAMPLE + "\n" + SE_EXAMPLE + "\n" + transposed + "\n");
        Path pdf = dir.resolve("twice.pdf");
        CommandRun run = CommandRun.of("print", puzzles.toString(), "-o", pdf.toString());
        assertThat(run.exitCode()).isZero();
        assertThat(run.out().strip()).isEqualTo(pdf + ": 3 puzzles, 2 pages");
        assertThat(run.err().lines())
                .containsExactly(
                        "sudoku: " + puzzles + ", line 2: No. 2 is the same puzzle as No. 1 (" + puzzles
                                + ", line 1); printed all the same",
                        "sudoku: " + puzzles + ", line 3: No. 3 is the same puzzle up to symmetry as No. 1 (" + puzzles
                                + ", line 1); printed all the same");
    }

    @Test
    void print_symbols_draws_a_default_symbol_sixteen_by_sixteen_in_hex() throws Exception {
        // At Easy: any 16x16 puzzle will do, made in 0.5 s, where the default level took 11 s for this seed.
        CommandRun generated =
                CommandRun.of("generate", "--size", "16", "--seed", "2", "--level", "easy", "--format", "json");
        assertThat(generated.exitCode()).isZero();
        Path pdf = dir.resolve("hex.pdf");
        CommandRun run = CommandRun.withInput(generated.out(), "print", "--print-symbols", "hex", "-o", pdf.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        String solutions = pages(pdf).get(1).replaceAll("\\s+", "");
        assertThat(solutions).contains("0").doesNotContain("G");
    }

    @Test
    void usage_errors_exit_with_two() throws Exception {
        Path puzzles = write("p.txt", SE_EXAMPLE + "\n");
        String pdf = dir.resolve("x.pdf").toString();
        CommandRun layout = CommandRun.of("print", puzzles.toString(), "--layout", "poster", "-o", pdf);
        assertThat(layout.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(layout.err()).contains("--layout").isEqualTo("sudoku: --layout must be booklet, not 'poster'\n");
        assertThat(CommandRun.of("print", puzzles.toString()).err()).contains("--output");
        CommandRun empty = CommandRun.of("print", puzzles.toString(), "-o", "");
        assertThat(empty.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(empty.err()).startsWith("sudoku: --output: no file named");
        assertThat(CommandRun.of("print", puzzles.toString(), "--paper", "a3", "-o", pdf)
                        .exitCode())
                .isEqualTo(ExitCodes.USAGE);
        CommandRun overInput = CommandRun.of("print", puzzles.toString(), "-o", puzzles.toString());
        assertThat(overInput.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(overInput.err()).contains("is also the input file");
        assertThat(Files.readString(puzzles)).isEqualTo(SE_EXAMPLE + "\n");
        CommandRun noDirectory = CommandRun.of(
                "print", puzzles.toString(), "-o", dir.resolve("no/such/x.pdf").toString());
        assertThat(noDirectory.exitCode()).isEqualTo(ExitCodes.USAGE);
        assertThat(Path.of(pdf)).doesNotExist();
    }

    @Test
    void variant_puzzles_are_printed_and_each_bad_entry_is_named_with_its_line() throws Exception {
        Path pdf = dir.resolve("jigsaw.pdf");
        CommandRun run = CommandRun.of(
                "print", "--variant", "jigsaw", SolveCommandTest.fixture("jigsaw.txt"), "-o", pdf.toString());
        assertThat(run.exitCode()).isEqualTo(1);
        assertThat(run.out().strip()).isEqualTo(pdf + ": 2 puzzles, 2 pages; 3 left out");
        assertThat(run.err().lines())
                .containsExactly(
                        "sudoku: " + SolveCommandTest.fixture("jigsaw.txt")
                                + ", line 6: more than one solution; left out",
                        "sudoku: " + SolveCommandTest.fixture("jigsaw.txt")
                                + ", line 25: region A has 10 cells, not 9; left out",
                        "sudoku: " + SolveCommandTest.fixture("jigsaw.txt")
                                + ", line 28: digit 6 appears twice in region A: r1c2 and r2c3; left out");
        List<String> pages = pages(pdf);
        assertThat(pages.get(0)).contains("No. 1 Jigsaw").contains("No. 2 Jigsaw");
        assertThat(pages.get(1)).contains("Solutions");
    }

    @Test
    void a_generated_samurai_prints_one_to_a_page() throws Exception {
        CommandRun generated = CommandRun.of("generate", "--variant", "samurai", "--count", "2", "--seed", "5");
        assertThat(generated.exitCode()).isZero();
        Path pdf = dir.resolve("samurai.pdf");
        CommandRun run =
                CommandRun.withInput(generated.out(), "print", "--variant", "samurai", "-", "-o", pdf.toString());
        assertThat(run.exitCode()).as(run.err()).isZero();
        assertThat(run.out().strip()).isEqualTo(pdf + ": 2 puzzles, 3 pages");
        List<String> pages = pages(pdf);
        assertThat(pages.get(0)).contains("No. 1 Samurai");
        assertThat(pages.get(1)).contains("No. 2 Samurai");
        assertThat(CommandRun.of("print", "--variant", "samurai", "--show-rating", "-", "-o", pdf.toString())
                        .exitCode())
                .isEqualTo(2);
    }

    private Path write(String name, String text) throws IOException {
        return Files.writeString(dir.resolve(name), text);
    }

    private static List<String> pages(Path pdf) throws IOException {
        List<String> texts = new ArrayList<>();
        try (PDDocument document = Loader.loadPDF(pdf.toFile())) {
            PDFTextStripper stripper = new PDFTextStripper();
            stripper.setSortByPosition(true);
            for (int page = 1; page <= document.getNumberOfPages(); page++) {
                stripper.setStartPage(page);
                stripper.setEndPage(page);
                texts.add(stripper.getText(document));
            }
        }
        return texts;
    }

    private static String[] concat(String[] head, String... tail) {
        String[] all = java.util.Arrays.copyOf(head, head.length + tail.length);
        System.arraycopy(tail, 0, all, head.length, tail.length);
        return all;
    }
}
