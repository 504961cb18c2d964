package dev.sudoku.logic;

import static org.assertj.core.api.Assertions.assertThat;

import dev.sudoku.logic.fish.KrakenFish;
import dev.sudoku.testkit.Corpus;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;

/**
 * The Kraken fish at the positions of top1465 where the players' path gets as far as them: the profile's cap
 * ({@link KrakenFish#PROFILE_CAP}) never stops a search there, and every step of both types agrees with the
 * solution. The corpus soundness walk checks them at every position of its paths.
 */
@Tag(Corpus.TAG)
class KrakenFishSoundnessTest {
    private static final int PUZZLES = 40;

    @Test
    void the_capped_kraken_search_is_complete_and_sound_where_the_players_path_reaches_it() {
        List<TechniqueId> both = List.of(TechniqueId.KRAKEN_FISH_TYPE_1, TechniqueId.KRAKEN_FISH_TYPE_2);
        // The profile's search: from basic fish (the search over boxes would reach the cap).
        KrakenFish kraken = new KrakenFish(KrakenFish.PROFILE_CAP, both, KrakenFish.Fish.BASIC);
        AtomicInteger steps = new AtomicInteger();
        AtomicInteger taken = new AtomicInteger();
        int positions = Top1465Path.walk(PUZZLES, TechniqueId.KRAKEN_FISH_TYPE_1, at -> {
            taken.addAndGet(both.contains(at.next().technique()) ? 1 : 0);
            List<Step> found = new ArrayList<>();
            KrakenFish.Report report = kraken.search(at.grid(), found::add);
            assertThat(report.capReached()).as("capped at %s", at.line()).isFalse();
            found.forEach(step -> SoundnessCheck.assertSound(step, at.solution(), at.grid(), at.puzzle()));
            steps.addAndGet(found.size());
        });
        System.out.printf(
                "%d positions, %d taken by a Kraken fish, %d Kraken steps checked%n",
                positions, taken.get(), steps.get());
        assertThat(taken.get()).isPositive();
        assertThat(steps.get()).isGreaterThan(taken.get());
    }
}
