package dev.sudoku.bank;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.core.BoxShape;
import dev.sudoku.logic.rating.Level;
import dev.sudoku.logic.rating.LevelScale;
import dev.sudoku.store.Bank;
import dev.sudoku.store.BankLocation;
import java.nio.file.Path;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LevelTopUpTest {
    private static final BoxShape FOUR = new BoxShape(2, 2);

    @TempDir
    Path folder;

    @Test
    void aLevelBelowTheThresholdIsFilledUpToItInTheBackground() throws Exception {
        try (Bank bank = Bank.open(new BankLocation.SqliteFile(folder.resolve("bank.db")));
                LevelTopUp topUp = new LevelTopUp(bank.puzzles(), LevelScale.DEFAULT, 3, 1)) {
            topUp.check(FOUR, Level.EASY);
            long deadline = System.nanoTime() + 60_000_000_000L;
            while (bank.puzzles().count(4, "Easy") < 3 && System.nanoTime() < deadline) {
                Thread.sleep(20);
            }
            assertThat(bank.puzzles().count(4, "Easy")).isEqualTo(3);
            Thread.sleep(200);
            assertThat(bank.puzzles().count(4, "Easy"))
                    .as("stops at the threshold")
                    .isEqualTo(3);
            bank.puzzles().export(Optional.of("Easy"), Optional.of(4), row -> {
                assertThat(row.puzzle().origin().source()).isEqualTo("generator");
                assertThat(row.puzzle().symmetry()).isNotEqualTo("none");
            });
        }
    }

    @Test
    void aThresholdOfZeroNeverFills() throws Exception {
        try (Bank bank = Bank.open(new BankLocation.SqliteFile(folder.resolve("empty.db")));
                LevelTopUp topUp = new LevelTopUp(bank.puzzles(), LevelScale.DEFAULT, 0, 1)) {
            topUp.checkAll(FOUR);
            Thread.sleep(300);
            assertThat(bank.puzzles().stats().total()).isZero();
        }
    }
}
