// The list of this visit's new puzzles and their PDF booklet, fetched with the first new puzzle or
// the first click on the booklet: most visits make neither.

import * as api from '../api.js';
import * as app from '../controller.js';
import { byId, el, clearChildren } from '../dom.js';
import { ratingText } from '../report-text.js';

// New puzzles of this visit, for the booklet, and how an entry of the list opens its puzzle again.
const generated = [];
let open;

export function addGenerated(reports, openReport) {
    open = openReport;
    generated.push(...reports);
    renderGenerated();
}

export function clearGenerated() {
    generated.length = 0;
    renderGenerated();
}

function renderGenerated() {
    const list = byId('generated');
    clearChildren(list);
    generated.forEach((report, i) => {
        const size = Math.round(Math.sqrt(report.puzzle.length));
        const label = [`#${i + 1} ${size}x${size}`, ratingText(report)].filter(Boolean).join(' · ');
        list.append(el('li', {}, el('button', { type: 'button', class: 'link-button', onclick: () => open(report) }, label)));
    });
    byId('generated-clear').hidden = generated.length === 0;
    byId('booklet').textContent = generated.length ? `PDF booklet (${generated.length})` : 'PDF booklet';
}

/**
 * The booklet of the puzzles generated so far (or of the current one), downloaded as a PDF. Each new
 * puzzle goes as its report's JSON line, which carries its level and ER: the server rates only what
 * comes without them (a 25x25 rated again takes longer than the server allows).
 */
export async function booklet() {
    const puzzles = generated.length ? generated.map((report) => JSON.stringify(report)) : [app.puzzleLine()];
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
