package dev.sudoku.bank;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.api.OrderedEntryTask;
import dev.sudoku.api.Origin;
import dev.sudoku.api.PuzzleRater;
import dev.sudoku.api.json.Field;
import dev.sudoku.api.json.Report;
import dev.sudoku.api.json.ResultStatus;
import dev.sudoku.core.BoxShape;
import dev.sudoku.core.Grid;
import dev.sudoku.core.canon.GridSymmetry;
import dev.sudoku.core.format.Entry;
import dev.sudoku.core.format.PuzzleReader;
import dev.sudoku.generator.Generator;
import dev.sudoku.generator.GeneratorOptions;
import dev.sudoku.generator.RatingBand;
import dev.sudoku.logic.rating.Level;
import dev.sudoku.logic.rating.LevelScale;
import dev.sudoku.store.Bank;
import dev.sudoku.store.BankLocation;
import dev.sudoku.store.StoredPuzzle;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.SplittableRandom;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Import and find against a real SQLite bank: every equivalent copy is one puzzle, found with its map. */
class ImportAndFindTest {
    @TempDir
    Path folder;

    private Bank bank;

    @BeforeEach
    void open() {
        bank = Bank.open(new BankLocation.SqliteFile(folder.resolve("bank.db")));
    }

    @AfterEach
    void close() {
        bank.close();
    }

