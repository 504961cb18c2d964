package dev.sudoku.logic.rules;

import dev.sudoku.logic.CellBits;
import dev.sudoku.logic.SearchBudget;
import dev.sudoku.logic.Step;
import dev.sudoku.logic.TechniqueId;
import java.util.List;
import java.util.Optional;

/**
 * The almost locked set techniques on any rule set, as HoDoKu finds them on classic grids: ALS-XZ (here),
 * Sue de Coq ({@link RuleSueDeCoq}), ALS-XY-Wing (here), ALS-XY-Chain ({@link RuleAlsChain}) and Death
 * Blossom ({@link RuleDeathBlossom}), over the sets {@link RuleAlsSets} finds. An almost locked set is n
 * empty cells of one house holding n + 1 digits between them. Two sets without a common cell are linked by
 * a restricted common digit x when every place of x in one sees every place of x in the other ("sees":
 * peers under the rules, a shared house or killer cage), so at most one of them holds x; the other is then
 * locked and holds all its other digits. ALS-XZ: a digit z of both sets is therefore in one of them, and
 * leaves every cell that sees all its places in both. Doubly linked (two restricted commons): each set is locked on its
 * other digits, which leave the cells outside both sets that see all their places in that set, and each
 * restricted common leaves the cells seeing all its places in both.
 *
 * <p>Sound on every variant: they rely only on the houses and on peers never sharing a digit. ALS-XZ takes
 * the first pair with an elimination, sets in the order of their houses and, within a house, of their
 * cells. Cost: the sets of each house (a walk over the subsets of its empty cells, few of them almost
 * locked) and their links, shared by the techniques at one position ({@link RuleAlsIndex}), then for each
 * pair of linked sets a few operations on bit sets over the cells per common digit; the {@link SearchBudget}
 * is checked per set.
 */
public final class RuleAls {
    private RuleAls() {}

    /** ALS-XZ, singly and doubly linked. */
    public static RuleTechnique xz() {
        return RuleSingles.technique(TechniqueId.ALS_XZ, RuleAls::find);
    }

    /**
     * Sue de Coq: a core of cells two houses share, holding two digits more than it has cells, and a set of
     * each house's other cells that together with it lock every core digit (see {@link RuleSueDeCoq}). 7.3,
     * the players' profile's.
     */
    public static RuleTechnique sueDeCoq() {
        return RuleSingles.technique(TechniqueId.SUE_DE_COQ, RuleSueDeCoq::find);
    }

    /**
     * ALS-XY-Wing: sets A and B each linked to a set C, by restricted commons x (A-C) and y (B-C), not
     * both the same one digit. C cannot lack both x and y (its n cells would hold n - 1 digits), so A
     * lacks x or B lacks y, and that set is locked: a digit z of A and B that is no restricted common of
     * either link is in one of them, and leaves every cell outside them that sees all its places in both.
     * The three sets share no cell, as in HoDoKu. 7.4, the players' profile's.
     */
    public static RuleTechnique xyWing() {
        return RuleSingles.technique(TechniqueId.ALS_XY_WING, RuleAls::findWing);
    }

    /**
     * ALS-XY-Chain: sets A1 - A2 - ... - An (4 to 7 of them), each linked to the next by restricted
     * commons. Were z in neither A1 nor An, A1 would be locked and hold its first link's digit, so A2 would
     * lose it and hold the digits of its next link, and so on until An holds z: a contradiction. So a digit
     * z of A1 and An that neither end link uses leaves every cell that sees all its places in both. As in
     * HoDoKu, a link uses its restricted commons less those the link entering its first set used (a set
     * that lost those still holds all its others), a doubly linked first link uses one digit, tried in
     * turn, and linked sets share no cell. 7.5, the players' profile's.
     */
    public static RuleTechnique xyChain() {
        return RuleSingles.technique(TechniqueId.ALS_XY_CHAIN, RuleAlsChain::find);
    }

