package dev.sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.logic.fish.ComplexFish;
import dev.sudoku.testkit.Corpus;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The Franken and Mutant fish searched to the end (the players' profile caps them), at the positions of
 * top1465 where the players' path gets as far as them: every step must agree with the solution. The
 * corpus soundness walk checks the capped ones of the profile on every collection.
 */
@Tag(Corpus.TAG)
class ComplexFishSoundnessTest {
    private static final int PUZZLES = 3;

    @Test
    void every_uncapped_franken_and_mutant_fish_at_the_hard_positions_of_top1465_is_sound() {
        List<ComplexFish> fish = new ArrayList<>();
        for (ComplexFish.Kind kind : ComplexFish.Kind.values()) {
            for (boolean finned : new boolean[] {false, true}) {
                for (int size = 2; size <= 4; size++) {
                    fish.add(new ComplexFish(kind, size, finned));
                }
            }
        }
        AtomicInteger steps = new AtomicInteger();
        int positions = Top1465Path.walk(PUZZLES, TechniqueId.FRANKEN_X_WING, at -> {
            for (ComplexFish technique : fish) {
                List<Step> found = new ArrayList<>();
                ComplexFish.Report report = technique.search(at.grid(), found::add);
                assertThat(report.capReached()).as("%s capped", technique.ids()).isFalse();
                found.forEach(step -> SoundnessCheck.assertSound(step, at.solution(), at.grid(), at.puzzle()));
                steps.addAndGet(found.size());
            }
        });
        System.out.printf("%d positions, %d Franken and Mutant fish checked%n", positions, steps.get());
        assertThat(positions).isPositive();
    }
}
