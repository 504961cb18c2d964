// Puzzles in the address: "#p=4.....8.5...&box=3x3" (or "?p=..."), short, readable and safe to
// paste anywhere, since a puzzle line only uses letters, digits and dots.

/** The fragment that opens this puzzle. The box is left out when it is the size's default. */
export function shareFragment(line, boxText, defaultBoxText) {
    const box = boxText && boxText !== defaultBoxText ? `&box=${boxText}` : '';
    return `#p=${line}${box}`;
}

/**
 * The puzzle named by an address's fragment or query, as { line, box, others } (box may be null; others
 * the [name, value] pairs a link has beyond p and box, which link-notes.js says were not used), or null.
 */
export function puzzleFromAddress(hash, search) {
    for (const part of [hash, search]) {
        const params = new URLSearchParams(String(part ?? '').replace(/^[#?]/, ''));
        const line = params.get('p');
        // URLSearchParams reads "+" as a space; a space is a blank like ".", so both work.
        if (line) return { line: line.trim(), box: params.get('box'), others: [...params].filter(([name]) => name !== 'p' && name !== 'box') };
    }
    return null;
}

/** Whether the address is a link of this page (a p or box parameter) that names no puzzle: "#box=2x3", "#p=". */
export function linkWithoutPuzzle(hash, search) {
    return [hash, search].some((part) => {
        const params = new URLSearchParams(String(part ?? '').replace(/^[#?]/, ''));
        return params.has('p') || params.has('box');
    }) && !puzzleFromAddress(hash, search);
}
