package dev.sudoku.logic.reglib;

import dev.sudoku.logic.AlsStep;
import dev.sudoku.logic.BugStep;
import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.ChainLink;
import dev.sudoku.logic.ChainStep;
import dev.sudoku.logic.ColouringStep;
import dev.sudoku.logic.ExclusionStep;
import dev.sudoku.logic.FishStep;
import dev.sudoku.logic.ForcingChainStep;
import dev.sudoku.logic.IntersectionStep;
import dev.sudoku.logic.KrakenFishStep;
import dev.sudoku.logic.Placement;
import dev.sudoku.logic.SingleStep;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.StepVisitor;
import dev.sudoku.logic.SubsetStep;
import dev.sudoku.logic.SumStep;
import dev.sudoku.logic.TemplateStep;
import dev.sudoku.logic.UniquenessStep;
import dev.sudoku.logic.WingStep;
import java.util.Set;
import java.util.TreeSet;

/**
 * The digits HoDoKu writes in a step's candidates field, computed from one of our steps: the digits the
 * pattern is made of (a single's digit, a subset's digits, a fish's digit, a wing's three digits, a
 * rectangle's two), or the eliminated digits for the codes HoDoKu keys that way. A BUG+1 has none, as in
 * HoDoKu. Two steps with the same code and digits are "the same instance" in HoDoKu's checker.
 */
final class LibraryDigits {
    private LibraryDigits() {}

    static Set<Integer> of(Step step, boolean byEliminations) {
        Set<Integer> digits = new TreeSet<>();
        if (byEliminations) {
            step.eliminations().forEach(c -> digits.add(c.digit()));
            if (digits.isEmpty()) {
                step.placements().forEach(p -> digits.add(p.digit()));
            }
            return digits;
        }
        return step.accept(new StepVisitor<Set<Integer>>() {
            @Override
            public Set<Integer> visitSingle(SingleStep s) {
                return Set.of(s.digit());
            }

            @Override
            public Set<Integer> visitIntersection(IntersectionStep s) {
                return Set.of(s.digit());
            }

            @Override
            public Set<Integer> visitSubset(SubsetStep s) {
                return new TreeSet<>(s.digits());
            }

            @Override
            public Set<Integer> visitFish(FishStep s) {
                return Set.of(s.digit());
            }

            @Override
            public Set<Integer> visitKrakenFish(KrakenFishStep s) {
                // HoDoKu keys a Kraken fish by its fish digit, whatever digit a type 2 removes.
                return Set.of(s.fish().digit());
            }

            @Override
            public Set<Integer> visitWing(WingStep s) {
                return new TreeSet<>(s.digits());
            }

            @Override
            public Set<Integer> visitChain(ChainStep s) {
                Set<Integer> chain = new TreeSet<>();
                for (ChainLink link : s.links()) {
                    chain.add(link.from().digit());
                    chain.add(link.to().digit());
                }
                return chain;
            }

            @Override
            public Set<Integer> visitColouring(ColouringStep s) {
                return Set.of(s.digit());
            }

            @Override
            public Set<Integer> visitUniqueness(UniquenessStep s) {
                return new TreeSet<>(s.digits());
            }

            @Override
            public Set<Integer> visitBug(BugStep s) {
                return Set.of();
            }

            @Override
            public Set<Integer> visitExclusion(ExclusionStep s) {
                Set<Integer> digits = new TreeSet<>();
                s.eliminations().forEach(c -> digits.add(c.digit()));
                return digits;
            }

            @Override
            public Set<Integer> visitForcingChain(ForcingChainStep s) {
                Set<Integer> digits = new TreeSet<>();
                s.branches().forEach(branch -> branch.forEach(i -> digits.add(i.digit())));
                return digits;
            }

            @Override
            public Set<Integer> visitAls(AlsStep s) {
                return new TreeSet<>(s.zDigits());
            }

            @Override
            public Set<Integer> visitTemplate(TemplateStep s) {
                return Set.of(s.digit());
            }

            @Override
            public Set<Integer> visitSum(SumStep s) {
                Set<Integer> digits = new TreeSet<>();
                s.eliminations().forEach(c -> digits.add(c.digit()));
                return digits;
            }
        });
    }

    /** A candidate in the library's notation: digit, row, column ({@code 224}). */
    static String name(Candidate candidate) {
        return "" + candidate.digit() + (candidate.cell() / 9 + 1) + (candidate.cell() % 9 + 1);
    }

    /** A placement in the library's notation. */
    static String name(Placement placement) {
        return name(new Candidate(placement.cell(), placement.digit()));
    }
}
