package dev.sudoku.logic.forcing;

/**
 * A nested chain as the nodes it made hold it: every node of one rule step shares this object, and with it a
 * mark for the ancestry walks. The walks of one outer hint's complexity meet the same chain through many nodes,
 * often thousands of times; a set of the chains met cost a tenth of the hardest steps in identity hashing, a
 * compare against the mark costs nothing.
 */
final class NestedChain {
    final ChainHint hint;

    /**
     * The token of the last complexity whose walks took this chain ({@link Ancestry}). Tokens are never reused,
     * so a stale mark never passes for a current one; should two threads walk the same chain at once, one may
     * overwrite the other's mark and that one takes the chain twice, which the identity compare of the
     * complexity drops again.
     */
    long metBy;

    NestedChain(ChainHint hint) {
        this.hint = hint;
    }
}
