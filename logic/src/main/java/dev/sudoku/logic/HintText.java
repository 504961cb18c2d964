package dev.sudoku.logic;

import dev.sudoku.core.Geometry;
import dev.sudoku.core.Symbols;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.function.IntUnaryOperator;
import java.util.stream.Collectors;

/**
 * A step told in three degrees of help, so a player can ask for as little as they need: level 1 names the
 * technique and where to look, level 2 adds the digits and the cells that make the pattern, level 3 is
 * the whole step ({@link StepText}). Digits are written with the grid's symbols, as in {@link StepText}.
 */
public final class HintText {
    /** Roles of the cells that make a pattern, as opposed to the cells a step changes. */
    private static final Set<Role> PATTERN =
            EnumSet.of(Role.DEFINING, Role.FIN, Role.PIVOT, Role.PINCER, Role.STRONG_LINK, Role.WEAK_LINK);

    private final StepText full;
    private final IntUnaryOperator boxOf;

    /** Hints for steps on grids of this geometry (box shapes matter for "where to look"), default symbols. */
    public HintText(Geometry geometry) {
        this(geometry, Symbols.defaultFor(geometry.size()));
    }

    /** As {@link #HintText(Geometry)}, digits written with {@code symbols}. */
    public HintText(Geometry geometry, Symbols symbols) {
        if (symbols.size() != geometry.size()) {
            throw new IllegalArgumentException(
                    "symbols for " + symbols.size() + " digits on a grid of side " + geometry.size());
        }
        this.full = new StepText(symbols);
        this.boxOf = cell -> 2 * geometry.size() + geometry.box(cell);
    }

    /**
     * Hints in the words of {@code full} (which names the cells and houses), pointing at the house {@code
     * boxOf} gives for a cell where a pattern has no house of its own: a box, or a jigsaw's region.
     */
    public HintText(StepText full, IntUnaryOperator boxOf) {
        this.full = full;
        this.boxOf = boxOf;
    }

    public String describe(Step step, int level) {
        return switch (level) {
            case 1 -> full.template("hint.where")
                    .replace("{name}", step.technique().displayName())
                    .replace("{where}", where(step));
            case 2 -> full.template("hint.pattern")
                    .replace("{name}", step.technique().displayName())
                    .replace("{digits}", digits(patternDigits(step)))
                    .replace("{cells}", patternCells(step));
            case 3 -> full.describe(step);
            default -> throw new IllegalArgumentException("hint levels are 1, 2 and 3, not " + level);
        };
    }

    /**
     * The houses that frame the pattern: the house of a single or subset, the source of an intersection,
     * the base lines of a fish; for the other shapes the boxes their pattern cells lie in.
     */
    private String where(Step step) {
        List<Integer> houses = step.accept(new StepVisitor<List<Integer>>() {
            @Override
            public List<Integer> visitSingle(SingleStep s) {
                return s.house() < 0 ? boxesOf(List.of(s.cell())) : List.of(s.house());
            }

            @Override
            public List<Integer> visitIntersection(IntersectionStep s) {
                return List.of(s.sourceHouse());
            }

            @Override
            public List<Integer> visitSubset(SubsetStep s) {
                return List.of(s.house());
            }

            @Override
            public List<Integer> visitFish(FishStep s) {
                return s.baseHouses();
            }

            @Override
            public List<Integer> visitKrakenFish(KrakenFishStep s) {
                return s.fish().baseHouses();
            }

            @Override
            public List<Integer> visitWing(WingStep s) {
                return boxesOf(patternCellList(s));
            }

            @Override
            public List<Integer> visitChain(ChainStep s) {
                return boxesOf(patternCellList(s));
            }

            @Override
            public List<Integer> visitColouring(ColouringStep s) {
                return boxesOf(patternCellList(s));
            }

            @Override
            public List<Integer> visitUniqueness(UniquenessStep s) {
                return boxesOf(s.loop());
            }

            @Override
            public List<Integer> visitBug(BugStep s) {
                return boxesOf(s.extras().stream().map(Candidate::cell).toList());
            }

            @Override
            public List<Integer> visitExclusion(ExclusionStep s) {
                return boxesOf(s.cells());
            }

            @Override
            public List<Integer> visitForcingChain(ForcingChainStep s) {
                return boxesOf(patternCellList(s));
            }

            @Override
            public List<Integer> visitAls(AlsStep s) {
                // The houses the sets were found in, each once, in the step's order.
                return s.sets().stream().map(AlmostLockedSet::house).distinct().toList();
            }

            @Override
            public List<Integer> visitTemplate(TemplateStep s) {
                // The overlay spans the whole grid; the boxes the step changes are where to look.
                List<Integer> changed = new ArrayList<>();
                s.placements().forEach(p -> changed.add(p.cell()));
                s.eliminations().forEach(c -> changed.add(c.cell()));
                return boxesOf(changed);
            }

            @Override
            public List<Integer> visitSum(SumStep s) {
                return boxesOf(s.cells());
            }
        });
        return houses.stream().map(full::house).collect(Collectors.joining(","));
    }

    private List<Integer> boxesOf(List<Integer> cells) {
        TreeSet<Integer> boxes = new TreeSet<>();
        cells.forEach(cell -> boxes.add(boxOf.applyAsInt(cell)));
        return List.copyOf(boxes);
    }

    private static List<Integer> patternCellList(Step step) {
        TreeSet<Integer> cells = new TreeSet<>();
        for (Highlight highlight : step.highlights()) {
            if (PATTERN.contains(highlight.role())) {
                cells.add(highlight.cell());
            }
        }
        if (cells.isEmpty()) {
            step.placements().forEach(p -> cells.add(p.cell()));
        }
        return List.copyOf(cells);
    }

    private String patternCells(Step step) {
        return patternCellList(step).stream().map(full::cell).collect(Collectors.joining(","));
    }

    /**
     * The digits the pattern's highlights show; a uniqueness pattern's two digits always, which an avoidable
     * rectangle's placed corners hold (highlighted whole) and its empty corner has lost to the step.
     */
    private static List<Integer> patternDigits(Step step) {
        TreeSet<Integer> digits = new TreeSet<>();
        if (step instanceof UniquenessStep unique) {
            digits.addAll(unique.digits());
        }
        for (Highlight highlight : step.highlights()) {
            if (PATTERN.contains(highlight.role()) && highlight.digit() > 0) {
                digits.add(highlight.digit());
            }
        }
        if (digits.isEmpty()) {
            step.placements().forEach(p -> digits.add(p.digit()));
            step.eliminations().forEach(e -> digits.add(e.digit()));
        }
        return List.copyOf(digits);
    }

    private String digits(List<Integer> digits) {
        return digits.stream().map(full::digit).collect(Collectors.joining(","));
    }
}
