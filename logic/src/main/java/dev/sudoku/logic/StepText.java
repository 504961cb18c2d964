package dev.sudoku.logic;

import dev.sudoku.core.Symbols;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;
import java.util.stream.Collectors;

/**
 * Writes a step in players' notation, for example {@code Hidden Single: 5 in b3 => r2c7=5}. The wording
 * lives in {@code step-text.properties}; this class only fills in the placeholders.
 *
 * <p>Digits are written with the grid's {@link Symbols}, as the grid itself is ({@code r4c9=C} on a 16x16
 * grid, {@code r4c9=B} with hex symbols, where digit 1 is {@code 0}); cells and houses keep their 1-based
 * numbers ({@code r12c3}, {@code b7}).
 */
public final class StepText {
    private final Properties templates;
    private final StepNames names;
    private final Symbols symbols;

    /** Text for steps of a grid of side {@code size}, with its default symbols ({@link Symbols#defaultFor}). */
    public StepText(int size) {
        this(Symbols.defaultFor(size));
    }

    /** Text for steps of a grid of side {@code symbols.size()}, digits written with {@code symbols}. */
    public StepText(Symbols symbols) {
        this(symbols, StepNames.classic(symbols.size()));
    }

    /** Text for steps whose cells and houses are named by {@code names}, digits written with {@code symbols}. */
    public StepText(Symbols symbols, StepNames names) {
        this.symbols = symbols;
        this.names = names;
        this.templates = new Properties();
        try (InputStream in = StepText.class.getResourceAsStream("step-text.properties")) {
            templates.load(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** One digit as the grid writes it. */
    public String digit(int digit) {
        return symbols.textOf(digit);
    }

    /** One placement: {@code r2c7=5}. */
    public String placement(Placement placement) {
        return cell(placement.cell()) + "=" + digit(placement.digit());
    }

    /** One elimination: {@code r3c4<>4}. */
    public String elimination(Candidate candidate) {
        return cell(candidate.cell()) + "<>" + digit(candidate.digit());
    }

    public String describe(Step step) {
        return step.accept(new StepVisitor<String>() {
            @Override
            public String visitSingle(SingleStep s) {
                String key = s.house() < 0 || s.technique() == TechniqueId.FULL_HOUSE ? "single.cell" : "single.house";
                return fill(key, s, Map.of("digit", digit(s.digit()), "house", house(s.house())));
            }

            @Override
            public String visitIntersection(IntersectionStep s) {
                return fill(
                        "intersection",
                        s,
                        Map.of(
                                "digit", digit(s.digit()),
                                "source", house(s.sourceHouse()),
                                "target", house(s.targetHouse())));
            }

            @Override
            public String visitSubset(SubsetStep s) {
                String key = s.technique().name().contains("NAKED") ? "subset.naked" : "subset.hidden";
                return fill(
                        key,
                        s,
                        Map.of(
                                "digits",
                                join(s.digits(), StepText.this::digit),
                                "cells",
                                join(s.cells(), c -> cell(c))));
            }

            @Override
            public String visitFish(FishStep s) {
                String key = s.fins().isEmpty() ? "fish" : s.fins().size() == 1 ? "fish.fin" : "fish.fins";
                if (!s.endoFins().isEmpty()) {
                    key += s.endoFins().size() == 1 ? ".endo" : ".endos";
                }
                return fill(
                        key,
                        s,
                        Map.of(
                                "digit", digit(s.digit()),
                                "bases", join(s.baseHouses(), h -> house(h)),
                                "covers", join(s.coverHouses(), h -> house(h)),
                                "fins", join(s.fins(), c -> cell(c)),
                                "endoFins", join(s.endoFins(), c -> cell(c))));
            }

            @Override
            public String visitKrakenFish(KrakenFishStep s) {
                FishStep fish = s.fish();
                String body = templates
                        .getProperty(fish.fins().size() == 1 ? "kraken.fish.fin" : "kraken.fish.fins")
                        .replace("{fish}", fish.technique().displayName())
                        .replace("{digit}", digit(fish.digit()))
                        .replace("{bases}", join(fish.baseHouses(), h -> house(h)))
                        .replace("{covers}", join(fish.coverHouses(), h -> house(h)))
                        .replace("{fins}", join(fish.fins(), c -> cell(c)));
                return fill(
                        s.coverHouse() < 0 ? "kraken.1" : "kraken.2",
                        s,
                        Map.of(
                                "fish", body,
                                "cover", house(s.coverHouse()),
                                "chains",
                                        String.join(
                                                " | ",
                                                s.chains().stream()
                                                        .map(c -> chain(c))
                                                        .toList())));
            }

            @Override
            public String visitWing(WingStep s) {
                return fill(
                        "wing",
                        s,
                        Map.of(
                                "pivot", cell(s.pivot()),
                                "pincers", join(s.pincers(), c -> cell(c)),
                                "digits", join(s.digits(), StepText.this::digit)));
            }

            @Override
            public String visitChain(ChainStep s) {
                return fill("chain", s, Map.of("chain", chain(s.links())));
            }

            @Override
            public String visitColouring(ColouringStep s) {
                List<String> clusters = new ArrayList<>();
                for (int i = 0; i < s.colours().size(); i += 2) {
                    clusters.add(join(s.colours().get(i), c -> cell(c)) + " / "
                            + join(s.colours().get(i + 1), c -> cell(c)));
                }
                return fill("colouring", s, Map.of("digit", digit(s.digit()), "colours", String.join(" | ", clusters)));
            }

            @Override
            public String visitUniqueness(UniquenessStep s) {
                Map<String, String> values = new HashMap<>();
                values.put("digits", join(s.digits(), StepText.this::digit));
                values.put("loop", join(s.loop(), c -> cell(c)));
                String key = "uniqueness";
                if (s.subset().isPresent()) {
                    UniquenessStep.Subset subset = s.subset().get();
                    key = subset.hidden() ? "uniqueness.hidden" : "uniqueness.naked";
                    values.put("setDigits", join(subset.digits(), StepText.this::digit));
                    values.put("setCells", join(subset.cells(), c -> cell(c)));
                    values.put("house", house(subset.house()));
                }
                return fill(key, s, values);
            }

            @Override
            public String visitBug(BugStep s) {
                String key = !s.subsetCells().isEmpty() ? "bug.subset" : s.house() >= 0 ? "bug.house" : "bug";
                return fill(
                        key,
                        s,
                        Map.of(
                                "extras", join(s.extras(), c -> cell(c.cell()) + "(" + digit(c.digit()) + ")"),
                                "house", house(s.house()),
                                "digits", join(s.subsetDigits(), StepText.this::digit),
                                "cells", join(s.subsetCells(), c -> cell(c))));
            }

            @Override
            public String visitExclusion(ExclusionStep s) {
                return fill(
                        "exclusion",
                        s,
                        Map.of(
                                "cells", join(s.cells(), c -> cell(c)),
                                "excluders", join(s.excluders(), c -> cell(c))));
            }

            @Override
            public String visitForcingChain(ForcingChainStep s) {
                return fill(
                        "forcing." + s.kind().name().toLowerCase(java.util.Locale.ROOT),
                        s,
                        Map.of(
                                "complexity", String.valueOf(s.complexity()),
                                "branches",
                                        String.join(
                                                " | ",
                                                s.branches().stream()
                                                        .map(b -> implications(b))
                                                        .toList())));
            }

            @Override
            public String visitAls(AlsStep s) {
                return alsText(s);
            }

            @Override
            public String visitTemplate(TemplateStep s) {
                return fill(
                        s.templates() == 1 ? "template.one" : "template",
                        s,
                        Map.of("digit", digit(s.digit()), "count", String.valueOf(s.templates())));
            }

            @Override
            public String visitSum(SumStep s) {
                return fill("sum", s, Map.of("cells", join(s.cells(), c -> cell(c)), "sum", String.valueOf(s.sum())));
            }
        });
    }

    /**
     * ALS-XZ, ALS-XY-Wing, ALS-XY-Chain, Death Blossom and Sue de Coq. Each set reads {@code A = {r1c1
     * r1c2} (1,2,5)}: its cells, then its digits; a chain's sets follow each other joined by their links'
     * digits, {@code A = ... -3- B = ...}.
     */
    private String alsText(AlsStep s) {
        Map<String, String> values = new HashMap<>();
        values.put("z", join(s.zDigits(), this::digit));
        List<String> sets = new ArrayList<>();
        String key;
        switch (s.technique()) {
            case DEATH_BLOSSOM -> {
                key = "als.blossom";
                for (int i = 0; i < s.sets().size(); i++) {
                    sets.add(labelled(
                            "petal " + join(s.links().get(i), this::digit),
                            s.sets().get(i)));
                }
                values.put("stem", cell(s.stem()));
            }
            case SUE_DE_COQ -> {
                key = "als.sdc";
                values.put("core", set(s.sets().get(0)));
                values.put("lineSet", set(s.sets().get(1)));
                values.put("boxSet", set(s.sets().get(2)));
                values.put("line", house(s.sets().get(1).house()));
                values.put("box", house(s.sets().get(2).house()));
            }
            case ALS_XY_CHAIN -> {
                key = "als.chain";
                for (int i = 0; i < s.sets().size(); i++) {
                    if (i > 0) {
                        sets.add(templates
                                .getProperty("als.chain.link")
                                .replace("{x}", join(s.links().get(i - 1), this::digit)));
                    }
                    sets.add(labelled(String.valueOf((char) ('A' + i)), s.sets().get(i)));
                }
                values.put("sets", String.join(" ", sets));
                return fill(key, s, values);
            }
            default -> {
                for (int i = 0; i < s.sets().size(); i++) {
                    sets.add(labelled(String.valueOf((char) ('A' + i)), s.sets().get(i)));
                }
                values.put("x", join(s.links().get(0), this::digit));
                if (s.technique() == TechniqueId.ALS_XY_WING) {
                    key = "als.wing";
                    values.put("y", join(s.links().get(1), this::digit));
                } else {
                    key = s.links().get(0).size() > 1 ? "als.xz.double" : "als.xz";
                }
            }
        }
        values.put("sets", String.join(", ", sets));
        return fill(key, s, values);
    }

    private String labelled(String label, AlmostLockedSet set) {
        return templates.getProperty("als.label").replace("{label}", label).replace("{set}", set(set));
    }

    private String set(AlmostLockedSet set) {
        return templates
                .getProperty("als.set")
                .replace("{cells}", set.cells().stream().map(this::cell).collect(Collectors.joining(" ")))
                .replace("{digits}", join(set.digitList(), this::digit));
    }

    /** A raw template, for the other texts drawn from the same file. */
    String template(String key) {
        return templates.getProperty(key);
    }

    /**
     * The template {@code key} filled for {@code step}: its name, its result and {@code values}; for the
     * shapes only some grids' steps take (a rule set's bars and cages).
     */
    public String fill(String key, Step step, Map<String, String> values) {
        String text = templates.getProperty(key);
        text = text.replace("{name}", step.technique().displayName()).replace("{result}", result(step));
        for (Map.Entry<String, String> value : values.entrySet()) {
            text = text.replace("{" + value.getKey() + "}", value.getValue());
        }
        return text;
    }

    /** Placements, then eliminations grouped by digit: {@code r3c4,r3c6<>4, r4c9<>8}. */
    private String result(Step step) {
        List<String> parts = new ArrayList<>();
        for (Placement placement : step.placements()) {
            parts.add(placement(placement));
        }
        Map<Integer, List<Integer>> byDigit = new TreeMap<>();
        for (Candidate candidate : step.eliminations()) {
            byDigit.computeIfAbsent(candidate.digit(), d -> new ArrayList<>()).add(candidate.cell());
        }
        byDigit.forEach((digit, cells) -> parts.add(join(cells, this::cell) + "<>" + digit(digit)));
        return String.join(", ", parts);
    }

    /**
     * Eureka notation: {@code (4)r1c2=(4)r1c7-(4)r5c7=(4)r5c2}, "=" for a strong link and "-" for a weak
     * one; see {@link #node} for group nodes.
     */
    private String chain(List<ChainLink> links) {
        StringBuilder text = new StringBuilder(node(links.get(0).from()));
        for (ChainLink link : links) {
            text.append(link.strong() ? '=' : '-').append(node(link.to()));
        }
        return text.toString();
    }

    /**
     * A forcing chain's branch in Eureka notation, from its assumption: "-" where a digit turns the next
     * node off (a weak link), "=" where a node off turns the next one on (a strong link), for example
     * {@code (4)r1c2-(4)r1c5=(4)r3c5}. An assumption that a candidate is off is written with a leading
     * "~".
     */
    private String implications(List<Inference> path) {
        StringBuilder text = new StringBuilder(path.get(0).on() ? "" : "~");
        text.append(node(ChainNode.of(path.get(0).cell(), path.get(0).digit())));
        for (int i = 1; i < path.size(); i++) {
            Inference node = path.get(i);
            text.append(node.on() ? '=' : '-').append(node(ChainNode.of(node.cell(), node.digit())));
        }
        return text.toString();
    }

    /**
     * A node: {@code (4)r1c2}. A group of cells in one row or column is written the way HoDoKu and the
     * forums write it, {@code (4)r1c23} or {@code (4)r12c3}, on grids whose digits are single characters;
     * any other group lists its cells joined by "|".
     */
    private String node(ChainNode node) {
        List<Integer> cells = node.cells();
        String prefix = "(" + digit(node.digit()) + ")";
        if (cells.size() > 1 && names.shortLines()) {
            boolean oneRow = cells.stream().allMatch(c -> names.row(c) == names.row(cells.get(0)));
            boolean oneCol = cells.stream().allMatch(c -> names.col(c) == names.col(cells.get(0)));
            if (oneRow) {
                return prefix + "r" + (names.row(cells.get(0)) + 1) + "c" + digits(cells, names::col);
            }
            if (oneCol) {
                return prefix + "r" + digits(cells, names::row) + "c" + (names.col(cells.get(0)) + 1);
            }
        }
        return prefix + cells.stream().map(this::cell).collect(Collectors.joining("|"));
    }

    private static String digits(List<Integer> cells, java.util.function.IntUnaryOperator index) {
        return cells.stream().map(c -> String.valueOf(index.applyAsInt(c) + 1)).collect(Collectors.joining());
    }

    /** One cell: {@code r2c7}. */
    public String cell(int cell) {
        return names.cell(cell);
    }

    /** One house: {@code b3}. */
    public String house(int house) {
        return house < 0 ? "" : names.house(house);
    }

    /** Items joined as the templates join them, {@code r1c1,r1c2}. */
    public static <T> String join(List<T> items, java.util.function.Function<T, String> name) {
        return items.stream().map(name).collect(Collectors.joining(","));
    }
}
