// Which levels a new puzzle can have (GET /api/levels: a 4x4 is always Easy, a 4x4 X or windoku too),
// which ones no search has found at a size though none is ruled out (a 6x6 Extreme), and which one the
// Level selector shows: the player's choice when it is reachable, else the nearest one below it.

/**
 * The levels of a classic size (`words` null), or of a variant ("jigsaw,x", as the server labels it)
 * at a size: the size's own list where the server knows one for the variant, else every variant's;
 * every level when the server's list is missing.
 */
export function reachableLevels(answer, size, all, words = null) {
    if (words === null) return answer?.classic?.[size] ?? all;
    return answer?.variants?.[size]?.[words] ?? answer?.variant ?? all;
}

/** The levels of a classic size no puzzle has been found at so far. */
export function notFoundLevels(answer, size, words = null) {
    return words === null ? answer?.notFound?.[size] ?? [] : [];
}

/** A Level option's words: "extreme (none found yet)" for a level no puzzle of the size has been found at. */
export function levelLabel(name, notFound) {
    return notFound ? `${name} (none found yet)` : name;
}

/** `wanted` if reachable ('' is any level), else the hardest reachable below it, else the easiest. */
export function levelShown(wanted, reachable, all) {
    if (!wanted || reachable.includes(wanted)) return wanted;
    const below = all.slice(0, all.indexOf(wanted)).filter((level) => reachable.includes(level));
    return below.length ? below[below.length - 1] : reachable[0] ?? '';
}