    private static List<Grid> puzzles(BoxShape shape, int count, long seed) {
        Generator generator = new Generator(GeneratorOptions.of(shape, seed).withBand(RatingBand.of(Level.EASY)));
        List<Grid> made = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            made.add(generator.generate(i).puzzle());
        }
        return made;
    }

    private Report importOne(ImportTask task, Grid puzzle, int line) {
        return task.run(new Origin("test.txt", line), Entry.Puzzle.of(line, puzzle));
    }

    @Test
    void equivalentCopiesAreDuplicatesOfTheFirstAndAreFoundWithAMapOntoIt() {
        ImportTask importer = new ImportTask(bank.puzzles(), LevelScale.DEFAULT, Optional.empty());
        FindTask finder = new FindTask(bank.puzzles());
        SplittableRandom random = new SplittableRandom(7);
        for (BoxShape shape : List.of(BoxShape.CLASSIC, new BoxShape(2, 3))) {
            List<Grid> originals = puzzles(shape, 6, 11);
            List<Long> ids = new ArrayList<>();
            for (int i = 0; i < originals.size(); i++) {
                Report stored = importOne(importer, originals.get(i), i + 1);
                assertThat(stored.status()).isIn(ResultStatus.STORED, ResultStatus.DUPLICATE);
                ids.add((Long) stored.get(Field.ID));
            }
            for (int round = 0; round < 40; round++) {
                int which = random.nextInt(originals.size());
                Grid copy = GridSymmetry.random(shape, random).apply(originals.get(which));
                Report again = importOne(importer, copy, 100 + round);
                assertThat(again.status()).isEqualTo(ResultStatus.DUPLICATE);
                assertThat(again.get(Field.ID)).isEqualTo(ids.get(which));

                Report found = finder.run(new Origin("copy", 1), Entry.Puzzle.of(1, copy));
                assertThat(found.status()).isEqualTo(ResultStatus.FOUND);
                assertThat(found.get(Field.ID)).isEqualTo(ids.get(which));
                Grid storedGrid = PuzzleReader.parse((String) found.get(Field.STORED));
                Grid given = copy;
                assertThat(PuzzleRecords.mapping(given, storedGrid).apply(given))
                        .isEqualTo(storedGrid);
            }
        }
    }

    @Test
    void a_prepared_import_stores_nothing_until_finished_and_the_order_of_finishing_sets_the_ids() {
        ImportTask importer = new ImportTask(bank.puzzles(), LevelScale.DEFAULT, Optional.empty());
        List<Grid> made = puzzles(BoxShape.CLASSIC, 2, 5);
        OrderedEntryTask.Prepared first = importer.prepare(new Origin("test.txt", 1), Entry.Puzzle.of(1, made.get(0)));
        OrderedEntryTask.Prepared second = importer.prepare(new Origin("test.txt", 2), Entry.Puzzle.of(2, made.get(1)));
        assertThat(bank.puzzles().stats().total()).isZero();

        Report secondReport = second.finish();
        Report firstReport = first.finish();

        assertThat(secondReport.status()).isEqualTo(ResultStatus.STORED);
        assertThat(secondReport.get(Field.ID)).isEqualTo(1L);
        assertThat(firstReport.status()).isEqualTo(ResultStatus.STORED);
        assertThat(firstReport.get(Field.ID)).isEqualTo(2L);
    }

    @Test
    void aPuzzleNotInTheBankIsMissingAndBadEntriesAreReportedNotStored() {
        ImportTask importer = new ImportTask(bank.puzzles(), LevelScale.DEFAULT, Optional.empty());
        List<Grid> made = puzzles(BoxShape.CLASSIC, 2, 5);
        importOne(importer, made.get(0), 1);
        Report missing = new FindTask(bank.puzzles()).run(new Origin("x", 1), Entry.Puzzle.of(1, made.get(1)));
        assertThat(missing.status()).isEqualTo(ResultStatus.MISSING);
        assertThat((String) missing.get(Field.ERROR)).contains("no equivalent");

        Report refused = importOne(importer, Grid.empty(BoxShape.CLASSIC), 2);
        assertThat(refused.status()).isEqualTo(ResultStatus.MULTIPLE);
        Report malformed = importer.run(new Origin("t", 3), new Entry.Malformed(3, 5, "bad character 'q'"));
        assertThat(malformed.status()).isEqualTo(ResultStatus.INVALID);
        assertThat(malformed.get(Field.LINE)).isEqualTo(3L);
        assertThat(bank.puzzles().stats().total()).isEqualTo(1);
    }

    @Test
    void storedFactsAgreeWithThePuzzle() {
        ImportTask importer = new ImportTask(bank.puzzles(), LevelScale.DEFAULT, Optional.empty());
        Grid puzzle = puzzles(BoxShape.CLASSIC, 1, 3).get(0);
        Report report = importOne(importer, puzzle, 9);
        StoredPuzzle stored = bank.puzzles()
                .findByCanonical(PuzzleRecords.canonicalKey(puzzle))
                .orElseThrow();
        assertThat(stored.id()).isEqualTo(report.get(Field.ID));
        assertThat(PuzzleRecords.puzzle(stored)).isEqualTo(puzzle);
        Grid solution = PuzzleRecords.solution(stored);
        assertThat(solution.isComplete() && solution.keepsGivensOf(puzzle)).isTrue();
        assertThat(stored.puzzle().clues()).isEqualTo(puzzle.filledCount());
        assertThat(stored.puzzle().origin().source()).isEqualTo("test.txt");
        assertThat(stored.puzzle().origin().line().getAsInt()).isEqualTo(9);
        assertThat(stored.puzzle().ratings().level())
                .isEqualTo(LevelScale.DEFAULT
                        .levelOf(stored.puzzle().ratings().er())
                        .displayName());
    }

    @Test
    void aRatingThatComesWithThePuzzleIsCheckedByRatingItAgainNotStoredAsItIs() {
        ImportTask importer = new ImportTask(bank.puzzles(), LevelScale.DEFAULT, Optional.empty());
        Grid easy = puzzles(BoxShape.CLASSIC, 1, 17).get(0);
        Map<String, String> claimed = Map.of("er", "9.9", "ep", "9.1", "ed", "2.0", "score", "4000");

        Report stored = importer.run(
                new Origin("edited.jsonl", 1),
                new Entry.Puzzle(1, easy, Optional.empty(), OptionalLong.empty(), claimed));

        PuzzleRater.Rated own = (PuzzleRater.Rated) new PuzzleRater(Optional.empty()).rate(easy);
        assertThat(stored.status()).isEqualTo(ResultStatus.STORED);
        assertThat(stored.get(Field.ER)).isEqualTo(own.rating().er()).isNotEqualTo(9.9);
        assertThat(stored.get(Field.SCORE)).isEqualTo((long) own.rating().score());
        assertThat(stored.get(Field.LEVEL))
                .isEqualTo(LevelScale.DEFAULT.levelOf(own.rating().er()).displayName())
                .isNotEqualTo("Extreme");
    }

    @Test
    void aDigitGivenTwiceInAHouseIsInvalidNotAnError() {
        Grid twice = Grid.empty(BoxShape.CLASSIC).with(0, 1).with(1, 1);
        Report imported = importOne(new ImportTask(bank.puzzles(), LevelScale.DEFAULT, Optional.empty()), twice, 1);
        assertThat(imported.status()).isEqualTo(ResultStatus.INVALID);
        assertThat((String) imported.get(Field.ERROR)).contains("r1c1").contains("r1c2");
        Report found = new FindTask(bank.puzzles()).run(new Origin("x", 1), Entry.Puzzle.of(1, twice));
        assertThat(found.status()).isEqualTo(ResultStatus.INVALID);
    }

    @Test
    void aGridWhoseCanonicalFormCostsTooMuchIsATimeoutNotACrash() {
        // The pattern grid of 4x5 boxes has millions of automorphisms: its search would hold a gigabyte.
        BoxShape shape = new BoxShape(4, 5);
        int size = shape.size();
        int[] values = new int[size * size];
        for (int r = 0; r < size; r++) {
            for (int c = 0; c < size; c++) {
                values[r * size + c] = (shape.boxCols() * (r % shape.boxRows()) + r / shape.boxRows() + c) % size + 1;
            }
        }
        Grid pattern = Grid.of(shape, values);
        Report imported = importOne(new ImportTask(bank.puzzles(), LevelScale.DEFAULT, Optional.empty()), pattern, 1);
        assertThat(imported.status()).isEqualTo(ResultStatus.TIMEOUT);
        assertThat((String) imported.get(Field.ERROR)).contains("search nodes");
        assertThat(bank.puzzles().stats().total()).isZero();
    }
}
