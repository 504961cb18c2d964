package dev.sudoku.store;

import static dev.sudoku.store.TestPuzzles.puzzle;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * What every bank must do, whatever database holds it. Each database's test class supplies empty locations;
 * the tests use the public API, and reach into the database only to check or tamper with the schema history.
 */
abstract class PuzzleRepositoryContract {
    static final Clock CLOCK = Clock.fixed(Instant.parse("2026-11-26T10:15:30.123456Z"), ZoneOffset.UTC);
    static final LocalDate DAY = LocalDate.of(2026, 11, 26);

    private final List<Bank> opened = new ArrayList<>();

    /** A location holding no bank yet: an absent file or an empty database. */
    protected abstract BankLocation freshLocation();

    Bank open(BankLocation location) {
        Bank bank = Bank.open(location, CLOCK);
        opened.add(bank);
        return bank;
    }

    @AfterEach
    void closeBanks() {
        opened.forEach(Bank::close);
    }

    @Test
    void an_empty_database_is_migrated_to_the_latest_schema() throws SQLException {
        Bank bank = open(freshLocation());

        assertThat(appliedVersions(bank.location())).containsExactly("1", "2");
        assertThat(bank.puzzles().stats().total()).isZero();
    }

    @Test
    void an_older_bank_is_migrated_and_keeps_its_puzzles() throws SQLException {
        BankLocation location = freshLocation();
        try (HikariDataSource pool = Pools.open(location)) {
            Migrations.configure(pool, location).target("1").load().migrate();
        }
        assertThat(appliedVersions(location)).containsExactly("1");

        Bank bank = open(location);
        bank.puzzles().insert(puzzle("a"));

        assertThat(appliedVersions(location)).containsExactly("1", "2");
        assertThat(bank.puzzles().daily(DAY, 9, "easy")).isPresent();
    }

    @Test
    void a_bank_written_by_a_newer_version_is_refused_and_left_untouched() throws SQLException {
        BankLocation location = freshLocation();
        open(location).close();
        recordMigration(location, "99");

        assertThatThrownBy(() -> open(location))
                .isInstanceOf(BankException.class)
                .hasMessage(location.describe() + " was written by a newer version of sudoku (schema 99; this one"
                        + " knows up to 2): upgrade sudoku to open it");
        assertThat(appliedVersions(location)).containsExactly("1", "2", "99");
    }

    @Test
    void a_bank_with_a_migration_between_known_ones_from_a_newer_version_is_refused() throws SQLException {
        BankLocation location = freshLocation();
        open(location).close();
        recordMigration(location, "1.5");

        assertThatThrownBy(() -> open(location))
                .isInstanceOf(BankException.class)
                .hasMessageContaining("(schema 1.5; this one knows up to 2)");
        assertThat(appliedVersions(location)).containsExactly("1", "2", "1.5");
    }

    /** Records a migration this build does not have, as a newer build would have. */
    private static void recordMigration(BankLocation location, String version) throws SQLException {
        execute(
                location,
                "INSERT INTO flyway_schema_history (installed_rank, version, description, type, script,"
                        + " checksum, installed_by, execution_time, success) VALUES (99, '" + version
                        + "', 'future', 'SQL',"
                        + " 'V" + version + "__future.sql', 0, 'test', 0, TRUE)");
    }

    @Test
    void insert_stores_a_new_puzzle_and_reports_an_equivalent_one_as_duplicate() {
        PuzzleRepository puzzles = open(freshLocation()).puzzles();

        InsertResult first = puzzles.insert(puzzle("abc"));
        InsertResult again = puzzles.insert(puzzle("abc", 9, "hard", 9.1));

        assertThat(first).isInstanceOf(InsertResult.Stored.class);
        assertThat(first.puzzle().puzzle()).isEqualTo(puzzle("abc"));
        assertThat(first.puzzle().addedAt()).isEqualTo(Instant.parse("2026-11-26T10:15:30.123Z"));
        assertThat(again).isEqualTo(new InsertResult.Duplicate(first.puzzle()));
        assertThat(puzzles.findByCanonical("abc")).contains(first.puzzle());
        assertThat(puzzles.existsCanonical("abc")).isTrue();
        assertThat(puzzles.existsCanonical("abd")).isFalse();
        assertThat(puzzles.findByCanonical("abd")).isEmpty();
    }

    @Test
    void a_stored_puzzle_is_there_when_the_bank_is_opened_again() {
        BankLocation location = freshLocation();
        Bank bank = open(location);
        StoredPuzzle stored = bank.puzzles().insert(puzzle("ab")).puzzle();
        StoredPuzzle generated = bank.puzzles().insert(puzzle("abc")).puzzle();
        bank.close();

        PuzzleRepository reopened = open(location).puzzles();

        assertThat(reopened.findByCanonical("ab")).contains(stored);
        assertThat(reopened.findByCanonical("abc")).contains(generated);
    }

