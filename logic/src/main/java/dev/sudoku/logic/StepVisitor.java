package dev.sudoku.logic;

/** Exhaustive handling of {@link Step}: adding a record shape breaks every visitor until it handles it. */
public interface StepVisitor<R> {
    R visitSingle(SingleStep step);

    R visitIntersection(IntersectionStep step);

    R visitSubset(SubsetStep step);

    R visitFish(FishStep step);

    R visitKrakenFish(KrakenFishStep step);

    R visitWing(WingStep step);

    R visitChain(ChainStep step);

    R visitColouring(ColouringStep step);

    R visitUniqueness(UniquenessStep step);

    R visitBug(BugStep step);

    R visitExclusion(ExclusionStep step);

    R visitForcingChain(ForcingChainStep step);

    R visitAls(AlsStep step);

    R visitTemplate(TemplateStep step);

    R visitSum(SumStep step);
}