    /**
     * Death Blossom: a stem cell and, for each of its digits d, a petal: a set holding d, without the stem,
     * whose every d sees the stem. Whatever the stem holds, that digit's petal loses it and is locked, so a
     * digit z of every petal that is no stem digit is in some petal, and leaves every cell seeing all its
     * places in all petals. The petals share no cell, as in HoDoKu. 8.2, the players' profile's.
     */
    public static RuleTechnique deathBlossom() {
        return RuleSingles.technique(TechniqueId.DEATH_BLOSSOM, RuleDeathBlossom::find);
    }

    private static Optional<Step> find(RuleGrid grid) {
        RuleAlsIndex index = RuleAlsIndex.of(grid);
        List<RuleAlsSet> sets = index.sets();
        for (int i = 0; i < sets.size(); i++) {
            SearchBudget.check();
            int[] linked = index.linked(i);
            for (int k = index.firstLater(i); k < linked.length; k++) {
                Optional<Step> step =
                        pair(grid, index.holding(), sets.get(i), sets.get(linked[k]), index.commons(i)[k]);
                if (step.isPresent()) {
                    return step;
                }
            }
        }
        return Optional.empty();
    }

    /**
     * The first wing with an elimination: C in the order of the sets, then A and B among the sets linked to
     * C, in that order.
     */
    private static Optional<Step> findWing(RuleGrid grid) {
        RuleAlsIndex index = RuleAlsIndex.of(grid);
        List<RuleAlsSet> sets = index.sets();
        long[][] holding = index.holding();
        int words = (grid.cellCount() + 63) / 64;
        for (int at = 0; at < sets.size(); at++) {
            SearchBudget.check();
            RuleAlsSet c = sets.get(at);
            int[] linked = index.linked(at);
            int[] links = index.commons(at);
            for (int i = 0; i < linked.length; i++) {
                for (int j = i + 1; j < linked.length; j++) {
                    RuleAlsSet a = sets.get(linked[i]);
                    RuleAlsSet b = sets.get(linked[j]);
                    int common = a.digits() & b.digits();
                    if (common == 0 || CellBits.intersects(a.cellBits(), b.cellBits())) {
                        continue;
                    }
                    int x = links[i];
                    int y = links[j];
                    if (x == y && Integer.bitCount(x) == 1) {
                        continue;
                    }
                    long[][] removed = new long[holding.length][];
                    boolean any = false;
                    for (int rest = common & ~(x | y); rest != 0; rest &= rest - 1) {
                        int z = Integer.numberOfTrailingZeros(rest) + 1;
                        any |= RuleAlsSets.remove(removed, z, words, holding[z], a, b, a.seen()[z], b.seen()[z]);
                    }
                    if (any) {
                        return Optional.of(RuleAlsSets.step(
                                grid,
                                TechniqueId.ALS_XY_WING,
                                List.of(a, b, c),
                                List.of(x, y),
                                RuleAlsSets.eliminations(grid, removed)));
                    }
                }
            }
        }
        return Optional.empty();
    }

    /** The ALS-XZ of two sets linked by {@code restricted} (their restricted commons), if it eliminates. */
    private static Optional<Step> pair(RuleGrid grid, long[][] holding, RuleAlsSet a, RuleAlsSet b, int restricted) {
        int common = a.digits() & b.digits();
        boolean doubly = Integer.bitCount(restricted) >= 2;
        int words = a.cellBits().length;
        long[][] removed = new long[holding.length][];
        boolean any = false;
        for (int rest = doubly ? common : common & ~restricted; rest != 0; rest &= rest - 1) {
            int digit = Integer.numberOfTrailingZeros(rest) + 1;
            any |= RuleAlsSets.remove(removed, digit, words, holding[digit], a, b, a.seen()[digit], b.seen()[digit]);
        }
        if (doubly) {
            for (RuleAlsSet set : List.of(a, b)) {
                for (int rest = set.digits() & ~restricted; rest != 0; rest &= rest - 1) {
                    int digit = Integer.numberOfTrailingZeros(rest) + 1;
                    any |= RuleAlsSets.remove(removed, digit, words, holding[digit], a, b, set.seen()[digit], null);
                }
            }
        }
        if (!any) {
            return Optional.empty();
        }
        return Optional.of(RuleAlsSets.step(
                grid, TechniqueId.ALS_XZ, List.of(a, b), List.of(restricted), RuleAlsSets.eliminations(grid, removed)));
    }
}
