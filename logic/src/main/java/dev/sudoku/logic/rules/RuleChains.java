package dev.sudoku.logic.rules;

import dev.sudoku.logic.Candidate;
import dev.sudoku.logic.ChainLink;
import dev.sudoku.logic.ChainNode;
import dev.sudoku.logic.ChainStep;
import dev.sudoku.logic.Highlight;
import dev.sudoku.logic.Role;
import dev.sudoku.logic.SearchBudget;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.TechniqueId;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Alternating inference chains on any rule set, over the links of {@link RuleLinks}: a chain starts with a
 * candidate A assumed false, and each strong link turns the next candidate true, each weak link the next
 * false, so it ends on a candidate Y that is true whenever A is false. One of A and Y is true, so any
 * candidate that can be true with neither goes. A chain that comes back to A itself proves A, and what
 * cannot be true with A goes.
 *
 * <p>Three techniques share the search: X-Chain (one digit, house links), XY-Chain (cells of two
 * candidates, ends on the same digit) and AIC (every link, including consecutive borders and two-cell
 * cages, so a killer or consecutive puzzle's own rules carry chains). Each returns the chain with the
 * fewest links that removes something, the first found in cell order on a tie.
 *
 * <p>Search: a breadth-first search from every candidate (one without a strong link ends at once) over
 * (candidate, true or false) states, at most {@value #MAX_LINKS} links, pruned at the best length found
 * so far. Cost: with n
 * candidates and w weak links a candidate, O(n * n * w) at worst: a few million steps on a 9x9 position,
 * some hundred million on a samurai's; a budget's check per start stops a long one.
 */
public final class RuleChains {
    /** Longest chain searched, in links: 8 strong links, longer than most players follow. */
    static final int MAX_LINKS = 15;

    /** Shortest chain taken: one strong link alone proves what a subset or a cage already does. */
    static final int MIN_LINKS = 3;

    private RuleChains() {}

    public static RuleTechnique xChain() {
        return RuleSingles.technique(TechniqueId.X_CHAIN, grid -> new Search(grid, RuleLinks.Kind.X).run());
    }

    public static RuleTechnique xyChain() {
        return RuleSingles.technique(TechniqueId.XY_CHAIN, grid -> new Search(grid, RuleLinks.Kind.XY).run());
    }

    public static RuleTechnique aic() {
        return RuleSingles.technique(TechniqueId.AIC, grid -> new Search(grid, RuleLinks.Kind.ALL).run());
    }

    /** Mutable working state of one call. A state is {@code node * 2 + (1 when true)}. */
    private static final class Search {
        private final RuleLinks links;
        private final RuleLinks.Kind kind;
        private final int[] depth;
        private final int[] parent;
        private final int[] queue;
        private List<Integer> best;
        private int bestLinks = MAX_LINKS + 1;
        private List<Candidate> bestEliminations;
        private int head;
        private int tail;

        Search(RuleGrid grid, RuleLinks.Kind kind) {
            this.kind = kind;
            this.links = new RuleLinks(grid, kind);
            int states = grid.cellCount() * grid.rules().digits() * 2;
            depth = new int[states];
            parent = new int[states];
            queue = new int[states];
        }

        Optional<Step> run() {
            int nodes = depth.length / 2;
            for (int start = 0; start < nodes; start++) {
                if (links.isCandidate(start)) {
                    SearchBudget.check();
                    search(start);
                }
            }
            return best == null ? Optional.empty() : Optional.of(step());
        }

        /** Every chain from {@code start} assumed false, shortest first. */
        private void search(int start) {
            Arrays.fill(depth, -1);
            head = 0;
            tail = 0;
            depth[start * 2] = 0;
            queue[tail++] = start * 2;
            while (head < tail) {
                int state = queue[head++];
                int node = state >> 1;
                boolean on = (state & 1) == 1;
                int length = depth[state];
                if (on && length >= MIN_LINKS && length < bestLinks) {
                    consider(start, state, length);
                }
                if (length + (on ? 2 : 1) >= bestLinks) {
                    // Going on could only end at the best length or beyond: an ending takes a strong link.
                    continue;
                }
                if (on) {
                    links.weak(node, next -> visit(next * 2, state));
                } else {
                    links.strong(node, next -> visit(next * 2 + 1, state));
                }
            }
        }

        private void visit(int next, int from) {
            if (depth[next] < 0) {
                depth[next] = depth[from] + 1;
                parent[next] = from;
                queue[tail++] = next;
            }
        }

        /**
         * A chain from A false to Y true: what cannot be true with A nor with Y goes. When Y is A itself,
         * A is proved, and whatever cannot be true with it goes (the discontinuous nice loop's eliminations;
         * a single then places A).
         */
        private void consider(int start, int state, int length) {
            int end = state >> 1;
            if (kind == RuleLinks.Kind.XY && links.digit(end) != links.digit(start)) {
                return;
            }
            List<Candidate> eliminations = new ArrayList<>();
            links.weak(start, victim -> {
                Candidate candidate = new Candidate(links.cell(victim), links.digit(victim));
                if (victim != end
                        && (end == start || links.conflict(victim, end))
                        && !eliminations.contains(candidate)) {
                    eliminations.add(candidate);
                }
            });
            if (!eliminations.isEmpty() && followable(state)) {
                best = path(state);
                bestLinks = length;
                eliminations.sort(Comparator.comparingInt(Candidate::cell).thenComparingInt(Candidate::digit));
                bestEliminations = eliminations;
            }
        }

        /** The nodes of the chain ending in {@code state}, from its start. */
        private List<Integer> path(int state) {
            List<Integer> states = new ArrayList<>();
            for (int s = state; ; s = parent[s]) {
                states.add(0, s);
                if (depth[s] == 0) {
                    return states;
                }
            }
        }

        /**
         * Whether no candidate comes twice on the way to {@code state} but the start at the end of a proof:
         * a chain a player can follow.
         */
        private boolean followable(int state) {
            List<Integer> states = path(state);
            Set<Integer> seen = new HashSet<>();
            for (int i = 0; i < states.size(); i++) {
                boolean closesLoop = i == states.size() - 1 && states.get(i) >> 1 == states.get(0) >> 1;
                if (!seen.add(states.get(i) >> 1) && !closesLoop) {
                    return false;
                }
            }
            return true;
        }

        private Step step() {
            List<ChainLink> chain = new ArrayList<>();
            for (int i = 1; i < best.size(); i++) {
                int from = best.get(i - 1) >> 1;
                int to = best.get(i) >> 1;
                chain.add(new ChainLink(node(from), node(to), (best.get(i) & 1) == 1));
            }
            Set<Highlight> highlights = new LinkedHashSet<>();
            for (int state : best) {
                int node = state >> 1;
                highlights.add(new Highlight(links.cell(node), links.digit(node), Role.STRONG_LINK));
            }
            for (Candidate candidate : bestEliminations) {
                highlights.add(new Highlight(candidate.cell(), candidate.digit(), Role.ELIMINATED));
            }
            TechniqueId id =
                    switch (kind) {
                        case X -> TechniqueId.X_CHAIN;
                        case XY -> TechniqueId.XY_CHAIN;
                        case ALL -> TechniqueId.AIC;
                    };
            return new ChainStep(id, chain, List.of(), bestEliminations, new ArrayList<>(highlights));
        }

        private ChainNode node(int node) {
            return ChainNode.of(links.cell(node), links.digit(node));
        }
    }
}
