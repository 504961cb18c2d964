package dev.sudoku.logic.classic;

/**
 * One run of the bivalue search: the combinations of {@code fromSize} to {@code depth} cells.
 *
 * @param depth the most cells fixed at once in this run
 * @param fromSize the fewest cells fixed at once (1 for the first run, the previous depth + 1 for a retry)
 * @param combinationsTried value assignments tried (each costs one run of logic)
 * @param refuted assignments that led to a contradiction
 * @param solved assignments that led to a full grid (several may reach the same solution)
 * @param unresolved assignments after which logic got stuck without a contradiction
 * @param newSolutions distinct solutions first found in this run
 * @param depthLimitReached every combination up to {@code depth} was tried without a solution or a
 *     refutation while more bivalue cells were left to fix: only a deeper search could say more
 * @param limitReached the combination budget ran out during this run
 */
public record BivalueRun(
        int depth,
        int fromSize,
        long combinationsTried,
        long refuted,
        long solved,
        long unresolved,
        int newSolutions,
        boolean depthLimitReached,
        boolean limitReached) {}
