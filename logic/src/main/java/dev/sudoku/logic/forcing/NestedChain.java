package dev.sudoku.logic.forcing;

import java.util.Arrays;

/**
 * A nested chain as the nodes it made hold it: every node of one rule step shares this object, and with it a
 * mark for the ancestry walks. The walks of one outer hint's complexity meet the same chain through many nodes,
 * often thousands of times; a set of the chains met, hashed by identity, cost some 3% of the hardest explains
 * (the time saved when the mark replaced it), a compare against the mark costs nothing.
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

    /**
     * The chain's identity once a complexity needed it ({@link Ancestry}): a chain met by thousands of outer
     * hints is walked for it once. Its fields are final, so a thread that reads it sees it whole.
     */
    Identity identity;

    NestedChain(ChainHint hint) {
        this.hint = hint;
    }

    /**
     * What makes two nested chains the same for SE's complexity: their targets and, for each, its ancestors'
     * triples in walk order, compared by content.
     */
    record Identity(int[] keys, int hash) {
        Identity(int[] keys) {
            this(keys, Arrays.hashCode(keys));
        }

        @Override
        public boolean equals(Object other) {
            return other instanceof Identity identity && identity.hash == hash && Arrays.equals(identity.keys, keys);
        }

        @Override
        public int hashCode() {
            return hash;
        }
    }
}
