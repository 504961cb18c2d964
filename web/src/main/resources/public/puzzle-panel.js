// Getting puzzles in and out: the size selector, paste anywhere, a file, the text box, the
// address (#p=...), sharing a link and printing. New puzzles are new-puzzle.js's.

import * as app from './controller.js';
import { byId, el, clearChildren } from './dom.js';
import { parsePuzzle } from './parse.js';
import { shareFragment, puzzleFromAddress, linkWithoutPuzzle } from './share.js';
import { defaultBox, boxText } from './layout.js';
import { countOf } from './report-text.js';
import { linkNotes } from './link-notes.js';

export function initPuzzle() {
    byId('size').addEventListener('change', chooseSize);
    byId('variant').addEventListener('change', chooseVariant);
    app.onRender(offerSizes);
    document.addEventListener('paste', onPaste);
    byId('file').addEventListener('change', onFile);
    byId('load-text').addEventListener('click', () => loadText(byId('puzzle-text').value, 'the text box'));
    byId('share').addEventListener('click', share);
    byId('print').addEventListener('click', () => window.print());
    byId('stats').addEventListener('click', () => import('./stats/stats.js').then((m) => m.showStats(), app.errorMessage));
    window.addEventListener('hashchange', () => openFromAddress());
}

/** A size chosen: an empty classic board of it, or a new puzzle of the chosen variant at that size. */
async function chooseSize() {
    if (byId('variant').value !== 'classic') return chooseVariant();
    const size = Number(byId('size').value);
    await openEmpty(size, clearTextOfOtherSize(size));
}

/**
 * The text box keeps a puzzle of the size chosen (typed before choosing it, for Load); any other text
 * no longer fits the board and is cleared. Returns the sentence that says so, after a space, or ''.
 */
function clearTextOfOtherSize(size) {
    const text = byId('puzzle-text');
    if (!text.value.trim()) return '';
    const read = parsePuzzle(text.value);
    if (!read.error && read.size === size) return '';
    text.value = '';
    const held = read.error ? `no ${size}x${size} puzzle` : `a ${read.size}x${read.size} puzzle, not a ${size}x${size} one`;
    return ` The text box was cleared: it held ${held}.`;
}

/** A variant's code is fetched only when one is chosen, so the first load stays as light as before. */
async function chooseVariant() {
    const words = byId('variant').value;
    offerSizes();
    if (words === 'classic') {
        await openEmpty(9);
        return;
    }
    app.switchPuzzle();
    const { playVariant } = await import('./variant/variant-play.js');
    await playVariant(words);
}

async function openEmpty(size, note = '') {
    try {
        await app.loadPuzzle(size, new Array(size * size).fill(0));
    } catch (error) {
        app.errorMessage(error); // a later choice took over while the layout loaded: nothing to say
        return;
    }
    app.message(`Empty ${size}x${size} board: type the puzzle, or paste one.${note}`);
    app.focusSelected();
}

/** Only the sizes the chosen rules are made in are offered (index.html lists them on each rule). */
function offerSizes() {
    const sizes = byId('variant').selectedOptions[0]?.dataset.sizes?.split(' ');
    for (const option of byId('size').options) option.disabled = Boolean(sizes) && !sizes.includes(option.value);
}

export const linkReads = (named) => !parsePuzzle(named.line).error;

/** Opens the puzzle named in the address, if any, or says a link names none; returns whether one was opened. */
export async function openFromAddress() {
    const named = puzzleFromAddress(location.hash, location.search);
    if (!named) {
        if (linkWithoutPuzzle(location.hash, location.search)) app.message('Nothing opened from the link: it names no puzzle (p=).', 'error');
        return false;
    }
    const read = parsePuzzle(named.line);
    if (read.error) {
        app.message(`Nothing opened from the link: ${read.error}`, 'error');
        return false;
    }
    await app.loadPuzzle(read.size, read.values, named.box);
    // A link's puzzle may be anyone's: whether it has one solution is asked at once (solution/), as Start playing
    // does, and said between the opening sentence and the link's notes, so that neither replaces the other.
    const notes = linkNotes(named, read.size);
    if (sayOpened('Puzzle opened from the link', 'info', notes)) askLinkedSolution('Puzzle opened from the link.', notes);
    return true;
}

/**
 * Asks whether a linked puzzle has one solution (solution/, fetched then), as Start playing does, and says a
 * problem between `said` and the link's `notes`, so that neither is replaced.
 */
export function askLinkedSolution(said, notes) {
    import('./solution/solution-checks.js').then((m) => m.askSolution((problem) => `${said} ${problem}${notes}`), app.errorMessage);
}

/**
 * Says a puzzle was opened, or that it has no solution when its givens repeat a digit, then the `notes`
 * (what a link asked for and did not get); returns whether no given repeats.
 */
function sayOpened(text, kind, notes = '') {
    const repeats = app.repeatsText();
    app.message(`${repeats ? `${text}, but it has no solution: ${repeats}.` : `${text}.`}${notes}`, repeats ? 'error' : kind);
    return !repeats;
}

function onPaste(event) {
    const target = event.target;
    // Text fields keep their ordinary paste.
    if (target instanceof HTMLElement && (['INPUT', 'TEXTAREA'].includes(target.tagName) || target.isContentEditable)) return;
    const text = event.clipboardData?.getData('text/plain') ?? '';
    if (!text.trim()) return;
    event.preventDefault();
    loadText(text, 'the clipboard');
}

async function onFile(event) {
    const file = event.target.files?.[0];
    if (!file) return;
    loadText(await file.text(), file.name);
    event.target.value = '';
}

async function loadText(text, source) {
    if (app.state.variant) return app.state.variant.loadText(text, source);
    const read = parsePuzzle(text);
    if (read.error) {
        app.message(`Nothing loaded from ${source}: ${read.error}`, 'error');
        return;
    }
    await app.loadPuzzle(read.size, read.values);
    const clues = read.values.filter(Boolean).length;
    sayOpened(`Loaded a ${read.size}x${read.size} puzzle with ${countOf(clues, 'given')} from ${source}`, 'success');
    app.focusSelected();
}

async function share() {
    const fragment = shareFragment(app.puzzleLine(), app.currentBoxText(), boxText(defaultBox(app.size())));
    history.replaceState(null, '', `${location.pathname}${fragment}`);
    const link = location.href;
    const out = byId('share-link');
    clearChildren(out);
    out.append(el('a', { href: link }, link));
    try {
        await navigator.clipboard.writeText(link);
        app.message('Link copied to the clipboard.', 'success');
    } catch {
        app.message('Link ready below; copy it from there.', 'info');
    }
}
