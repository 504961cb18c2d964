// Which levels a new puzzle can have (GET /api/levels: a 4x4 is always Easy) and which one the
// Level selector shows: the player's choice when it is reachable, else the nearest one below it.

/** The levels of a size, or of variants (`size` null); every level when the server's list is missing. */
export function reachableLevels(answer, size, all) {
    return (size === null ? answer?.variant : answer?.classic?.[size]) ?? all;
}

/** `wanted` if reachable ('' is any level), else the hardest reachable below it, else the easiest. */
export function levelShown(wanted, reachable, all) {
    if (!wanted || reachable.includes(wanted)) return wanted;
    const below = all.slice(0, all.indexOf(wanted)).filter((level) => reachable.includes(level));
    return below.length ? below[below.length - 1] : reachable[0] ?? '';
}