    @Test
    void insert_all_answers_in_order_with_duplicates_from_the_bank_and_from_the_batch() {
        PuzzleRepository puzzles = open(freshLocation()).puzzles();
        StoredPuzzle before = puzzles.insert(puzzle("b")).puzzle();

        List<InsertResult> results =
                puzzles.insertAll(List.of(puzzle("a"), puzzle("b"), puzzle("c"), puzzle("a", 9, "hard", 8.0)));

        assertThat(results).extracting(InsertResult::stored).containsExactly(true, false, true, false);
        assertThat(results.get(1)).isEqualTo(new InsertResult.Duplicate(before));
        assertThat(results.get(3))
                .isEqualTo(new InsertResult.Duplicate(results.get(0).puzzle()));
        assertThat(results.get(2).puzzle().id())
                .isGreaterThan(results.get(0).puzzle().id());
        assertThat(puzzles.count(9, "easy")).isEqualTo(3);
    }

    @Test
    void concurrent_writers_on_two_banks_store_each_puzzle_exactly_once() throws Exception {
        BankLocation location = freshLocation();
        PuzzleRepository one = open(location).puzzles();
        PuzzleRepository two = open(location).puzzles();
        List<NewPuzzle> batch =
                IntStream.range(0, 30).mapToObj(i -> puzzle("p" + i)).collect(Collectors.toList());
        List<NewPuzzle> reversed = new ArrayList<>(batch);
        java.util.Collections.reverse(reversed);

        List<List<InsertResult>> results = Concurrently.run(List.of(
                () -> batch.stream().map(one::insert).collect(Collectors.toList()),
                () -> {
                    List<InsertResult> r = reversed.stream().map(two::insert).collect(Collectors.toList());
                    java.util.Collections.reverse(r);
                    return r;
                },
                () -> one.insertAll(batch),
                () -> two.insertAll(batch)));

        for (int i = 0; i < batch.size(); i++) {
            int index = i;
            List<InsertResult> forPuzzle =
                    results.stream().map(r -> r.get(index)).collect(Collectors.toList());
            assertThat(forPuzzle).filteredOn(InsertResult::stored).hasSize(1);
            assertThat(forPuzzle)
                    .extracting(r -> r.puzzle().id())
                    .containsOnly(forPuzzle.stream()
                            .filter(InsertResult::stored)
                            .findFirst()
                            .orElseThrow()
                            .puzzle()
                            .id());
        }
        assertThat(one.count(9, "easy")).isEqualTo(batch.size());
    }

    @Test
    void random_picks_only_the_asked_size_and_level_and_reaches_every_puzzle_of_it() {
        PuzzleRepository puzzles = open(freshLocation()).puzzles();
        Set<Long> easy = new HashSet<>();
        for (int i = 0; i < 12; i++) {
            StoredPuzzle p = puzzles.insert(puzzle("r" + i, 9, i % 3 == 0 ? "easy" : "hard", 2.0))
                    .puzzle();
            puzzles.insert(puzzle("s" + i, 4, "easy", 1.2));
            if (i % 3 == 0) {
                easy.add(p.id());
            }
        }
        Random random = new Random(20261126);

        Set<Long> drawn = new HashSet<>();
        for (int i = 0; i < 300; i++) {
            StoredPuzzle p = puzzles.random(9, "easy", random).orElseThrow();
            assertThat(p.puzzle().size()).isEqualTo(9);
            assertThat(p.puzzle().ratings().level()).isEqualTo("easy");
            drawn.add(p.id());
        }

        assertThat(drawn).isEqualTo(easy);
        assertThat(puzzles.random(9, "extreme", random)).isEmpty();
        assertThat(puzzles.random(6, "easy", random)).isEmpty();
    }

    @Test
    void the_daily_puzzle_stays_the_same_across_calls_banks_and_later_additions() {
        BankLocation location = freshLocation();
        PuzzleRepository puzzles = open(location).puzzles();
        for (int i = 0; i < 5; i++) {
            puzzles.insert(puzzle("d" + i, 9, "hard", 7.0));
        }
        List<LocalDate> week = DAY.datesUntil(DAY.plusDays(7)).collect(Collectors.toList());

        List<StoredPuzzle> chosen = week.stream()
                .map(day -> puzzles.daily(day, 9, "hard").orElseThrow())
                .collect(Collectors.toList());
        for (int i = 5; i < 40; i++) {
            puzzles.insert(puzzle("d" + i, 9, "hard", 7.0));
        }
        PuzzleRepository other = open(location).puzzles();

        assertThat(chosen).extracting(p -> p.puzzle().ratings().level()).containsOnly("hard");
        assertThat(chosen.stream().map(StoredPuzzle::id).distinct().count())
                .as("different days choose different puzzles")
                .isGreaterThan(1);
        for (int i = 0; i < week.size(); i++) {
            assertThat(puzzles.daily(week.get(i), 9, "hard")).contains(chosen.get(i));
            assertThat(other.daily(week.get(i), 9, "hard")).contains(chosen.get(i));
        }
    }

