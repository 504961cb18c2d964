// Getting puzzles in and out: the size selector, paste anywhere, a file, the text box, the
// address (#p=...), generating by level, sharing a link, printing and the PDF booklet.

import * as api from './api.js';
import * as app from './controller.js';
import { byId, el, clearChildren } from './dom.js';
import { parsePuzzle } from './parse.js';
import { shareFragment, puzzleFromAddress } from './share.js';
import { defaultBox, boxText } from './layout.js';
import { valuesOfLine } from './grid-model.js';
import { ratingText } from './report-text.js';

// Generated puzzles of this visit, for the booklet.
const generated = [];

export function initPuzzle() {
    byId('size').addEventListener('change', () => {
        const size = Number(byId('size').value);
        app.loadPuzzle(size, new Array(size * size).fill(0)).then(() => {
            app.message(`Empty ${size}x${size} board: type the puzzle, or paste one.`);
            app.focusSelected();
        });
    });
    document.addEventListener('paste', onPaste);
    byId('file').addEventListener('change', onFile);
    byId('load-text').addEventListener('click', () => loadText(byId('puzzle-text').value, 'the text box'));
    byId('share').addEventListener('click', share);
    byId('generate').addEventListener('click', generate);
    byId('booklet').addEventListener('click', booklet);
    byId('print').addEventListener('click', () => window.print());
    window.addEventListener('hashchange', () => openFromAddress());
    app.onReset(() => (byId('rating').textContent = ''));
}

/** Opens the puzzle named in the address, if any; returns whether one was opened. */
export async function openFromAddress() {
    const named = puzzleFromAddress(location.hash, location.search);
    if (!named) return false;
    const read = parsePuzzle(named.line);
    if (read.error) {
        app.message(`The address holds no puzzle: ${read.error}`, 'error');
        return false;
    }
    await app.loadPuzzle(read.size, read.values, named.box);
    app.message('Puzzle opened from the link.');
    return true;
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
    const read = parsePuzzle(text);
    if (read.error) {
        app.message(`Nothing loaded from ${source}: ${read.error}`, 'error');
        return;
    }
    await app.loadPuzzle(read.size, read.values);
    const clues = read.values.filter(Boolean).length;
    app.message(`Loaded a ${read.size}x${read.size} puzzle with ${clues} givens from ${source}.`, 'success');
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

async function generate() {
    const size = app.size();
    const body = {
        size,
        box: app.currentBoxText(),
        symmetry: byId('symmetry').value,
        count: Math.max(1, Math.min(10, Number(byId('count').value) || 1)),
    };
    const level = byId('level').value;
    if (level) body.level = level;
    const button = byId('generate');
    button.disabled = true;
    app.message('Generating…');
    try {
        const answer = await api.post('/api/generate', body);
        const reports = (Array.isArray(answer) ? answer : [answer]).filter((r) => r?.puzzle);
        if (!reports.length) {
            app.message(answer?.error ?? answer?.[0]?.error ?? 'Nothing generated.', 'error');
            return;
        }
        generated.push(...reports);
        renderGenerated();
        await openReport(reports[0]);
    } catch (error) {
        app.errorMessage(error);
    } finally {
        button.disabled = false;
    }
}

async function openReport(report) {
    const size = Math.round(Math.sqrt(report.puzzle.length));
    await app.loadPuzzle(size, valuesOfLine(report.puzzle, size), report.box);
    if (report.solution) app.state.solution = valuesOfLine(report.solution, size);
    const rating = ratingText(report);
    byId('rating').textContent = rating;
    app.message(`New puzzle${rating ? `: ${rating}` : ''}.`, 'success');
    app.focusSelected();
}

function renderGenerated() {
    const list = byId('generated');
    clearChildren(list);
    generated.forEach((report, i) => {
        list.append(
            el('li', {}, el('button', { type: 'button', class: 'link-button', onclick: () => openReport(report) }, `#${i + 1} ${ratingText(report)}`)),
        );
    });
    byId('booklet').textContent = `PDF booklet (${generated.length})`;
}

/** The booklet of the puzzles generated so far (or of the current one), downloaded as a PDF. */
async function booklet() {
    const puzzles = generated.length ? generated.map((r) => r.puzzle) : [app.puzzleLine()];
    const button = byId('booklet');
    button.disabled = true;
    app.message('Making the booklet…');
    try {
        const blob = await api.postForBlob('/api/print', { puzzles, title: 'Sudoku' });
        const url = URL.createObjectURL(blob);
        const link = el('a', { href: url, download: 'sudoku-booklet.pdf', hidden: true });
        document.body.append(link);
        link.click();
        link.remove();
        setTimeout(() => URL.revokeObjectURL(url), 10_000);
        app.message(`Booklet of ${puzzles.length} puzzle${puzzles.length > 1 ? 's' : ''} downloaded.`, 'success');
    } catch (error) {
        app.errorMessage(error);
    } finally {
        button.disabled = false;
    }
}
