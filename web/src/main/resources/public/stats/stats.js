// The player's statistics (stats-record.js): a solve counted by its size and level, and a daily puzzle's by
// its day too; the table and the streak shown in a dialog by Statistics, which also clears them, and saves and
// restores a copy of them with each puzzle's record (record-copy.js). Loaded with the first solve or the first
// press of Statistics; its stylesheet with the first press, before the dialog first shows.

import * as app from '../controller.js';
import { byId, el, clearChildren } from '../dom.js';
import { ProgressStore } from '../progress.js';
import { readRecordCopy, recordCopy } from './record-copy.js';
import { StatsStore, levelOf, statsRows, dailyDate, dailyStreaks, solvedCount } from './stats-record.js';

const store = new StatsStore(() => window.localStorage);
const puzzles = new ProgressStore(() => window.localStorage);
/** The dialog once made; a promise, so that a second press while the stylesheet comes makes no second one. */
let dialog = null;

/** The levels in the Level menu's order, easiest first. */
function levels() {
    return [...byId('level').options].map((option) => option.value).filter(Boolean);
}

/**
 * Counts a solve of a puzzle of `size` whose rating line (under New puzzle) reads `ratingLine`, and whose title
 * (beside the timer) names the day of a daily puzzle, if it is one.
 */
export function recordSolve(size, ratingLine, ms, title) {
    store.recordSolve(size, levelOf(ratingLine, levels()), ms, dailyDate(title));
}

/** Today in UTC, as the server names the daily puzzle's day. */
const today = () => new Date().toISOString().slice(0, 10);

/** "Daily puzzles: 3 days in a row (best 5)." for a player who solved some, else ''. */
function streakText(days) {
    if (!days.length) return '';
    const { current, best } = dailyStreaks(days, today());
    return `Daily puzzles: ${current} ${current === 1 ? 'day' : 'days'} in a row (best ${best}).`;
}

export async function showStats() {
    dialog ??= setUp();
    const shown = await dialog;
    render();
    shown.showModal();
    // The board is out of reach while the dialog is open: the game's time holds until it closes.
    app.state.stopwatch.hold(true, 'statistics');
}

/** Fills the dialog from what is kept, with Clear statistics while there is anything to clear. */
function render(said = '') {
    const stats = store.read();
    const rows = statsRows(stats.kinds, levels());
    const body = byId('stats-body');
    clearChildren(body);
    if (!rows.length) {
        body.append(el('p', {}, 'No puzzle solved in this browser yet.'));
    } else {
        const total = solvedCount(stats.kinds);
        body.append(
            el(
                'table',
                { class: 'stats' },
                el('caption', {}, `${total} ${total === 1 ? 'puzzle' : 'puzzles'} solved`),
                el('thead', {}, el('tr', {}, ...['Puzzles', 'Solved', 'Best', 'Average'].map((h) => el('th', { scope: 'col' }, h)))),
                el('tbody', {}, ...rows.map((row) => el('tr', {}, el('th', { scope: 'row' }, row.puzzles), el('td', {}, row.solved), el('td', {}, row.best), el('td', {}, row.average)))),
            ),
        );
    }
    const streak = streakText(stats.daily);
    if (streak) body.append(el('p', { id: 'stats-daily' }, streak));
    byId('stats-clear').hidden = !rows.length && !streak;
    byId('stats-confirm').hidden = true;
    aside(byId('stats-restore')).hidden = false;
    byId('stats-said').textContent = said;
}

/** What shows of a control, and steps aside while the dialog asks: a file input's label, or the control itself. */
const aside = (control) => control.closest('label') ?? control;

/**
 * Asks in the dialog before `onYes`, with the harmless answer focused; the control asked from (a button, or a
 * file input with its label, which is what shows) steps aside meanwhile, and the answer No gives it the focus back.
 */
function ask(question, yes, from, onYes) {
    const confirm = byId('stats-confirm');
    const shown = aside(from);
    byId('stats-confirm-text').textContent = question;
    byId('stats-confirm-yes').textContent = yes;
    byId('stats-confirm-yes').onclick = () => {
        onYes();
        byId('stats-close').focus();
    };
    byId('stats-confirm-no').onclick = () => {
        confirm.hidden = true;
        shown.hidden = false;
        from.focus();
    };
    byId('stats-said').textContent = '';
    confirm.hidden = false;
    shown.hidden = true;
    byId('stats-confirm-no').focus();
}

/** Reads a copy chosen by the player and, once asked, puts its records in place of this browser's. */
async function restore(input) {
    const file = input.files[0];
    input.value = '';
    if (!file) return;
    const copy = readRecordCopy(await file.text());
    if (copy.error) {
        render(`${file.name} was not restored: ${copy.error}.`);
        return;
    }
    const solved = solvedCount(copy.stats.kinds);
    const saved = copy.saved ? `, saved ${copy.saved}` : '';
    ask(
        `Replace this browser's statistics and record of puzzles with the copy's (${solved} solved, ${copy.entries.length} ${copy.entries.length === 1 ? 'puzzle' : 'puzzles'} in its record${saved})?`,
        'Replace',
        input,
        () => {
            store.write(copy.stats);
            puzzles.write(copy.entries);
            render(`Restored the copy${saved}.`);
        },
    );
}

async function setUp() {
    const style = el('link', { rel: 'stylesheet', href: 'stats/stats.css' });
    const styled = new Promise((resolve) => {
        style.onload = style.onerror = resolve;
    });
    document.head.append(style);
    await styled;
    const made = el(
        'dialog',
        { id: 'stats-dialog', class: 'stats-dialog', 'aria-labelledby': 'h-stats' },
        el('h2', { id: 'h-stats' }, 'Your statistics'),
        el('div', { id: 'stats-body' }),
        el('p', { class: 'stats-note' }, 'Kept in this browser. A puzzle counts when you finish it yourself, not when Solve or Reveal solution fills it in.'),
        el(
            'div',
            { id: 'stats-confirm', role: 'group', 'aria-labelledby': 'stats-confirm-text', hidden: true },
            el('p', { id: 'stats-confirm-text' }),
            el('button', { type: 'button', id: 'stats-confirm-yes' }),
            ' ',
            el('button', { type: 'button', id: 'stats-confirm-no' }, 'Keep mine'),
        ),
        el('p', { id: 'stats-said', role: 'status' }),
        el(
            'p',
            {},
            el('button', { type: 'button', id: 'stats-close', onclick: () => made.close() }, 'Close'),
            ' ',
            el('button', {
                type: 'button',
                id: 'stats-clear',
                onclick: (e) => ask('Clear every count, best time and streak kept in this browser? Your games and their times stay.', 'Clear', e.currentTarget, () => (store.clear(), render())),
            }, 'Clear statistics…'),
        ),
        el(
            'p',
            {},
            // The copy is made as the link is followed, so it holds what is kept at that moment.
            el('a', {
                id: 'stats-save',
                class: 'file-button',
                href: '#',
                onclick: (e) => {
                    e.currentTarget.download = `sudoku-record-${today()}.json`;
                    e.currentTarget.href = 'data:application/json;charset=utf-8,' + encodeURIComponent(recordCopy(store.read(), puzzles.read(), today()));
                },
            }, 'Save a copy'),
            ' ',
            el('label', { class: 'file-button' }, 'Restore a copy… ', el('input', { type: 'file', id: 'stats-restore', accept: '.json,application/json', onchange: (e) => restore(e.currentTarget).catch(app.errorMessage) })),
        ),
    );
    made.addEventListener('close', () => app.state.stopwatch.hold(false, 'statistics'));
    document.body.append(made);
    return made;
}
