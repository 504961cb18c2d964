package dev.sudoku.logic.reglib;

import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.CandidateGrid;
import dev.sudoku.logic.Catalogue;
import dev.sudoku.logic.CatalogueEntry;
import dev.sudoku.logic.ChainStep;
import dev.sudoku.logic.Placement;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.StepText;
import dev.sudoku.logic.Technique;
import dev.sudoku.logic.TechniqueId;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.Supplier;
import java.util.stream.Collectors;

/**
 * Runs library cases against our techniques, judging them as HoDoKu's own checker does.
 *
 * <p>The technique of an id is taken from {@link Catalogue#players()}, else {@link Catalogue#se()}; an id
 * in neither is not implemented; a variant HoDoKu checks with a non-default option uses the technique
 * {@link HodokuCodes#VARIANT_TECHNIQUES} configures the same way. Every technique of the case's ids runs to exhaustion and every step of
 * those ids is kept. A step's <em>effect</em> is its eliminations and placements (eliminations only for
 * {@link HodokuCodes#PLACEMENT_IGNORED} ids); its <em>digits</em> are {@link LibraryDigits}.
 *
 * <ul>
 *   <li>A normal case passes when some step has exactly the expected effect and no step with the case's
 *       digits has another effect. Steps with other digits may exist anywhere: the library's header only
 *       promises that "no other instance of the tested technique for that set of candidates exists, that
 *       leads to a different placement or to different eliminations", and HoDoKu's checker compares only
 *       steps whose code and candidates match. The {@code extra} field (chain length) is not compared.
 *   <li>A combined case (locked sets, Siamese fish, duals) passes when the steps whose eliminations all
 *       are expected ones together eliminate exactly the expected candidates.
 *   <li>A fail case passes when no step with the case's digits is found, HoDoKu's rule for {@code -x}.
 * </ul>
 *
 * <p>A nice loop that places a digit is compared as HoDoKu writes it, as the elimination of the cell's
 * other candidates ({@link HodokuCodes#PLACEMENT_AS_ELIMINATIONS}).
 */
final class ReglibRunner {
    /** The outcome of one case; {@code found} says what was found instead when it failed. */
    record Result(ReglibCase testCase, boolean passed, String found) {}

    private final Map<TechniqueId, Technique> techniques = new EnumMap<>(TechniqueId.class);
    private final StepText text = new StepText(9);

    ReglibRunner() {
        for (Catalogue catalogue : List.of(Catalogue.players(), Catalogue.se())) {
            for (CatalogueEntry entry : catalogue.entries()) {
                techniques.putIfAbsent(entry.id(), entry.technique());
            }
        }
    }

    /** True when at least one of the code's ids has a technique. */
    boolean implemented(HodokuCodes.Code code) {
        return code.ids().stream().anyMatch(techniques::containsKey);
    }

    /** True when the variant has a technique of its own or its code's ids have one. */
    boolean implemented(String variant) {
        return HodokuCodes.VARIANT_TECHNIQUES.containsKey(variant) || implemented(HodokuCodes.forVariant(variant));
    }

    Set<TechniqueId> implementedIds() {
        return techniques.keySet();
    }

    Result run(ReglibCase testCase) {
        HodokuCodes.Code code = HodokuCodes.forVariant(testCase.variant());
        CandidateGrid grid = testCase.grid();
        boolean placementsAsEliminations = HodokuCodes.PLACEMENT_AS_ELIMINATIONS.contains(testCase.code());
        List<Step> steps = steps(grid, code.ids(), HodokuCodes.VARIANT_TECHNIQUES.get(testCase.variant())).stream()
                .filter(s -> HodokuCodes.matchesKind(testCase.code(), s))
                .map(s -> placementsAsEliminations ? asEliminations(s, grid) : s)
                .toList();
        boolean byEliminations = HodokuCodes.KEYED_BY_ELIMINATIONS.contains(testCase.code());
        List<Step> same = steps.stream()
                .filter(s -> LibraryDigits.of(s, byEliminations).equals(testCase.digits()))
                .toList();
        boolean passed;
        if (testCase.failCase()) {
            passed = same.isEmpty();
        } else if (code.combined()) {
            // Any digit: two library lines (0404, lines 836 and 838) list a dual kite under one digit
            // while their eliminations are of two digits, one kite each.
            Set<Candidate> union = new HashSet<>();
            steps.stream()
                    .filter(s -> testCase.eliminations().containsAll(s.eliminations()))
                    .forEach(s -> union.addAll(s.eliminations()));
            passed = testCase.placements().isEmpty() && union.equals(testCase.eliminations());
        } else {
            Effect expected = new Effect(testCase.eliminations(), testCase.placements());
            passed = steps.stream().anyMatch(s -> Effect.of(s).equals(expected))
                    && same.stream().allMatch(s -> Effect.of(s).equals(expected));
        }
        return new Result(testCase, passed, passed ? "" : describe(steps, byEliminations));
    }

    /** A chain step that places a digit, rewritten to remove the cell's other candidates instead. */
    private static Step asEliminations(Step step, CandidateGrid grid) {
        if (!(step instanceof ChainStep chain) || chain.placements().isEmpty()) {
            return step;
        }
        List<Candidate> eliminations = new ArrayList<>(chain.eliminations());
        for (Placement placement : chain.placements()) {
            for (int digit = 1; digit <= grid.size(); digit++) {
                if (digit != placement.digit() && grid.has(placement.cell(), digit)) {
                    eliminations.add(new Candidate(placement.cell(), digit));
                }
            }
        }
        return new ChainStep(chain.technique(), chain.links(), List.of(), eliminations, chain.highlights());
    }

    /** Every step of the ids, from the catalogues' techniques or, when given, from the variant's own. */
    private List<Step> steps(CandidateGrid grid, List<TechniqueId> ids, Supplier<Technique> variant) {
        Set<Technique> toRun = new LinkedHashSet<>();
        if (variant != null) {
            toRun.add(variant.get());
        } else {
            ids.stream().filter(techniques::containsKey).forEach(id -> toRun.add(techniques.get(id)));
        }
        List<Step> steps = new ArrayList<>();
        for (Technique technique : toRun) {
            technique.find(grid, step -> {
                if (ids.contains(step.technique())) {
                    steps.add(step);
                }
                return true;
            });
        }
        return steps;
    }

    private String describe(List<Step> steps, boolean byEliminations) {
        if (steps.isEmpty()) {
            return "no step";
        }
        return steps.stream()
                        .limit(4)
                        .map(s -> "["
                                + LibraryDigits.of(s, byEliminations).stream()
                                        .map(String::valueOf)
                                        .collect(Collectors.joining())
                                + "] " + text.describe(s))
                        .collect(Collectors.joining("; "))
                + (steps.size() > 4 ? "; ... " + (steps.size() - 4) + " more" : "");
    }

    /** What a step does, as sets, so the order of eliminations does not matter. */
    record Effect(Set<Candidate> eliminations, Set<Placement> placements) {
        static Effect of(Step step) {
            Set<Placement> placements = HodokuCodes.PLACEMENT_IGNORED.contains(step.technique())
                    ? Set.of()
                    : new HashSet<>(step.placements());
            return new Effect(new HashSet<>(step.eliminations()), placements);
        }

        static String names(Set<Candidate> candidates) {
            return candidates.stream()
                    .map(LibraryDigits::name)
                    .collect(Collectors.toCollection(TreeSet::new))
                    .toString();
        }
    }
}