    @Test
    void there_is_no_daily_puzzle_for_a_level_without_puzzles_until_one_is_added() {
        PuzzleRepository puzzles = open(freshLocation()).puzzles();
        puzzles.insert(puzzle("x", 9, "hard", 7.0));

        assertThat(puzzles.daily(DAY, 4, "easy")).isEmpty();
        StoredPuzzle small = puzzles.insert(puzzle("y", 4, "easy", 1.2)).puzzle();
        assertThat(puzzles.daily(DAY, 4, "easy")).contains(small);
    }

    @Test
    void stats_count_each_size_and_level_and_spread_ratings_in_tenths() {
        PuzzleRepository puzzles = open(freshLocation()).puzzles();
        puzzles.insertAll(List.of(
                puzzle("a", 9, "easy", 1.5),
                puzzle("b", 9, "easy", 1.5),
                puzzle("c", 9, "hard", 7.2),
                puzzle("d", 9, "hard", 7.2),
                puzzle("e", 9, "hard", 8.3),
                puzzle("f", 4, "easy", 1.2)));

        BankStats stats = puzzles.stats();

        assertThat(stats.levels())
                .containsExactly(
                        new BankStats.LevelCount(4, "easy", 1),
                        new BankStats.LevelCount(9, "easy", 2),
                        new BankStats.LevelCount(9, "hard", 3));
        assertThat(stats.ratings())
                .containsExactly(
                        new BankStats.RatingBucket(4, 12, 1),
                        new BankStats.RatingBucket(9, 15, 2),
                        new BankStats.RatingBucket(9, 72, 2),
                        new BankStats.RatingBucket(9, 83, 1));
        assertThat(stats.total()).isEqualTo(6);
        assertThat(stats.count(9, "hard")).isEqualTo(3);
        assertThat(puzzles.count(9, "hard")).isEqualTo(3);
        assertThat(puzzles.count(9, "fiendish")).isZero();
    }

    @Test
    void export_streams_in_insertion_order_and_filters_by_level_and_size() {
        PuzzleRepository puzzles = open(freshLocation()).puzzles();
        List<StoredPuzzle> all = new ArrayList<>();
        for (int i = 0; i < 9; i++) {
            int size = i % 3 == 0 ? 4 : 9;
            all.add(puzzles.insert(puzzle("e" + i, size, i % 2 == 0 ? "easy" : "hard", 3.0))
                    .puzzle());
        }

        assertThat(exported(puzzles, Optional.empty(), Optional.empty())).isEqualTo(all);
        assertThat(exported(puzzles, Optional.of("hard"), Optional.empty())).isEqualTo(filter(all, "hard", null));
        assertThat(exported(puzzles, Optional.empty(), Optional.of(4))).isEqualTo(filter(all, null, 4));
        assertThat(exported(puzzles, Optional.of("easy"), Optional.of(9)))
                .isEqualTo(filter(all, "easy", 9))
                .isNotEmpty();
    }

    private static List<StoredPuzzle> exported(
            PuzzleRepository puzzles, Optional<String> level, Optional<Integer> size) {
        List<StoredPuzzle> out = new ArrayList<>();
        long sent = puzzles.export(level, size, out::add);
        assertThat(sent).isEqualTo(out.size());
        return out;
    }

    private static List<StoredPuzzle> filter(List<StoredPuzzle> all, String level, Integer size) {
        return all.stream()
                .filter(p -> level == null || p.puzzle().ratings().level().equals(level))
                .filter(p -> size == null || p.puzzle().size() == size)
                .collect(Collectors.toList());
    }

    /** The versions recorded in the schema history, in the order applied. */
    static List<String> appliedVersions(BankLocation location) throws SQLException {
        try (HikariDataSource pool = Pools.open(location);
                Connection c = pool.getConnection();
                Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT version FROM flyway_schema_history ORDER BY installed_rank")) {
            List<String> versions = new ArrayList<>();
            while (rs.next()) {
                versions.add(rs.getString(1));
            }
            return versions;
        }
    }

    static void execute(BankLocation location, String sql) throws SQLException {
        try (HikariDataSource pool = Pools.open(location);
                Connection c = pool.getConnection();
                Statement s = c.createStatement()) {
            s.execute(sql);
        }
    }
}
