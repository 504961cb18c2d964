// Puzzles in the address: "#p=4.....8.5...&box=3x3" (or "?p=..."), short, readable and safe to
// paste anywhere, since a puzzle line only uses letters, digits and dots.

import { isBlank } from './symbols.js';

/** The fragment that opens this puzzle. The box is left out when it is the size's default. */
export function shareFragment(line, boxText, defaultBoxText) {
    const box = boxText && boxText !== defaultBoxText ? `&box=${boxText}` : '';
    return `#p=${line}${box}`;
}

/**
 * The puzzle named by an address's fragment or query, as { line, box, others, ignored } (box may be null;
 * others the [name, value] pairs a link has beyond p and box, and ignored the query's puzzle when the
 * fragment names another, both of which link-notes.js says were not used), or null.
 */
export function puzzleFromAddress(hash, search) {
    const [fragment, query] = [hash, search].map((part) => new URLSearchParams(String(part ?? '').replace(/^[#?]/, '')));
    // URLSearchParams reads "+" as a space; a space is a blank like ".", so both work.
    const [fromFragment, fromQuery] = [fragment, query].map((params) => params.get('p')?.trim());
    const params = fromFragment ? fragment : fromQuery ? query : null;
    if (!params) return null;
    // The same puzzle with its blanks written otherwise ("0" for ".") is no second puzzle.
    const ignored = fromFragment && fromQuery && blanksAsDots(fromFragment) !== blanksAsDots(fromQuery) ? fromQuery : null;
    return { line: params.get('p').trim(), box: params.get('box'), others: [...params].filter(([name]) => name !== 'p' && name !== 'box'), ignored };
}

const blanksAsDots = (line) => [...line].map((ch) => (isBlank(ch) ? '.' : ch)).join('');

/** Whether the address is a link of this page (a p or box parameter) that names no puzzle: "#box=2x3", "#p=". */
export function linkWithoutPuzzle(hash, search) {
    return [hash, search].some((part) => {
        const params = new URLSearchParams(String(part ?? '').replace(/^[#?]/, ''));
        return params.has('p') || params.has('box');
    }) && !puzzleFromAddress(hash, search);
}
