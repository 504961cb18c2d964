package dev.sudoku.bench.bank;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.sudoku.api.TimeLimit;
import dev.sudoku.core.Grid;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.logic.rating.LevelScale;
import dev.sudoku.store.Bank;
import dev.sudoku.store.BankLocation;
import dev.sudoku.store.Origin;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The import rows and the bank's growth on real SQLite banks: counted, never timed. */
class ImportAndGrowTest {
    private static final Optional<TimeLimit> LIMIT = Optional.of(TimeLimit.ofSeconds(60));
    /** Lines 1 and 1000 of the 17-clue list, and the first again: a duplicate. */
    private static final List<Grid> PUZZLES = List.of(
            PuzzleReader.parse(".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7..."),
            PuzzleReader.parse(".................1..2.34...............1.5.6...78..2.......94.8.5.......16..7...."),
            PuzzleReader.parse(".................1.....2.3......3.2...1.4......5....6..3......4.7..8...962...7..."));
    /** Two solutions: rated by nobody. */
    private static final Grid MULTIPLE =
            PuzzleReader.parse("8.........59.......76..........2.597...5.3168......432...671945...938216...452783");

    @Test
    void the_reference_rates_every_puzzle_and_the_import_stores_each_once(@TempDir Path dir) {
        List<Grid> puzzles = new java.util.ArrayList<>(PUZZLES);
        puzzles.add(MULTIPLE);
        try (Bank bank = Bank.open(new BankLocation.SqliteFile(dir.resolve("bank.db")))) {
            List<ImportRow> rows = new ImportBench(2, LevelScale.DEFAULT, LIMIT)
                    .run(
                            "list.txt",
                            puzzles,
                            List.of(ImportBench.Target.rateOnly(), ImportBench.Target.bank("SQLite", bank.puzzles())));

            assertThat(rows).extracting(ImportRow::row).containsExactly("rate", "import");
            ImportRow rate = rows.get(0);
            ImportRow stored = rows.get(1);
            assertThat(List.of(rate.done(), rate.duplicates(), rate.refused())).containsExactly(3, 0, 1);
            assertThat(List.of(stored.done(), stored.duplicates(), stored.refused()))
                    .containsExactly(2, 1, 1);
            assertThat(stored.seconds()).isPositive();
            assertThat(bank.puzzles().stats().total()).isEqualTo(2);
        }
    }

    @Test
    void a_bank_grows_by_variants_to_the_size_and_growing_it_again_stores_nothing(@TempDir Path dir) {
        BankBuilder builder = new BankBuilder(2, LevelScale.DEFAULT, LIMIT, 1);
        try (Bank bank = Bank.open(new BankLocation.SqliteFile(dir.resolve("bank.db")))) {
            BankBuild first = builder.grow(bank.puzzles(), "list.txt", PUZZLES.subList(0, 2), 7);

            assertThat(first.before()).isZero();
            assertThat(first.after()).isEqualTo(7);
            assertThat(first.steps())
                    .extracting(BankBuild.Step::source)
                    .containsExactly("list.txt", "list.txt+1", "list.txt+2", "list.txt+3");
            assertThat(first.steps().get(0).stored()).isEqualTo(2);

            BankBuild again = builder.grow(bank.puzzles(), "list.txt", PUZZLES.subList(0, 2), 7);

            assertThat(again.steps()).isEmpty();
            assertThat(again.after()).isEqualTo(first.after());
        }
    }

    @Test
    void a_size_the_chains_cannot_reach_is_an_error_naming_what_the_bank_holds(@TempDir Path dir) {
        BankBuilder builder = new BankBuilder(1, LevelScale.DEFAULT, LIMIT, 1);
        try (Bank bank = Bank.open(new BankLocation.SqliteFile(dir.resolve("bank.db")))) {
            assertThatThrownBy(() -> builder.grow(bank.puzzles(), "one.txt", PUZZLES.subList(0, 1), 100))
                    .isInstanceOf(IllegalStateException.class)
                    .hasMessageContaining("holds 64");
        }
    }

    /** A puzzle whose rating takes far longer than a 17-clue puzzle's. */
    private static final Grid SLOW =
            PuzzleReader.parse("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");

    @Test
    void a_bank_grown_on_several_threads_numbers_its_puzzles_in_the_order_of_the_list_and_of_each_round(
            @TempDir Path dir) {
        // The slow puzzle first: threads that store as they finish rating would number the quick ones before it.
        List<Grid> list = List.of(SLOW, PUZZLES.get(0), PUZZLES.get(1));
        BankBuilder builder = new BankBuilder(2, LevelScale.DEFAULT, LIMIT, 1);
        try (Bank bank = Bank.open(new BankLocation.SqliteFile(dir.resolve("bank.db")))) {
            BankBuild grown = builder.grow(bank.puzzles(), "list.txt", list, 8);

            List<String> byId = new ArrayList<>();
            bank.puzzles()
                    .export(
                            Optional.empty(),
                            Optional.empty(),
                            stored -> byId.add(order(stored.puzzle().origin())));

            assertThat(byId)
                    .as("round and line of each puzzle, by id")
                    .isSortedAccordingTo(Comparator.naturalOrder())
                    .startsWith("0:1", "0:2", "0:3", "1:1");
            assertThat(grown.after()).isEqualTo(8);
        }
    }

    @Test
    void the_import_row_on_several_threads_numbers_its_puzzles_in_the_order_of_the_list(@TempDir Path dir) {
        // The slow puzzle first: threads that store as they finish rating would number the quick ones before it.
        List<Grid> list = List.of(SLOW, PUZZLES.get(0), PUZZLES.get(1));
        try (Bank bank = Bank.open(new BankLocation.SqliteFile(dir.resolve("bank.db")))) {
            new ImportBench(2, LevelScale.DEFAULT, LIMIT)
                    .run("list.txt", list, List.of(ImportBench.Target.bank("SQLite", bank.puzzles())));

            List<Integer> byId = new ArrayList<>();
            bank.puzzles()
                    .export(
                            Optional.empty(),
                            Optional.empty(),
                            stored -> byId.add(stored.puzzle().origin().line().orElseThrow()));

            assertThat(byId).as("line of each puzzle, by id").containsExactly(1, 2, 3);
        }
    }

    /** "round:line" of a stored puzzle: round 0 the list's own, round n its variants with n more givens. */
    private static String order(Origin origin) {
        String source = origin.source();
        int plus = source.lastIndexOf('+');
        String round = plus < 0 ? "0" : source.substring(plus + 1);
        return round + ":" + origin.line().orElseThrow();
    }
}
