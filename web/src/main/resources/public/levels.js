// Which levels a new puzzle can have (GET /api/levels: a 4x4 is always Easy, a 4x4 X or windoku too)
// and which one the Level selector shows: the player's choice when it is reachable, else the nearest
// one below it.

/**
 * The levels of a classic size (`words` null), or of a variant ("jigsaw,x", as the server labels it)
 * at a size: the size's own list where the server knows one for the variant, else every variant's;
 * every level when the server's list is missing.
 */
export function reachableLevels(answer, size, all, words = null) {
    if (words === null) return answer?.classic?.[size] ?? all;
    return answer?.variants?.[size]?.[words] ?? answer?.variant ?? all;
}

/** `wanted` if reachable ('' is any level), else the hardest reachable below it, else the easiest. */
export function levelShown(wanted, reachable, all) {
    if (!wanted || reachable.includes(wanted)) return wanted;
    const below = all.slice(0, all.indexOf(wanted)).filter((level) => reachable.includes(level));
    return below.length ? below[below.length - 1] : reachable[0] ?? '';
}
