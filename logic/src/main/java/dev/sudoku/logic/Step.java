package dev.sudoku.logic;

import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * One result of a technique: what it places, what it eliminates and which candidates prove it. Steps are
 * pure data; words come from {@link StepText} and colours from whoever draws them.
 *
 * <p>The family is sealed and grouped by shape, so one record serves all techniques that share a
 * pattern (one {@link SubsetStep} for naked and hidden pairs to quads, one {@link FishStep} for X-Wing to
 * Jellyfish). Use {@link #accept} for exhaustive handling.
 */
public sealed interface Step
        permits SingleStep,
                IntersectionStep,
                SubsetStep,
                FishStep,
                KrakenFishStep,
                WingStep,
                ChainStep,
                ColouringStep,
                UniquenessStep,
                BugStep,
                ExclusionStep,
                ForcingChainStep,
                AlsStep,
                TemplateStep,
                SumStep {
    TechniqueId technique();

    /**
     * The placements the step makes. Most techniques only eliminate, so a step has none unless its record
     * declares a {@code placements} component (or, like {@link SingleStep}, derives them).
     */
    default List<Placement> placements() {
        return List.of();
    }

    List<Candidate> eliminations();

    List<Highlight> highlights();

    <R> R accept(StepVisitor<R> visitor);

    /** How many of the steps each technique took, in {@link TechniqueId} order. */
    static Map<TechniqueId, Integer> counts(List<? extends Step> steps) {
        Map<TechniqueId, Integer> counts = new EnumMap<>(TechniqueId.class);
        for (Step step : steps) {
            counts.merge(step.technique(), 1, Integer::sum);
        }
        return Collections.unmodifiableMap(counts);
    }
}
